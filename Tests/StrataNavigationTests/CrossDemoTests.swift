import StrataDemos
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("Cross demos", .strictDiagnostics)
@MainActor
struct CrossDemoTests {
  @Test("drags bring in each side; the percent bars follow; members keep their bars and gestures")
  func fourSides() throws {
    let demo = CrossDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 600, height: 500))
    let cross = demo.cross

    host.beginDrag(at: Point(x: 560, y: 250))
    for step in 1...10 { host.moveDrag(to: Point(x: 560 - Double(step) * 35, y: 250)) }
    #expect(cross.isTransitioning)
    host.advance(by: 0.3)
    host.endDrag()
    host.settle()
    #expect(cross.viewControllers.map(\.title) == ["Centre", "East"])
    let eastScreen = try #require(cross.topViewController as? CrossDemoScreenViewController)
    #expect(eastScreen.visibleFraction == 1)
    // The title and the percent bar keep the screen's 24-point margins on both sides.
    let margins = eastScreen.view.subviews.filter { $0.frame.minY != 72 }.map {
      (left: $0.frame.minX, right: eastScreen.view.bounds.width - $0.frame.maxX)
    }
    #expect(margins.count == 2)
    #expect(margins.allSatisfy { $0.left == 24 && $0.right == 24 })
    try host.checkInvariants()

    host.fling(from: Point(x: 100, y: 250), velocity: Point(x: 1200, y: 0))
    host.settle()
    #expect(cross.viewControllers.map(\.title) == ["Centre"])
    #expect(eastScreen.visibleFraction == 0)

    host.fling(from: Point(x: 300, y: 400), velocity: Point(x: 0, y: -1200))
    host.settle()
    #expect(cross.viewControllers.map(\.title) == ["Centre", "South"])
    let tabs = try #require(cross.topViewController as? TabBarController)
    #expect(tabs.tabBar.window === host.window)
    demo.showCentre()
    host.settle()

    host.fling(from: Point(x: 100, y: 250), velocity: Point(x: 1200, y: 0))
    host.settle()
    let west = try #require(cross.topViewController as? NavigationController)
    #expect(cross.direction(of: west) == .left)
    #expect(west.navigationBar.window === host.window)
    try host.checkInvariants()

    // Alt+Right is the way back from the west; Alt+Up then brings the north in.
    #expect(host.press(key: .rightArrow, modifiers: .alternate))
    host.settle()
    #expect(host.press(key: .upArrow, modifiers: .alternate))
    host.settle()
    #expect(cross.viewControllers.map(\.title) == ["Centre", "North"])
  }

  @Test("the graph demo reads its JSON from the resources and runs it")
  func graph() throws {
    let demo = CrossGraphDemoViewController()
    #expect(demo.loadingError == nil)
    let cross = try #require(demo.cross)
    let host = TestHost(rootViewController: demo, size: Size(width: 600, height: 500))
    #expect(cross.viewControllers.map(\.title) == ["Centre"])
    host.fling(from: Point(x: 500, y: 250), velocity: Point(x: -1200, y: 0))
    host.settle()
    host.fling(from: Point(x: 300, y: 100), velocity: Point(x: 0, y: 1200))
    host.settle()
    #expect(cross.viewControllers.map(\.title) == ["Centre", "East", "North-East"])
    demo.showRoot()
    host.settle()
    #expect(cross.viewControllers.map(\.title) == ["Centre"])
    try host.checkInvariants()
  }
}
