import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("View.gestureRecognizerShouldBegin", .strictDiagnostics)
struct GestureShouldBeginTests {
  /// A host whose root view holds `outer` (the whole window), which holds `inner` (x 100…300,
  /// y 50…250).
  @MainActor
  private func makeNested(log: CallLog) -> (TestHost, ProbeView, ProbeView) {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let outer = ProbeView("outer", log: log, frame: controller.view.bounds)
    let inner = ProbeView("inner", log: log, frame: Rect(x: 100, y: 50, width: 200, height: 200))
    controller.view.addSubview(outer)
    outer.addSubview(inner)
    return (host, outer, inner)
  }

  @MainActor @Test("a view that refuses its own pan makes it fail; the view keeps the pointer")
  func ownViewRefuses() {
    let log = CallLog()
    let (host, _, inner) = makeNested(log: log)
    inner.allows = { _ in false }
    let pan = PanGestureRecognizer { pan in log.record("pan \(pan.state)") }
    inner.addGestureRecognizer(pan)

    host.beginDrag(at: Point(x: 150, y: 100))
    host.moveDrag(to: Point(x: 200, y: 100))
    #expect(pan.state == .failed)
    host.endDrag()

    #expect(log.entries(startingWith: "pan").isEmpty)
    #expect(log.entries(startingWith: "inner asked").count == 1, "asked once, then it failed")
    #expect(log.entries.last?.hasPrefix("inner ended") == true, "the view was never cancelled")
    #expect(pan.state == .possible, "reset once the pointer lifted")

    inner.allows = { _ in true }
    host.drag(from: Point(x: 150, y: 100), to: Point(x: 200, y: 100), steps: 2)
    #expect(log.entries(startingWith: "pan") == ["pan began", "pan changed", "pan ended"])
  }

  @MainActor @Test("a refused pan frees the pointer for an ancestor's pan")
  func refusalFreesPointer() {
    let log = CallLog()
    let (host, outer, inner) = makeNested(log: log)
    inner.allows = { recognizer in recognizer.view !== inner }
    inner.addGestureRecognizer(PanGestureRecognizer { pan in log.record("innerPan \(pan.state)") })
    outer.addGestureRecognizer(PanGestureRecognizer { pan in log.record("outerPan \(pan.state)") })

    host.drag(from: Point(x: 150, y: 100), to: Point(x: 250, y: 100), steps: 2)

    #expect(log.entries(startingWith: "innerPan").isEmpty)
    #expect(
      log.entries(startingWith: "outerPan") == [
        "outerPan began", "outerPan changed", "outerPan ended",
      ])
  }

  @MainActor @Test("a view under the pointer can refuse an ancestor's recognizer")
  func hitViewRefusesAncestor() {
    let log = CallLog()
    let (host, outer, inner) = makeNested(log: log)
    inner.allows = { recognizer in recognizer.view === inner }
    let pan = PanGestureRecognizer { pan in log.record("pan \(pan.state)") }
    outer.addGestureRecognizer(pan)

    host.drag(from: Point(x: 150, y: 100), to: Point(x: 250, y: 100), steps: 2)
    #expect(log.entries(startingWith: "pan").isEmpty, "the drag started on inner")

    host.drag(from: Point(x: 20, y: 20), to: Point(x: 120, y: 20), steps: 2)
    #expect(log.entries(startingWith: "pan") == ["pan began", "pan changed", "pan ended"])
  }

  @MainActor @Test("the recognizer's view is asked first, then the views up from the hit view")
  func askingOrder() {
    let log = CallLog()
    let (host, outer, inner) = makeNested(log: log)
    let middle = ProbeView("middle", log: log, frame: Rect(x: 10, y: 10, width: 100, height: 100))
    inner.addSubview(middle)
    let delegate = GestureDelegateStub()
    delegate.shouldBegin = { _ in
      log.record("delegate asked")
      return true
    }
    let pan = PanGestureRecognizer()
    pan.delegate = delegate
    outer.addGestureRecognizer(pan)

    host.drag(from: Point(x: 150, y: 100), to: Point(x: 250, y: 100), steps: 2)

    #expect(
      log.entries.filter { $0.hasSuffix("asked") }
        == ["outer asked", "middle asked", "inner asked", "delegate asked"])
  }

  @MainActor @Test("the first refusal ends the asking; the delegate is not asked")
  func refusalStopsAsking() {
    let log = CallLog()
    let (host, outer, inner) = makeNested(log: log)
    inner.allows = { _ in false }
    let delegate = GestureDelegateStub()
    delegate.shouldBegin = { _ in
      log.record("delegate asked")
      return true
    }
    let pan = PanGestureRecognizer()
    pan.delegate = delegate
    outer.addGestureRecognizer(pan)

    host.drag(from: Point(x: 150, y: 100), to: Point(x: 250, y: 100), steps: 2)

    #expect(log.entries.filter { $0.hasSuffix("asked") } == ["outer asked", "inner asked"])
  }

  @MainActor @Test("a button refuses only an ancestor's single one-finger tap, only while enabled")
  func buttonRefusesAncestorTap() {
    let container = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 40), title: "OK")
    container.addSubview(button)
    let single = TapGestureRecognizer()
    let double = TapGestureRecognizer()
    double.numberOfTapsRequired = 2
    let twoFinger = TapGestureRecognizer()
    twoFinger.numberOfTouchesRequired = 2
    let pan = PanGestureRecognizer()
    for recognizer in [single, double, twoFinger, pan] {
      container.addGestureRecognizer(recognizer)
    }
    let own = TapGestureRecognizer()
    button.addGestureRecognizer(own)

    #expect(!button.gestureRecognizerShouldBegin(single))
    #expect(button.gestureRecognizerShouldBegin(double))
    #expect(button.gestureRecognizerShouldBegin(twoFinger))
    #expect(button.gestureRecognizerShouldBegin(pan))
    #expect(button.gestureRecognizerShouldBegin(own))

    button.isEnabled = false
    #expect(button.gestureRecognizerShouldBegin(single))
  }

  @MainActor @Test("a tap recognizer on the button itself takes the tap from the button")
  func buttonsOwnTap() {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let log = CallLog()
    let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 40), title: "OK")
    button.action = { _ in log.record("button") }
    button.addGestureRecognizer(TapGestureRecognizer { _ in log.record("tap") })
    controller.view.addSubview(button)

    host.tap(at: Point(x: 150, y: 120))

    #expect(log.entries == ["tap"])
    #expect(!button.isHighlighted)
  }

  @MainActor @Test("an ancestor's double tap is not refused: it takes the second tap")
  func ancestorDoubleTap() {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let log = CallLog()
    let button = Button(frame: Rect(x: 100, y: 100, width: 100, height: 40), title: "OK")
    button.action = { _ in log.record("button") }
    controller.view.addSubview(button)
    let double = TapGestureRecognizer { _ in log.record("double") }
    double.numberOfTapsRequired = 2
    controller.view.addGestureRecognizer(double)

    host.tap(at: Point(x: 150, y: 120))
    host.tap(at: Point(x: 150, y: 120))

    #expect(log.entries == ["button", "double"])
  }
}
