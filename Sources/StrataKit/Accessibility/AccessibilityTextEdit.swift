/// An edit an assistive technology asks of an editable element (AT-SPI's `Text` and
/// `EditableText`), its offsets in Unicode scalars from the start of the text as
/// ``AccessibilityTextState`` counts them. The element makes it through its own editing path,
/// so that a text field's delegate is asked and its change is sent as typing's is.
package enum AccessibilityTextEdit: Sendable, Hashable {
  /// Selects from `anchor` (the end that stays) to `caret` (where the caret goes); the caret
  /// alone when they are equal.
  case select(anchor: Int, caret: Int)
  /// Replaces the scalars in the range with the text (an insertion for an empty range, a
  /// deletion for empty text).
  case replace(Range<Int>, with: String)
  /// Copies the scalars in the range to the window's clipboard.
  case copy(Range<Int>)
  /// Copies the scalars in the range to the window's clipboard and deletes them.
  case cut(Range<Int>)
  /// Inserts the clipboard's text at the offset.
  case paste(at: Int)
}
