import FourWays
import StrataKit
import StrataNavigation
import StrataTesting
import Testing

@Suite(.strictDiagnostics)
@MainActor
struct FourWaysTests {
  @Test("a swipe turns the page, a row pushes its route, an edge drag brings the same page back")
  func pagesInsideAStack() throws {
    let navigation = makeFourWays()
    let host = TestHost(rootViewController: navigation, size: Size(width: 480, height: 640))
    let pages = try #require(navigation.topViewController as? PagesContainer)

    host.drag(from: Point(x: 400, y: 400), to: Point(x: 100, y: 400))
    host.settle()
    #expect(pages.selectedIndex == 1)
    let cycle = try #require(pages.viewControllers[1] as? WayViewController)
    #expect(cycle.way.name == "CYCLE" && cycle.appearanceState == .appeared)

    // Under the navigation bar (44 pt) and the bar of titles (44 pt): the first row.
    host.tap(at: Point(x: 240, y: 88 + 22))
    host.settle()
    let route = try #require(navigation.topViewController)
    #expect(route.title == "Harbour ring")
    #expect(cycle.appearanceState == .disappeared)

    host.drag(from: Point(x: 5, y: 400), to: Point(x: 400, y: 400))
    host.settle()
    #expect(navigation.topViewController === pages)
    #expect(route.parent == nil)
    #expect(pages.selectedIndex == 1)
    #expect(cycle.appearanceState == .appeared)
  }
}
