import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataKit

@Suite("Gesture recognizer state machine", .strictDiagnostics)
struct GestureStateMachineTests {
  typealias State = GestureRecognizer.State

  /// A recognizer that sets the states a test lists for each pointer phase, in order.
  @MainActor
  final class ScriptedRecognizer: GestureRecognizer {
    var onBegan: [State] = []
    var onMoved: [State] = []
    var onEnded: [State] = []

    required init() {}

    override func pointerBegan(_ event: PointerEvent) {
      for state in onBegan { self.state = state }
    }
    override func pointerMoved(_ event: PointerEvent) {
      for state in onMoved { self.state = state }
    }
    override func pointerEnded(_ event: PointerEvent) {
      for state in onEnded { self.state = state }
    }
  }

  private static let allStates: [State] = [
    .possible, .began, .changed, .ended, .cancelled, .failed,
  ]

  @Test("the table allows exactly UIKit's transitions", arguments: allStates)
  func table(from state: State) {
    let expected: [State: State.Transition] =
      switch state {
      case .possible:
        [.began: .recognize(.began), .ended: .recognize(.ended), .failed: .fail, .cancelled: .fail]
      case .began, .changed:
        [
          .changed: .proceed(.changed), .ended: .proceed(.ended),
          .cancelled: .proceed(.cancelled), .failed: .proceed(.cancelled),
        ]
      case .ended, .cancelled, .failed:
        [:]
      }
    for requested in Self.allStates {
      #expect(
        state.transition(to: requested) == expected[requested],
        "\(state) → \(requested)")
    }
  }

  @MainActor @Test("a recognizer in a window ignores the requests the table rejects")
  func rejectedInWindow() {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let log = CallLog()
    let recognizer = ScriptedRecognizer()
    recognizer.addAction { recognizer in log.record("\(recognizer.state)") }
    recognizer.onBegan = [.changed, .possible]
    recognizer.onMoved = [.began, .began, .possible, .changed]
    recognizer.onEnded = [.ended, .changed, .began, .cancelled, .failed]
    controller.view.addGestureRecognizer(recognizer)

    host.beginDrag(at: Point(x: 100, y: 100))
    #expect(recognizer.state == .possible, "changed and possible are not reachable from possible")
    host.moveDrag(to: Point(x: 120, y: 100))
    #expect(recognizer.state == .changed)
    host.endDrag()

    #expect(log.entries == ["began", "changed", "ended"])
    #expect(recognizer.state == .possible, "reset after the gesture")
  }

  @MainActor
  @Test("outside a window a failed recognizer stays failed; cancelling a running one works")
  func rejectedOutsideWindow() {
    let log = CallLog()
    let failing = ScriptedRecognizer()
    failing.addAction { recognizer in log.record("failing \(recognizer.state)") }
    failing.state = .cancelled
    #expect(failing.state == .failed, "cancelling an undecided recognizer fails it")
    failing.state = .began
    failing.state = .possible
    #expect(failing.state == .failed)

    let running = ScriptedRecognizer()
    running.addAction { recognizer in log.record("running \(recognizer.state)") }
    running.state = .began
    running.state = .failed
    running.state = .changed
    #expect(running.state == .cancelled, "failing a running recognizer cancels it")
    #expect(log.entries == ["running began", "running cancelled"])
  }
}
