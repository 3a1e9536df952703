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

  @MainActor @Test("a speed outside 0.01 through 1 is clamped, and one that is not a number is 1")
  func speedClamped() {
    #expect(MonotonicClock(speed: 0.25).speed == 0.25)
    #expect(MonotonicClock(speed: 0).speed == MonotonicClock.slowestSpeed)
    #expect(MonotonicClock(speed: -3).speed == MonotonicClock.slowestSpeed)
    #expect(MonotonicClock(speed: 7).speed == 1)
    #expect(MonotonicClock(speed: .infinity).speed == 1)
    #expect(MonotonicClock(speed: .nan).speed == 1)
  }
}

/// A clock that moves on by `step` seconds every time it is read, as a real clock does while
/// code runs.
@MainActor
private final class CreepingClock: FrameClock {
  var time = 0.0
  let step: Double

  init(step: Double) { self.step = step }

  var now: Double {
    time += step
    return time
  }
}

@Suite("Frame time", .strictDiagnostics)
struct FrameTimeTests {
  @MainActor
  @Test("an animation started between frames begins when it was started, not at the last frame")
  func animationsStartWhenStarted() {
    let clock = CountingClock()
    let window = Window(size: Size(width: 100, height: 100), clock: clock)
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    let offsetScroller = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    offsetScroller.contentSize = Size(width: 100, height: 1000)
    window.addSubview(offsetScroller)
    clock.time = 1
    _ = window.render()

    // The window rests for two seconds, then a change starts.
    clock.time = 3
    View.animate(withDuration: 1, curve: .linear) { view.alpha = 0 }
    offsetScroller.setContentOffset(Point(x: 0, y: 300), animated: true)
    #expect(window.frameTime == 1)
    #expect(window.currentTime == 3)
    #expect(view.presentation.alpha == 1)

    clock.time = 3.05
    _ = window.render()
    #expect(isClose(view.presentation.alpha, 0.95))
    let firstStep = offsetScroller.contentOffset.y
    #expect(firstStep > 0 && firstStep < 30)

    clock.time = 3.15
    _ = window.render()
    #expect(isClose(offsetScroller.contentOffset.y, 150, tolerance: 1))
  }

  @MainActor @Test("the animations of one block start together even while the clock moves on")
  func oneBlockOneStart() {
    let clock = CreepingClock(step: 0.001)
    let window = Window(size: Size(width: 100, height: 100), clock: clock)
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    let left = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let right = View(frame: Rect(x: 10, y: 0, width: 10, height: 10))
    window.addSubview(left)
    window.addSubview(right)
    _ = window.render()

    View.animate(withDuration: 0.3, curve: .linear) {
      left.center.x -= 100
      right.center.x -= 100
    }
    for _ in 0..<5 {
      _ = window.render()
      // Two screens sliding side by side keep their seam.
      #expect(isClose(right.presentation.frame.minX, left.presentation.frame.maxX, tolerance: 1e-9))
    }
  }

  @MainActor @Test("one block animating views in two windows starts each on its own clock")
  func oneBlockTwoClocks() {
    let early = ManualClock(start: 1)
    let late = ManualClock(start: 50)
    let windows = [early, late].map { clock in
      let window = Window(size: Size(width: 100, height: 100), clock: clock)
      window.rootViewController = ViewController()
      window.makeKeyAndVisible()
      _ = window.render()
      return window
    }
    let views = windows.map { window in
      let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(view)
      return view
    }
    View.animate(withDuration: 1, curve: .linear) { for view in views { view.alpha = 0 } }
    early.advance(by: 0.5)
    late.advance(by: 0.5)
    for window in windows { _ = window.render() }
    #expect(isClose(views[0].presentation.alpha, 0.5))
    #expect(isClose(views[1].presentation.alpha, 0.5))
  }

  @MainActor @Test("what starts while a frame is made starts at the frame's time")
  func startsInAFrameAtItsTime() {
    let clock = CreepingClock(step: 0.001)
    let window = Window(size: Size(width: 100, height: 100), clock: clock)
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    _ = window.render()

    var chainedStart: Double?
    View.animate(withDuration: 0.1, curve: .linear) {
      view.alpha = 0.5
    } completion: { _ in
      chainedStart = window.currentTime
      View.animate(withDuration: 1, curve: .linear) { view.alpha = 0 }
    }
    while chainedStart == nil { _ = window.render() }
    let frameOfCompletion = window.frameTime
    #expect(chainedStart == frameOfCompletion)
    _ = window.render()
    let elapsed = window.frameTime - frameOfCompletion
    #expect(isClose(view.presentation.alpha, 0.5 - 0.5 * elapsed))
  }

  @MainActor
  @Test("a display link added after a rest counts its first interval from when it was added")
  func displayLinkAfterRest() {
    let clock = ManualClock()
    let window = Window(size: Size(width: 100, height: 100), clock: clock)
    window.rootViewController = ViewController()
    window.makeKeyAndVisible()
    _ = window.render()

    clock.advance(by: 2)
    var intervals: [Double] = []
    let link = DisplayLink { link in intervals.append(link.timestamp - link.previousTimestamp) }
    link.add(to: window)
    clock.advance(by: 1.0 / 60.0)
    _ = window.render()
    #expect(intervals.count == 1)
    #expect(isClose(intervals[0], 1.0 / 60.0, tolerance: 1e-9))

    // Paused, then resumed after another rest: the first interval is again one frame.
    link.isPaused = true
    _ = window.render()
    clock.advance(by: 3)
    link.isPaused = false
    clock.advance(by: 1.0 / 60.0)
    _ = window.render()
    link.invalidate()
    #expect(intervals.count == 2)
    #expect(isClose(intervals[1], 1.0 / 60.0, tolerance: 1e-9))
  }
}
