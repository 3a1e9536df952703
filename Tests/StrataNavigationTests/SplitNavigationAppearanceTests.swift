import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// Navigation controllers in a split's columns keep their pages' appearance in step with the
/// window while columns hide, collapse and separate. Found by
/// `strata-fuzz --container navigation-in-split`.
@Suite("Navigation controllers in a split's columns", .strictDiagnostics)
@MainActor
struct SplitNavigationAppearanceTests {
  @Test("a page that moves to a separating column while its old one hides ends appeared")
  func pageMovesWhileItsColumnHides() throws {
    let pages = titledPages(["A", "B", "C"])
    let columns = pages.map { NavigationController(rootViewController: $0) }
    let (split, host) = showSplit(columns, width: 694)
    // Two columns: the secondary's page sits on the primary's stack. Hiding the primary
    // tells that page it disappears; widening then separates it into its own column before
    // the hiding slide ends.
    split.setPrimaryHidden(true, animated: true)
    host.resize(to: Size(width: 1024, height: 1024))
    host.settle()

    expectAppearanceInSync(pages, host: host)
    #expect(pages[1].appearanceState == .appeared)
    try host.checkInvariants()
  }

  @Test("a controller the app made the primary's root stays there when its column separates")
  func reRootedPrimaryKeepsItsRoot() throws {
    let pages = titledPages(["A", "B", "C"])
    let columns = pages.map { NavigationController(rootViewController: $0) }
    let (_, host) = showSplit(columns, width: 768)
    // Two columns: the secondary's stack [B] sits on the primary's, [A, B]. The app then
    // makes B the primary's root, and the split widens to three columns.
    #expect(columns[0].viewControllers.map(\.title) == ["A", "B"])
    columns[0].setViewControllers([pages[1]], animated: false)
    host.resize(to: Size(width: 1024, height: 400))
    host.settle()

    #expect(columns[0].viewControllers.map(\.title) == ["B"])
    #expect(columns[0].children.map(\.title) == ["B"])
    #expect(pages[1].parent === columns[0])
    #expect(columns[1].viewControllers.isEmpty)
    #expect(pages[1].appearanceState == .appeared)
    try host.checkInvariants()
  }

  @Test("a plain detail the app made the primary's root stays there, and the split gives it up")
  func reRootedPrimaryKeepsAPlainDetail() throws {
    let pages = titledPages(["A", "D", "E"])
    let primary = NavigationController(rootViewController: pages[0])
    let (split, host) = showSplit([primary, pages[1]], width: 1024)
    // One column: the detail D is pushed onto the primary's stack. The app then re-roots the
    // primary with D and pushes E, and the window widens again.
    host.resize(to: Size(width: 400, height: 400))
    host.settle()
    #expect(primary.viewControllers.map(\.title) == ["A", "D"])
    primary.setViewControllers([pages[1], pages[2]], animated: false)
    host.resize(to: Size(width: 1024, height: 400))
    host.settle()

    #expect(primary.viewControllers.map(\.title) == ["D", "E"])
    #expect(primary.children.map(\.title) == ["D", "E"])
    #expect(pages[1].parent === primary)
    #expect(split.viewControllers.map(\.title) == [nil])
    #expect(split.viewControllers.first === primary)
    #expect(split.children.count == 1)
    #expect(pages[2].appearanceState == .appeared)
    #expect(pages[1].appearanceState == .disappeared)
    try host.checkInvariants()
  }

  @Test("when the detail stays in the primary, the secondary becomes the detail")
  func secondaryBecomesTheDetail() throws {
    let pages = titledPages(["A", "S", "D"])
    let primary = NavigationController(rootViewController: pages[0])
    let (split, host) = showSplit([primary, pages[1], pages[2]], width: 1200)
    host.resize(to: Size(width: 400, height: 400))
    host.settle()
    #expect(primary.viewControllers.map(\.title) == ["A", "S", "D"])
    primary.setViewControllers([pages[2]], animated: false)
    host.resize(to: Size(width: 1200, height: 400))
    host.settle()

    #expect(primary.viewControllers.map(\.title) == ["D"])
    #expect(split.detailViewController === pages[1])
    #expect(split.secondaryViewController == nil)
    #expect(split.visibleViewControllers.map(\.title) == [nil, "S"])
    #expect(pages[1].parent === split)
    #expect(pages[1].appearanceState == .appeared)
    #expect(pages[2].appearanceState == .appeared)
    try host.checkInvariants()
  }

  @Test("a collapsed secondary that becomes the detail gets its stack back from the primary")
  func collapsedSecondaryBecomesTheDetail() throws {
    let pages = titledPages(["A", "S1", "S2", "D"])
    let primary = NavigationController(rootViewController: pages[0])
    let secondary = NavigationController(rootViewController: pages[1])
    secondary.push(pages[2], animated: false)
    let (split, host) = showSplit([primary, secondary, pages[3]], width: 1200)
    host.resize(to: Size(width: 400, height: 400))
    host.settle()
    #expect(primary.viewControllers.map(\.title) == ["A", "S1", "S2", "D"])
    // The app makes the detail the primary's root, under the secondary's pages: the split
    // gives the detail column up when it widens, and the secondary becomes the detail.
    primary.setViewControllers([pages[3], pages[1], pages[2]], animated: false)
    host.resize(to: Size(width: 1200, height: 400))
    host.settle()

    #expect(split.detailViewController === secondary)
    #expect(secondary.viewControllers.map(\.title) == ["S1", "S2"])
    #expect(primary.viewControllers.map(\.title) == ["D"])
    #expect(pages[2].appearanceState == .appeared)
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)
  }

  @Test("a waiting detail the app pushed onto the primary stays there; a new detail replaces it")
  func waitingDetailPushedByTheApp() throws {
    let pages = titledPages(["A", "S", "D", "X", "Y"])
    let primary = NavigationController(rootViewController: pages[0])
    let (split, host) = showSplit([primary, pages[1], pages[2]], width: 1200)
    host.resize(to: Size(width: 400, height: 400))
    host.settle()
    // X waits, out of the hierarchy, to be the detail; the app pushes it onto the primary.
    split.setDetail(pages[3], sender: nil)
    primary.push(pages[3], animated: false)
    host.settle()
    split.showDetail(pages[4], sender: nil)
    host.settle()

    #expect(split.viewControllers.map(\.title) == [nil, "S", "Y"])
    #expect(pages[3].parent === primary)
    host.resize(to: Size(width: 1200, height: 400))
    host.settle()
    // Separating, the secondary takes back what was pushed above it, as any plain column does.
    #expect(split.visibleViewControllers.map(\.title) == [nil, "S", "Y"])
    #expect(primary.viewControllers.map(\.title) == ["A"])
    expectAppearanceInSync(pages, host: host)
    try host.checkInvariants()
  }

  @Test("a call waiting for a slide that ends during a push in the primary runs after the push")
  func callWaitsForThePrimarysPush() throws {
    let pages = titledPages(["A", "S", "D", "B", "X"])
    let primary = NavigationController(rootViewController: pages[0])
    let (split, host) = showSplit([primary, pages[1], pages[2]], width: 1200)
    split.setPrimaryHidden(true, animated: true)
    split.showDetail(pages[4], sender: nil)
    host.advance(by: 0.2)
    // The push outlasts the slide: when the slide ends, the primary is still busy.
    primary.push(pages[3], animated: true)
    host.settle()

    #expect(!split.hasQueuedCalls)
    #expect(split.viewControllers.map(\.title) == [nil, "S", "X"])
    expectAppearanceInSync(pages, host: host)
    try host.checkInvariants()
  }

  @Test("a secondary's page separating while the overlaid primary slides in ends appeared")
  func separateWhileOverlaySlides() throws {
    let log = CallLog()
    let pages = ["A", "B", "C"].map { LoggingViewController($0, log: log) }
    let columns = pages.map { NavigationController(rootViewController: $0) }
    let (split, host) = showSplit(columns, width: 1024, height: 768)
    split.setPrimaryHidden(true, animated: false)
    split.maximumNumberOfColumns = 2
    host.tap(at: Point(x: 678.8, y: 471.4))
    split.showPrimaryOverlay(animated: true)
    split.maximumNumberOfColumns = 3
    host.settle()
    #expect(columns[1].viewControllers.map(\.title) == ["B"])
    #expect(pages[1].appearanceState == .appeared)
    expectAppearanceInSync(pages + columns, host: host)
    try host.checkInvariants()
  }
}

/// Plain controllers titled `names`, in order.
@MainActor
private func titledPages(_ names: [String]) -> [ViewController] {
  names.map { name in
    let page = ViewController()
    page.title = name
    return page
  }
}

/// A split of `controllers` in a window `width` × `height` points that checks its invariants,
/// rendered once.
@MainActor
private func showSplit(
  _ controllers: [ViewController], width: Double, height: Double = 400
) -> (SplitViewController, TestHost) {
  let split = SplitViewController(viewControllers: controllers)
  let host = TestHost(
    rootViewController: split, size: Size(width: width, height: height))
  host.render()
  return (split, host)
}
