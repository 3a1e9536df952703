import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataNavigation

/// A cross navigation controller's pan driven by the swipe tracker: the phases as a person's
/// drag passes through them, the progress read from the moving screen along either axis, and
/// the one release rule deciding a fling and a slow drag of the same length differently.
@Suite("CrossNavigationController: swipes through the swipe tracker", .strictDiagnostics)
@MainActor
struct CrossSwipeTrackerTests {
  /// A scene whose root offers a new screen toward every side.
  private func offeringScene() -> CrossScene {
    let scene = CrossScene()
    for side in CrossDirection.allCases {
      scene.root.destinations[side] = { scene.screen("to \(side)") }
    }
    return scene
  }

  @Test("a drag is pending, then dragging, then finishing, then over; the tracker says how it ends")
  func phasesOfADrag() throws {
    let scene = offeringScene()
    #expect(scene.cross.swipeTracker.phase == .idle)
    scene.host.beginDrag(at: CrossScene.centre)
    scene.host.moveDrag(to: CrossScene.centre + Point(x: -20, y: 0))
    #expect(scene.cross.swipeTracker.phase == .dragging)
    #expect(scene.cross.swipeTracker.commits == nil)
    for step in 2...12 {
      scene.host.moveDrag(to: CrossScene.centre + Point(x: -20 * Double(step), y: 0))
    }
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    #expect(scene.cross.swipeTracker.phase == .finishing)
    #expect(scene.cross.swipeTracker.commits == true)
    // While the drag settles the screens it leaves are the planned ones.
    #expect(scene.cross.viewControllers.map(\.title) == ["A", "to right"])
    scene.host.settle()
    #expect(scene.cross.swipeTracker.phase == .idle)
    try scene.expectAgreement(["A", "to right"])
  }

  @Test("the progress is read from the moving screen along the drag's axis, width or height")
  func progressAlongEitherAxis() throws {
    for side in CrossDirection.allCases {
      let scene = offeringScene()
      scene.drag(asking: side, steps: 6)
      let length = side.isHorizontal ? CrossScene.size.width : CrossScene.size.height
      #expect(scene.cross.swipeDistance == length)
      let moving = try #require(scene.cross.children.last)
      let origin = moving.view.frame.origin
      let expected = 1 - abs(side.isHorizontal ? origin.x : origin.y) / length
      #expect(isClose(scene.cross.swipeProgress, expected))
      // Six moves of ten points from where the finger went down.
      #expect(isClose(scene.cross.swipeProgress, 60 / length))
      // A rest before the lift: a slow release short of the threshold goes back.
      scene.host.advance(by: 0.3)
      scene.host.endDrag()
      #expect(scene.cross.swipeTracker.commits == false)
      scene.host.settle()
      try scene.expectAgreement(["A"])
    }
  }

  @Test("a fling completes a short drag that the same slow drag cancels")
  func flingAgainstSlowDrag() throws {
    for side in [CrossDirection.right, .bottom] {
      let finger = CrossScene.finger(asking: side)
      let flung = offeringScene()
      flung.host.fling(from: CrossScene.centre, velocity: finger * 800)
      #expect(flung.cross.swipeTracker.commits == true)
      flung.host.settle()
      try flung.expectAgreement(["A", "to \(side)"])

      // The same distance (six frames at 800 points a second), then a rest before the lift.
      let slow = offeringScene()
      slow.host.beginDrag(at: CrossScene.centre)
      for move in 1...TestHost.flingMoveCount {
        slow.host.moveDrag(
          to: CrossScene.centre + finger * (800 * Double(move) * TestHost.frameDuration))
      }
      slow.host.advance(by: 0.3)
      slow.host.endDrag()
      #expect(slow.cross.swipeTracker.commits == false)
      slow.host.settle()
      try slow.expectAgreement(["A"])
    }
  }

  @Test("the threshold is the tracker's: a slow drag a third of the way completes at 0.25, not 0.5")
  func thresholdIsTheTrackers() throws {
    for threshold in [0.5, 0.25] {
      let scene = offeringScene()
      scene.cross.threshold = threshold
      #expect(scene.cross.swipeTracker.threshold == threshold)
      scene.drag(asking: .right, steps: 13)
      scene.host.advance(by: 0.3)
      scene.host.endDrag()
      scene.host.settle()
      try scene.expectAgreement(threshold < 0.3 ? ["A", "to right"] : ["A"])
    }
    let scene = CrossScene()
    scene.cross.threshold = .nan
    #expect(scene.cross.threshold == 0.5)
    scene.cross.threshold = 3
    #expect(scene.cross.threshold == 1)
  }

  @Test("a dismiss made while a completing drag settles applies to the screens it leaves")
  func callWhileTheDragSettles() throws {
    let scene = offeringScene()
    scene.host.fling(from: CrossScene.centre, velocity: Point(x: 0, y: -900))
    #expect(scene.cross.swipeTracker.phase == .finishing)
    let dismissed = scene.cross.dismiss(animated: true)
    #expect(dismissed?.title == "to bottom")
    #expect(scene.cross.viewControllers.map(\.title) == ["A"])
    scene.host.settle()
    try scene.expectAgreement(["A"])
    #expect(scene.cross.swipeTracker.phase == .idle)
  }
}
