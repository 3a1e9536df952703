/// A view whose text an assistive technology reads and edits through the accessibility tree
/// (a ``TextField``): its role, its text state when the tree is built, and the edits it makes.
@MainActor
package protocol AccessibilityTextEditing: AnyObject {
  /// The role the element takes, as GTK 4 names its kind of entry.
  var accessibilityTextRole: AccessibilityRole { get }
  /// The text, caret and selection now, in scalar offsets.
  var accessibilityTextState: AccessibilityTextState { get }
  /// Makes `edit` through the view's editing path; returns whether it was made (false when
  /// the view refuses: disabled, vetoed by a delegate, nothing to copy).
  func performAccessibilityTextEdit(_ edit: AccessibilityTextEdit) -> Bool
}
