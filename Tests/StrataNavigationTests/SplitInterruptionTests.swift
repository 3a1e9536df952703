import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A change of the column count that cuts a slide of the primary short ends it. Found by
/// `strata-fuzz --container split`.
@Suite("SplitViewController interrupted mid-slide", .strictDiagnostics)
@MainActor
struct SplitInterruptionTests {
  @Test("narrowing to one column while the primary slides back in ends the slide")
  func narrowDuringPrimaryShow() throws {
    let scene = SplitScene(width: 1024)
    scene.split.setPrimaryHidden(true, animated: false)
    scene.host.render()
    scene.split.setPrimaryHidden(false, animated: true)
    #expect(scene.split.isTransitioning)
    scene.host.resize(to: Size(width: 693, height: 600))
    scene.host.settle()
    #expect(!scene.split.isTransitioning)
    #expect(scene.split.visibleViewControllers.map(\.title) == ["P"])
    #expect(scene.primary.appearanceState == .appeared)
    try scene.check()
  }

  @Test("narrowing to one column while the hidden primary slides over ends the overlay")
  func narrowDuringOverlay() throws {
    for narrowing in ["maximum", "resize"] {
      let scene = SplitScene(width: 1024)
      scene.split.setPrimaryHidden(true, animated: false)
      scene.host.render()
      scene.split.showPrimaryOverlay(animated: true)
      #expect(scene.split.isTransitioning)
      if narrowing == "maximum" {
        scene.split.maximumNumberOfColumns = 1
      } else {
        scene.host.resize(to: Size(width: 320, height: 400))
      }
      scene.host.settle()
      #expect(!scene.split.isTransitioning, "\(narrowing)")
      #expect(!scene.split.isPrimaryOverlayVisible, "\(narrowing)")
      #expect(scene.primary.appearanceState == .appeared, "\(narrowing)")
      try scene.check()
    }
  }

  @Test("narrowing while the reveal swipe's slide runs ends it")
  func narrowDuringRevealSlide() throws {
    let scene = SplitScene(width: 1024)
    scene.split.setPrimaryHidden(true, animated: false)
    scene.host.render()
    scene.host.fling(from: Point(x: 7, y: 340), velocity: Point(x: 1667, y: 0))
    #expect(scene.split.isTransitioning)
    scene.host.resize(to: Size(width: 693, height: 568))
    scene.host.settle()
    #expect(!scene.split.isTransitioning)
    #expect(scene.primary.appearanceState == .appeared)
    try scene.check()
  }
}
