import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// How a released drag of the paper stack snaps, as FRLayeredNavigationController decides it:
/// a release faster than the snapping velocity goes the way it was thrown, a slower one to the
/// nearer of the gap's closed and open widths. In a 1024-wide container with A at 64 and B at
/// 464, the A–B gap is open (400, A's width) and closes to 64, B's resting place being 128.
@Suite("LayeredNavigationController release: fling against slow drag", .strictDiagnostics)
@MainActor
struct LayeredReleaseTests {
  /// Drags B left by `distance` points, 10 points a frame, then holds still for 0.3 s.
  private func dragSlowly(_ scene: LayeredScene, left distance: Double) {
    scene.host.beginDrag(at: Point(x: 600, y: 300))
    for step in stride(from: 10.0, through: distance, by: 10) {
      scene.host.moveDrag(to: Point(x: 600 - step, y: 300))
    }
    scene.host.advance(by: 0.3)
  }

  @Test("B released slowly at a 300-point gap reopens; flung left to the same place, it closes")
  func flingAgainstSlowDragLeft() throws {
    let slow = LayeredScene()
    let slowB = slow.push("A", "B")[1]
    dragSlowly(slow, left: 100)
    #expect(slow.x(slowB) == 364)
    slow.host.endDrag()
    // Nearer open (100 away) than closed (236 away).
    #expect(slow.x(slowB) == 464)
    slow.host.settle()
    #expect(slow.presentedX(slowB) == 464)
    try slow.expectAgreement()

    let flung = LayeredScene()
    let flungB = flung.push("A", "B")[1]
    // Six frames at 1000 points per second: 100 points left, released at the same gap.
    flung.host.fling(from: Point(x: 600, y: 300), velocity: Point(x: -1000, y: 0))
    #expect(flung.x(flungB) == 128)
    #expect(abs(flung.presentedX(flungB) - 364) < 1e-6)
    flung.host.advance(by: TestHost.frameDuration)
    let first = flung.presentedX(flungB)
    #expect(first < 364 && first > 128)
    flung.host.settle()
    #expect(flung.presentedX(flungB) == 128)
    #expect(flung.x(flung.container.viewControllers[1]) == 64)
    try flung.expectAgreement()
  }

  @Test("B released slowly at a 150-point gap closes; thrown right to the same place, it opens")
  func throwAgainstSlowDragRight() throws {
    let slow = LayeredScene()
    let slowB = slow.push("A", "B")[1]
    dragSlowly(slow, left: 250)
    #expect(slow.x(slowB) == 214)
    slow.host.endDrag()
    slow.host.settle()
    #expect(slow.x(slowB) == 128)
    try slow.expectAgreement()

    let thrown = LayeredScene()
    let thrownB = thrown.push("A", "B")[1]
    dragSlowly(thrown, left: 300)
    // Back right 50 points in three frames (1000 points per second), then up at once.
    for step in 1...3 {
      thrown.host.moveDrag(to: Point(x: 300 + Double(step) * 50 / 3, y: 300))
    }
    #expect(abs(thrown.x(thrownB) - 214) < 1e-6)
    thrown.host.endDrag()
    #expect(thrown.x(thrownB) == 464)
    thrown.host.settle()
    #expect(thrown.presentedX(thrownB) == 464)
    try thrown.expectAgreement()
  }

  @Test("a slow release exactly half way closes the gap, as the original breaks the tie")
  func tieCloses() throws {
    let scene = LayeredScene()
    let b = scene.push("A", "B")[1]
    // Left 168: the gap is 232, 168 from both 64 and 400.
    scene.host.beginDrag(at: Point(x: 600, y: 300))
    for step in 1...21 {
      scene.host.moveDrag(to: Point(x: 600 - Double(step) * 8, y: 300))
    }
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.x(b) == 128)
    try scene.expectAgreement()
  }

  @Test("a cancelled drag snaps to the nearer width, whichever it is")
  func cancelledDragSnapsToNearer() throws {
    let nearOpen = LayeredScene()
    let openB = nearOpen.push("A", "B")[1]
    dragSlowly(nearOpen, left: 100)
    nearOpen.host.cancelDrag()
    nearOpen.host.settle()
    #expect(nearOpen.x(openB) == 464)
    try nearOpen.expectAgreement()

    let nearClosed = LayeredScene()
    let closedB = nearClosed.push("A", "B")[1]
    dragSlowly(nearClosed, left: 250)
    nearClosed.host.cancelDrag()
    nearClosed.host.settle()
    #expect(nearClosed.x(closedB) == 128)
    try nearClosed.expectAgreement()
  }

  @Test("a push made during a fling's snap runs once the layers rest")
  func pushDuringFlingSnap() throws {
    let scene = LayeredScene()
    let b = scene.push("A", "B")[1]
    scene.host.fling(from: Point(x: 600, y: 300), velocity: Point(x: -1000, y: 0))
    #expect(scene.container.isTransitioning)
    let c = scene.make("C")
    scene.container.push(c, animated: true)
    #expect(scene.container.viewControllers.last === c)
    #expect(c.parent == nil)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(c.parent == nil)
    scene.host.settle()
    #expect(c.parent === scene.container)
    #expect(scene.x(b) == 128)
    // Against B's right edge, closed at 128.
    #expect(scene.x(c) == 528)
    try scene.expectAgreement()
  }
}
