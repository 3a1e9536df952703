import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// How a released reveal swipe ends: the hidden primary (400 wide over an 1100-wide split)
/// shows when the release, with the finger's speed carried on for 0.15 s, is past half its
/// width, and slides back otherwise.
@Suite("SplitViewController reveal release", .strictDiagnostics)
@MainActor
struct SplitRevealReleaseTests {
  /// A split with its primary hidden and the log cleared.
  private func hiddenPrimaryScene() -> SplitScene {
    let scene = SplitScene()
    scene.split.setPrimaryHidden(true, animated: false)
    scene.log.clear()
    return scene
  }

  /// Swipes in from the leading edge to `x`, 8 points a frame, then holds still for ten
  /// frames.
  private func revealSlowly(_ scene: SplitScene, to x: Double) {
    scene.host.beginDrag(at: Point(x: 4, y: 300))
    for step in stride(from: 12.0, through: x, by: 8) {
      scene.host.moveDrag(to: Point(x: step, y: 300))
    }
    for _ in 0..<10 { scene.host.moveDrag(to: Point(x: x, y: 300)) }
  }

  @Test("released slowly past half way, the primary slides on and shows")
  func slowReleasePastHalf() throws {
    let scene = hiddenPrimaryScene()
    revealSlowly(scene, to: 244)
    // 240 of 400 points in.
    #expect(scene.primary.view.frame.minX == -160)
    #expect(scene.split.isTransitioning)
    scene.host.endDrag()
    #expect(scene.split.isTransitioning)
    scene.host.advance(by: TestHost.frameDuration)
    let moving = scene.primary.view.presentation.frame.minX
    #expect(moving > -160 && moving < 0)
    scene.host.settle()
    #expect(scene.split.isPrimaryOverlayVisible)
    #expect(scene.split.isPrimaryHidden)
    #expect(!scene.split.isTransitioning)
    #expect(scene.primary.view.frame == Rect(x: 0, y: 0, width: 400, height: 600))
    #expect(scene.log.entries == ["P.willAppear", "P.didAppear"])
    try scene.check()
  }

  @Test("released slowly short of half way, the primary slides back out")
  func slowReleaseShortOfHalf() throws {
    let scene = hiddenPrimaryScene()
    revealSlowly(scene, to: 164)
    #expect(scene.primary.view.frame.minX == -240)
    scene.host.endDrag()
    scene.host.advance(by: TestHost.frameDuration)
    let moving = scene.primary.view.presentation.frame.minX
    #expect(moving < -240 && moving > -400)
    scene.host.settle()
    #expect(!scene.split.isPrimaryOverlayVisible)
    #expect(!scene.split.isTransitioning)
    #expect(scene.primary.view.window == nil)
    #expect(scene.log.entries == ["P.willAppear", "P.willDisappear", "P.didDisappear"])
    try scene.check()
  }

  @Test("thrown in short of half way, the primary shows; thrown back past it, it slides out")
  func throwsDecideAgainstPosition() throws {
    let thrownIn = hiddenPrimaryScene()
    // Six frames at 1000 points per second: 100 points in, a quarter of the way, but 150
    // more are projected.
    thrownIn.host.fling(from: Point(x: 4, y: 300), velocity: Point(x: 1000, y: 0))
    thrownIn.host.settle()
    #expect(thrownIn.split.isPrimaryOverlayVisible)
    #expect(thrownIn.log.entries == ["P.willAppear", "P.didAppear"])
    try thrownIn.check()

    let thrownBack = hiddenPrimaryScene()
    revealSlowly(thrownBack, to: 284)
    // Back 40 points in three frames (800 points per second, 120 projected back), released
    // 240 points in.
    for step in 1...3 {
      thrownBack.host.moveDrag(to: Point(x: 284 - Double(step) * 40 / 3, y: 300))
    }
    #expect(abs(thrownBack.primary.view.frame.minX + 160) < 1e-6)
    thrownBack.host.endDrag()
    thrownBack.host.settle()
    #expect(!thrownBack.split.isPrimaryOverlayVisible)
    #expect(thrownBack.primary.view.window == nil)
    #expect(thrownBack.log.entries == ["P.willAppear", "P.willDisappear", "P.didDisappear"])
    try thrownBack.check()
  }

  @Test("a cancelled reveal slides back even past half way")
  func cancelledRevealSlidesBack() throws {
    let scene = hiddenPrimaryScene()
    revealSlowly(scene, to: 324)
    scene.host.cancelDrag()
    scene.host.settle()
    #expect(!scene.split.isPrimaryOverlayVisible)
    #expect(scene.primary.view.window == nil)
    #expect(scene.log.entries == ["P.willAppear", "P.willDisappear", "P.didDisappear"])
    try scene.check()
  }

  @Test("showing the primary during a reveal waits for the reveal to settle")
  func showDuringReveal() throws {
    let scene = hiddenPrimaryScene()
    revealSlowly(scene, to: 244)
    scene.split.setPrimaryHidden(false, animated: true)
    #expect(scene.split.isPrimaryHidden)
    scene.host.endDrag()
    #expect(scene.split.isPrimaryHidden)
    scene.host.settle()
    #expect(!scene.split.isPrimaryHidden)
    #expect(!scene.split.isPrimaryOverlayVisible)
    #expect(scene.widths == [296, 325, 479])
    #expect(scene.primary.appearanceState == .appeared)
    try scene.check()
  }
}
