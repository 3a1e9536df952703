import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("PointerEvent.isPrimary", .strictDiagnostics)
struct PrimaryPointerTests {
  /// A host with two probe views side by side: `left` (x 0…200) and `right` (x 200…400).
  @MainActor
  private func makeHost(log: CallLog) -> (TestHost, ProbeView, ProbeView) {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let left = ProbeView("left", log: log, frame: Rect(x: 0, y: 0, width: 200, height: 300))
    let right = ProbeView("right", log: log, frame: Rect(x: 200, y: 0, width: 200, height: 300))
    controller.view.addSubview(left)
    controller.view.addSubview(right)
    return (host, left, right)
  }

  @MainActor
  private func event(
    _ id: Int, _ phase: PointerEvent.Phase, x: Double, at time: Double = 0
  ) -> PointerEvent {
    PointerEvent(id: id, phase: phase, location: Point(x: x, y: 100), timestamp: time)
  }

  @MainActor
  @Test("the first pointer down on a view is primary; a second one is not, in every phase")
  func secondPointerOnSameView() {
    let log = CallLog()
    let (host, _, _) = makeHost(log: log)
    let window = host.window
    window.send(event(1, .began, x: 50))
    window.send(event(2, .began, x: 150))
    window.send(event(2, .moved, x: 160, at: 0.1))
    window.send(event(1, .moved, x: 60, at: 0.1))
    window.send(event(2, .ended, x: 160, at: 0.2))
    window.send(event(1, .cancelled, x: 60, at: 0.2))

    #expect(
      log.entries == [
        "left began 1 primary", "left began 2 secondary", "left moved 2 secondary",
        "left moved 1 primary", "left ended 2 secondary", "left cancelled 1 primary",
      ])
  }

  @MainActor @Test("pointers on different views are each primary")
  func pointersOnDifferentViews() {
    let log = CallLog()
    let (host, _, _) = makeHost(log: log)
    let window = host.window
    window.send(event(1, .began, x: 50))
    window.send(event(2, .began, x: 250))
    window.send(event(2, .ended, x: 250, at: 0.1))
    window.send(event(1, .ended, x: 50, at: 0.1))

    #expect(
      log.entries == [
        "left began 1 primary", "right began 2 primary", "right ended 2 primary",
        "left ended 1 primary",
      ])
  }

  @MainActor @Test("a pointer that goes down while another is down on the view is not primary")
  func primaryIsDecidedOnGoingDown() {
    let log = CallLog()
    let (host, _, _) = makeHost(log: log)
    let window = host.window
    window.send(event(1, .began, x: 50))
    window.send(event(2, .began, x: 100))
    window.send(event(1, .ended, x: 50, at: 0.1))
    window.send(event(3, .began, x: 150, at: 0.2))
    window.send(event(2, .ended, x: 100, at: 0.3))
    window.send(event(3, .ended, x: 150, at: 0.3))
    window.send(event(4, .began, x: 150, at: 0.4))

    #expect(
      log.entries(startingWith: "left began")
        == [
          "left began 1 primary", "left began 2 secondary", "left began 3 secondary",
          "left began 4 primary",
        ])
    #expect(log.entries.contains("left ended 2 secondary"), "the flag stays with the pointer")
  }

  @MainActor @Test("the window sets the flag, whatever the event was sent with")
  func windowSetsFlag() {
    let log = CallLog()
    let (host, _, _) = makeHost(log: log)
    var down = event(1, .began, x: 50)
    down.isPrimary = false
    host.window.send(down)
    #expect(log.entries == ["left began 1 primary"])
  }

  @MainActor @Test("an event is primary unless told otherwise")
  func initializerDefault() {
    let plain = PointerEvent(phase: .began, location: .zero, timestamp: 0)
    let secondary = PointerEvent(phase: .began, location: .zero, timestamp: 0, isPrimary: false)
    #expect(plain.isPrimary)
    #expect(!secondary.isPrimary)
  }

  @MainActor @Test("a button follows the primary pointer only, read from the event")
  func buttonReadsFlag() {
    let log = CallLog()
    let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 40), title: "OK")
    button.action = { _ in log.record("tapped") }
    let inside = Point(x: 50, y: 20)

    button.pointerBegan(
      PointerEvent(phase: .began, location: inside, timestamp: 0, isPrimary: false))
    #expect(!button.isHighlighted)
    button.pointerBegan(PointerEvent(phase: .began, location: inside, timestamp: 0))
    #expect(button.isHighlighted)
    button.pointerEnded(
      PointerEvent(phase: .ended, location: inside, timestamp: 0.1, isPrimary: false))
    #expect(button.isHighlighted, "a secondary pointer lifting does not end the press")
    button.pointerEnded(PointerEvent(phase: .ended, location: inside, timestamp: 0.2))
    #expect(log.entries == ["tapped"])
  }
}
