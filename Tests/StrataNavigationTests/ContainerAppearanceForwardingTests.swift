import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A container whose appearance reverses before it ends (a pop drag cancelled, a tab switched
/// back) brings every child it told about the first transition along, even when the children
/// on screen changed meanwhile: found by `strata-fuzz`.
@Suite("Containers forward reversed appearance to every child told", .strictDiagnostics)
@MainActor
struct ContainerAppearanceForwardingTests {
  /// Pages under a pushed controller, the pop drag begun so that the pages appear.
  private func pagesAppearingUnderPopDrag(log: CallLog) -> (
    host: TestHost, stack: StackController, pages: PagesContainer,
    pageControllers: [LoggingViewController], top: LoggingViewController
  ) {
    let pageControllers = (0..<3).map { LoggingViewController("P\($0)", log: log) }
    let pages = PagesContainer()
    pages.viewControllers = pageControllers
    let top = LoggingViewController("Top", log: log)
    let stack = StackController(rootViewController: pages)
    let host = TestHost(
      rootViewController: stack, size: Size(width: 400, height: 300))
    stack.push(top, animated: false)
    host.settle()
    host.beginDrag(at: Point(x: 100, y: 150))
    for step in 1...5 { host.moveDrag(to: Point(x: 100 + Double(step) * 20, y: 150)) }
    return (host, stack, pages, pageControllers, top)
  }

  @Test("a page deselected while its container appears under a cancelled pop ends disappeared")
  func selectionChangedThenCancelled() throws {
    let log = CallLog()
    let scene = pagesAppearingUnderPopDrag(log: log)
    #expect(scene.pages.appearanceState == .appearing)
    #expect(scene.pageControllers[0].appearanceState == .appearing)

    scene.pages.setSelectedIndex(1, animated: false)
    scene.host.cancelDrag()
    scene.host.settle()
    #expect(scene.stack.viewControllers.count == 2)
    expectAppearanceInSync(scene.pageControllers + [scene.top, scene.pages], host: scene.host)
    #expect(
      log.entries.filter { $0.hasPrefix("P0.") }.suffix(2) == [
        "P0.willDisappear", "P0.didDisappear",
      ])
    try scene.host.checkInvariants()
  }

  @Test("a page deselected while its container appears under a completed pop ends disappeared")
  func selectionChangedThenCompleted() throws {
    let log = CallLog()
    let scene = pagesAppearingUnderPopDrag(log: log)
    scene.pages.setSelectedIndex(2, animated: false)
    for step in 6...15 { scene.host.moveDrag(to: Point(x: 100 + Double(step) * 20, y: 150)) }
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.stack.viewControllers.count == 1)
    #expect(scene.pages.selectedIndex == 2)
    expectAppearanceInSync(scene.pageControllers + [scene.top, scene.pages], host: scene.host)
    #expect(scene.pageControllers[2].appearanceState == .appeared)
    try scene.host.checkInvariants()
  }

  @Test("a page unloaded while its container appears ends disappeared when the pop is cancelled")
  func pageUnloadedWhileAppearing() throws {
    let log = CallLog()
    let scene = pagesAppearingUnderPopDrag(log: log)
    #expect(scene.pageControllers[0].appearanceState == .appearing)
    // Skipping to the last page unloads the first one, which the pages told it was appearing.
    scene.pages.setSelectedIndex(2, animated: true)
    for _ in 0..<30 { scene.host.advance(by: TestHost.frameDuration) }
    #expect(scene.pages.selectedIndex == 2)
    #expect(scene.pageControllers[0].parent == nil)

    scene.host.cancelDrag()
    scene.host.settle()
    expectAppearanceInSync(scene.pageControllers + [scene.top, scene.pages], host: scene.host)
    // The page is told it disappears before it leaves the container, and nothing after.
    #expect(
      log.entries.filter { $0.hasPrefix("P0.") }.suffix(4) == [
        "P0.willDisappear", "P0.didDisappear", "P0.willMove(nil)", "P0.didMove(nil)",
      ])
    try scene.host.checkInvariants()
  }
}
