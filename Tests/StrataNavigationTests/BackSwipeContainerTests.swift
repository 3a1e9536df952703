import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A screen holding a scroll view at `frame`, with content `contentSize` big.
@MainActor
private final class ScrollingScreen: LoggingViewController {
  let scrollView = ScrollView()
  private let scrollFrame: Rect
  private let contentSize: Size

  init(_ name: String, log: CallLog, scrollFrame: Rect, contentSize: Size) {
    self.scrollFrame = scrollFrame
    self.contentSize = contentSize
    super.init(name, log: log, color: .blue)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = scrollFrame
    scrollView.contentSize = contentSize
    view.addSubview(scrollView)
  }
}

/// Drags in `host` from `start` to `end` in ten moves and holds still before lifting, so that
/// nothing is flung; then lets the window rest.
@MainActor
private func dragAndHold(_ host: TestHost, from start: Point, to end: Point) {
  host.beginDrag(at: start)
  for step in 1...10 {
    host.moveDrag(to: start.interpolated(to: end, fraction: Double(step) / 10))
  }
  host.advance(by: 0.3)
  host.endDrag()
  host.settle()
}

@Suite("The cross, layered and split swipes share drags by the back-swipe rule", .strictDiagnostics)
@MainActor
struct BackSwipeContainerTests {
  @Test("a cross screen's horizontal scroll view scrolls first; at its edge the drag goes back")
  func crossWaitsForHorizontalScrollView() throws {
    let log = CallLog()
    let cross = CrossNavigationController(
      rootViewController: LoggingViewController("Home", log: log, color: .red))
    let host = TestHost(
      rootViewController: cross, size: Size(width: 400, height: 300))
    let screen = ScrollingScreen(
      "Wide", log: log, scrollFrame: Rect(x: 0, y: 50, width: 400, height: 200),
      contentSize: Size(width: 560, height: 200))
    cross.present(screen, direction: .right, animated: false)
    host.settle()
    screen.scrollView.contentOffset = Point(x: 160, y: 0)

    dragAndHold(host, from: Point(x: 100, y: 150), to: Point(x: 350, y: 150))
    #expect(cross.viewControllers.count == 2)
    #expect(screen.scrollView.contentOffset.x == 0)

    dragAndHold(host, from: Point(x: 100, y: 150), to: Point(x: 350, y: 150))
    #expect(cross.viewControllers.count == 1)
    try host.checkInvariants()
  }

  @Test("a cross screen's vertical scroll view scrolls to its top first; there the drag goes back")
  func crossWaitsForVerticalScrollView() throws {
    let log = CallLog()
    let cross = CrossNavigationController(
      rootViewController: LoggingViewController("Home", log: log, color: .red))
    let host = TestHost(
      rootViewController: cross, size: Size(width: 400, height: 300))
    let screen = ScrollingScreen(
      "Tall", log: log, scrollFrame: Rect(x: 0, y: 0, width: 400, height: 300),
      contentSize: Size(width: 400, height: 600))
    cross.present(screen, direction: .bottom, animated: false)
    host.settle()
    screen.scrollView.contentOffset = Point(x: 0, y: 100)

    dragAndHold(host, from: Point(x: 200, y: 40), to: Point(x: 200, y: 260))
    #expect(cross.viewControllers.count == 2)
    #expect(screen.scrollView.contentOffset.y == 0)

    dragAndHold(host, from: Point(x: 200, y: 40), to: Point(x: 200, y: 260))
    #expect(cross.viewControllers.count == 1)
    try host.checkInvariants()
  }

  @Test("a layer's horizontal scroll view scrolls back first; at its edge the layer is dragged")
  func layeredWaitsForScrollView() throws {
    let scene = LayeredScene()
    let screen = ScrollingScreen(
      "A", log: scene.log, scrollFrame: Rect(x: 0, y: 100, width: 400, height: 200),
      contentSize: Size(width: 560, height: 200))
    scene.container.push(screen, animated: false)
    scene.host.settle()
    #expect(scene.x(screen) == 400)
    screen.scrollView.contentOffset = Point(x: 160, y: 0)
    let y = 250.0

    // Scrolled: the scroll view takes the drag, the layer stays.
    scene.host.beginDrag(at: Point(x: 600, y: y))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 600 + Double(step) * 10, y: y)) }
    #expect(scene.x(screen) == 400)
    #expect(screen.scrollView.contentOffset.x == 60)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()

    // At its leading edge: the layer follows the finger.
    screen.scrollView.contentOffset = .zero
    scene.host.beginDrag(at: Point(x: 600, y: y))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 600 + Double(step) * 10, y: y)) }
    #expect(scene.x(screen) > 400)
    #expect(screen.scrollView.contentOffset.x == 0)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    try scene.expectAgreement()
  }

  @Test("the split's reveal swipe waits for a scroll view at the leading edge to reach its edge")
  func splitRevealWaitsForScrollView() throws {
    let log = CallLog()
    let screen = ScrollingScreen(
      "S", log: log, scrollFrame: Rect(x: 0, y: 100, width: 250, height: 300),
      contentSize: Size(width: 450, height: 300))
    let split = SplitViewController(viewControllers: [
      LoggingViewController("P", log: log, color: .red), screen,
      LoggingViewController("D", log: log, color: .green),
    ])
    let host = TestHost(
      rootViewController: split, size: Size(width: 1100, height: 600))
    split.setPrimaryHidden(true, animated: false)
    host.settle()
    #expect(screen.view.convert(Point.zero, to: nil).x == 0)
    screen.scrollView.contentOffset = Point(x: 200, y: 0)

    dragAndHold(host, from: Point(x: 4, y: 300), to: Point(x: 240, y: 300))
    #expect(!split.isPrimaryOverlayVisible)
    #expect(screen.scrollView.contentOffset.x == 0)

    dragAndHold(host, from: Point(x: 4, y: 300), to: Point(x: 240, y: 300))
    #expect(split.isPrimaryOverlayVisible)
    try host.checkInvariants()
  }

  @Test("in a split's column, a navigation controller with something to pop goes back first")
  func splitRevealAfterNavigationInColumn() throws {
    let log = CallLog()
    let navigation = NavigationController(
      rootViewController: LoggingViewController("List", log: log, color: .green))
    let split = SplitViewController(viewControllers: [
      LoggingViewController("P", log: log, color: .red), navigation,
      LoggingViewController("D", log: log, color: .blue),
    ])
    let host = TestHost(
      rootViewController: split, size: Size(width: 1100, height: 600))
    split.setPrimaryHidden(true, animated: false)
    navigation.push(LoggingViewController("Item", log: log), animated: false)
    host.settle()

    dragAndHold(host, from: Point(x: 4, y: 300), to: Point(x: 240, y: 300))
    #expect(navigation.viewControllers.count == 1)
    #expect(!split.isPrimaryOverlayVisible)

    dragAndHold(host, from: Point(x: 4, y: 300), to: Point(x: 240, y: 300))
    #expect(split.isPrimaryOverlayVisible)
    try host.checkInvariants()
  }
}
