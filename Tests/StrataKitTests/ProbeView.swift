import StrataKit
import StrataTestSupport

/// A view that logs, by name, each time it is asked whether a recognizer may begin (and
/// answers with ``allows``), and each pointer event it receives with its primary flag.
@MainActor
final class ProbeView: View {
  let name: String
  let log: CallLog
  /// The answer to `gestureRecognizerShouldBegin(_:)`; allows every recognizer by default.
  var allows: (GestureRecognizer) -> Bool = { _ in true }

  init(_ name: String, log: CallLog, frame: Rect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    log.record("\(name) asked")
    return allows(gestureRecognizer)
  }

  override func pointerBegan(_ event: PointerEvent) { record(event) }
  override func pointerMoved(_ event: PointerEvent) { record(event) }
  override func pointerEnded(_ event: PointerEvent) { record(event) }
  override func pointerCancelled(_ event: PointerEvent) { record(event) }

  private func record(_ event: PointerEvent) {
    let role = event.isPrimary ? "primary" : "secondary"
    log.record("\(name) \(event.phase) \(event.id) \(role)")
  }
}
