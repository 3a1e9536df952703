import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("SplitViewController primary hiding", .strictDiagnostics)
@MainActor
struct SplitPrimaryHidingTests {
  @Test("hiding slides the primary out and gives its width to the others; showing reverses it")
  func hideAndShow() throws {
    let scene = SplitScene()
    scene.log.clear()
    scene.split.setPrimaryHidden(true, animated: true)
    #expect(scene.split.isPrimaryHidden)
    #expect(scene.log.entries == ["P.willDisappear"])
    scene.host.advance(by: 0.15)
    let x = scene.primary.view.presentation.frame.minX
    #expect(x < 0 && x > -296)
    scene.split.setPrimaryHidden(false, animated: false)
    #expect(scene.split.isPrimaryHidden)
    scene.host.settle()
    #expect(
      scene.log.entries == ["P.willDisappear", "P.didDisappear", "P.willAppear", "P.didAppear"])
    #expect(!scene.split.isPrimaryHidden)
    #expect(scene.widths == [296, 325, 479])
    try scene.check()

    scene.log.clear()
    scene.split.setPrimaryHidden(true, animated: true)
    scene.host.settle()
    #expect(scene.log.entries == ["P.willDisappear", "P.didDisappear"])
    #expect(scene.primary.view.window == nil)
    #expect(scene.split.visibleViewControllers.map(\.title) == ["S", "D"])
    #expect(scene.widths == [444, 656])
    try scene.check()

    try scene.resize(to: 800)
    #expect(scene.widths == [800])
    try scene.resize(to: 500)
    #expect(scene.split.visibleViewControllers.map(\.title) == ["P"])
    #expect(scene.primary.appearanceState == .appeared)
    try scene.resize(to: 1100)
    #expect(scene.split.visibleViewControllers.map(\.title) == ["S", "D"])

    scene.log.clear()
    scene.split.setPrimaryHidden(false, animated: true)
    #expect(scene.log.entries == ["P.willAppear"])
    scene.host.settle()
    #expect(scene.log.entries == ["P.willAppear", "P.didAppear"])
    #expect(scene.widths == [296, 325, 479])
    try scene.check()
  }

  @Test("Ctrl+Alt+Left shows the hidden primary over the columns; Escape dismisses it")
  func overlayByKeys() throws {
    let scene = SplitScene()
    scene.split.setPrimaryHidden(true, animated: false)
    scene.log.clear()
    #expect(scene.host.press(key: .leftArrow, modifiers: [.control, .alternate]))
    scene.host.settle()
    #expect(scene.split.isPrimaryOverlayVisible)
    #expect(scene.split.isPrimaryHidden)
    #expect(scene.primary.view.frame == Rect(x: 0, y: 0, width: 400, height: 600))
    #expect(scene.split.view.subviews.last === scene.primary.view)
    #expect(scene.widths == [400, 444, 656])
    #expect(scene.log.entries == ["P.willAppear", "P.didAppear"])
    try scene.check()
    #expect(scene.host.press(key: .escape))
    scene.host.settle()
    #expect(!scene.split.isPrimaryOverlayVisible)
    #expect(scene.primary.view.window == nil)
    #expect(
      scene.log.entries == ["P.willAppear", "P.didAppear", "P.willDisappear", "P.didDisappear"])
    #expect(!scene.host.press(key: .escape))
    try scene.check()
  }

  @Test("a swipe from the leading edge reveals the primary; a tap outside dismisses it")
  func overlayBySwipe() throws {
    let scene = SplitScene()
    scene.split.setPrimaryHidden(true, animated: false)
    scene.host.drag(from: Point(x: 4, y: 300), to: Point(x: 240, y: 310))
    scene.host.settle()
    #expect(scene.split.isPrimaryOverlayVisible)
    try scene.check()
    scene.host.tap(at: Point(x: 300, y: 300))
    scene.host.settle()
    #expect(scene.split.isPrimaryOverlayVisible)
    scene.host.tap(at: Point(x: 900, y: 300))
    scene.host.settle()
    #expect(!scene.split.isPrimaryOverlayVisible)
    #expect(scene.primary.appearanceState == .disappeared)
    try scene.check()
  }

  @Test("the overlay ends when the split narrows to one column")
  func overlayEndsInOneColumn() throws {
    let scene = SplitScene()
    scene.split.setPrimaryHidden(true, animated: false)
    scene.split.showPrimaryOverlay(animated: false)
    #expect(scene.split.isPrimaryOverlayVisible)
    try scene.resize(to: 500)
    #expect(!scene.split.isPrimaryOverlayVisible)
    #expect(scene.split.visibleViewControllers.map(\.title) == ["P"])
    #expect(scene.primary.view.frame == Rect(x: 0, y: 0, width: 500, height: 600))
    #expect(scene.primary.view.shadow.opacity == 0)
  }

  @Test("the revealed primary follows the finger and slides back when released short")
  func revealFollowsFinger() throws {
    let scene = SplitScene()
    scene.split.setPrimaryHidden(true, animated: false)
    scene.log.clear()
    scene.host.beginDrag(at: Point(x: 4, y: 300))
    for x in stride(from: 20.0, through: 124, by: 8) {
      scene.host.moveDrag(to: Point(x: x, y: 300))
    }
    let followed = scene.primary.view.presentation.frame.minX
    #expect(followed > -400 && followed < -250)
    #expect(scene.split.isTransitioning)
    #expect(scene.log.entries == ["P.willAppear"])
    for _ in 0..<10 { scene.host.moveDrag(to: Point(x: 124, y: 300)) }
    scene.host.endDrag()
    scene.host.settle()
    #expect(!scene.split.isPrimaryOverlayVisible)
    #expect(!scene.split.isTransitioning)
    #expect(scene.log.entries == ["P.willAppear", "P.willDisappear", "P.didDisappear"])
    #expect(scene.primary.view.window == nil)
    try scene.check()
  }
}
