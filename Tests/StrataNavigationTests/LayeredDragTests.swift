import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// The paper stack's drag as FRLayeredNavigationController's, in a 1024-wide container with
/// the root (400 wide) at 0 and layers 400 wide: pushing A then B leaves A at 64, B at 464.
@Suite("LayeredNavigationController drags as FRLayeredNavigationController", .strictDiagnostics)
@MainActor
struct LayeredDragTests {
  @Test("a layer pulled along moves with its upper neighbour both ways")
  func pulledLayerMovesBothWays() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    let (a, b) = (pushed[0], pushed[1])
    #expect(scene.x(a) == 64 && scene.x(b) == 464)
    let y = 300.0
    scene.host.beginDrag(at: Point(x: 600, y: y))
    // Right 100: the A–B gap is open (A's width), so A comes along.
    for step in 1...10 {
      scene.host.moveDrag(to: Point(x: 600 + Double(step) * 10, y: y))
      #expect(scene.x(b) == 464 + Double(step) * 10, "step \(step)")
      #expect(scene.x(a) == 64 + Double(step) * 10, "step \(step)")
    }
    // Back left 130 without lifting: A goes back with B, down to its resting place.
    for step in 1...13 {
      scene.host.moveDrag(to: Point(x: 700 - Double(step) * 10, y: y))
      let expectedB = 564 - Double(step) * 10
      #expect(scene.x(b) == expectedB, "step \(step)")
      #expect(scene.x(a) == max(64, expectedB - 400), "step \(step)")
    }
    #expect(scene.x(a) == 64 && scene.x(b) == 434)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    // The A–B gap (370) snaps open; nothing is left half open.
    #expect(scene.x(a) == 64)
    #expect(scene.x(b) == 464)
    try scene.expectAgreement()
  }

  @Test("dragging a lower layer closes the layers above it, bounded at their resting places")
  func draggingLowerLayerClosesUpperOnes() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    let (a, b) = (pushed[0], pushed[1])
    let recorder = LayeredDelegateRecorder()
    scene.container.delegate = recorder
    // A shows from 64 to 464: press there and drag left 200.
    scene.host.beginDrag(at: Point(x: 300, y: 300))
    for step in 1...10 {
      scene.host.moveDrag(to: Point(x: 300 - Double(step) * 20, y: 300))
      #expect(scene.x(b) == 464 - Double(step) * 20, "step \(step)")
      #expect(scene.x(a) == 64, "step \(step)")
      #expect(scene.presentedX(a) == 64, "step \(step)")
    }
    #expect(recorder.events == ["willMove A", "moving A"])
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    // The A–B gap (200) is nearer closed (64) than open (400).
    #expect(scene.x(a) == 64)
    #expect(scene.x(b) == 128)
    #expect(recorder.events == ["willMove A", "moving A", "didMove A"])
    try scene.expectAgreement()
  }

  @Test("the rubber band pulls a layer past its rest only once every layer rests, and retraces")
  func rubberBandOnlyWhenAllRest() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    let (a, b) = (pushed[0], pushed[1])
    // Left 400 from A's strip, 20 points a move: B closes over the first 336 points; A stays
    // at rest until B rests, then goes on at half the finger's speed.
    scene.host.beginDrag(at: Point(x: 300, y: 300))
    for step in 1...20 {
      scene.host.moveDrag(to: Point(x: 300 - Double(step) * 20, y: 300))
      let bOpen = 464 - Double(step) * 20
      #expect(scene.x(b) == max(128, bOpen), "step \(step)")
      if bOpen > 128 { #expect(scene.x(a) == 64, "step \(step)") }
    }
    // The moves after B came to rest (steps 17 to 20, 80 points) show as 40.
    #expect(scene.x(a) == 24)
    #expect(scene.x(b) == 128)
    // Back right 40: the band retraces, B stays.
    for step in 1...2 {
      scene.host.moveDrag(to: Point(x: -100 + Double(step) * 20, y: 300))
    }
    #expect(scene.x(a) == 44)
    #expect(scene.x(b) == 128)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    #expect(scene.x(a) == 64)
    #expect(scene.presentedX(a) == 44)
    scene.host.settle()
    #expect(scene.presentedX(a) == 64)
    #expect(scene.x(b) == 128)
    try scene.expectAgreement()
  }

  @Test("a drag on the root's strip slides the whole stack over the root")
  func dragOnRootSlidesStack() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    let (a, b) = (pushed[0], pushed[1])
    let recorder = LayeredDelegateRecorder()
    scene.container.delegate = recorder
    // The root shows from 0 to 64.
    scene.host.beginDrag(at: Point(x: 30, y: 300))
    for step in 1...10 {
      scene.host.moveDrag(to: Point(x: 30 + Double(step) * 10, y: 300))
      #expect(scene.x(a) == 64 + Double(step) * 10, "step \(step)")
      #expect(scene.x(b) == 464 + Double(step) * 10, "step \(step)")
      #expect(scene.x(scene.root) == 0)
    }
    #expect(scene.container.isTransitioning)
    // Back left 200: every layer takes the move, none past its resting place.
    for step in 1...10 {
      scene.host.moveDrag(to: Point(x: 130 - Double(step) * 20, y: 300))
      #expect(scene.x(a) == max(64, 164 - Double(step) * 20), "step \(step)")
      #expect(scene.x(b) == 564 - Double(step) * 20, "step \(step)")
    }
    #expect(recorder.events == ["willMove R", "moving R"])
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    // The A–B gap (300) is nearer open.
    #expect(scene.x(a) == 64)
    #expect(scene.x(b) == 464)
    #expect(recorder.events == ["willMove R", "moving R", "didMove R"])
    try scene.expectAgreement()
  }

  @Test("a drag on empty space slides the whole stack")
  func dragOnEmptySpaceSlidesStack() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A")
    #expect(scene.x(pushed[0]) == 400)
    // Nothing lies right of A (400…800).
    scene.beginDrag(at: Point(x: 900, y: 300), by: -200)
    #expect(scene.x(pushed[0]) == 200)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    // 200 is nearer closed (64) than open (400).
    #expect(scene.x(pushed[0]) == 64)
    try scene.expectAgreement()
  }

  @Test("what the finger put down stays there, even past the right edge")
  func fingerPlacementStays() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B", "C")
    let (a, b, c) = (pushed[0], pushed[1], pushed[2])
    #expect(pushed.map { scene.x($0) } == [64, 128, 528])
    // C takes B along: their gap is B's width.
    scene.beginDrag(at: Point(x: 800, y: 300), by: 336, steps: 12)
    #expect(pushed.map { scene.x($0) } == [64, 464, 864])
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(pushed.map { scene.x($0) } == [64, 464, 864])
    // Drag A right 450 and release slowly: the root's gap snaps open and the layers above
    // follow past the right edge.
    scene.beginDrag(at: Point(x: 300, y: 300), by: 450, steps: 15)
    #expect(pushed.map { scene.x($0) } == [514, 914, 1314])
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.x(a) == 400)
    #expect(scene.x(b) == 800)
    #expect(scene.x(c) == 1200)
    #expect(!scene.isDrawn(c) && c.appearanceState == .disappeared)
    #expect(scene.isDrawn(scene.root))
    try scene.expectAgreement()

    // A push, where no finger decides, brings its layer into view.
    let d = scene.make("D")
    scene.container.push(d, animated: true)
    scene.host.settle()
    #expect(scene.x(d) + 400 <= 1024)
    #expect(scene.isDrawn(d) && d.appearanceState == .appeared)
    try scene.expectAgreement()
  }

  @Test("a pop brings the new top layer into view when the finger had left it outside")
  func popBringsTopIntoView() throws {
    let scene = LayeredScene(size: Size(width: 694, height: 768))
    let pushed = scene.push("A", "B", "C")
    #expect(pushed.map { scene.x($0) } == [64, 128, 528])
    scene.beginDrag(at: Point(x: 600, y: 300), by: 336, steps: 12)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    scene.beginDrag(at: Point(x: 300, y: 300), by: 450, steps: 15)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(pushed.map { scene.x($0) } == [400, 800, 1200])
    #expect(!scene.isDrawn(pushed[1]))
    scene.container.pop(animated: true)
    scene.host.settle()
    // B shows whole at the right edge; A goes back to its resting place on the way.
    #expect(scene.x(pushed[0]) == 64)
    #expect(scene.x(pushed[1]) == 294)
    #expect(scene.isDrawn(pushed[1]) && pushed[1].appearanceState == .appeared)
    try scene.expectAgreement()
  }

  @Test("the pan tracks one finger, as the original's")
  func panTracksOneFinger() {
    let scene = LayeredScene()
    #expect(scene.container.panGestureRecognizer.maximumNumberOfTouches == 1)
  }

  @Test("a resize during a drag keeps the drag going from where the layers are")
  func resizeMidDrag() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    let (a, b) = (pushed[0], pushed[1])
    scene.beginDrag(at: Point(x: 600, y: 300), by: 100)
    #expect(scene.x(a) == 164 && scene.x(b) == 564)
    scene.host.resize(to: Size(width: 800, height: 768))
    // The finger decides: nothing moves for the resize mid-drag.
    #expect(scene.x(a) == 164 && scene.x(b) == 564)
    for step in 1...13 {
      scene.host.moveDrag(to: Point(x: 700 - Double(step) * 10, y: 300))
    }
    #expect(scene.x(a) == 64 && scene.x(b) == 434)
    try scene.host.checkInvariants()
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.x(a) == 64 && scene.x(b) == 464)
    try scene.expectAgreement()
  }
}

/// A drag that starts while layers move takes them from where they are drawn.
@Suite("LayeredNavigationController drags catch moving layers", .strictDiagnostics)
@MainActor
struct LayeredCatchTests {
  @Test("a touch during a push's slide catches the layer where it is drawn")
  func catchPushMidSlide() throws {
    // A twin scene, stepped the same way, says where A is drawn when the pan begins.
    let twin = LayeredScene()
    twin.container.push(twin.make("A"), animated: true)
    twin.host.advance(by: 0.1)
    twin.host.advance(by: TestHost.frameDuration)
    let caught = try #require(twin.container.topViewController).view.superview?.superview?
      .presentation.frame.minX
    let drawn = try #require(caught)
    #expect(drawn > 400 && drawn < 1024)

    let scene = LayeredScene()
    let a = scene.make("A")
    scene.log.clear()
    scene.container.push(a, animated: true)
    scene.host.advance(by: 0.1)
    let touch = scene.presentedX(a) + 50
    scene.host.beginDrag(at: Point(x: touch, y: 300))
    scene.host.moveDrag(to: Point(x: touch - 30, y: 300))
    // The push ended where A was drawn; the finger's 30 points follow from there.
    #expect(scene.x(a) == drawn - 30)
    #expect(scene.presentedX(a) == drawn - 30)
    #expect(
      scene.log.entries == ["A.willMove(stack)", "A.willAppear", "A.didAppear", "A.didMove(stack)"])
    scene.host.moveDrag(to: Point(x: touch - 50, y: 300))
    #expect(scene.x(a) == drawn - 50)
    try scene.host.checkInvariants()
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    // The root's gap snaps to the nearer of 64 and 400.
    let gap = drawn - 50
    #expect(scene.x(a) == (gap - 64 <= 400 - gap ? 64 : 400))
    try scene.expectAgreement()
  }

  @Test("a quick second flick catches the snap of the first")
  func secondFlickCatchesSnap() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    let b = pushed[1]
    let recorder = LayeredDelegateRecorder()
    scene.container.delegate = recorder
    scene.host.fling(from: Point(x: 600, y: 300), velocity: Point(x: -600, y: 0))
    #expect(scene.x(b) == 128)
    scene.host.advance(by: TestHost.frameDuration)
    scene.host.advance(by: TestHost.frameDuration)
    let drawn = scene.presentedX(b)
    #expect(drawn > 128 && drawn < 404)
    // Flick right on B where it is drawn: the settle stops and the gap opens.
    scene.host.fling(from: Point(x: drawn + 100, y: 300), velocity: Point(x: 600, y: 0))
    #expect(scene.x(b) == 464)
    scene.host.settle()
    #expect(scene.x(b) == 464)
    #expect(scene.x(pushed[0]) == 64)
    #expect(
      recorder.events == [
        "willMove B", "moving B", "didMove B", "willMove B", "moving B", "didMove B",
      ])
    try scene.expectAgreement()
  }

  @Test("a call made during a drag that caught a push waits for the drag")
  func callDuringCaughtDrag() throws {
    let scene = LayeredScene()
    let a = scene.make("A")
    scene.container.push(a, animated: true)
    scene.host.advance(by: 0.1)
    let touch = scene.presentedX(a) + 50
    scene.beginDrag(at: Point(x: touch, y: 300), by: -40, steps: 4)
    #expect(a.parent === scene.container)
    let b = scene.make("B")
    scene.container.push(b, animated: true)
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A", "B"])
    #expect(b.parent == nil)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(b.parent === scene.container)
    #expect(scene.x(b) + 400 <= 1024)
    try scene.expectAgreement()
  }
}

/// The original's items used −1 for "unset".
@Suite("LayeredNavigationItem reads the original's −1 as unset", .strictDiagnostics)
@MainActor
struct LayeredUnsetItemTests {
  @Test("−1 for width, next item distance and snapping distance means 400, 64 and the width")
  func minusOneMeansUnset() throws {
    let scene = LayeredScene()
    let unset: (LayeredNavigationItem) -> Void = { item in
      item.width = -1
      item.nextItemDistance = -1
      item.snappingDistance = -1
    }
    let a = scene.make("A")
    let b = scene.make("B")
    scene.container.push(a, animated: false, configuration: unset)
    scene.container.push(b, animated: false, configuration: unset)
    scene.host.render()
    #expect(a.view.frame.width == 400)
    #expect(b.layeredNavigationItem?.initialViewPosition.x == 128)
    #expect(scene.x(a) == 64 && scene.x(b) == 464)
    // A's snapping distance is its width: pulling B right takes A along at once.
    scene.beginDrag(at: Point(x: 600, y: 300), by: 50)
    #expect(scene.x(a) == 114 && scene.x(b) == 514)
    scene.host.endDrag()
    scene.host.settle()
    // Zero is a distance, not "unset"; a width of zero is unset, as in the original.
    let item = try #require(a.layeredNavigationItem)
    item.nextItemDistance = 0
    item.width = 0
    scene.host.render()
    #expect(b.layeredNavigationItem?.initialViewPosition.x == 64)
    #expect(a.view.frame.width == 400)
    try scene.expectAgreement()
  }
}

/// More interleavings of drags with the motions they may or may not catch.
@Suite("LayeredNavigationController drags during motions", .strictDiagnostics)
@MainActor
struct LayeredDragInterleavingTests {
  @Test("a push that slides in from the top cannot be caught: the pan does not begin")
  func verticalPushNotCaught() throws {
    let scene = LayeredScene()
    let a = scene.make("A")
    let recorder = LayeredDelegateRecorder()
    scene.container.delegate = recorder
    scene.container.push(a, animated: true, direction: .up)
    scene.host.advance(by: 0.1)
    scene.beginDrag(at: Point(x: 500, y: 300), by: -100)
    #expect(recorder.events.isEmpty)
    #expect(scene.x(a) == 400)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.x(a) == 400 && scene.presentedY(a) == 0)
    try scene.expectAgreement()
  }

  @Test("a touch during a compression stops every layer where it is drawn")
  func catchCompression() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B", "C")
    scene.beginDrag(at: Point(x: 800, y: 300), by: 336, steps: 12)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(pushed.map { scene.x($0) } == [64, 464, 864])
    scene.container.compress(animated: true)
    scene.host.advance(by: 0.25)
    // Where the layers are drawn when the pan begins, one frame later (a twin scene stepped
    // the same way says).
    let twin = LayeredScene()
    let twins = twin.push("A", "B", "C")
    twin.beginDrag(at: Point(x: 800, y: 300), by: 336, steps: 12)
    twin.host.advance(by: 0.3)
    twin.host.endDrag()
    twin.host.settle()
    twin.container.compress(animated: true)
    twin.host.advance(by: 0.25)
    twin.host.advance(by: TestHost.frameDuration)
    let drawn = twins.map { twin.presentedX($0) }
    #expect(drawn[1] > 128 && drawn[1] < 464)
    // Touch C where it is drawn and move right 20 (C, above nothing, takes the finger).
    let touch = drawn[2] + 50
    scene.host.beginDrag(at: Point(x: touch, y: 300))
    scene.host.moveDrag(to: Point(x: touch + 20, y: 300))
    #expect(scene.x(pushed[2]) == drawn[2] + 20)
    #expect(scene.x(pushed[1]) == drawn[1])
    #expect(scene.x(pushed[0]) == drawn[0])
    #expect(scene.presentedX(pushed[1]) == drawn[1])
    try scene.host.checkInvariants()
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(!scene.container.isTransitioning)
    try scene.expectAgreement()
  }

  @Test("right to left, a drag on the root's strip slides the whole stack, mirrored")
  func rightToLeftWholeStack() throws {
    let scene = LayeredScene()
    scene.host.window.layoutDirection = .rightToLeft
    let pushed = scene.push("A", "B")
    scene.host.render()
    // Mirrored: A's left edge at 1024 − 64 − 400, B's at 1024 − 464 − 400.
    let resting: [Double] = [560, 160]
    #expect(pushed.map { scene.x($0) } == resting)
    // The root shows from 960 to 1024; the finger moves left, along the stack.
    scene.beginDrag(at: Point(x: 1000, y: 300), by: -100)
    let moved: [Double] = [460, 60]
    #expect(pushed.map { scene.x($0) } == moved)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(pushed.map { scene.x($0) } == resting)
    try scene.expectAgreement()
  }

  @Test("turning interaction off during a caught drag snaps the layers")
  func interactionOffDuringCaughtDrag() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    scene.host.fling(from: Point(x: 600, y: 300), velocity: Point(x: -600, y: 0))
    scene.host.advance(by: TestHost.frameDuration)
    let drawn = scene.presentedX(pushed[1])
    scene.beginDrag(at: Point(x: drawn + 100, y: 300), by: 40, steps: 4)
    #expect(scene.container.isTransitioning)
    scene.container.isUserInteractionEnabled = false
    scene.host.settle()
    #expect(!scene.container.isTransitioning)
    #expect([128.0, 464.0].contains(scene.x(pushed[1])))
    scene.host.endDrag()
    scene.container.isUserInteractionEnabled = true
    try scene.expectAgreement()
  }
}
