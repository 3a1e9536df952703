import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("Gesture arbitration", .strictDiagnostics)
struct GestureArbitrationTests {
  /// A root view (`outer`) with a child (`inner`) covering x 100…300, y 50…250.
  @MainActor
  private func makeNested(log: CallLog) -> (TestHost, EventRecordingView, EventRecordingView) {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let outer = EventRecordingView("outer", log: log, frame: controller.view.bounds)
    let inner = EventRecordingView(
      "inner", log: log, frame: Rect(x: 100, y: 50, width: 200, height: 200))
    controller.view.addSubview(outer)
    outer.addSubview(inner)
    return (host, outer, inner)
  }

  @MainActor
  private func recordingPan(_ name: String, log: CallLog) -> PanGestureRecognizer {
    PanGestureRecognizer { pan in log.record("\(name) \(pan.state)") }
  }

  @MainActor @Test("a pan on a child wins over a pan on its parent, which fails")
  func childPanWins() {
    let log = CallLog()
    let (host, outer, inner) = makeNested(log: log)
    let outerPan = recordingPan("outerPan", log: log)
    let innerPan = recordingPan("innerPan", log: log)
    outer.addGestureRecognizer(outerPan)
    inner.addGestureRecognizer(innerPan)

    host.drag(from: Point(x: 150, y: 100), to: Point(x: 250, y: 100), steps: 4)

    #expect(
      log.entries(startingWith: "outerPan").isEmpty, "the parent's pan never reports")
    #expect(
      log.entries(startingWith: "innerPan")
        == [
          "innerPan began", "innerPan changed", "innerPan changed", "innerPan changed",
          "innerPan ended",
        ])
  }

  @MainActor @Test("a delegate that allows simultaneous recognition lets both pans run")
  func simultaneousRecognition() {
    let log = CallLog()
    let (host, outer, inner) = makeNested(log: log)
    let outerPan = recordingPan("outerPan", log: log)
    let innerPan = recordingPan("innerPan", log: log)
    let delegate = GestureDelegateStub()
    delegate.simultaneous = { _, _ in true }
    outerPan.delegate = delegate
    outer.addGestureRecognizer(outerPan)
    inner.addGestureRecognizer(innerPan)

    host.drag(from: Point(x: 150, y: 100), to: Point(x: 250, y: 100), steps: 2)

    #expect(
      log.entries(startingWith: "innerPan") == [
        "innerPan began", "innerPan changed", "innerPan ended",
      ])
    #expect(
      log.entries(startingWith: "outerPan") == [
        "outerPan began", "outerPan changed", "outerPan ended",
      ])
  }

  @MainActor @Test("a child pan that refuses vertical drags lets the outer pan take them")
  func verticalVersusHorizontal() {
    let log = CallLog()
    let (host, outer, inner) = makeNested(log: log)
    let outerPan = recordingPan("outerPan", log: log)
    let innerPan = recordingPan("innerPan", log: log)
    let horizontalOnly = GestureDelegateStub()
    horizontalOnly.shouldBegin = { recognizer in
      guard let pan = recognizer as? PanGestureRecognizer else { return true }
      let translation = pan.translation(in: nil)
      return abs(translation.x) >= abs(translation.y)
    }
    innerPan.delegate = horizontalOnly
    outer.addGestureRecognizer(outerPan)
    inner.addGestureRecognizer(innerPan)

    host.drag(from: Point(x: 200, y: 80), to: Point(x: 210, y: 200), steps: 4)
    #expect(log.entries(startingWith: "innerPan").isEmpty)
    #expect(log.entries(startingWith: "outerPan").first == "outerPan began")
    #expect(log.entries(startingWith: "outerPan").last == "outerPan ended")

    log.clear()
    host.drag(from: Point(x: 150, y: 100), to: Point(x: 270, y: 110), steps: 4)
    #expect(log.entries(startingWith: "outerPan").isEmpty)
    #expect(log.entries(startingWith: "innerPan").first == "innerPan began")
  }

  @MainActor @Test("a pan that must wait for a delegate-required failure begins once it fails")
  func delegateRequiredFailure() {
    let log = CallLog()
    let (host, outer, inner) = makeNested(log: log)
    let outerPan = recordingPan("outerPan", log: log)
    let innerTap = TapGestureRecognizer { _ in log.record("innerTap") }
    let delegate = GestureDelegateStub()
    delegate.requireFailure = { recognizer, other in
      recognizer === outerPan && other === innerTap
    }
    outerPan.delegate = delegate
    outer.addGestureRecognizer(outerPan)
    inner.addGestureRecognizer(innerTap)

    host.beginDrag(at: Point(x: 150, y: 100))
    host.moveDrag(to: Point(x: 155, y: 100))
    host.moveDrag(to: Point(x: 159, y: 100))
    #expect(log.entries(startingWith: "outerPan").isEmpty)
    host.moveDrag(to: Point(x: 175, y: 100))
    #expect(innerTap.state == .failed)
    #expect(log.entries(startingWith: "outerPan") == ["outerPan began"])
    host.endDrag()

    log.clear()
    host.tap(at: Point(x: 150, y: 100))
    #expect(log.entries == ["inner.pointerBegan", "inner.pointerCancelled", "innerTap"])
  }

  @MainActor @Test("a recognizing pan cancels the view's touch; the view gets no more events")
  func cancelsTouchesInView() {
    let log = CallLog()
    let (host, outer, _) = makeNested(log: log)
    outer.addGestureRecognizer(recordingPan("outerPan", log: log))

    host.beginDrag(at: Point(x: 150, y: 100))
    host.moveDrag(to: Point(x: 155, y: 100))
    host.moveDrag(to: Point(x: 170, y: 100))
    host.moveDrag(to: Point(x: 180, y: 100))
    host.endDrag()

    #expect(
      log.entries == [
        "inner.pointerBegan",
        "inner.pointerMoved",
        "inner.pointerCancelled",
        "outerPan began",
        "outerPan changed",
        "outerPan ended",
      ])
  }

  @MainActor @Test("without cancelsTouchesInView the view keeps its events alongside the pan")
  func keepsTouchesInView() {
    let log = CallLog()
    let (host, outer, _) = makeNested(log: log)
    let pan = recordingPan("outerPan", log: log)
    pan.cancelsTouchesInView = false
    outer.addGestureRecognizer(pan)

    host.drag(from: Point(x: 150, y: 100), to: Point(x: 190, y: 100), steps: 2)

    #expect(
      log.entries == [
        "inner.pointerBegan",
        "outerPan began",
        "inner.pointerMoved",
        "outerPan changed",
        "inner.pointerMoved",
        "outerPan ended",
        "inner.pointerEnded",
      ])
  }

  @MainActor @Test("delaysTouchesBegan holds the view's events until the recognizer fails")
  func delaysTouchesBegan() {
    let log = CallLog()
    let (host, outer, _) = makeNested(log: log)
    let pan = recordingPan("outerPan", log: log)
    pan.delaysTouchesBegan = true
    outer.addGestureRecognizer(pan)

    host.beginDrag(at: Point(x: 150, y: 100))
    host.moveDrag(to: Point(x: 153, y: 100))
    #expect(log.entries.isEmpty)
    host.endDrag()
    #expect(
      log.entries == ["inner.pointerBegan", "inner.pointerMoved", "inner.pointerEnded"],
      "the pan failed on release: the held events arrive in order")

    log.clear()
    host.drag(from: Point(x: 150, y: 100), to: Point(x: 190, y: 100), steps: 2)
    #expect(
      log.entries == ["outerPan began", "outerPan changed", "outerPan ended"],
      "the pan recognized: the view never hears of the pointer")
  }

  @MainActor @Test("a recognizer that fails frees the touch for the next one")
  func failureFreesTouch() {
    let log = CallLog()
    let (host, outer, inner) = makeNested(log: log)
    let innerEdge = ScreenEdgePanGestureRecognizer { _ in log.record("edge") }
    innerEdge.edges = .left
    inner.addGestureRecognizer(innerEdge)
    outer.addGestureRecognizer(recordingPan("outerPan", log: log))

    host.drag(from: Point(x: 150, y: 100), to: Point(x: 250, y: 100), steps: 4)

    #expect(!log.entries.contains("edge"))
    #expect(log.entries(startingWith: "outerPan").first == "outerPan began")
  }

  @MainActor @Test("canBePrevented false keeps a recognizer running beside the winner")
  func subclassCanBePrevented() {
    final class StubbornPan: PanGestureRecognizer {
      override func canBePrevented(by other: GestureRecognizer) -> Bool { false }
    }
    let log = CallLog()
    let (host, outer, inner) = makeNested(log: log)
    let stubborn = StubbornPan { pan in log.record("outerPan \(pan.state)") }
    outer.addGestureRecognizer(stubborn)
    inner.addGestureRecognizer(recordingPan("innerPan", log: log))

    host.drag(from: Point(x: 150, y: 100), to: Point(x: 250, y: 100), steps: 2)

    #expect(log.entries(startingWith: "innerPan").first == "innerPan began")
    #expect(log.entries(startingWith: "outerPan").first == "outerPan began")
  }

  @MainActor @Test("shouldReceive false keeps a recognizer out of a pointer")
  func delegateShouldReceive() {
    let log = CallLog()
    let (host, outer, _) = makeNested(log: log)
    let pan = recordingPan("outerPan", log: log)
    let delegate = GestureDelegateStub()
    delegate.shouldReceive = { _, event in event.location.x < 100 }
    pan.delegate = delegate
    outer.addGestureRecognizer(pan)

    host.drag(from: Point(x: 150, y: 100), to: Point(x: 250, y: 100), steps: 2)
    #expect(log.entries(startingWith: "outerPan").isEmpty)
    host.drag(from: Point(x: 50, y: 100), to: Point(x: 90, y: 100), steps: 2)
    #expect(log.entries(startingWith: "outerPan").first == "outerPan began")
  }

  @MainActor @Test("two pointers on two views run two pans independently")
  func independentPointers() {
    let log = CallLog()
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let left = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
    let right = View(frame: Rect(x: 200, y: 0, width: 200, height: 300))
    controller.view.addSubview(left)
    controller.view.addSubview(right)
    let leftPan = recordingPan("left", log: log)
    let rightPan = recordingPan("right", log: log)
    left.addGestureRecognizer(leftPan)
    right.addGestureRecognizer(rightPan)
    let window = host.window

    window.send(PointerEvent(id: 1, phase: .began, location: Point(x: 50, y: 50), timestamp: 0))
    window.send(PointerEvent(id: 2, phase: .began, location: Point(x: 250, y: 50), timestamp: 0))
    window.send(PointerEvent(id: 1, phase: .moved, location: Point(x: 80, y: 50), timestamp: 0.1))
    window.send(PointerEvent(id: 2, phase: .moved, location: Point(x: 250, y: 90), timestamp: 0.1))
    #expect(leftPan.translation(in: nil) == Point(x: 30, y: 0))
    #expect(rightPan.translation(in: nil) == Point(x: 0, y: 40))
    window.send(PointerEvent(id: 1, phase: .ended, location: Point(x: 80, y: 50), timestamp: 0.2))
    #expect(rightPan.state == .began)
    window.send(PointerEvent(id: 2, phase: .ended, location: Point(x: 250, y: 90), timestamp: 0.2))

    #expect(log.entries == ["left began", "right began", "left ended", "right ended"])
  }
}
