/// How lines of text are placed horizontally in their box.
public enum TextAlignment: String, Sendable, Hashable, Codable {
  /// Lines start at the left edge.
  case left
  /// Lines are centred.
  case center
  /// Lines end at the right edge.
  case right
  /// Left in left-to-right layouts, right in right-to-left ones.
  case natural
}
