import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("GestureRecognizer", .strictDiagnostics)
struct GestureRecognizerTests {
  @MainActor
  private func makeHost() -> (TestHost, View) {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    return (host, controller.view)
  }

  @MainActor @Test("an action receives the recognizer typed as its own class")
  func typedActions() {
    let (host, root) = makeHost()
    var tapLocation: Point?
    let tap = TapGestureRecognizer { tap in
      tapLocation = tap.location(in: nil)
      #expect(tap.numberOfTapsRequired == 1)
    }
    var secondActionRan = false
    tap.addAction { _ in secondActionRan = true }
    root.addGestureRecognizer(tap)

    host.tap(at: Point(x: 40, y: 50))

    #expect(tapLocation == Point(x: 40, y: 50))
    #expect(secondActionRan)
  }

  @MainActor @Test("a tap is recognized once, on release, and resets")
  func tapRecognized() {
    let (host, root) = makeHost()
    let log = CallLog()
    let tap = TapGestureRecognizer { tap in log.record("tap \(tap.state)") }
    root.addGestureRecognizer(tap)

    host.beginDrag(at: Point(x: 100, y: 100))
    host.moveDrag(to: Point(x: 104, y: 103))
    #expect(log.entries.isEmpty)
    host.endDrag()

    #expect(log.entries == ["tap ended"])
    #expect(GestureRecognizer.State.recognized == .ended)
    #expect(tap.state == .possible)
  }

  @MainActor @Test("a tap fails when the pointer moves more than 10 points")
  func tapFailsOnMovement() {
    let (host, root) = makeHost()
    let log = CallLog()
    let tap = TapGestureRecognizer { tap in log.record("tap \(tap.state)") }
    root.addGestureRecognizer(tap)

    host.beginDrag(at: Point(x: 100, y: 100))
    host.moveDrag(to: Point(x: 112, y: 100))
    #expect(tap.state == .failed)
    host.moveDrag(to: Point(x: 100, y: 100))
    host.endDrag()

    #expect(log.entries.isEmpty)
  }

  @MainActor @Test("a double tap recognizes two taps within 0.35 s, by event time")
  func doubleTap() {
    let (host, root) = makeHost()
    let log = CallLog()
    let double = TapGestureRecognizer { _ in log.record("double") }
    double.numberOfTapsRequired = 2
    root.addGestureRecognizer(double)

    host.tap(at: Point(x: 100, y: 100))
    host.advance(by: 0.2)
    host.tap(at: Point(x: 102, y: 101))
    #expect(log.entries == ["double"])

    log.clear()
    host.tap(at: Point(x: 100, y: 100))
    host.advance(by: 0.5)
    host.tap(at: Point(x: 100, y: 100))
    #expect(log.entries.isEmpty, "the second tap came too late")
  }

  @MainActor @Test("a single tap that requires a double tap to fail waits for it, then fires")
  func singleWaitsForDouble() {
    let (host, root) = makeHost()
    let log = CallLog()
    let single = TapGestureRecognizer { _ in log.record("single") }
    let double = TapGestureRecognizer { _ in log.record("double") }
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    root.addGestureRecognizer(single)
    root.addGestureRecognizer(double)

    host.tap(at: Point(x: 100, y: 100))
    #expect(log.entries.isEmpty, "the single tap waits for the double tap")
    #expect(single.state == .possible)

    host.advance(by: 0.2)
    #expect(log.entries.isEmpty)
    host.advance(by: 0.2)
    #expect(log.entries == ["single"], "the double tap timed out on a frame, freeing the single")
  }

  @MainActor @Test("two taps make the double tap win; the waiting single tap fails")
  func doubleWinsOverSingle() {
    let (host, root) = makeHost()
    let log = CallLog()
    let single = TapGestureRecognizer { _ in log.record("single") }
    let double = TapGestureRecognizer { _ in log.record("double") }
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    root.addGestureRecognizer(single)
    root.addGestureRecognizer(double)

    host.tap(at: Point(x: 100, y: 100))
    host.advance(by: 0.1)
    host.tap(at: Point(x: 100, y: 100))
    host.advance(by: 1)

    #expect(log.entries == ["double"])
  }

  @MainActor @Test("a late event fails a waiting double tap even without frames")
  func deadlineByEventTimestamp() {
    let (host, root) = makeHost()
    let log = CallLog()
    let single = TapGestureRecognizer { _ in log.record("single") }
    let double = TapGestureRecognizer { _ in log.record("double") }
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    root.addGestureRecognizer(single)
    root.addGestureRecognizer(double)
    let window = host.window

    window.send(PointerEvent(id: 1, phase: .began, location: Point(x: 10, y: 10), timestamp: 0))
    window.send(PointerEvent(id: 1, phase: .ended, location: Point(x: 10, y: 10), timestamp: 0.05))
    #expect(log.entries.isEmpty)
    window.send(PointerEvent(id: 2, phase: .began, location: Point(x: 10, y: 10), timestamp: 1))
    #expect(log.entries == ["single"])
    window.send(PointerEvent(id: 2, phase: .ended, location: Point(x: 10, y: 10), timestamp: 1.05))
  }

  @MainActor @Test("a two-finger tap needs two pointers down together")
  func twoFingerTap() {
    let (host, root) = makeHost()
    let log = CallLog()
    let tap = TapGestureRecognizer { _ in log.record("two-finger tap") }
    tap.numberOfTouchesRequired = 2
    root.addGestureRecognizer(tap)
    let window = host.window

    host.tap(at: Point(x: 10, y: 10))
    #expect(log.entries.isEmpty)

    window.send(PointerEvent(id: 7, phase: .began, location: Point(x: 10, y: 10), timestamp: 1))
    window.send(PointerEvent(id: 8, phase: .began, location: Point(x: 50, y: 10), timestamp: 1))
    window.send(PointerEvent(id: 7, phase: .ended, location: Point(x: 10, y: 10), timestamp: 1.1))
    #expect(log.entries.isEmpty)
    window.send(PointerEvent(id: 8, phase: .ended, location: Point(x: 50, y: 10), timestamp: 1.1))
    #expect(log.entries == ["two-finger tap"])
  }

  @MainActor @Test("disabling a pan mid-gesture cancels it; it takes the next drag again")
  func disablingCancels() {
    let (host, root) = makeHost()
    let log = CallLog()
    let pan = PanGestureRecognizer { pan in log.record("\(pan.state)") }
    root.addGestureRecognizer(pan)

    host.beginDrag(at: Point(x: 100, y: 100))
    host.moveDrag(to: Point(x: 130, y: 100))
    pan.isEnabled = false
    host.moveDrag(to: Point(x: 150, y: 100))
    host.endDrag()
    #expect(log.entries == ["began", "cancelled"])

    log.clear()
    pan.isEnabled = true
    host.drag(from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), steps: 2)
    #expect(log.entries == ["began", "changed", "ended"])
  }

  @MainActor @Test("removing a pan mid-gesture cancels it and detaches it")
  func removingCancels() {
    let (host, root) = makeHost()
    let log = CallLog()
    let pan = PanGestureRecognizer { pan in log.record("\(pan.state)") }
    root.addGestureRecognizer(pan)

    host.beginDrag(at: Point(x: 100, y: 100))
    host.moveDrag(to: Point(x: 130, y: 100))
    root.removeGestureRecognizer(pan)
    host.moveDrag(to: Point(x: 150, y: 100))
    host.endDrag()

    #expect(log.entries == ["began", "cancelled"])
    #expect(pan.view == nil)
    #expect(root.gestureRecognizers.isEmpty)
    #expect(pan.state == .possible)
  }

  @MainActor @Test("adding a recognizer to another view moves it there")
  func addMovesRecognizer() {
    let first = View()
    let second = View()
    let tap = TapGestureRecognizer()
    first.addGestureRecognizer(tap)
    first.addGestureRecognizer(tap)
    #expect(first.gestureRecognizers.count == 1)

    second.addGestureRecognizer(tap)
    #expect(tap.view === second)
    #expect(first.gestureRecognizers.isEmpty)
    #expect(second.gestureRecognizers.count == 1)

    first.removeGestureRecognizer(tap)
    #expect(tap.view === second, "removing from a view it is not on is a no-op")
  }

  @MainActor @Test("a recognizer outside any window applies state changes directly")
  func stateOutsideWindow() {
    let log = CallLog()
    let pan = PanGestureRecognizer { pan in log.record("\(pan.state)") }
    pan.state = .changed
    #expect(pan.state == .possible, "changed is not reachable from possible")
    pan.state = .began
    pan.state = .changed
    pan.state = .ended
    pan.state = .began
    #expect(log.entries == ["began", "changed", "ended"])
  }

  @MainActor @Test("a window is released with its host, even with a pointer down and a tap waiting")
  func releasedWithPointerDown() {
    weak var weakWindow: Window?
    weak var weakController: ViewController?
    weak var weakRecognizer: GestureRecognizer?
    do {
      let controller = ViewController()
      let host = TestHost(rootViewController: controller)
      let target = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let other = View(frame: Rect(x: 200, y: 200, width: 100, height: 100))
      controller.view.addSubview(target)
      controller.view.addSubview(other)
      let double = TapGestureRecognizer()
      double.numberOfTapsRequired = 2
      target.addGestureRecognizer(double)
      host.tap(at: Point(x: 10, y: 10))
      host.window.send(
        PointerEvent(id: 99, phase: .began, location: Point(x: 250, y: 250), timestamp: 0.1))
      #expect(host.window.hasAnimationsInFlight, "frames run while the double tap waits")
      weakWindow = host.window
      weakController = controller
      weakRecognizer = double
    }
    #expect(weakWindow == nil)
    #expect(weakController == nil)
    #expect(weakRecognizer == nil)
  }

  @MainActor @Test("no frames are requested once nothing waits on a deadline")
  func idleAfterTap() {
    let (host, root) = makeHost()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let log = CallLog()
    let single = TapGestureRecognizer { _ in log.record("single") }
    single.require(toFail: double)
    root.addGestureRecognizer(double)
    root.addGestureRecognizer(single)

    host.tap(at: Point(x: 10, y: 10))
    #expect(host.window.hasAnimationsInFlight)
    host.advance(by: 0.5)
    #expect(log.entries == ["single"])
    #expect(!host.window.hasAnimationsInFlight)
    #expect(host.settle() == 1)
  }
}
