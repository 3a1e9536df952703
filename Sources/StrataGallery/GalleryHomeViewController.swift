import StrataDemos
import StrataKit

/// The gallery's home screen: a list with one row per demo (title, subtitle, disclosure
/// indicator). Choosing a row calls ``onChoose`` with its index.
@MainActor
final class GalleryHomeViewController: ViewController {
  /// The list of demos.
  let listView = ListView()
  /// Called with the index of the demo the user chose.
  var onChoose: ((Int) -> Void)?
  private let demos: [Demo]

  /// The height of a row, in points.
  static let rowHeight = 64.0

  /// Creates the home screen for `demos`.
  init(demos: [Demo]) {
    self.demos = demos
    super.init()
    title = GalleryViewController.galleryTitle
  }

  /// Builds the list.
  override func viewDidLoad() {
    view.backgroundColor = .white
    listView.frame = view.bounds
    listView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    listView.rowHeight = Self.rowHeight
    listView.rows = demos.map {
      ListRow(title: $0.title, subtitle: $0.subtitle, accessory: .disclosureIndicator)
    }
    listView.onSelect = { [weak self] index in self?.onChoose?(index) }
    view.addSubview(listView)
  }
}
