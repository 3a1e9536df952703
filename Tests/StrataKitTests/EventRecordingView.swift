import StrataKit
import StrataTestSupport

/// A view that appends the pointer, scroll and key events it receives, by name, to a
/// ``CallLog``, then passes them up the responder chain when ``forwards`` is true.
@MainActor
final class EventRecordingView: View {
  let name: String
  let log: CallLog
  /// Whether events go on to the next responder after being logged; defaults to false.
  var forwards = false
  /// Whether the view accepts first-responder status; defaults to false.
  var acceptsFirstResponder = false
  /// The key commands the view offers.
  var commands: [KeyCommand] = []

  init(_ name: String, log: CallLog, frame: Rect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
  override var keyCommands: [KeyCommand] { commands }

  override func pointerBegan(_ event: PointerEvent) {
    log.record("\(name).pointerBegan")
    if forwards { super.pointerBegan(event) }
  }

  override func pointerMoved(_ event: PointerEvent) {
    log.record("\(name).pointerMoved")
    if forwards { super.pointerMoved(event) }
  }

  override func pointerEnded(_ event: PointerEvent) {
    log.record("\(name).pointerEnded")
    if forwards { super.pointerEnded(event) }
  }

  override func pointerCancelled(_ event: PointerEvent) {
    log.record("\(name).pointerCancelled")
    if forwards { super.pointerCancelled(event) }
  }

  override func scrollWheel(_ event: ScrollEvent) {
    log.record("\(name).scrollWheel(\(event.delta))")
    if forwards { super.scrollWheel(event) }
  }

  override func pressesBegan(_ event: KeyEvent) {
    log.record("\(name).pressesBegan(\(event.key))")
    if forwards { super.pressesBegan(event) }
  }

  override func pressesEnded(_ event: KeyEvent) {
    log.record("\(name).pressesEnded(\(event.key))")
    if forwards { super.pressesEnded(event) }
  }
}

extension CallLog {
  /// The entries that start with `prefix`, in order.
  func entries(startingWith prefix: String) -> [String] {
    entries.filter { $0.hasPrefix(prefix) }
  }
}
