import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A page holding a scroll view as wide as the window (560 pt of content), from its leading
/// edge, so that an edge swipe starts on it.
@MainActor
private final class WideScrollPage: LoggingViewController {
  let scrollView = ScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = Rect(x: 0, y: 50, width: 400, height: 200)
    scrollView.contentSize = Size(width: 560, height: 200)
    view.addSubview(scrollView)
  }
}

/// A navigation controller 400 × 300 in a test host, with a logging root "Inbox".
@MainActor
private struct NavigationScene {
  let log = CallLog()
  let navigation: NavigationController
  let host: TestHost

  static let width = 400.0

  init(rightToLeft: Bool = false) {
    navigation = NavigationController(
      rootViewController: LoggingViewController("Inbox", log: log, color: .red))
    host = TestHost(
      rootViewController: navigation, size: Size(width: Self.width, height: 300))
    if rightToLeft { host.window.layoutDirection = .rightToLeft }
    host.settle()
  }

  /// Pushes `controller` without animation and lets the window rest.
  func push(_ controller: ViewController) {
    navigation.push(controller, animated: false)
    host.settle()
  }

  /// Three logging pages in a pages container, pushed on the navigation controller, showing
  /// the page at `index`.
  func pushPages(showing index: Int = 0) -> PagesContainer {
    let pages = PagesContainer()
    pages.viewControllers = ["One", "Two", "Three"].map {
      LoggingViewController($0, log: log, color: .blue)
    }
    push(pages)
    pages.setSelectedIndex(index, animated: false)
    host.settle()
    return pages
  }

  /// Swipes 250 points from the leading edge of the window toward the trailing one, at
  /// height `y`, and holds still before lifting, so that nothing is flung.
  func swipeFromLeadingEdge(y: Double = 200) {
    let rightToLeft = host.window.layoutDirection == .rightToLeft
    let start = Point(x: rightToLeft ? Self.width - 5 : 5, y: y)
    let end = Point(x: start.x + (rightToLeft ? -250 : 250), y: y)
    host.beginDrag(at: start)
    for step in 1...10 {
      host.moveDrag(to: start.interpolated(to: end, fraction: Double(step) / 10))
    }
    host.advance(by: 0.3)
    host.endDrag()
    host.settle()
  }
}

@Suite("Back swipes share drags with the scroll views under the finger", .strictDiagnostics)
@MainActor
struct BackSwipeTests {
  @Test("an edge swipe over pages at their first page goes back")
  func edgeSwipeOverFirstPageGoesBack() throws {
    let scene = NavigationScene()
    let pages = scene.pushPages()
    scene.swipeFromLeadingEdge()
    #expect(scene.navigation.viewControllers.count == 1)
    #expect(pages.selectedIndex == 0)
    #expect(pages.pagesScrollView.contentOffset.x == 0)
    try scene.host.checkInvariants()
  }

  @Test("an edge swipe over pages past their first page scrolls the pages, not back")
  func edgeSwipeOverLaterPageScrolls() throws {
    let scene = NavigationScene()
    let pages = scene.pushPages(showing: 1)
    scene.swipeFromLeadingEdge()
    #expect(scene.navigation.viewControllers.count == 2)
    #expect(pages.selectedIndex == 0)
    // At the first page now: the next edge swipe goes back.
    scene.swipeFromLeadingEdge()
    #expect(scene.navigation.viewControllers.count == 1)
    try scene.host.checkInvariants()
  }

  @Test("an edge swipe over a horizontal scroll view at its leading edge goes back")
  func edgeSwipeOverScrollViewAtLeadingEdgeGoesBack() throws {
    let scene = NavigationScene()
    let page = WideScrollPage("Wide", log: scene.log, color: .blue)
    scene.push(page)
    scene.swipeFromLeadingEdge(y: 200)
    #expect(scene.navigation.viewControllers.count == 1)
    #expect(page.scrollView.contentOffset.x == 0)
    try scene.host.checkInvariants()
  }

  @Test("an edge swipe over a scrolled horizontal scroll view scrolls it back, not back")
  func edgeSwipeOverScrolledScrollViewScrolls() throws {
    let scene = NavigationScene()
    let page = WideScrollPage("Wide", log: scene.log, color: .blue)
    scene.push(page)
    page.scrollView.contentOffset = Point(x: 160, y: 0)
    scene.swipeFromLeadingEdge(y: 200)
    #expect(scene.navigation.viewControllers.count == 2)
    #expect(page.scrollView.contentOffset.x == 0)
    // Back at its leading edge: the next edge swipe goes back.
    scene.swipeFromLeadingEdge(y: 200)
    #expect(scene.navigation.viewControllers.count == 1)
    try scene.host.checkInvariants()
  }

  @Test("right to left, the edge swipe starts at the right edge and waits for the first page")
  func rightToLeftMirrors() throws {
    let scene = NavigationScene(rightToLeft: true)
    let pages = scene.pushPages(showing: 1)
    scene.swipeFromLeadingEdge()
    #expect(scene.navigation.viewControllers.count == 2)
    #expect(pages.selectedIndex == 0)
    scene.swipeFromLeadingEdge()
    #expect(scene.navigation.viewControllers.count == 1)
    try scene.host.checkInvariants()
  }

  @Test("right to left, a scrolled horizontal scroll view scrolls toward its leading edge first")
  func rightToLeftScrollView() throws {
    let scene = NavigationScene(rightToLeft: true)
    let page = WideScrollPage("Wide", log: scene.log, color: .blue)
    scene.push(page)
    // Right to left the leading edge is the largest offset; at the smallest it can scroll.
    page.scrollView.contentOffset = Point(x: 0, y: 0)
    scene.swipeFromLeadingEdge(y: 200)
    #expect(scene.navigation.viewControllers.count == 2)
    #expect(page.scrollView.contentOffset.x == 160)
    scene.swipeFromLeadingEdge(y: 200)
    #expect(scene.navigation.viewControllers.count == 1)
    try scene.host.checkInvariants()
  }

  @Test("a stack in pages in a navigation controller: the stack pops, then the pages, then back")
  func nestedStackInPagesInNavigation() throws {
    let scene = NavigationScene()
    let stackRoot = LoggingViewController("Stack root", log: scene.log, color: .green)
    let stack = StackController(rootViewController: stackRoot)
    let pages = PagesContainer()
    pages.viewControllers = [
      LoggingViewController("One", log: scene.log, color: .blue), stack,
      LoggingViewController("Three", log: scene.log, color: .blue),
    ]
    scene.push(pages)
    pages.setSelectedIndex(1, animated: false)
    scene.host.settle()
    stack.push(LoggingViewController("Detail", log: scene.log, color: .white), animated: false)
    scene.host.settle()

    // In the stack: the stack pops first.
    scene.swipeFromLeadingEdge()
    #expect(stack.viewControllers.count == 1)
    #expect(pages.selectedIndex == 1)
    #expect(scene.navigation.viewControllers.count == 2)

    // On the stack's root: the pages scroll.
    scene.swipeFromLeadingEdge()
    #expect(pages.selectedIndex == 0)
    #expect(scene.navigation.viewControllers.count == 2)

    // At the first page: the navigation controller goes back.
    scene.swipeFromLeadingEdge()
    #expect(scene.navigation.viewControllers.count == 1)
    try scene.host.checkInvariants()
  }

  @Test("an edge swipe over a layered stack drags its layers; over its lone root it goes back")
  func edgeSwipeOverLayeredStack() throws {
    let scene = NavigationScene()
    let layered = LayeredNavigationController(
      rootViewController: LoggingViewController("R", log: scene.log, color: .red))
    scene.push(layered)
    layered.push(LoggingViewController("A", log: scene.log), animated: false)
    scene.host.settle()

    // The layered stack has a layer to drag: it takes the swipe, the navigation stays.
    scene.swipeFromLeadingEdge()
    #expect(scene.navigation.viewControllers.count == 2)

    // Its root alone: nothing to drag, the navigation controller goes back.
    layered.popToRoot(animated: false)
    scene.host.settle()
    scene.swipeFromLeadingEdge()
    #expect(scene.navigation.viewControllers.count == 1)
    try scene.host.checkInvariants()
  }

  @Test("an edge swipe over a cross screen goes back in the cross first, then in navigation")
  func edgeSwipeOverCrossScreen() throws {
    let scene = NavigationScene()
    let cross = CrossNavigationController(
      rootViewController: LoggingViewController("Home", log: scene.log, color: .red))
    scene.push(cross)
    cross.present(
      LoggingViewController("Right", log: scene.log, color: .blue), direction: .right,
      animated: false)
    scene.host.settle()

    // The screen came in from the right: a drag toward the right takes it back.
    scene.swipeFromLeadingEdge()
    #expect(cross.viewControllers.count == 1)
    #expect(scene.navigation.viewControllers.count == 2)

    // The cross's root has no way back and offers nothing: the navigation controller goes back.
    scene.swipeFromLeadingEdge()
    #expect(scene.navigation.viewControllers.count == 1)
    try scene.host.checkInvariants()
  }
}
