/// How text that does not fit its box wraps or is cut, as `NSLineBreakMode`.
///
/// With more than one line allowed, every mode wraps at word boundaries (breaking a word only
/// when it is wider than the box) and the truncating modes shorten the last line with an ellipsis.
public enum LineBreakMode: String, Sendable, Hashable, Codable {
  /// Wrap at word boundaries.
  case byWordWrapping
  /// Wrap at any character.
  case byCharWrapping
  /// Cut the text at the box's edge.
  case byClipping
  /// Replace the start of the text with an ellipsis.
  case byTruncatingHead
  /// Replace the end of the text with an ellipsis.
  case byTruncatingTail
  /// Replace the middle of the text with an ellipsis.
  case byTruncatingMiddle
}
