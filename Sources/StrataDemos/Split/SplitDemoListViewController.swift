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
  /// The places list's search field: it filters the sections as one types.
  let searchField = TextField()
  /// The sections the places list shows, after the search.
  private(set) var shownSections = sections

  /// The names of the primary list's sections.
  static let sections = ["Mountains", "Rivers", "Forests", "Coasts", "Deserts", "Islands"]

  init(kind: Kind) {
    self.kind = kind
    super.init()
    switch kind {
    case .sections: title = "Places"
    case .items(let section): title = section
    }
    switch kind {
    case .sections: restorationIdentifier = "sections"
    case .items(let section): restorationIdentifier = "items:\(section)"
    }
  }

  /// The secondary column for `section`: a navigation controller over its list, identified
  /// as `section:<section>`.
  static func makeSecondary(section: String) -> ViewController {
    let navigation = NavigationController(
      rootViewController: SplitDemoListViewController(kind: .items(section: section)))
    navigation.restorationIdentifier = "section:\(section)"
    return navigation
  }

  /// The detail column for the place `name`: a navigation controller over its page,
  /// identified as `detail:<hue>:<name>`.
  static func makeDetail(name: String, hue: Int) -> ViewController {
    let page = SplitDemoDetailViewController(name: name, hue: hue)
    page.restorationIdentifier = "page:\(hue):\(name)"
    let navigation = NavigationController(rootViewController: page)
    navigation.restorationIdentifier = "detail:\(hue):\(name)"
    return navigation
  }

  /// The column a restoration identifier names (see ``makeSecondary(section:)`` and
  /// ``makeDetail(name:hue:)``); `nil` for another identifier.
  static func makeColumn(identifier: String) -> ViewController? {
    let parts = identifier.split(separator: ":", maxSplits: 2).map(String.init)
    switch (parts.first, parts.count) {
    case ("section", 2) where sections.contains(parts[1]):
      return makeSecondary(section: parts[1])
    case ("detail", 3):
      guard let hue = Int(parts[1]) else { return nil }
      return makeDetail(name: parts[2], hue: hue)
    case ("items", 2) where sections.contains(parts[1]):
      // A list or page pushed onto the places when the columns collapsed.
      return SplitDemoListViewController(kind: .items(section: parts[1]))
    case ("page", 3):
      guard let hue = Int(parts[1]) else { return nil }
      let page = SplitDemoDetailViewController(name: parts[2], hue: hue)
      page.restorationIdentifier = identifier
      return page
    default:
      return nil
    }
  }

  /// The rows the list shows.
  var rows: [ListRow] {
    switch kind {
    case .sections:
      shownSections.map {
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

  /// The height of the strip above the places list that holds the search field.
  static let searchBarHeight = 52.0

  override func viewDidLoad() {
    view.backgroundColor = .white
    list.frame = view.bounds
    if case .sections = kind {
      let bar = Self.searchBarHeight
      searchField.frame = Rect(x: 12, y: 8, width: max(0, view.bounds.width - 24), height: 36)
      searchField.autoresizingMask = [.flexibleWidth]
      searchField.placeholder = "Search"
      searchField.borderStyle = .roundedRect
      searchField.clearButtonMode = .whileEditing
      searchField.accessibilityLabel = "Search places"
      // A search field, as GTK's search entry is to a reader (its role is "entry").
      searchField.accessibilityTraits = .searchField
      searchField.editingChanged = { [weak self] field in self?.filter(by: field.text) }
      view.addSubview(searchField)
      list.frame = Rect(
        x: 0, y: bar, width: view.bounds.width, height: max(0, view.bounds.height - bar))
    }
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.rows = rows
    list.onSelect = { [weak self] index in self?.open(index) }
    view.addSubview(list)
  }

  /// The focus goes to the list first, not to the search field above it: a click or Tab
  /// reaches the field.
  override var preferredFocusEnvironments: [any FocusEnvironment] { [list] }

  /// Shows the sections whose names contain `query`, ignoring case; all of them for an empty
  /// query.
  func filter(by query: String) {
    let needle = query.lowercased()
    shownSections =
      needle.isEmpty ? Self.sections : Self.sections.filter { $0.lowercased().contains(needle) }
    list.rows = rows
    SplitDemoViewController.placesSearchObserver?(query, shownSections)
  }

  /// Shows what row `index` stands for in the next column.
  func open(_ index: Int) {
    switch kind {
    case .sections:
      guard shownSections.indices.contains(index) else { return }
      let section = shownSections[index]
      showSecondary(Self.makeSecondary(section: section), sender: self)
    case .items(let section):
      showDetail(Self.makeDetail(name: "\(section) \(index + 1)", hue: index), sender: self)
    }
  }
}
