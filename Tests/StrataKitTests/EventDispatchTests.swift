import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A view controller that offers key commands and logs the key events that reach it.
@MainActor
private final class KeyCommandViewController: ViewController {
  let log: CallLog
  var commands: [KeyCommand] = []

  init(log: CallLog) {
    self.log = log
    super.init()
  }

  override var keyCommands: [KeyCommand] { commands }

  override func pressesBegan(_ event: KeyEvent) {
    log.record("controller.pressesBegan(\(event.key))")
  }

  override func pressesEnded(_ event: KeyEvent) {
    log.record("controller.pressesEnded(\(event.key))")
  }
}

@Suite("Event dispatch", .strictDiagnostics)
struct EventDispatchTests {
  @MainActor @Test("hit testing uses the model tree, not where an animation draws the view")
  func hitTestsModelTree() {
    let log = CallLog()
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let box = EventRecordingView("box", log: log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    controller.view.addSubview(box)
    host.advance(by: TestHost.frameDuration)

    View.animate(withDuration: 1, curve: .linear) {
      box.center = Point(x: 250, y: 50)
    }
    host.advance(by: 0.1)
    #expect(box.presentation.center.x < 100, "the box is still drawn near its old place")

    host.tap(at: Point(x: 50, y: 50))
    #expect(log.entries.isEmpty, "the old place is empty in the model")
    host.tap(at: Point(x: 250, y: 50))
    #expect(log.entries == ["box.pointerBegan", "box.pointerEnded"])
  }

  @MainActor @Test("unhandled pointer events go up the responder chain")
  func pointerEventsForward() {
    let log = CallLog()
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let outer = EventRecordingView("outer", log: log, frame: controller.view.bounds)
    let inner = EventRecordingView(
      "inner", log: log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    inner.forwards = true
    controller.view.addSubview(outer)
    outer.addSubview(inner)

    host.drag(from: Point(x: 50, y: 50), to: Point(x: 60, y: 50), steps: 1)

    #expect(
      log.entries == [
        "inner.pointerBegan", "outer.pointerBegan",
        "inner.pointerMoved", "outer.pointerMoved",
        "inner.pointerEnded", "outer.pointerEnded",
      ])
  }

  @MainActor @Test("views that do not take interaction are skipped by the hit test")
  func hitTestSkipsNonInteractive() {
    let log = CallLog()
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let below = EventRecordingView(
      "below", log: log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let above = EventRecordingView(
      "above", log: log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    above.isUserInteractionEnabled = false
    let hidden = EventRecordingView(
      "hidden", log: log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    hidden.isHidden = true
    controller.view.addSubview(below)
    controller.view.addSubview(above)
    controller.view.addSubview(hidden)

    host.tap(at: Point(x: 50, y: 50))
    #expect(log.entries == ["below.pointerBegan", "below.pointerEnded"])
  }

  @MainActor @Test("pointers are tracked by id; a pointer going down again cancels its old press")
  func pointersById() {
    let log = CallLog()
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let left = EventRecordingView(
      "left", log: log, frame: Rect(x: 0, y: 0, width: 200, height: 300))
    let right = EventRecordingView(
      "right", log: log, frame: Rect(x: 200, y: 0, width: 200, height: 300))
    controller.view.addSubview(left)
    controller.view.addSubview(right)
    let window = host.window

    window.send(PointerEvent(id: 1, phase: .began, location: Point(x: 10, y: 10), timestamp: 0))
    window.send(PointerEvent(id: 2, phase: .began, location: Point(x: 300, y: 10), timestamp: 0))
    window.send(PointerEvent(id: 2, phase: .moved, location: Point(x: 100, y: 10), timestamp: 0.1))
    window.send(PointerEvent(id: 1, phase: .began, location: Point(x: 300, y: 20), timestamp: 0.2))
    window.send(PointerEvent(id: 2, phase: .ended, location: Point(x: 100, y: 10), timestamp: 0.3))
    window.send(PointerEvent(id: 1, phase: .ended, location: Point(x: 300, y: 20), timestamp: 0.3))
    window.send(PointerEvent(id: 9, phase: .moved, location: Point(x: 30, y: 20), timestamp: 0.3))

    #expect(
      log.entries == [
        "left.pointerBegan",
        "right.pointerBegan",
        "right.pointerMoved",
        "left.pointerCancelled",
        "right.pointerBegan",
        "right.pointerEnded",
        "right.pointerEnded",
      ])
  }

  @MainActor @Test("a wheel scroll goes to the view under the pointer and up the chain")
  func wheelToScrollWheel() {
    let log = CallLog()
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let outer = EventRecordingView("outer", log: log, frame: controller.view.bounds)
    let inner = EventRecordingView(
      "inner", log: log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
    inner.forwards = true
    controller.view.addSubview(outer)
    outer.addSubview(inner)

    host.scroll(by: Point(x: 0, y: 30), at: Point(x: 50, y: 50), precise: false)
    host.scroll(by: Point(x: 0, y: 30), at: Point(x: 250, y: 50), precise: false)

    #expect(
      log.entries == [
        "inner.scrollWheel((0, 30))", "outer.scrollWheel((0, 30))", "outer.scrollWheel((0, 30))",
      ])
  }

  @MainActor @Test("a trackpad stream a pan takes does not reach the view, nor does its momentum")
  func trackpadStreamTakenByPan() {
    let log = CallLog()
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let pager = EventRecordingView("pager", log: log, frame: controller.view.bounds)
    controller.view.addSubview(pager)
    let pan = PanGestureRecognizer { pan in log.record("pan \(pan.state)") }
    pan.allowedScrollTypes = .continuous
    pager.addGestureRecognizer(pan)
    let location = Point(x: 200, y: 150)

    host.scroll(by: Point(x: 60, y: 0), at: location, steps: 2)
    host.window.send(
      ScrollEvent(
        delta: Point(x: 5, y: 0), isPrecise: true, phase: .momentum, location: location,
        timestamp: host.clock.now))

    #expect(
      log.entries == [
        "pager.scrollWheel((0, 0))", "pan began", "pan changed", "pan ended",
      ], "only the began with no movement reached the view, before the pan began")

    log.clear()
    pan.isEnabled = false
    host.scroll(by: Point(x: 60, y: 0), at: location, steps: 2)
    #expect(log.entries.count == 4, "began, two changes and ended reach the view")
  }

  @MainActor @Test("an inner vertical pan and an outer horizontal pan split trackpad scrolls")
  func nestedScrollPans() {
    let log = CallLog()
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let inner = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    controller.view.addSubview(inner)
    let outerPan = PanGestureRecognizer { pan in log.record("outer \(pan.state)") }
    let innerPan = PanGestureRecognizer { pan in log.record("inner \(pan.state)") }
    outerPan.allowedScrollTypes = .continuous
    innerPan.allowedScrollTypes = .continuous
    let verticalOnly = GestureDelegateStub()
    verticalOnly.shouldBegin = { recognizer in
      let translation = (recognizer as? PanGestureRecognizer)?.translation(in: nil) ?? .zero
      return abs(translation.y) > abs(translation.x)
    }
    innerPan.delegate = verticalOnly
    controller.view.addGestureRecognizer(outerPan)
    inner.addGestureRecognizer(innerPan)

    host.scroll(by: Point(x: 90, y: 6), at: Point(x: 200, y: 150), steps: 3)
    #expect(log.entries == ["outer began", "outer changed", "outer changed", "outer ended"])

    log.clear()
    host.scroll(by: Point(x: 3, y: 90), at: Point(x: 200, y: 150), steps: 3)
    #expect(log.entries == ["inner began", "inner changed", "inner changed", "inner ended"])
  }

  @MainActor @Test("Escape runs a view controller's key command from the first responder's chain")
  func escapeKeyCommand() {
    let log = CallLog()
    let controller = KeyCommandViewController(log: log)
    controller.commands = [KeyCommand(input: .escape) { _ in log.record("dismiss") }]
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let field = EventRecordingView(
      "field", log: log, frame: Rect(x: 0, y: 0, width: 100, height: 30))
    field.acceptsFirstResponder = true
    field.forwards = true
    controller.view.addSubview(field)
    #expect(field.becomeFirstResponder())

    #expect(host.press(key: .escape))
    #expect(log.entries == ["dismiss"], "the command took the key down and its key up")

    log.clear()
    #expect(!host.press(key: "x"))
    #expect(
      log.entries == [
        "field.pressesBegan(x)", "controller.pressesBegan(x)",
        "field.pressesEnded(x)", "controller.pressesEnded(x)",
      ])
  }

  @MainActor @Test("a key command matches its modifiers exactly")
  func exactModifiers() {
    let log = CallLog()
    let controller = KeyCommandViewController(log: log)
    controller.commands = [
      KeyCommand(input: "s", modifiers: .control) { _ in log.record("save") },
      KeyCommand(input: "s", modifiers: [.control, .shift]) { _ in log.record("save as") },
    ]
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))

    #expect(host.press(key: "s", modifiers: .control))
    #expect(host.press(key: "s", modifiers: [.control, .shift]))
    #expect(!host.press(key: "s", modifiers: [.control, .alternate]))
    #expect(!host.press(key: "s"))

    #expect(
      log.entries == [
        "save", "save as",
        "controller.pressesBegan(s)", "controller.pressesEnded(s)",
        "controller.pressesBegan(s)", "controller.pressesEnded(s)",
      ])
  }

  @MainActor @Test("the first matching command along the chain wins; later ones do not run")
  func firstCommandWins() {
    let log = CallLog()
    let controller = KeyCommandViewController(log: log)
    controller.commands = [KeyCommand(input: .enter) { _ in log.record("controller enter") }]
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let field = EventRecordingView(
      "field", log: log, frame: Rect(x: 0, y: 0, width: 100, height: 30))
    field.acceptsFirstResponder = true
    field.commands = [KeyCommand(input: .enter) { _ in log.record("field enter") }]
    controller.view.addSubview(field)

    host.press(key: .enter)
    field.becomeFirstResponder()
    host.press(key: .enter)
    field.resignFirstResponder()
    host.press(key: .enter)

    #expect(log.entries == ["controller enter", "field enter", "controller enter"])
  }
}
