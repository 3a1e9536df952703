import StrataDemos
import StrataKit
import StrataNavigation
import StrataTesting
import Testing

@Suite("Stack demo", .strictDiagnostics)
@MainActor
struct StackDemoTests {
  @Test(
    "rows push pages; a left drag pushes the next photo; a right drag pops; full screen hides the tab bar"
  )
  func tour() throws {
    let demo = StackDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 600, height: 500))
    let stack = demo.stack

    host.tap(at: Point(x: 200, y: 44 + 22))
    host.settle()
    #expect(stack.viewControllers.map(\.title) == ["Stack", "Photo 1"])

    host.drag(from: Point(x: 500, y: 250), to: Point(x: 150, y: 250))
    host.settle()
    #expect(stack.viewControllers.map(\.title) == ["Stack", "Photo 1", "Photo 2"])

    host.drag(from: Point(x: 100, y: 250), to: Point(x: 450, y: 250))
    host.settle()
    host.drag(from: Point(x: 100, y: 250), to: Point(x: 450, y: 250))
    host.settle()
    #expect(stack.viewControllers.map(\.title) == ["Stack"])
    try host.checkInvariants()

    host.tap(at: Point(x: 200, y: 3 * 44 + 22))
    host.settle()
    #expect(stack.topViewController?.title == "Full screen")
    #expect(demo.tabs.tabBar.isHidden)
    host.drag(from: Point(x: 100, y: 250), to: Point(x: 450, y: 250))
    host.settle()
    #expect(!demo.tabs.tabBar.isHidden)
    try host.checkInvariants()
  }

  @Test("the pages row: past the first page a right drag turns back a page; on it, it pops")
  func pagesInTheStack() throws {
    let demo = StackDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 600, height: 500))
    host.tap(at: Point(x: 200, y: 4 * 44 + 22))
    host.settle()
    let pages = try #require(demo.stack.topViewController as? PagesContainer)
    #expect(pages.title == "Pages")
    #expect(pages.viewControllers.map(\.title) == ["First", "Second", "Third"])

    host.drag(from: Point(x: 500, y: 300), to: Point(x: 100, y: 300))
    host.settle()
    #expect(pages.selectedIndex == 1)
    host.drag(from: Point(x: 100, y: 300), to: Point(x: 500, y: 300))
    host.settle()
    #expect(pages.selectedIndex == 0)
    #expect(demo.stack.viewControllers.count == 2)
    host.drag(from: Point(x: 100, y: 300), to: Point(x: 500, y: 300))
    host.settle()
    #expect(demo.stack.viewControllers.map(\.title) == ["Stack"])
    try host.checkInvariants()
  }

  @Test("the wide canvas scrolls first and pops only from its leading edge")
  func canvas() {
    let demo = StackDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 600, height: 500))
    host.tap(at: Point(x: 200, y: 2 * 44 + 22))
    host.settle()
    #expect(demo.stack.topViewController?.title == "Wide canvas")
    let scroll = demo.stack.contentScrollView
    #expect(scroll != nil)

    host.drag(from: Point(x: 500, y: 200), to: Point(x: 100, y: 200))
    host.settle()
    #expect((scroll?.contentOffset.x ?? 0) > 300)
    #expect(demo.stack.viewControllers.count == 2)
  }

  @Test("at a compact width the long article, wider than the screen, still pops by a drag")
  func articlePopsAtCompactWidth() throws {
    let demo = StackDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 390, height: 500))
    host.tap(at: Point(x: 200, y: 22))
    host.settle()
    #expect(demo.stack.topViewController?.title == "Long article")
    host.drag(from: Point(x: 80, y: 250), to: Point(x: 330, y: 250))
    host.settle()
    #expect(demo.stack.viewControllers.map(\.title) == ["Stack"])
    try host.checkInvariants()
  }
}
