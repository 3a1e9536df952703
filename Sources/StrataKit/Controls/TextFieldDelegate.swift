/// What a text field asks and tells while it edits, as `UITextFieldDelegate`. Every method has
/// a default: allow everything, ignore every notice.
@MainActor
public protocol TextFieldDelegate: AnyObject {
  /// Whether `textField` may begin editing (become first responder). Defaults to true.
  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
  /// `textField` began editing: it is first responder.
  func textFieldDidBeginEditing(_ textField: TextField)
  /// Whether `textField` may end editing when asked to resign first responder. Defaults to
  /// true. Focus taken by another view ends editing without asking.
  func textFieldShouldEndEditing(_ textField: TextField) -> Bool
  /// `textField` ended editing: it is no longer first responder.
  func textFieldDidEndEditing(_ textField: TextField)
  /// Whether the characters of `textField.text` in `range` may be replaced with `string`
  /// (empty for a deletion), for every change a person or code makes through the field's
  /// editing (typing, deleting, pasting, cutting, clearing), not by setting `text`. Defaults
  /// to true.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
    replacementString string: String
  ) -> Bool
  /// The text of `textField` changed through editing: UIKit's `.editingChanged` event.
  func textFieldDidChange(_ textField: TextField)
  /// Whether the clear button may empty `textField`. Defaults to true.
  func textFieldShouldClear(_ textField: TextField) -> Bool
  /// Return was pressed in `textField`; return whether the field should do what Return does
  /// by default (nothing, for one line). Defaults to true.
  func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
  /// Allows editing to begin.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: TextField) {}
  /// Allows editing to end.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: TextField) {}
  /// Allows the change.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChange(_ textField: TextField) {}
  /// Allows the clear button to empty the field.
  public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
  /// Returns true.
  public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
