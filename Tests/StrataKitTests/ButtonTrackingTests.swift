import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("Button tracking", .strictDiagnostics)
struct ButtonTrackingTests {
  /// A host with a 100 × 40 button at (100, 100) whose taps are counted.
  @MainActor
  private func makeButton() -> (TestHost, Button, CallLog) {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let log = CallLog()
    let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 40), title: "OK")
    button.action = { _ in log.record("tapped") }
    controller.view.addSubview(button)
    return (host, button, log)
  }

  @MainActor @Test("a button highlights while pressed and sends its action on release inside")
  func tapSendsAction() {
    let (host, button, log) = makeButton()
    host.beginDrag(at: Point(x: 150, y: 120))
    #expect(button.isHighlighted)
    #expect(button.state.contains(.highlighted))
    host.endDrag()

    #expect(!button.isHighlighted)
    #expect(log.entries == ["tapped"])

    host.tap(at: Point(x: 110, y: 110))
    #expect(log.entries == ["tapped", "tapped"])
  }

  @MainActor @Test("dragging 70 points out unhighlights; coming back highlights again")
  func dragOutAndBack() {
    let (host, button, log) = makeButton()
    host.beginDrag(at: Point(x: 150, y: 120))
    host.moveDrag(to: Point(x: 260, y: 120))
    #expect(button.isHighlighted, "60 points out is within the slop")
    host.moveDrag(to: Point(x: 280, y: 120))
    #expect(!button.isHighlighted)
    host.endDrag()
    #expect(log.entries.isEmpty, "released outside: no action")

    host.beginDrag(at: Point(x: 150, y: 120))
    host.moveDrag(to: Point(x: 150, y: 230))
    #expect(!button.isHighlighted)
    host.moveDrag(to: Point(x: 150, y: 150))
    #expect(button.isHighlighted)
    host.endDrag()
    #expect(log.entries == ["tapped"])
  }

  @MainActor @Test("a cancelled press unhighlights without sending the action")
  func cancelledPress() {
    let (host, button, log) = makeButton()
    host.beginDrag(at: Point(x: 150, y: 120))
    host.cancelDrag()
    #expect(!button.isHighlighted)
    #expect(log.entries.isEmpty)
  }

  @MainActor @Test("a disabled button neither highlights nor sends its action")
  func disabledButton() {
    let (host, button, log) = makeButton()
    button.isEnabled = false
    host.beginDrag(at: Point(x: 150, y: 120))
    #expect(!button.isHighlighted)
    host.endDrag()
    #expect(log.entries.isEmpty)
  }

  @MainActor @Test("a pan on an ancestor that begins cancels the button's tracking")
  func ancestorPanCancels() throws {
    let (host, button, log) = makeButton()
    let pan = PanGestureRecognizer { pan in log.record("pan \(pan.state)") }
    try #require(button.superview).addGestureRecognizer(pan)

    host.beginDrag(at: Point(x: 150, y: 120))
    host.moveDrag(to: Point(x: 155, y: 120))
    #expect(button.isHighlighted, "still within the pan's slop")
    host.moveDrag(to: Point(x: 170, y: 120))
    #expect(!button.isHighlighted)
    host.moveDrag(to: Point(x: 160, y: 120))
    host.endDrag()

    #expect(log.entries == ["pan began", "pan changed", "pan ended"])
  }

  @MainActor @Test("a second pointer on a pressed button does not tap it twice")
  func secondPointerIgnored() {
    let (host, button, log) = makeButton()
    let window = host.window
    window.send(PointerEvent(id: 1, phase: .began, location: Point(x: 120, y: 120), timestamp: 0))
    window.send(PointerEvent(id: 2, phase: .began, location: Point(x: 180, y: 120), timestamp: 0))
    window.send(PointerEvent(id: 2, phase: .ended, location: Point(x: 180, y: 120), timestamp: 0.1))
    #expect(button.isHighlighted, "the second pointer lifting does not end the press")
    #expect(log.entries.isEmpty)
    window.send(PointerEvent(id: 1, phase: .ended, location: Point(x: 120, y: 120), timestamp: 0.2))
    #expect(log.entries == ["tapped"])
  }

  @MainActor @Test("a single tap recognizer on an ancestor leaves a button's tap to the button")
  func ancestorTapYieldsToButton() {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let log = CallLog()
    let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 40), title: "OK")
    button.action = { _ in log.record("button") }
    controller.view.addSubview(button)
    controller.view.addGestureRecognizer(TapGestureRecognizer { _ in log.record("tap") })

    host.tap(at: Point(x: 150, y: 120))
    #expect(log.entries == ["button"])

    host.tap(at: Point(x: 20, y: 20))
    #expect(log.entries == ["button", "tap"])

    button.isEnabled = false
    host.tap(at: Point(x: 150, y: 120))
    #expect(log.entries == ["button", "tap", "tap"], "a disabled button does not claim the tap")
  }
}
