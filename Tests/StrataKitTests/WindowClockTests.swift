import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A clock that counts how often it is read.
@MainActor
private final class CountingClock: FrameClock {
  var reads = 0
  var time = 0.0

  var now: Double {
    reads += 1
    return time
  }
}

@Suite("Window clock", .strictDiagnostics)
struct WindowClockTests {
  @MainActor @Test("a window reads its clock once per frame and nowhere else")
  func samplesOncePerFrame() {
    let clock = CountingClock()
    let window = Window(size: Size(width: 100, height: 100), clock: clock)
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    let readsBeforeFrames = clock.reads

    clock.time = 1.5
    _ = window.render()
    clock.time = 2
    _ = window.render()

    #expect(clock.reads == readsBeforeFrames + 2)
    #expect(window.frameTime == 2)
  }

  @MainActor @Test("a manual clock never runs backward")
  func manualClockIsMonotonic() {
    let clock = ManualClock(start: 3)
    clock.advance(by: -2)
    clock.advance(by: .nan)
    clock.advance(by: .infinity)
    #expect(clock.now == 3)
    clock.advance(by: 0.5)
    #expect(clock.now == 3.5)
  }
}

@Suite("Monotonic clock", .strictDiagnostics)
struct MonotonicClockTests {
  @MainActor @Test("the host clock starts near zero and never runs backward")
  func neverBackward() {
    let clock = MonotonicClock()
    var previous = clock.now
    #expect(previous >= 0)
    for _ in 0..<1000 {
      let reading = clock.now
      #expect(reading >= previous)
      previous = reading
    }
  }
}

@Suite("Frame time", .strictDiagnostics)
struct FrameTimeTests {
  @MainActor @Test("an animation started between frames begins at the frame's time")
  func animationsStartAtFrameTime() {
    let clock = CountingClock()
    let window = Window(size: Size(width: 100, height: 100), clock: clock)
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    clock.time = 1
    _ = window.render()
    let reads = clock.reads

    clock.time = 1.1
    View.animate(withDuration: 1, curve: .linear) { view.alpha = 0 }
    let offsetScroller = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    offsetScroller.contentSize = Size(width: 100, height: 1000)
    window.addSubview(offsetScroller)
    offsetScroller.setContentOffset(Point(x: 0, y: 300), animated: true)
    #expect(clock.reads == reads)

    clock.time = 1.15
    _ = window.render()
    #expect(isClose(view.presentation.alpha, 0.85))
    #expect(isClose(offsetScroller.contentOffset.y, 150, tolerance: 1))
  }
}
