import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// Calls that wait while the primary's navigation controller pushes, pops or follows a back
/// swipe apply in the order they were made, as if made at rest: a `showSecondary` picks its
/// column when it runs, from the controllers the calls before it leave (behind a waiting
/// `showDetail` that gives a split of one its detail, it becomes the secondary beside that
/// detail), and a call made on the primary after a waiting split call runs after it. Found by
/// `strata-fuzz --container navigation-in-split --seed 3` at steps 612,846 and 866,385.
@Suite("SplitViewController: a secondary shown behind a waiting detail", .strictDiagnostics)
@MainActor
struct SplitQueuedSecondaryTests {
  /// A navigation split reduced to its primary, whose stack is P1 and P2 (on top), at rest in
  /// a window 1100 × 600 (three columns fit); the secondary (S1, S2) and the detail (D1) are
  /// out of the split, free to be shown.
  private func primaryAlone() throws -> NavigationSplitScene {
    let scene = NavigationSplitScene(columns: 2)
    scene.split.showDetail(nil, sender: nil)
    scene.primary.push(LoggingViewController("P2", log: scene.log), animated: false)
    scene.host.settle()
    scene.host.rest(for: 0.5)
    #expect(scene.split.viewControllers.map(\.title) == [nil])
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "P2"])
    try scene.check()
    scene.log.clear()
    return scene
  }

  /// Expects the split to hold and show its primary, the secondary and the detail, each
  /// column's top page appeared once, and the model, children, window and appearance to agree.
  private func expectThreeColumns(_ scene: NavigationSplitScene) throws {
    let split = scene.split
    #expect(split.viewControllers.count == 3)
    #expect(split.viewControllers.first === scene.primary)
    #expect(split.secondaryViewController === scene.secondary)
    #expect(split.detailViewController === scene.detail)
    #expect(split.visibleViewControllers.count == 3)
    #expect(split.children.count == 3)
    #expect(split.lastError == nil)
    #expect(!split.isTransitioning)
    for top in [scene.secondary, scene.detail].compactMap(\.topViewController) {
      #expect(top.appearanceState == .appeared, "\(top.title ?? "?")")
      #expect(top.view.window === scene.host.window, "\(top.title ?? "?")")
    }
    #expect(scene.log.entries.filter { $0 == "S2.didAppear" }.count == 1)
    #expect(scene.log.entries.filter { $0 == "D1.didAppear" }.count == 1)
    #expect(!scene.log.entries.contains("D1.willDisappear"))
    try scene.check()
  }

  @Test("a detail and a secondary shown during a back swipe both show once the page has gone")
  func showsDuringBackSwipe() throws {
    let scene = try primaryAlone()
    let host = scene.host
    host.beginDrag(at: Point(x: 5, y: 300))
    for step in 1...5 { host.moveDrag(to: Point(x: 5 + Double(step) * 40, y: 300)) }
    #expect(scene.primary.isTransitioning)
    scene.split.showDetail(scene.detail, sender: nil)
    host.moveDrag(to: Point(x: 260, y: 302))
    scene.split.showSecondary(scene.secondary, sender: nil)
    #expect(scene.split.lastError == nil)
    // Both wait for the swipe: the split still holds its primary alone.
    #expect(scene.split.viewControllers.map(\.title) == [nil])
    #expect(scene.split.visibleViewControllers.count == 1)
    try scene.check()
    for step in 1...6 { host.moveDrag(to: Point(x: 260 + Double(step) * 80, y: 302)) }
    host.endDrag()
    host.advance(by: TestHost.frameDuration)
    try scene.check()
    host.settle()
    host.rest(for: 0.3)

    #expect(NavigationSplitScene.titles(scene.primary) == ["P1"])
    try expectThreeColumns(scene)
  }

  @Test("a back swipe dragged back and cancelled keeps the page; the calls still apply")
  func showsDuringCancelledBackSwipe() throws {
    let scene = try primaryAlone()
    let host = scene.host
    host.beginDrag(at: Point(x: 5, y: 300))
    for step in 1...4 { host.moveDrag(to: Point(x: 5 + Double(step) * 30, y: 300)) }
    scene.split.showDetail(scene.detail, sender: nil)
    scene.split.showSecondary(scene.secondary, sender: nil)
    for step in 1...4 { host.moveDrag(to: Point(x: 125 - Double(step) * 30, y: 300)) }
    host.rest(for: 0.2)
    host.endDrag()
    host.settle()

    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "P2"])
    try expectThreeColumns(scene)
  }

  @Test("calls made frame by frame during an animated pop, a rest between them, apply in order")
  func showsDuringAnimatedPop() throws {
    let scene = try primaryAlone()
    let host = scene.host
    scene.primary.pop(animated: true)
    host.advance(by: TestHost.frameDuration)
    scene.split.showDetail(scene.detail, sender: nil)
    host.rest(for: 0.1)
    scene.split.showSecondary(scene.secondary, sender: nil)
    #expect(scene.split.lastError == nil)
    var frames = 0
    while scene.primary.isTransitioning, frames < 120 {
      #expect(scene.split.visibleViewControllers.count == 1)
      host.advance(by: TestHost.frameDuration)
      try scene.check()
      frames += 1
    }
    #expect(frames < 120)
    host.settle()

    #expect(NavigationSplitScene.titles(scene.primary) == ["P1"])
    try expectThreeColumns(scene)
  }

  @Test("behind a waiting removal of the detail, a secondary shown becomes the detail of two")
  func secondaryBehindWaitingRemovalIsTheDetail() throws {
    let scene = NavigationSplitScene(columns: 2)
    let host = scene.host
    scene.primary.push(LoggingViewController("P2", log: scene.log), animated: false)
    host.settle()
    scene.primary.pop(animated: true)
    host.advance(by: TestHost.frameDuration)
    scene.split.showDetail(nil, sender: nil)
    scene.split.showSecondary(scene.secondary, sender: nil)
    #expect(scene.split.detailViewController === scene.detail)
    host.settle()

    #expect(scene.split.viewControllers.count == 2)
    #expect(scene.split.secondaryViewController == nil)
    #expect(scene.split.detailViewController === scene.secondary)
    #expect(scene.split.visibleViewControllers.count == 2)
    #expect(scene.detail.parent == nil)
    #expect(scene.detail.topViewController?.appearanceState == .disappeared)
    #expect(scene.secondary.topViewController?.appearanceState == .appeared)
    #expect(scene.split.lastError == nil)
    try scene.check()
  }

  @Test("in one column, a detail shown and then a page pushed during a back swipe stack in order")
  func pushOnThePrimaryAfterAWaitingShow() throws {
    let scene = NavigationSplitScene(columns: 2, width: 600)
    let host = scene.host
    scene.split.showDetail(nil, sender: nil)
    scene.primary.push(LoggingViewController("P2", log: scene.log), animated: false)
    host.settle()
    host.rest(for: 0.5)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "P2"])
    let shown = LoggingViewController("X", log: scene.log)
    let pushed = LoggingViewController("Y", log: scene.log)

    host.beginDrag(at: Point(x: 4, y: 300))
    for step in 1...4 { host.moveDrag(to: Point(x: 4 + Double(step) * 50, y: 300)) }
    #expect(scene.primary.isTransitioning)
    scene.split.showDetail(shown, sender: nil)
    scene.primary.push(pushed, animated: true)
    #expect(scene.split.lastError == nil)
    #expect(scene.primary.lastError == nil)
    try scene.check()
    for step in 1...4 { host.moveDrag(to: Point(x: 204 + Double(step) * 80, y: 300)) }
    host.endDrag()
    host.advance(by: TestHost.frameDuration)
    try scene.check()
    host.settle()
    host.rest(for: 0.3)

    // The detail collapsed onto the primary's stack first (pushed), then Y went on top.
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "X", "Y"])
    #expect(scene.split.viewControllers.count == 2)
    #expect(scene.split.viewControllers.last === shown)
    #expect(scene.split.visibleViewControllers.count == 1)
    #expect(pushed.appearanceState == .appeared)
    #expect(pushed.view.window === host.window)
    #expect(shown.appearanceState == .disappeared)
    #expect(!scene.primary.isTransitioning && !scene.split.isTransitioning)
    #expect(scene.split.lastError == nil)
    #expect(scene.primary.lastError == nil)
    try scene.check()
  }
}
