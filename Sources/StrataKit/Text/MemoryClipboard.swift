/// A clipboard that keeps its text in memory, shared by nothing else: the default of every
/// window (see ``Window/clipboard``).
@MainActor
public final class MemoryClipboard: Clipboard {
  /// The text on the clipboard; `nil` at first.
  public var string: String?

  /// Creates an empty clipboard.
  public init() {}
}
