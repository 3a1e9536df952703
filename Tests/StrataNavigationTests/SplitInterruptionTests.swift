import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A change of the column count that cuts a slide of the primary short ends it, and the column
/// that collapses fades out while the columns slide. Found by `strata-fuzz --container split`.
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

  @Test(
    "calls made during a slide apply in order: a secondary replaced first can become the detail")
  func queuedShowsApplyInOrder() throws {
    let scene = SplitScene(width: 1100)
    scene.split.setPrimaryHidden(true, animated: false)
    scene.host.render()
    scene.split.setPrimaryHidden(false, animated: true)
    #expect(scene.split.isTransitioning)
    let newSecondary = ViewController()
    newSecondary.title = "S2"
    scene.split.showSecondary(newSecondary, sender: nil)
    // The old secondary is still a column now, but not once the call before this one runs.
    scene.split.showDetail(scene.secondary, sender: nil)
    #expect(scene.split.lastError == nil)
    scene.host.settle()
    #expect(scene.split.viewControllers.map(\.title) == ["P", "S2", "S"])
    #expect(scene.split.lastError == nil)
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

  @Test("showing the primary, queued behind an overlay slide cut short by resizes, puts it back")
  func showPrimaryAfterInterruptedOverlay() throws {
    let scene = SplitScene(width: 1024)
    scene.split.setPrimaryHidden(true, animated: true)
    scene.host.resize(to: Size(width: 984, height: 568))
    scene.split.showPrimaryOverlay(animated: true)
    // One column, then two again, while the overlay still slides in.
    scene.host.resize(to: Size(width: 693, height: 768))
    scene.host.resize(to: Size(width: 768, height: 400))
    scene.split.showPrimaryOverlay(animated: false)
    scene.split.setPrimaryHidden(false, animated: false)
    scene.host.settle()

    #expect(!scene.split.isPrimaryHidden)
    #expect(scene.split.visibleViewControllers.map(\.title) == ["P", "D"])
    #expect(scene.primary.view.window === scene.host.window)
    #expect(scene.primary.view.frame.width > 0)
    #expect(scene.primary.appearanceState == .appeared)
    try scene.check()
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

  @Test("narrowing to one column under a reveal swipe leaves the primary appeared")
  func narrowUnderRevealSwipe() throws {
    let scene = SplitScene(width: 1024)
    scene.split.setPrimaryHidden(true, animated: false)
    scene.host.render()
    scene.host.beginDrag(at: Point(x: 9, y: 219))
    scene.host.moveDrag(to: Point(x: 93, y: 203))
    #expect(scene.split.isPrimaryOverlayVisible)
    #expect(scene.primary.appearanceState == .appearing)
    scene.split.maximumNumberOfColumns = 1
    scene.host.moveDrag(to: Point(x: 20, y: 204))
    // The primary is the only column now: it has appeared, under the finger or not.
    #expect(scene.primary.appearanceState == .appeared)
    scene.host.endDrag()
    scene.host.settle()
    #expect(!scene.split.isTransitioning)
    #expect(scene.primary.appearanceState == .appeared)
    #expect(scene.split.visibleViewControllers.map(\.title) == ["P"])
    try scene.check()
  }

  @Test("a window narrowed to one column under a reveal swipe leaves the primary filling it")
  func resizeUnderRevealSwipe() throws {
    let scene = SplitScene(width: 1024)
    scene.split.setPrimaryHidden(true, animated: false)
    scene.host.render()
    scene.host.beginDrag(at: Point(x: 11, y: 300))
    scene.host.moveDrag(to: Point(x: 40, y: 300))
    scene.host.moveDrag(to: Point(x: -12, y: 300))
    scene.host.resize(to: Size(width: 480, height: 400))
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.split.visibleViewControllers.map(\.title) == ["P"])
    // It fills the split, not left where the finger held it.
    #expect(scene.primary.view.frame == scene.split.view.bounds)
    #expect(scene.primary.appearanceState == .appeared)
    try scene.check()
  }

  @Test("shows queued behind a slide are checked again when they run: one column each")
  func queuedShowsCheckedAgain() throws {
    let scene = SplitScene()
    let shown = LoggingViewController("X", log: scene.log)
    scene.split.setPrimaryHidden(true, animated: true)
    #expect(scene.split.isTransitioning)
    // Both pass the check now (X is in no column yet) and wait for the slide.
    scene.split.showDetail(shown, sender: nil)
    scene.split.showSecondary(shown, sender: nil)
    #expect(scene.split.lastError == nil)
    expectDiagnostic(containing: "already in another column") {
      scene.host.settle()
    }
    // The detail ran first; X cannot also be the secondary.
    #expect(scene.split.viewControllers.map(\.title) == ["P", "S", "X"])
    #expect(scene.split.lastError == .alreadyInSplit)
    #expect(shown.parent === scene.split)
    try scene.check()
  }

  @Test("the collapsing column fades out where it was while the columns slide")
  func collapsingColumnFades() throws {
    let scene = SplitScene()
    scene.host.resize(to: Size(width: 800, height: 600))
    // The model changed at once: S collapsed and has disappeared.
    #expect(scene.split.visibleViewControllers.map(\.title) == ["P", "D"])
    #expect(scene.secondary.parent == nil)
    #expect(scene.secondary.appearanceState == .disappeared)
    scene.host.advance(by: 0.1)
    // Its view still shows at its old place, in a stand-in that fades out.
    let standIn = try #require(scene.secondary.view.superview)
    #expect(standIn !== scene.split.view)
    #expect(standIn.superview === scene.split.view)
    #expect(!standIn.isUserInteractionEnabled)
    #expect(standIn.frame == Rect(x: 296, y: 0, width: 325, height: 600))
    let alpha = standIn.presentation.alpha
    #expect(alpha > 0 && alpha < 1)
    #expect(scene.secondary.view.alpha == 1)
    try scene.check()
    scene.host.settle()
    #expect(scene.secondary.view.superview == nil)
    #expect(standIn.superview == nil)
    #expect(scene.split.view.subviews.allSatisfy { $0.alpha == 1 })
    try scene.check()

    // Separating it again fades it in where it goes.
    scene.host.resize(to: Size(width: 1100, height: 600))
    scene.host.advance(by: 0.1)
    #expect(scene.secondary.view.superview === scene.split.view)
    let fadingIn = scene.secondary.view.presentation.alpha
    #expect(fadingIn > 0 && fadingIn < 1)
    scene.host.settle()
    #expect(scene.widths == [296, 325, 479])
    try scene.check()
  }

  @Test("a column that collapses and separates again mid-fade comes back whole")
  func separateDuringFade() throws {
    let scene = SplitScene()
    scene.host.resize(to: Size(width: 800, height: 600))
    scene.host.advance(by: 0.1)
    scene.host.resize(to: Size(width: 1100, height: 600))
    scene.host.settle()
    #expect(scene.secondary.view.superview === scene.split.view)
    #expect(scene.secondary.view.presentation.alpha == 1)
    #expect(scene.secondary.appearanceState == .appeared)
    #expect(scene.split.view.subviews.allSatisfy { $0.alpha == 1 })
    try scene.check()
  }

  @Test("a controller given twice is misuse: the split keeps its first place and says why")
  func duplicateControllers() {
    let log = CallLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let split = expectDiagnostic(containing: "more than once") {
      SplitViewController(viewControllers: [a, a, b])
    }
    #expect(split.lastError == .duplicateController)
    #expect(split.viewControllers.map(\.title) == ["A", "B"])
    #expect(split.children.map(\.title) == ["A", "B"])

    // Four given is too many, even when one is a duplicate; the first three distinct stay.
    let more = ["E", "F", "G"].map { LoggingViewController($0, log: log) }
    let crowded = expectDiagnostic(containing: "more than once") {
      expectDiagnostic(containing: "at most three view controllers, not 4") {
        SplitViewController(viewControllers: [more[0], more[1], more[0], more[2]])
      }
    }
    #expect(crowded.lastError == .tooManyControllers(4))
    #expect(crowded.viewControllers.map(\.title) == ["E", "F", "G"])
  }
}
