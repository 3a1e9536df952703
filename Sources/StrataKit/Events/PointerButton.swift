/// A mouse button.
public enum PointerButton: String, Sendable, Hashable, Codable {
  /// The main (left) button, and every touch.
  case primary
  /// The secondary (right) button.
  case secondary
  /// The middle button.
  case middle
}
