import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A view that records every pointer event it receives.
@MainActor
private final class EventSink: View {
  var pointerEvents: [PointerEvent] = []
  var scrollEvents: [ScrollEvent] = []

  override func pointerBegan(_ event: PointerEvent) { pointerEvents.append(event) }
  override func pointerMoved(_ event: PointerEvent) { pointerEvents.append(event) }
  override func pointerEnded(_ event: PointerEvent) { pointerEvents.append(event) }
  override func pointerCancelled(_ event: PointerEvent) { pointerEvents.append(event) }
  override func scrollWheel(_ event: ScrollEvent) { scrollEvents.append(event) }
}

@Suite("TestHost interaction", .strictDiagnostics)
struct TestHostInteractionTests {
  @MainActor
  private func makeHost() -> (TestHost, EventSink) {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let sink = EventSink(frame: controller.view.bounds)
    controller.view.addSubview(sink)
    return (host, sink)
  }

  @MainActor @Test("drag sends a down, evenly spaced moves with the clock stepped, and an up")
  func dragTiming() {
    let (host, sink) = makeHost()
    host.drag(from: Point(x: 0, y: 0), to: Point(x: 100, y: 50), duration: 0.5, steps: 5)

    let events = sink.pointerEvents
    #expect(events.map(\.phase) == [.began, .moved, .moved, .moved, .moved, .moved, .ended])
    #expect(events.map(\.location.x) == [0, 20, 40, 60, 80, 100, 100])
    let times = events.map(\.timestamp)
    for (index, time) in times.enumerated() {
      let expected = Double(min(index, 5)) * 0.1
      #expect(abs(time - expected) < 1e-9)
    }
    #expect(Set(events.map(\.id)).count == 1)
    #expect(abs(host.clock.now - 0.5) < 1e-9)
    #expect(abs(host.window.frameTime - 0.5) < 1e-9, "each step rendered a frame")
  }

  @MainActor @Test("each drag uses a pointer id of its own")
  func pointerIDs() {
    let (host, sink) = makeHost()
    host.tap(at: Point(x: 10, y: 10))
    host.tap(at: Point(x: 10, y: 10))
    let ids = sink.pointerEvents.map(\.id)
    #expect(ids.count == 4)
    #expect(ids[0] == ids[1])
    #expect(ids[2] == ids[3])
    #expect(ids[0] != ids[2])
  }

  @MainActor @Test("beginDrag, moveDrag one frame at a time, advance to hold still, endDrag")
  func stepwiseDrag() {
    let (host, sink) = makeHost()
    host.beginDrag(at: Point(x: 10, y: 10))
    #expect(host.dragLocation == Point(x: 10, y: 10))
    host.moveDrag(to: Point(x: 20, y: 10))
    #expect(abs(host.clock.now - TestHost.frameDuration) < 1e-12)
    host.advance(by: 0.5)
    host.endDrag()
    #expect(host.dragLocation == nil)

    let last = sink.pointerEvents.last
    #expect(last?.phase == .ended)
    #expect(last?.location == Point(x: 20, y: 10))
    #expect(abs((last?.timestamp ?? 0) - (0.5 + TestHost.frameDuration)) < 1e-12)

    host.moveDrag(to: Point(x: 50, y: 50))
    host.endDrag()
    #expect(sink.pointerEvents.count == 3, "without a drag, move and end are no-ops")
  }

  @MainActor @Test("fling moves at a constant speed, one frame apart, then lifts at once")
  func flingShape() throws {
    let (host, sink) = makeHost()
    host.fling(from: Point(x: 100, y: 100), velocity: Point(x: 600, y: -300))

    let events = sink.pointerEvents
    #expect(events.count == TestHost.flingMoveCount + 2)
    let last = try #require(events.last)
    #expect(last.phase == .ended)
    #expect(isClose(last.location, Point(x: 160, y: 70), tolerance: 1e-9))
    #expect(last.timestamp == events[events.count - 2].timestamp)
  }

  @MainActor @Test("scroll sends a trackpad stream, or one wheel event")
  func scrollShapes() {
    let (host, sink) = makeHost()
    host.scroll(by: Point(x: 0, y: 90), at: Point(x: 50, y: 50), steps: 3)
    #expect(sink.scrollEvents.map(\.phase) == [.began, .changed, .changed, .changed, .ended])
    #expect(sink.scrollEvents.allSatisfy { $0.isPrecise })
    #expect(sink.scrollEvents.map(\.delta.y) == [0, 30, 30, 30, 0])

    sink.scrollEvents.removeAll()
    host.scroll(by: Point(x: 0, y: -40), at: Point(x: 50, y: 50), precise: false)
    #expect(sink.scrollEvents.count == 1)
    #expect(sink.scrollEvents.first?.isPrecise == false)
    #expect(sink.scrollEvents.first?.phase == nil)
    #expect(sink.scrollEvents.first?.delta == Point(x: 0, y: -40))
  }
}
