import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// An outer container that goes back with a horizontal swipe toward the trailing edge.
enum EveryContainerOuter: String, CaseIterable, Sendable {
  /// A navigation controller: its edge pan, from the window's leading edge.
  case navigation
  /// A stack controller: its full-screen pan.
  case stack
}

/// The content pushed on the outer container, which may have somewhere to go of its own.
enum EveryContainerContent: String, CaseIterable, Sendable {
  /// A pages container with three pages: on its first page, or on its second.
  case pages
  /// A screen with a horizontal scroll view at its leading edge: at rest there, or scrolled.
  case scrollView
  /// A layered navigation controller: its root alone, or a layer above it.
  case layered
  /// A cross navigation controller: at its root, or with a screen presented `.right`.
  case cross
}

/// A screen holding a scroll view `scrollFrame` big at its leading edge, `scrollFrame.minX`
/// in from it (mirrored right to left), with content `contentSize` big.
@MainActor
private final class EveryContainerScrollingScreen: LoggingViewController {
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

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    var frame = scrollFrame
    if traitCollection.layoutDirection == .rightToLeft {
      frame.origin.x = view.bounds.width - scrollFrame.maxX
    }
    if scrollView.frame != frame { scrollView.frame = frame }
  }
}

/// What a test pushed on the outer container, to look at after a swipe.
@MainActor
private enum EveryContainerShown {
  case pages(PagesContainer)
  case screen(EveryContainerScrollingScreen)
  case layered(LayeredNavigationController)
  case cross(CrossNavigationController)

  /// The controller pushed on the outer container.
  var controller: ViewController {
    switch self {
    case .pages(let pages): pages
    case .screen(let screen): screen
    case .layered(let layered): layered
    case .cross(let cross): cross
    }
  }
}

/// Drags in `host` from `start` to `end` in ten moves, a frame apart, runs `whileHeld` with
/// the finger still down, holds still for 0.3 s so that nothing is flung, lifts, and lets the
/// window rest.
@MainActor
private func everyContainerDrag(
  _ host: TestHost, from start: Point, to end: Point, whileHeld: () -> Void = {}
) {
  host.beginDrag(at: start)
  for step in 1...10 {
    host.moveDrag(to: start.interpolated(to: end, fraction: Double(step) / 10))
  }
  whileHeld()
  host.advance(by: 0.3)
  host.endDrag()
  host.settle()
}

/// An outer container 800 × 400 in a test host, with a logging root "Home".
@MainActor
private struct EveryContainerScene {
  let log = CallLog()
  let outer: StackController
  let host: TestHost
  let rightToLeft: Bool

  static let size = Size(width: 800, height: 400)
  /// The height the swipes go at: over the content in either container.
  static let swipeY = 200.0
  /// How far a swipe goes: 70 % of the width, past the outer container's release threshold,
  /// and far enough to drop a layer that the whole layered stack carries.
  static let swipeLength = 560.0

  /// Shows a container of `kind`, laid out right to left when `rightToLeft`.
  init(_ kind: EveryContainerOuter, rightToLeft: Bool) {
    let root = LoggingViewController("Home", log: log, color: .red)
    switch kind {
    case .navigation: outer = NavigationController(rootViewController: root)
    case .stack: outer = StackController(rootViewController: root)
    }
    self.rightToLeft = rightToLeft
    host = TestHost(rootViewController: outer, size: Self.size)
    if rightToLeft { host.window.layoutDirection = .rightToLeft }
    host.settle()
  }

  /// The offset of a pages container's scroll view showing its first page: right to left,
  /// the first page is the last slot, at the largest offset.
  static func firstPageOffset(rightToLeft: Bool) -> Double {
    rightToLeft ? 2 * size.width : 0
  }

  /// The offset of the wide screen's scroll view at its leading edge: right to left, its
  /// largest offset, 160.
  static func scrollViewLeadingOffset(rightToLeft: Bool) -> Double {
    rightToLeft ? 160 : 0
  }

  /// Pushes `content` on the outer container without animation, with somewhere to go of its
  /// own when `somewhereToGo` (a later page, a scrolled scroll view, a layer, a presented
  /// screen), and lets the window rest.
  func show(_ content: EveryContainerContent, somewhereToGo: Bool) -> EveryContainerShown {
    let shown: EveryContainerShown
    switch content {
    case .pages:
      let pages = PagesContainer()
      pages.viewControllers = ["One", "Two", "Three"].map {
        LoggingViewController($0, log: log, color: .blue)
      }
      push(pages)
      pages.setSelectedIndex(somewhereToGo ? 1 : 0, animated: false)
      shown = .pages(pages)
    case .scrollView:
      let screen = EveryContainerScrollingScreen(
        "Wide", log: log, scrollFrame: Rect(x: 0, y: 50, width: Self.size.width, height: 200),
        contentSize: Size(width: Self.size.width + 160, height: 200))
      push(screen)
      let leading = Self.scrollViewLeadingOffset(rightToLeft: rightToLeft)
      // At its leading edge, or, with somewhere to go, at its other end, 160 points away.
      screen.scrollView.contentOffset = Point(x: somewhereToGo ? 160 - leading : leading, y: 0)
      shown = .screen(screen)
    case .layered:
      let layered = LayeredNavigationController(
        rootViewController: LoggingViewController("Layer root", log: log, color: .green))
      layered.dropLayersWhenPulledRight = true
      push(layered)
      if somewhereToGo {
        layered.push(LoggingViewController("Layer", log: log), animated: false)
      }
      shown = .layered(layered)
    case .cross:
      let cross = CrossNavigationController(
        rootViewController: LoggingViewController("Cross home", log: log, color: .green))
      push(cross)
      if somewhereToGo {
        cross.present(
          LoggingViewController("Right", log: log, color: .blue), direction: .right,
          animated: false)
      }
      shown = .cross(cross)
    }
    host.settle()
    return shown
  }

  /// Swipes ``swipeLength`` points from the window's leading edge (its right edge, right to
  /// left) toward its trailing one, running `whileHeld` before the finger lifts.
  func swipeFromLeadingEdge(whileHeld: () -> Void = {}) {
    let start = Point(x: rightToLeft ? Self.size.width - 5 : 5, y: Self.swipeY)
    let end = Point(x: start.x + (rightToLeft ? -1 : 1) * Self.swipeLength, y: Self.swipeY)
    everyContainerDrag(host, from: start, to: end, whileHeld: whileHeld)
  }

  /// How far `controller`'s view has moved toward the trailing edge, in points.
  func trailingMove(of controller: ViewController) -> Double {
    (rightToLeft ? -1 : 1) * controller.view.frame.minX
  }

  private func push(_ controller: ViewController) {
    outer.push(controller, animated: false)
    host.settle()
  }
}

/// The model x of `controller`'s layer in a layered navigation controller, in its coordinates.
@MainActor
private func everyContainerLayerX(_ controller: ViewController) -> Double {
  controller.layeredNavigationItem?.currentViewPosition.x ?? .nan
}

@Suite("A back swipe goes back in every container, over whatever scrolls", .strictDiagnostics)
@MainActor
struct BackSwipeEveryContainerTests {
  @Test(
    "a swipe from the leading edge over content with nowhere to go goes back in the container",
    arguments: EveryContainerOuter.allCases, EveryContainerContent.allCases)
  func swipeOverContentAtRestGoesBack(
    outer: EveryContainerOuter, content: EveryContainerContent
  ) throws {
    try expectSwipeGoesBack(in: outer, over: content, rightToLeft: false)
  }

  @Test(
    "right to left, a swipe from the right edge over content with nowhere to go goes back",
    arguments: EveryContainerOuter.allCases, EveryContainerContent.allCases)
  func rightToLeftSwipeOverContentAtRestGoesBack(
    outer: EveryContainerOuter, content: EveryContainerContent
  ) throws {
    try expectSwipeGoesBack(in: outer, over: content, rightToLeft: true)
  }

  @Test(
    "content with somewhere to go takes the swipe from the leading edge; the next goes back",
    arguments: EveryContainerOuter.allCases, EveryContainerContent.allCases)
  func contentTakesSwipeFirst(
    outer: EveryContainerOuter, content: EveryContainerContent
  ) throws {
    try expectContentTakesSwipeFirst(in: outer, over: content, rightToLeft: false)
  }

  @Test(
    "right to left, content with somewhere to go takes the swipe first; the next goes back",
    arguments: EveryContainerOuter.allCases, EveryContainerContent.allCases)
  func rightToLeftContentTakesSwipeFirst(
    outer: EveryContainerOuter, content: EveryContainerContent
  ) throws {
    try expectContentTakesSwipeFirst(in: outer, over: content, rightToLeft: true)
  }

  /// Pushes `content` with nowhere to go on `outer`, swipes from the leading edge, and expects
  /// the outer container to go back, the content untouched.
  private func expectSwipeGoesBack(
    in outer: EveryContainerOuter, over content: EveryContainerContent, rightToLeft: Bool
  ) throws {
    let scene = EveryContainerScene(outer, rightToLeft: rightToLeft)
    let shown = scene.show(content, somewhereToGo: false)
    scene.swipeFromLeadingEdge {
      // The content follows the finger out toward the trailing edge.
      #expect(scene.trailingMove(of: shown.controller) > 0)
    }
    #expect(scene.outer.viewControllers.count == 1)
    #expect(shown.controller.parent == nil)
    switch shown {
    case .pages(let pages):
      #expect(pages.selectedIndex == 0)
      #expect(
        pages.pagesScrollView.contentOffset.x
          == EveryContainerScene.firstPageOffset(rightToLeft: rightToLeft))
    case .screen(let screen):
      #expect(
        screen.scrollView.contentOffset.x
          == EveryContainerScene.scrollViewLeadingOffset(rightToLeft: rightToLeft))
    case .layered(let layered):
      #expect(layered.viewControllers.count == 1)
    case .cross(let cross):
      #expect(cross.viewControllers.count == 1)
    }
    try scene.host.checkInvariants()
  }

  /// Pushes `content` with somewhere to go on `outer`, swipes from the leading edge, and
  /// expects the content to take the swipe (the pages back at their first page, the scroll
  /// view at its leading edge, the layer dropped, the cross screen dismissed) while the outer
  /// container stays; then swipes again and expects the outer container to go back.
  private func expectContentTakesSwipeFirst(
    in outer: EveryContainerOuter, over content: EveryContainerContent, rightToLeft: Bool
  ) throws {
    let scene = EveryContainerScene(outer, rightToLeft: rightToLeft)
    let shown = scene.show(content, somewhereToGo: true)
    scene.swipeFromLeadingEdge {
      // The outer container does not move: the content has the drag.
      #expect(scene.trailingMove(of: shown.controller) == 0)
    }
    #expect(scene.outer.viewControllers.count == 2)
    switch shown {
    case .pages(let pages):
      #expect(pages.selectedIndex == 0)
      #expect(
        pages.pagesScrollView.contentOffset.x
          == EveryContainerScene.firstPageOffset(rightToLeft: rightToLeft))
    case .screen(let screen):
      #expect(
        screen.scrollView.contentOffset.x
          == EveryContainerScene.scrollViewLeadingOffset(rightToLeft: rightToLeft))
    case .layered(let layered):
      // Pulled past the drop distance, the layer left.
      #expect(layered.viewControllers.count == 1)
    case .cross(let cross):
      #expect(cross.viewControllers.count == 1)
    }

    // Nowhere to go now: the next swipe goes back in the outer container.
    scene.swipeFromLeadingEdge()
    #expect(scene.outer.viewControllers.count == 1)
    #expect(shown.controller.parent == nil)
    try scene.host.checkInvariants()
  }

  @Test("right to left, a cross screen's scroll view scrolls to its leading edge first")
  func rightToLeftCrossWaitsForScrollView() throws {
    let log = CallLog()
    let cross = CrossNavigationController(
      rootViewController: LoggingViewController("Home", log: log, color: .red))
    let host = TestHost(rootViewController: cross, size: Size(width: 400, height: 300))
    host.window.layoutDirection = .rightToLeft
    let screen = EveryContainerScrollingScreen(
      "Wide", log: log, scrollFrame: Rect(x: 0, y: 50, width: 400, height: 200),
      contentSize: Size(width: 560, height: 200))
    // Right to left, `.right` comes in from the left edge: a drag toward the left takes it back.
    cross.present(screen, direction: .right, animated: false)
    host.settle()
    // Right to left, the scroll view's leading edge is its largest offset, 160.
    screen.scrollView.contentOffset = .zero
    let start = Point(x: 300, y: 150)
    let end = Point(x: 50, y: 150)

    everyContainerDrag(host, from: start, to: end) {
      #expect(screen.view.frame.minX == 0)
      #expect(screen.scrollView.contentOffset.x >= 160)
    }
    #expect(cross.viewControllers.count == 2)
    #expect(screen.scrollView.contentOffset.x == 160)

    everyContainerDrag(host, from: start, to: end) {
      #expect(screen.view.frame.minX < 0)
      #expect(screen.scrollView.contentOffset.x == 160)
    }
    #expect(cross.viewControllers.count == 1)
    #expect(screen.parent == nil)
    try host.checkInvariants()
  }

  @Test("right to left, a layer's scroll view scrolls to its leading edge first; then it drags")
  func rightToLeftLayeredWaitsForScrollView() throws {
    let log = CallLog()
    let layered = LayeredNavigationController(
      rootViewController: LoggingViewController("R", log: log, color: .red))
    layered.dropLayersWhenPulledRight = true
    let host = TestHost(rootViewController: layered, size: Size(width: 1024, height: 768))
    host.window.layoutDirection = .rightToLeft
    let screen = EveryContainerScrollingScreen(
      "A", log: log, scrollFrame: Rect(x: 0, y: 100, width: 400, height: 200),
      contentSize: Size(width: 560, height: 200))
    layered.push(screen, animated: false)
    host.settle()
    // Mirrored: the root rests from 624 to 1024, the layer left of it from 224 to 624.
    #expect(everyContainerLayerX(screen) == 224)
    // Right to left, the scroll view's leading edge is its largest offset, 160.
    screen.scrollView.contentOffset = .zero
    let y = 250.0

    // Away from its leading edge: the scroll view keeps the drag, the layer stays.
    everyContainerDrag(host, from: Point(x: 524, y: y), to: Point(x: 274, y: y)) {
      #expect(everyContainerLayerX(screen) == 224)
      #expect(screen.scrollView.contentOffset.x >= 160)
    }
    #expect(everyContainerLayerX(screen) == 224)
    #expect(screen.scrollView.contentOffset.x == 160)
    #expect(layered.viewControllers.count == 2)

    // At its leading edge: the layer follows the finger toward the left, and, pulled past the
    // drop distance, leaves.
    everyContainerDrag(host, from: Point(x: 524, y: y), to: Point(x: 124, y: y)) {
      #expect(everyContainerLayerX(screen) == 224 - 400)
      #expect(screen.scrollView.contentOffset.x == 160)
    }
    #expect(layered.viewControllers.count == 1)
    #expect(screen.parent == nil)
    try host.checkInvariants()
  }

  @Test("right to left, the split's reveal swipe from the right edge waits for a scroll view")
  func rightToLeftSplitRevealWaitsForScrollView() throws {
    let log = CallLog()
    let screen = EveryContainerScrollingScreen(
      "S", log: log, scrollFrame: Rect(x: 0, y: 100, width: 250, height: 300),
      contentSize: Size(width: 450, height: 300))
    let primary = LoggingViewController("P", log: log, color: .red)
    let split = SplitViewController(viewControllers: [
      primary, screen, LoggingViewController("D", log: log, color: .green),
    ])
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    host.window.layoutDirection = .rightToLeft
    split.setPrimaryHidden(true, animated: false)
    host.settle()
    // Mirrored: the secondary column, and the scroll view at its leading edge, reach the
    // window's right edge.
    #expect(screen.view.convert(Point(x: screen.view.bounds.width, y: 0), to: nil).x == 1100)
    #expect(screen.scrollView.convert(Point(x: 250, y: 0), to: nil).x == 1100)
    // Right to left, the scroll view's leading edge is its largest offset, 200.
    screen.scrollView.contentOffset = .zero
    let start = Point(x: 1096, y: 300)
    let end = Point(x: 860, y: 300)

    everyContainerDrag(host, from: start, to: end)
    #expect(!split.isPrimaryOverlayVisible)
    #expect(screen.scrollView.contentOffset.x == 200)

    everyContainerDrag(host, from: start, to: end)
    #expect(split.isPrimaryOverlayVisible)
    #expect(screen.scrollView.contentOffset.x == 200)
    // The primary shows over the columns from the right edge.
    #expect(primary.view.convert(Point(x: primary.view.bounds.width, y: 0), to: nil).x == 1100)
    try host.checkInvariants()
  }
  @Test(
    "in a split's column, pages in a navigation controller: pages, then the pop, then reveal",
    arguments: [false, true])
  func nestedPagesInNavigationInSplit(rightToLeft: Bool) throws {
    let log = CallLog()
    let primary = LoggingViewController("P", log: log, color: .red)
    let navigation = NavigationController(
      rootViewController: LoggingViewController("List", log: log, color: .green))
    let split = SplitViewController(viewControllers: [
      primary, navigation, LoggingViewController("D", log: log, color: .blue),
    ])
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    if rightToLeft { host.window.layoutDirection = .rightToLeft }
    split.setPrimaryHidden(true, animated: false)
    let pages = PagesContainer()
    pages.viewControllers = ["One", "Two", "Three"].map {
      LoggingViewController($0, log: log, color: .blue)
    }
    navigation.push(pages, animated: false)
    host.settle()
    pages.setSelectedIndex(1, animated: false)
    host.settle()
    let start = Point(x: rightToLeft ? 1096 : 4, y: 300)
    let end = Point(x: start.x + (rightToLeft ? -236 : 236), y: 300)

    everyContainerDrag(host, from: start, to: end)
    #expect(pages.selectedIndex == 0)
    #expect(navigation.viewControllers.count == 2)
    #expect(!split.isPrimaryOverlayVisible)

    everyContainerDrag(host, from: start, to: end)
    #expect(navigation.viewControllers.count == 1)
    #expect(!split.isPrimaryOverlayVisible)

    everyContainerDrag(host, from: start, to: end)
    #expect(split.isPrimaryOverlayVisible)
    try host.checkInvariants()
  }
}
