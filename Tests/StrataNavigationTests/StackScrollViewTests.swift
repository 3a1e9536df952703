import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A page holding a scroll view wider than the stack (560 pt of content), which is not the
/// stack's `contentScrollView`.
@MainActor
private final class WidePage: LoggingViewController {
  let scrollView = ScrollView()

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = Rect(x: 0, y: 50, width: 400, height: 200)
    scrollView.contentSize = Size(width: 560, height: 200)
    view.addSubview(scrollView)
  }
}

@Suite("StackController and the scroll views in its pages", .strictDiagnostics)
@MainActor
struct StackScrollViewTests {
  private func makeScene() -> (StackScene, WidePage) {
    let scene = StackScene()
    let page = WidePage("Wide", log: scene.log, color: .blue)
    scene.stack.push(page, animated: false)
    scene.host.settle()
    return (scene, page)
  }

  /// Drags from `start` to `end` and holds still before lifting, so nothing is flung.
  private func dragAndHold(_ scene: StackScene, from start: Point, to end: Point) {
    scene.host.beginDrag(at: start)
    for step in 1...10 {
      scene.host.moveDrag(to: start.interpolated(to: end, fraction: Double(step) / 10))
    }
    scene.host.advance(by: 0.2)
    scene.host.endDrag()
    scene.host.settle()
  }

  @Test("a drag on a horizontal scroll view at its leading edge pops the page")
  func atEdgePops() throws {
    let (scene, page) = makeScene()
    scene.host.drag(from: Point(x: 100, y: 150), to: Point(x: 300, y: 150))
    scene.host.settle()
    #expect(scene.stack.viewControllers.count == 1)
    #expect(page.scrollView.contentOffset.x == 0)
    try scene.host.checkInvariants()
  }

  @Test("a scroll view that can still scroll takes the drag; at its edge it hands it over")
  func scrollsFirst() throws {
    let (scene, page) = makeScene()
    scene.host.drag(from: Point(x: 300, y: 150), to: Point(x: 100, y: 150))
    scene.host.settle()
    #expect(page.scrollView.contentOffset.x == 160)
    #expect(scene.stack.viewControllers.count == 2)

    // Not at its leading edge: a drag toward the trailing edge scrolls back, no pop.
    dragAndHold(scene, from: Point(x: 100, y: 150), to: Point(x: 200, y: 150))
    #expect(scene.stack.viewControllers.count == 2)
    #expect(isClose(page.scrollView.contentOffset.x, 60, tolerance: 1))

    // Past its edge it rubber-bands and springs back; the stack does not move meanwhile.
    dragAndHold(scene, from: Point(x: 100, y: 150), to: Point(x: 350, y: 150))
    #expect(page.scrollView.contentOffset.x == 0)
    #expect(scene.stack.viewControllers.count == 2)

    // Now at its edge: the next drag pops.
    scene.host.drag(from: Point(x: 100, y: 150), to: Point(x: 300, y: 150))
    scene.host.settle()
    #expect(scene.stack.viewControllers.count == 1)
    try scene.host.checkInvariants()
  }

  @Test("a drag outside the scroll view pops, wherever the scroll view is")
  func outsidePops() throws {
    let (scene, page) = makeScene()
    scene.host.drag(from: Point(x: 300, y: 150), to: Point(x: 100, y: 150))
    scene.host.settle()
    #expect(page.scrollView.contentOffset.x == 160)
    scene.host.drag(from: Point(x: 100, y: 280), to: Point(x: 300, y: 280))
    scene.host.settle()
    #expect(scene.stack.viewControllers.count == 1)
  }
}
