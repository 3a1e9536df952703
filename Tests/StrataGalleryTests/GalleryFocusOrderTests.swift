import StrataDemos
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataGallery

@Suite("Tab order in every demo, and focus into a demo and back", .strictDiagnostics)
@MainActor
struct GalleryFocusOrderTests {
  /// The Tab order of each demo at 1024 × 700, from the gallery's Back button, as the Keyboard
  /// and focus article lists it.
  static let expectedOrders: [String: [String]] = [
    "toolkit": ["‹ Back", "Spring", "Toggle"],
    "sample-scene": ["‹ Back", "Button"],
    "stack": ["‹ Back", "list: Long article", "Stack", "About"],
    "pages": ["‹ Back", "page titles"],
    "pages-30": ["‹ Back", "page titles"],
    "pages-1000": ["‹ Back", "page titles"],
    "layered": ["‹ Back", "list: Content"],
    "layered-100": ["‹ Back"],
    "split": ["‹ Back", "list: Mountains 1", "TextField", "list: Mountains", "Animate width"],
    "cross": ["‹ Back"],
    "cross-graph": ["‹ Back"],
    "pages-text": ["‹ Back", "page titles"],
    "list-100": ["‹ Back", "list: Row 1"],
    "list-10000": ["‹ Back", "list: Row 1"],
  ]

  /// What a person would call `view`: a button by its title, a list by its first row.
  private static func name(of view: View?) -> String {
    switch view {
    case let button as Button: button.currentTitle ?? "button"
    case let list as ListView: "list: \(list.rows.first?.title ?? "empty")"
    case is PagesTopBar: "page titles"
    case let view?: String(describing: type(of: view))
    case nil: "nothing"
    }
  }

  /// The views Tab visits from the focus as it is, until it comes back to the first one,
  /// rotated to start at the gallery's Back button; Shift+Tab when `backward`.
  private static func cycle(_ host: TestHost, backward: Bool = false) -> [String] {
    var names: [String] = []
    var first: View?
    for _ in 0..<40 {
      _ = host.press(key: .tab, modifiers: backward ? .shift : [])
      let view = host.firstResponder as? View
      if view == nil || view === first { break }
      if first == nil { first = view }
      names.append(name(of: view))
    }
    guard let start = names.firstIndex(of: "‹ Back") else { return names }
    return Array(names[start...] + names[..<start])
  }

  @Test(
    "Tab and Shift+Tab go through each demo in reading order",
    arguments: [
      "toolkit", "sample-scene", "stack", "pages", "pages-30", "pages-1000", "layered",
      "layered-100", "split", "cross", "cross-graph", "pages-text", "list-100", "list-10000",
    ])
  func tabOrder(demoName: String) throws {
    let index = try #require(DemoCatalog.all.firstIndex { $0.name == demoName })
    let gallery = GalleryViewController(demos: DemoCatalog.all, initialDemoIndex: index)
    let host = TestHost(rootViewController: gallery, size: Size(width: 1024, height: 700))
    host.settle()
    let expected = try #require(Self.expectedOrders[demoName])
    #expect(Self.expectedOrders.count == DemoCatalog.all.count)
    #expect(Self.cycle(host) == expected)
    #expect(host.window.showsFocusRing)
    let backward = Self.cycle(host, backward: true)
    #expect(backward == [expected[0]] + expected.dropFirst().reversed())
    try host.checkInvariants()
  }

  @Test("Return on the home list opens a demo with the focus in it; Back returns it to the row")
  func focusIntoDemoAndBack() throws {
    let gallery = GalleryViewController(demos: DemoCatalog.all)
    let host = TestHost(rootViewController: gallery, size: Size(width: 1024, height: 700))
    host.settle()
    let split = try #require(DemoCatalog.all.firstIndex { $0.name == "split" })
    // The home list is the only list: Down works at once, and takes the focus.
    for _ in 0...split { _ = host.press(key: .downArrow) }
    #expect(gallery.home.listView.selectedIndex == split)
    #expect(host.firstResponder === gallery.home.listView)
    _ = host.press(key: .enter)
    host.settle()
    // The split demo's first list, not the gallery's Back button, has the focus.
    #expect(Self.name(of: host.firstResponder as? View) == "list: Mountains")
    #expect(host.window.showsFocusRing)

    #expect(host.tap(on: gallery.topBar.backButton))
    host.settle()
    #expect(host.firstResponder === gallery.home.listView)
    #expect(gallery.home.listView.selectedIndex == split)
    try host.checkInvariants()
  }
}
