/// The way an assistive technology asks content to scroll by a page, as
/// `UIAccessibilityScrollDirection`.
public enum AccessibilityScrollDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Shows what lies to the right.
  case right
  /// Shows what lies to the left.
  case left
  /// Shows what lies above.
  case up
  /// Shows what lies below.
  case down
  /// Shows the next page, whichever way it lies.
  case next
  /// Shows the previous page, whichever way it lies.
  case previous
}
