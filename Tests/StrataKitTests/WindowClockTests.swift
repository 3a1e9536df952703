import StrataKit
import Testing

/// A clock that counts how often it is read.
@MainActor
private final class CountingClock: Clock {
  var reads = 0
  var time = 0.0

  var now: Double {
    reads += 1
    return time
  }
}

@Suite("Window clock")
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

@Suite("Monotonic clock")
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
