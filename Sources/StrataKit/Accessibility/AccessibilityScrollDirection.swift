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

extension AccessibilityScrollDirection {
  /// The name of the action that scrolls this way: `"scroll right"`, `"scroll next"` …
  public var actionName: String { "scroll \(rawValue)" }

  /// The direction an action named `"scroll …"` asks for, or `nil` for any other name.
  public init?(actionName: String) {
    guard actionName.hasPrefix("scroll ") else { return nil }
    self.init(rawValue: String(actionName.dropFirst("scroll ".count)))
  }
}
