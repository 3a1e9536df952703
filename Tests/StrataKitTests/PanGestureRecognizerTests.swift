import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("PanGestureRecognizer", .strictDiagnostics)
struct PanGestureRecognizerTests {
  /// A host whose root view carries `pan`, and a log of the pan's states and translations.
  @MainActor
  private func makeHost(
    _ pan: PanGestureRecognizer = PanGestureRecognizer()
  ) -> (TestHost, CallLog) {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let log = CallLog()
    pan.addAction { pan in
      log.record("\(pan.state) \(pan.translation(in: nil))")
    }
    controller.view.addGestureRecognizer(pan)
    return (host, log)
  }

  @MainActor @Test("a pan does not begin before the pointer moved 10 points")
  func slop() {
    let pan = PanGestureRecognizer()
    let (host, log) = makeHost(pan)
    host.beginDrag(at: Point(x: 100, y: 100))
    host.moveDrag(to: Point(x: 105, y: 100))
    host.moveDrag(to: Point(x: 109.9, y: 100))
    #expect(pan.state == .possible)
    #expect(log.entries.isEmpty)

    host.moveDrag(to: Point(x: 112, y: 100))
    #expect(pan.state == .began)
    host.endDrag()
  }

  @MainActor @Test("the translation counts from the touch-down point, so it does not jump at began")
  func translationContinuousAtBegan() {
    let (host, log) = makeHost()
    host.beginDrag(at: Point(x: 100, y: 100))
    host.moveDrag(to: Point(x: 106, y: 103))
    host.moveDrag(to: Point(x: 112, y: 106))
    host.moveDrag(to: Point(x: 118, y: 109))
    host.endDrag()

    #expect(
      log.entries == [
        "began (12, 6)",
        "changed (18, 9)",
        "ended (18, 9)",
      ])
  }

  @MainActor @Test("a drag reports began, then changed for each move, then ended")
  func stateSequence() {
    let pan = PanGestureRecognizer()
    let (host, log) = makeHost(pan)
    host.drag(from: Point(x: 50, y: 50), to: Point(x: 200, y: 50), duration: 0.25, steps: 5)

    #expect(
      log.entries == [
        "began (30, 0)",
        "changed (60, 0)",
        "changed (90, 0)",
        "changed (120, 0)",
        "changed (150, 0)",
        "ended (150, 0)",
      ])
    #expect(pan.state == .possible, "the pan resets once the pointer lifted")
  }

  @MainActor @Test("the velocity of a constant-speed drag is within 2 % of the speed")
  func velocityOfConstantDrag() throws {
    let pan = PanGestureRecognizer()
    var releaseVelocity: Point?
    pan.addAction { pan in
      if pan.state == .ended { releaseVelocity = pan.velocity(in: nil) }
    }
    let (host, _) = makeHost(pan)
    // 240 × 120 points in 0.4 s: 600 × 300 points per second.
    host.drag(from: Point(x: 50, y: 50), to: Point(x: 290, y: 170), duration: 0.4, steps: 24)

    let velocity = try #require(releaseVelocity)
    #expect(abs(velocity.x - 600) <= 600 * 0.02)
    #expect(abs(velocity.y - 300) <= 300 * 0.02)
  }

  @MainActor @Test("a fling's release velocity is the fling's velocity")
  func flingVelocity() throws {
    let pan = PanGestureRecognizer()
    var releaseVelocity: Point?
    pan.addAction { pan in
      if pan.state == .ended { releaseVelocity = pan.velocity(in: nil) }
    }
    let (host, _) = makeHost(pan)
    host.fling(from: Point(x: 300, y: 150), velocity: Point(x: -1500, y: 0))

    let velocity = try #require(releaseVelocity)
    #expect(abs(velocity.x + 1500) <= 1500 * 0.02)
    #expect(abs(velocity.y) < 1e-6)
  }

  @MainActor @Test("one late sample barely moves the velocity, where two samples would double it")
  func velocityRobustToOutlier() throws {
    let pan = PanGestureRecognizer()
    var releaseVelocity: Point?
    pan.addAction { pan in
      if pan.state == .ended { releaseVelocity = pan.velocity(in: nil) }
    }
    let (host, _) = makeHost(pan)
    let speed = 600.0
    let frame = 1.0 / 60
    var events = [PointerEvent(phase: .began, location: Point(x: 20, y: 100), timestamp: 0)]
    var lastTwo: [(time: Double, x: Double)] = []
    for step in 1...12 {
      let time = Double(step) * frame
      // The second-to-last sample arrives 8 ms late, stamped with its arrival time.
      let stamp = step == 11 ? time + 0.008 : time
      let x = 20 + speed * time
      events.append(PointerEvent(phase: .moved, location: Point(x: x, y: 100), timestamp: stamp))
      lastTwo = Array((lastTwo + [(stamp, x)]).suffix(2))
    }
    let last = try #require(events.last)
    events.append(
      PointerEvent(phase: .ended, location: last.location, timestamp: last.timestamp))
    for event in events { host.window.send(event) }

    let naive = (lastTwo[1].x - lastTwo[0].x) / (lastTwo[1].time - lastTwo[0].time)
    #expect(naive > speed * 1.8, "the two-sample estimate is thrown off")
    let velocity = try #require(releaseVelocity)
    #expect(abs(velocity.x - speed) <= speed * 0.05)
  }

  @MainActor @Test("holding still before lifting brings the velocity down to zero")
  func velocityAfterPause() throws {
    let pan = PanGestureRecognizer()
    var releaseVelocity: Point?
    pan.addAction { pan in
      if pan.state == .ended { releaseVelocity = pan.velocity(in: nil) }
    }
    let (host, _) = makeHost(pan)
    host.beginDrag(at: Point(x: 50, y: 50))
    for step in 1...6 { host.moveDrag(to: Point(x: 50 + Double(step) * 10, y: 50)) }
    host.advance(by: 0.2)
    host.endDrag()

    #expect(try #require(releaseVelocity) == .zero)
  }

  @MainActor @Test("setTranslation rebases the translation; later moves add to it")
  func setTranslation() {
    let pan = PanGestureRecognizer()
    let (host, _) = makeHost(pan)
    host.beginDrag(at: Point(x: 100, y: 100))
    host.moveDrag(to: Point(x: 130, y: 100))
    pan.setTranslation(.zero, in: nil)
    #expect(pan.translation(in: nil) == .zero)
    host.moveDrag(to: Point(x: 140, y: 105))
    #expect(pan.translation(in: nil) == Point(x: 10, y: 5))
    host.endDrag()
  }

  @MainActor @Test("translation and velocity convert into a scaled view's coordinate space")
  func translationInScaledView() {
    let pan = PanGestureRecognizer()
    let (host, _) = makeHost(pan)
    let scaled = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    scaled.transform = AffineTransform(scaleX: 2, y: 2)
    host.window.rootViewController?.view.addSubview(scaled)

    host.beginDrag(at: Point(x: 200, y: 200))
    host.moveDrag(to: Point(x: 240, y: 220))
    #expect(pan.translation(in: nil) == Point(x: 40, y: 20))
    #expect(pan.translation(in: scaled) == Point(x: 20, y: 10))
    pan.setTranslation(Point(x: 5, y: 5), in: scaled)
    #expect(pan.translation(in: nil) == Point(x: 10, y: 10))
    host.endDrag()
  }

  @MainActor @Test("a pan with more pointers than its maximum fails")
  func maximumTouches() {
    let pan = PanGestureRecognizer()
    pan.maximumNumberOfTouches = 1
    let (host, log) = makeHost(pan)
    host.window.send(
      PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), timestamp: 0))
    host.window.send(
      PointerEvent(id: 2, phase: .began, location: Point(x: 200, y: 100), timestamp: 0))
    #expect(pan.state == .failed)
    host.window.send(
      PointerEvent(id: 1, phase: .moved, location: Point(x: 150, y: 100), timestamp: 0.1))
    host.window.send(
      PointerEvent(id: 1, phase: .ended, location: Point(x: 150, y: 100), timestamp: 0.1))
    host.window.send(
      PointerEvent(id: 2, phase: .ended, location: Point(x: 200, y: 100), timestamp: 0.1))
    #expect(log.entries.isEmpty)
    #expect(pan.state == .possible)
  }

  @MainActor
  @Test("two pointers move the translation by their centroid, without a jump when one lifts")
  func centroidTranslation() {
    let pan = PanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    let (host, _) = makeHost(pan)
    let window = host.window
    window.send(PointerEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), timestamp: 0))
    window.send(
      PointerEvent(id: 1, phase: .moved, location: Point(x: 130, y: 100), timestamp: 0.02))
    #expect(pan.state == .possible, "one pointer is not enough")
    window.send(
      PointerEvent(id: 2, phase: .began, location: Point(x: 200, y: 100), timestamp: 0.03))
    window.send(
      PointerEvent(id: 2, phase: .moved, location: Point(x: 220, y: 100), timestamp: 0.04))
    #expect(pan.state == .began)
    #expect(pan.numberOfTouches == 2)
    #expect(pan.translation(in: nil) == Point(x: 40, y: 0))
    window.send(
      PointerEvent(id: 1, phase: .ended, location: Point(x: 130, y: 100), timestamp: 0.05))
    #expect(pan.state == .ended, "fewer pointers than the minimum end the pan")
    #expect(pan.translation(in: nil) == Point(x: 40, y: 0))
    window.send(
      PointerEvent(id: 2, phase: .ended, location: Point(x: 220, y: 100), timestamp: 0.06))
    #expect(pan.state == .possible)
  }

  @MainActor @Test("a cancelled pointer cancels a pan that began")
  func cancelledPointer() {
    let pan = PanGestureRecognizer()
    let (host, log) = makeHost(pan)
    host.beginDrag(at: Point(x: 100, y: 100))
    host.moveDrag(to: Point(x: 130, y: 100))
    host.cancelDrag()
    #expect(log.entries == ["began (30, 0)", "cancelled (30, 0)"])
  }

  @MainActor @Test("a screen-edge pan begins only from a touch-down near its edge, moving away")
  func screenEdgePan() {
    let edge = ScreenEdgePanGestureRecognizer()
    edge.edges = .left
    let (host, log) = makeHost(edge)

    host.drag(from: Point(x: 60, y: 150), to: Point(x: 200, y: 150))
    #expect(log.entries.isEmpty, "60 points from the edge is too far")

    host.drag(from: Point(x: 15, y: 150), to: Point(x: 15, y: 20))
    #expect(log.entries.isEmpty, "moving along the edge is not a swipe from it")

    host.drag(from: Point(x: 380, y: 150), to: Point(x: 200, y: 150))
    #expect(log.entries.isEmpty, "the right edge is not one of its edges")

    host.drag(from: Point(x: 15, y: 150), to: Point(x: 165, y: 150), steps: 15)
    #expect(log.entries.first == "began (10, 0)")
    #expect(log.entries.last == "ended (150, 0)")
  }

  @MainActor @Test("a screen-edge pan on the right edge begins when moving left")
  func screenEdgePanRight() {
    let edge = ScreenEdgePanGestureRecognizer()
    edge.edges = [.right, .bottom]
    let (host, log) = makeHost(edge)
    host.drag(from: Point(x: 395, y: 100), to: Point(x: 245, y: 100), steps: 15)
    #expect(log.entries.first == "began (-10, 0)")
    #expect(log.entries.last == "ended (-150, 0)")
  }

  @MainActor @Test("a precise trackpad scroll stream drives a pan that allows it, negated")
  func trackpadScrollDrivesPan() {
    let pan = PanGestureRecognizer()
    pan.allowedScrollTypes = .continuous
    let (host, log) = makeHost(pan)
    var velocity = Point.zero
    pan.addAction { pan in velocity = pan.velocity(in: nil) }

    host.scroll(by: Point(x: 120, y: 0), at: Point(x: 200, y: 150), steps: 6)

    #expect(
      log.entries == [
        "began (-20, 0)",
        "changed (-40, 0)",
        "changed (-60, 0)",
        "changed (-80, 0)",
        "changed (-100, 0)",
        "changed (-120, 0)",
        "ended (-120, 0)",
      ])
    // 20 points per 60 Hz frame: 1200 points per second, to the left.
    #expect(abs(velocity.x + 1200) <= 1200 * 0.02)
  }

  @MainActor @Test("a pan that does not allow scroll input ignores scrolling")
  func scrollIgnoredByDefault() {
    let (host, log) = makeHost()
    host.scroll(by: Point(x: 120, y: 0), at: Point(x: 200, y: 150))
    host.scroll(by: Point(x: 0, y: 40), at: Point(x: 200, y: 150), precise: false)
    #expect(log.entries.isEmpty)
  }

  @MainActor @Test("a wheel notch is a whole gesture for a pan that allows discrete scrolling")
  func wheelDrivesDiscretePan() {
    let pan = PanGestureRecognizer()
    pan.allowedScrollTypes = .discrete
    let (host, log) = makeHost(pan)
    host.scroll(by: Point(x: 0, y: 40), at: Point(x: 200, y: 150), precise: false)
    #expect(log.entries == ["began (0, -40)", "ended (0, -40)"])
    #expect(pan.state == .possible)
  }
}
