import StrataKit
import StrataNavigation

/// The root of the stack demo: a list whose rows push the demo's pages.
@MainActor
final class StackDemoListViewController: ViewController {
  private let list = ListView()

  /// The restoration identifiers of the pages the rows push, by row.
  static let pageIdentifiers = ["article", "photo-1", "canvas", "full-screen", "pages"]

  override init() {
    super.init()
    restorationIdentifier = "list"
  }

  override func viewDidLoad() {
    title = "Stack"
    list.frame = view.bounds
    list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    list.contentInset = EdgeInsets(bottom: 49)
    list.rows = [
      ListRow(
        title: "Long article", subtitle: "A page that scrolls", accessory: .disclosureIndicator),
      ListRow(
        title: "Photo pages", subtitle: "Drag left to push the next one",
        accessory: .disclosureIndicator),
      ListRow(
        title: "Wide canvas", subtitle: "Its scroll view shares drags with the stack",
        accessory: .disclosureIndicator),
      ListRow(
        title: "Full screen", subtitle: "Hides the tab bar when pushed",
        accessory: .disclosureIndicator),
      ListRow(
        title: "Pages", subtitle: "On the first page, a drag right goes back",
        accessory: .disclosureIndicator),
    ]
    list.onSelect = { [weak self] index in self?.open(index) }
    view.addSubview(list)
  }

  private func open(_ index: Int) {
    guard let stack = stackController,
      let page = Self.makePage(
        identifier: Self.pageIdentifiers[min(max(0, index), Self.pageIdentifiers.count - 1)])
    else { return }
    stack.push(page, animated: true)
  }

  /// A new page for its restoration identifier: `article`, `photo-N` (N from 1), `canvas`,
  /// `full-screen` or `pages`; `nil` for any other.
  static func makePage(identifier: String) -> ViewController? {
    let page: ViewController
    switch identifier {
    case "article": page = StackDemoArticleViewController()
    case "canvas": page = StackDemoCanvasViewController()
    case "pages": page = makePages()
    case "full-screen":
      let full = StackDemoPageViewController(
        title: "Full screen", color: Color(rgb: 0x35_5C_7D),
        text: "The tab bar slid away with the list. Drag right to bring it back.")
      full.hidesBottomBarWhenPushed = true
      page = full
    default:
      guard identifier.hasPrefix("photo-"), let number = Int(identifier.dropFirst(6)),
        number >= 1
      else { return nil }
      page = StackDemoPhotoViewController(number: number)
    }
    page.restorationIdentifier = identifier
    return page
  }

  /// Three coloured pages in a ``PagesContainer``: on its first page a drag toward the right
  /// goes back in the stack; past it, the drag turns the pages.
  private static func makePages() -> PagesContainer {
    let pages = PagesContainer()
    pages.title = "Pages"
    let colors = [Color(rgb: 0x2A_9D_8F), Color(rgb: 0xE7_6F_51), Color(rgb: 0x26_46_53)]
    pages.viewControllers = ["First", "Second", "Third"].enumerated().map { index, name in
      let page = StackDemoPageViewController(
        title: name, color: colors[index],
        text: index == 0
          ? "Drag right from here to go back; drag left for the next page."
          : "Drag right for the page before.")
      page.restorationIdentifier = name.lowercased()
      return page
    }
    return pages
  }
}
