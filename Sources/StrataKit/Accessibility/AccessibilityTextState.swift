/// The text of an editable element as AT-SPI counts it, read when the tree is built: the text,
/// the caret and the selection, their offsets in Unicode scalars (AT-SPI's characters) from the
/// start of the text.
package struct AccessibilityTextState: Sendable, Hashable {
  /// The text a reader reads: the field's text, or a bullet per character of secure entry.
  package var text: String
  /// Where the caret is, in scalars from the start of ``text``: the selection's moving end.
  package var caret: Int
  /// The selected scalars; empty (at the caret) where nothing is selected.
  package var selection: Range<Int>

  /// A state of `text` with its caret at `caret` and `selection` selected.
  package init(text: String, caret: Int, selection: Range<Int>) {
    self.text = text
    self.caret = caret
    self.selection = selection
  }

  /// The number of scalars in ``text``, AT-SPI's character count.
  package var characterCount: Int { text.unicodeScalars.count }
}
