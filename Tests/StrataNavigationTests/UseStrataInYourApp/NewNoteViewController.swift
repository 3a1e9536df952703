import StrataKit

/// A sheet with one field, which takes the keyboard as the sheet appears: Return saves the
/// note and dismisses the sheet. A note holds at most 80 characters.
final class NewNoteViewController: ViewController, TextFieldDelegate {
  /// The longest note, in characters.
  static let maximumLength = 80
  /// The field the note is typed in.
  let field = TextField()
  private let save: (String) -> Void

  /// Creates the sheet; `save` receives the note.
  init(save: @escaping (String) -> Void) {
    self.save = save
    super.init()
    title = "New note"
  }

  override func viewDidLoad() {
    view.backgroundColor = .white
    field.frame = Rect(x: 16, y: 24, width: view.bounds.width - 32, height: 36)
    field.autoresizingMask = [.flexibleWidth]
    field.placeholder = "Write a note"
    field.borderStyle = .roundedRect
    field.clearButtonMode = .whileEditing
    field.delegate = self
    view.addSubview(field)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    _ = field.becomeFirstResponder()
  }

  /// Refuses an edit (typing, pasting) that would make the note too long.
  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
    replacementString string: String
  ) -> Bool {
    let text = textField.text
    return text.count - text[range].count + string.count <= Self.maximumLength
  }

  /// Return saves the note, unless it is empty.
  func textFieldShouldReturn(_ textField: TextField) -> Bool {
    guard textField.hasText else { return false }
    save(textField.text)
    dismiss(animated: true)
    return false
  }
}
