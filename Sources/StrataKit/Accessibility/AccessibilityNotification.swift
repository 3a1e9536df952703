/// What a window tells assistive technologies about a change they cannot see by reading the
/// tree, as `UIAccessibility.Notification`.
public enum AccessibilityNotification: Sendable, Hashable {
  /// A new screen shows (a push, a page, a presentation); a reader moves to `focus` (an
  /// element's identifier in ``AccessibilityNode/id``, or the first element when `nil`) and
  /// reads `announcement` when given.
  case screenChanged(focus: AccessibilityNode.ID?, announcement: String?)
  /// Part of the screen changed; a reader moves to `focus` when given.
  case layoutChanged(focus: AccessibilityNode.ID?)
  /// A reader says `text`.
  case announcement(String)
}
