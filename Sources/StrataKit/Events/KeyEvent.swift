/// A key going down or up.
public struct KeyEvent: Sendable, Hashable {
  /// Whether the key went down or up.
  public enum Phase: String, Sendable, Hashable, Codable {
    /// The key went down (or repeats while held).
    case down
    /// The key was released.
    case up
  }

  /// The key.
  public var key: Key
  /// The modifier keys held.
  public var modifiers: KeyModifiers
  /// Whether the key went down or up.
  public var phase: Phase
  /// Whether this is a repeat of a key held down.
  public var isRepeat: Bool
  /// When the event happened, in seconds on the window clock's scale.
  public var timestamp: Double

  /// Creates a key event.
  public init(
    key: Key, modifiers: KeyModifiers = [], phase: Phase = .down, isRepeat: Bool = false,
    timestamp: Double = 0
  ) {
    self.key = key
    self.modifiers = modifiers
    self.phase = phase
    self.isRepeat = isRepeat
    self.timestamp = timestamp
  }
}
