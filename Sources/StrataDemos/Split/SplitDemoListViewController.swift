import StrataKit
import StrataNavigation

/// A list in the split demo: the primary list of sections, whose rows show a secondary list,
/// or a secondary list of items, whose rows show a detail page.
@MainActor
final class SplitDemoListViewController: ViewController {
  /// Which column the list was made for.
  enum Kind {
    /// The list of sections; rows show a secondary list.
    case sections
    /// The items of one section; rows show a detail page.
    case items(section: String)
  }

  private let kind: Kind
  private let list = ListView()

  /// The names of the primary list's sections.
  static let sections = ["Mountains", "Rivers", "Forests", "Coasts", "Deserts", "Islands"]

  init(kind: Kind) {
    self.kind = kind
    super.init()
    switch kind {
    case .sections: title = "Places"
    case .items(let section): title = section
    }
  }

  /// The rows the list shows.
  var rows: [ListRow] {
    switch kind {
    case .sections:
      Self.sections.map {
        ListRow(title: $0, subtitle: "Eight places", accessory: .disclosureIndicator)
      }
    case .items(let section):
      (1...8).map { number in
        ListRow(
          title: "\(section) \(number)", subtitle: "Open the detail page",
          accessory: .disclosureIndicator)
      }
    }
  }

  override func viewDidLoad() {
    view.backgroundColor = .white
    list.frame = view.bounds
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.rows = rows
    list.onSelect = { [weak self] index in self?.open(index) }
    view.addSubview(list)
  }

  /// Shows what row `index` stands for in the next column.
  func open(_ index: Int) {
    switch kind {
    case .sections:
      let section = Self.sections[index % Self.sections.count]
      let items = SplitDemoListViewController(kind: .items(section: section))
      showSecondary(NavigationController(rootViewController: items), sender: self)
    case .items(let section):
      let page = SplitDemoDetailViewController(name: "\(section) \(index + 1)", hue: index)
      showDetail(NavigationController(rootViewController: page), sender: self)
    }
  }
}
