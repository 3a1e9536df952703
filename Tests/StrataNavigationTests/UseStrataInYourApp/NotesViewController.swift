import StrataKit
import StrataNavigation

/// A list of notes: New presents a sheet to write one in; choosing a note asks, in an alert,
/// whether to delete it.
final class NotesViewController: ViewController {
  /// The notes, oldest first.
  private(set) var notes: [String] = []
  private let list = ListView()

  override func viewDidLoad() {
    title = "Notes"
    // The view has its size already: the navigation controller's, under its bar.
    list.frame = view.bounds
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.onSelect = { [unowned self] index in confirmDeletion(at: index) }
    view.addSubview(list)
    navigationItem.rightBarButtonItem = BarButtonItem(title: "New") { [unowned self] _ in
      writeNote()
    }
  }

  /// Presents a page sheet with a field; Return in it adds the note.
  func writeNote() {
    let sheet = NewNoteViewController { [unowned self] text in
      notes.append(text)
      list.rows = notes.map { ListRow(title: $0) }
    }
    sheet.modalPresentationStyle = .pageSheet
    present(sheet, animated: true)
  }

  /// Asks whether to delete the note at `index`: Escape or Cancel keeps it.
  func confirmDeletion(at index: Int) {
    let alert = AlertController(
      title: "Delete this note?", message: notes[index], preferredStyle: .alert)
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    alert.addAction(
      AlertAction(title: "Delete", style: .destructive) { [unowned self] _ in
        notes.remove(at: index)
        list.rows = notes.map { ListRow(title: $0) }
      })
    present(alert, animated: true)
  }
}
