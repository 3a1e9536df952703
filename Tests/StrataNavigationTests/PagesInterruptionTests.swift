import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// Four logging pages in a pages container, 1024 × 768.
@MainActor
private struct InterruptedPagesScene {
  let log = CallLog()
  let container = PagesContainer()
  let pages: [LoggingViewController]
  let host: TestHost

  init() {
    let log = log
    pages = (0..<4).map { LoggingViewController("P\($0)", log: log) }
    container.viewControllers = pages
    host = TestHost(rootViewController: container, size: Size(width: 1024, height: 768))
  }

  /// Expects the pages to rest on `index`: nothing moves or waits, that page has appeared and
  /// shows whole, every other page has disappeared, and the trees' invariants hold.
  func expectResting(
    on index: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(!container.isTransitioning, sourceLocation: sourceLocation)
    #expect(container.selectedIndex == index, sourceLocation: sourceLocation)
    let width = container.pagesScrollView.bounds.width
    #expect(
      container.pagesScrollView.contentOffset.x == Double(index) * width,
      sourceLocation: sourceLocation)
    for (position, page) in pages.enumerated() {
      let expected: ViewController.AppearanceState =
        position == index ? .appeared : .disappeared
      #expect(
        page.appearanceState == expected, "\(page.name) is \(page.appearanceState)",
        sourceLocation: sourceLocation)
    }
    try host.checkInvariants()
  }
}

/// A resize or a list change that interrupts a fling, a selection or a skip leaves the pages
/// resting on one page with balanced appearance callbacks. Found by
/// `strata-fuzz --container pages`.
@Suite("PagesContainer interrupted mid-motion", .strictDiagnostics)
@MainActor
struct PagesInterruptionTests {
  @Test("a resize while the pages glide after a fling settles them back on the selected page")
  func resizeDuringFling() throws {
    let scene = InterruptedPagesScene()
    scene.container.setSelectedIndex(3, animated: false)
    scene.host.render()
    scene.host.fling(from: Point(x: 900, y: 112), velocity: Point(x: 545, y: 0))
    #expect(scene.container.pagesScrollView.isDecelerating)
    #expect(scene.pages[2].appearanceState == .appearing)
    scene.log.clear()
    scene.host.resize(to: Size(width: 983, height: 400))
    let appearance = scene.log.entries.filter { $0.contains("ppear") }
    #expect(appearance == ["P2.willDisappear", "P2.didDisappear", "P3.willAppear", "P3.didAppear"])
    try scene.expectResting(on: 3)
    scene.host.settle()
    try scene.expectResting(on: 3)
  }

  @Test("a resize during an animated selection of a neighbour lands on the page asked for")
  func resizeDuringSelection() throws {
    let scene = InterruptedPagesScene()
    scene.container.setSelectedIndex(1, animated: true)
    scene.host.advance(by: TestHost.frameDuration)
    scene.host.resize(to: Size(width: 768, height: 400))
    try scene.expectResting(on: 1)
    scene.host.settle()
    try scene.expectResting(on: 1)
  }

  @Test("new pages during a skip run the selection that waited for it")
  func newPagesDuringSkip() throws {
    let scene = InterruptedPagesScene()
    scene.container.setSelectedIndex(3, animated: true)
    scene.container.setSelectedIndex(1, animated: false)
    let fresh = LoggingViewController("N", log: scene.log)
    let others = LoggingViewController("O", log: scene.log)
    scene.container.viewControllers = [
      scene.pages[3], fresh, scene.pages[2], others, scene.pages[0],
    ]
    // The skip ended with the list; the waiting selection of index 1 ran against it.
    #expect(!scene.container.isTransitioning)
    #expect(scene.container.selectedIndex == 1)
    #expect(fresh.parent === scene.container)
    #expect(fresh.appearanceState == .appeared)
    #expect(scene.pages.allSatisfy { $0.appearanceState == .disappeared })
    scene.host.settle()
    #expect(scene.container.selectedIndex == 1)
    #expect(fresh.appearanceState == .appeared)
    try scene.host.checkInvariants()
  }

  @Test("leaving the window mid-selection ends it on the page asked for, and coming back shows it")
  func leaveWindowMidSelection() throws {
    let log = CallLog()
    let pages = (0..<3).map { LoggingViewController("P\($0)", log: log) }
    let container = PagesContainer()
    container.viewControllers = pages
    let other = LoggingViewController("Other", log: log)
    let tabs = TabBarController()
    tabs.setViewControllers([container, other], animated: false)
    let host = TestHost(rootViewController: tabs, size: Size(width: 600, height: 400))
    container.setSelectedIndex(1, animated: true)
    host.advance(by: TestHost.frameDuration)
    #expect(container.isTransitioning)
    tabs.selectedIndex = 1
    // The scroll view stopped with the window: the selection ended where it was heading.
    #expect(!container.isTransitioning)
    #expect(container.selectedIndex == 1)
    #expect(pages.allSatisfy { $0.appearanceState == .disappeared })
    try host.checkInvariants()
    host.settle()
    tabs.selectedIndex = 0
    host.settle()
    #expect(container.pagesScrollView.contentOffset.x == 600)
    #expect(pages.map(\.appearanceState) == [.disappeared, .appeared, .disappeared])
    try host.checkInvariants()
  }

  @Test("a page told it is appearing and then unloaded disappears first")
  func unloadedWhileAppearing() throws {
    let log = CallLog()
    let pages = (0..<4).map { LoggingViewController("P\($0)", log: log) }
    let container = PagesContainer()
    container.viewControllers = pages
    let stack = StackController(rootViewController: container)
    let host = TestHost(rootViewController: stack, size: Size(width: 600, height: 400))
    let top = LoggingViewController("T", log: log)
    stack.push(top, animated: false)
    host.settle()
    // An interactive pop brings the pages back: they are appearing under the finger.
    host.beginDrag(at: Point(x: 5, y: 200))
    host.moveDrag(to: Point(x: 150, y: 200))
    #expect(container.appearanceState == .appearing)
    #expect(pages[0].appearanceState == .appearing)
    container.setSelectedIndex(3, animated: false)
    // P0 left the hierarchy: it ended its appearance the other way.
    #expect(pages[0].parent == nil)
    #expect(pages[0].appearanceState == .disappeared)
    host.moveDrag(to: Point(x: 10, y: 200))
    host.advance(by: 0.3)
    host.endDrag()
    host.settle()
    #expect(stack.topViewController === top)
    #expect(top.appearanceState == .appeared)
    #expect(pages.allSatisfy { $0.appearanceState == .disappeared })
    try host.checkInvariants()
  }

  @Test("a pointer that catches gliding pages and lifts without dragging lets them rest on a page")
  func caughtGlide() throws {
    let scene = InterruptedPagesScene()
    scene.host.beginDrag(at: Point(x: 15, y: 314))
    scene.host.moveDrag(to: Point(x: -228, y: 305))
    scene.host.endDrag()
    #expect(scene.container.pagesScrollView.isDecelerating)
    scene.host.beginDrag(at: Point(x: 681, y: 221))
    scene.host.endDrag()
    scene.host.settle()
    try scene.expectResting(on: 0)
  }

  @Test("a resize mid-selection after a skip the window resized keeps the pages within their ends")
  func resizeAfterSkipThatSpannedResizes() throws {
    // strata-fuzz, pages, seed 7: the strip ran more than a page past the last page, and
    // loading the pages around it built a range from an empty interval (a trap).
    let scene = InterruptedPagesScene()
    let scrollView = scene.container.pagesScrollView
    // The pages pulled past the first one spring back when a skip to page 2 begins.
    scene.host.beginDrag(at: Point(x: 528, y: 458))
    scene.host.moveDrag(to: Point(x: 1053, y: 478))
    scene.host.endDrag()
    scene.container.setSelectedIndex(2, animated: true)
    // The window narrows and widens while it skips.
    scene.host.resize(to: Size(width: 768, height: 568))
    scene.host.resize(to: Size(width: 1366, height: 568))
    scene.host.advance(by: 0.33)
    #expect(scene.container.selectedIndex == 2)
    scene.container.setSelectedIndex(3, animated: true)
    scene.host.resize(to: Size(width: 768, height: 400))
    var farthest = 0.0
    for _ in 0..<60 {
      scene.host.advance(by: TestHost.frameDuration)
      farthest = max(farthest, scrollView.contentOffset.x - scrollView.maximumContentOffset.x)
    }
    #expect(farthest <= 0.5, "the strip went \(farthest) pt past the last page")
    scene.host.settle()
    try scene.expectResting(on: 3)
  }

  @Test("pages scrolled by the app far past the last page load only pages that exist")
  func offsetFarPastTheLastPage() throws {
    let scene = InterruptedPagesScene()
    let scrollView = scene.container.pagesScrollView
    let width = scrollView.bounds.width
    // Loading the pages around a position more than a page past the last one built a range
    // from an empty interval (a trap).
    scrollView.contentOffset = Point(x: 10 * width, y: 0)
    scene.host.render()
    #expect(scene.container.selectedIndex == 0)
    #expect(scene.pages[0].parent === scene.container)
    #expect(scene.container.children.allSatisfy { child in scene.pages.contains { $0 === child } })
    try scene.host.checkInvariants()
    scrollView.contentOffset = .zero
    scene.host.settle()
    try scene.expectResting(on: 0)
  }

  @Test("selections queued behind a swipe run in turn, and the window rests as the last one lands")
  func queuedSelectionsEndAtRest() throws {
    // strata-fuzz, pages, seed 2, step 722,325: selections queued behind a running one ran for
    // 4.3 s, and the end of the last faded the pages' scroll indicators, which never show: the
    // window drew frames for 0.75 s more, past the end of the fuzzer's settle.
    let scene = InterruptedPagesScene()
    let host = scene.host
    let container = scene.container
    host.render()
    host.rest(for: 1)
    // A finger takes the pages toward page 1; the app selects pages meanwhile.
    host.beginDrag(at: Point(x: 700, y: 400))
    host.moveDrag(to: Point(x: 600, y: 400))
    host.moveDrag(to: Point(x: 400, y: 400))
    container.setSelectedIndex(3, animated: true)
    container.setSelectedIndex(2, animated: true)
    #expect(container.isTransitioning)
    #expect(container.selectedIndex == 2, "the selection the queue ends on")
    host.endDrag()
    host.advance(by: TestHost.frameDuration)
    #expect(container.pagesScrollView.isDecelerating)
    // While the pages glide, a tap on the first title, a late frame and one more selection.
    #expect(host.tap(on: container.topBar.itemViews[0]))
    host.rest(for: 0.2)
    container.setSelectedIndex(1, animated: true)
    var frames = 0
    while container.isTransitioning, frames < 600 {
      host.advance(by: TestHost.frameDuration)
      frames += 1
    }
    // The glide, a skip to page 3, page 2, a skip to page 0 and page 1: a little over 1.5 s.
    #expect(frames < 120, "\(frames) frames")
    // The frame on which the last selection landed left nothing to draw.
    #expect(host.window.isAtRest)
    #expect(!host.window.needsRender)
    try scene.expectResting(on: 1)
    #expect(container.children.count == 3)
    #expect(container.children.allSatisfy { child in scene.pages.contains { $0 === child } })
    let page = scene.pages[1].view
    #expect(page.window === host.window)
    #expect(page.convert(page.bounds, to: nil) == Rect(x: 0, y: 44, width: 1024, height: 724))
    // Nothing moves later either: a rest and a frame change nothing.
    host.rest(for: 2)
    host.render()
    #expect(host.window.isAtRest)
    try scene.expectResting(on: 1)
  }
}
