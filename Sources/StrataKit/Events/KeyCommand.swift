/// A keyboard shortcut a responder offers, as `UIKeyCommand`.
@MainActor
public struct KeyCommand {
  /// The key that triggers the command.
  public var input: Key
  /// The modifiers that must be held, exactly.
  public var modifiers: KeyModifiers
  /// A name for menus and help; optional.
  public var title: String?
  /// What the command does.
  public var action: (KeyCommand) -> Void

  /// Creates a key command.
  public init(
    input: Key, modifiers: KeyModifiers = [], title: String? = nil,
    action: @escaping (KeyCommand) -> Void
  ) {
    self.input = input
    self.modifiers = modifiers
    self.title = title
    self.action = action
  }

  /// Whether `event` is a key-down of this command's key with exactly its modifiers.
  public func matches(_ event: KeyEvent) -> Bool {
    event.phase == .down && event.key == input && event.modifiers == modifiers
  }
}
