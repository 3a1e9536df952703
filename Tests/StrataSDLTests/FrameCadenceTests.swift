import Testing

@testable import StrataSDL

@Suite("The windowed host's frame cadence")
struct FrameCadenceTests {
  private let interval = 1.0 / 60

  @Test(
    "frames that start a little late keep a 60 Hz cadence: the delay is not added to every interval"
  )
  func wakingLateKeepsTheCadence() {
    var cadence = FrameCadence(interval: interval)
    cadence.frameStarted(at: 10)
    #expect(cadence.nextFrameTime == 10 + interval)
    // Each frame starts 1.2 ms after it was due, as a loop woken by a millisecond timer does.
    var starts: [Double] = [10]
    for _ in 1...59 {
      let start = cadence.nextFrameTime + 0.0012
      starts.append(start)
      cadence.frameStarted(at: start)
    }
    // Sixty frames within one second of the first, each due one interval after the one
    // before (counted from each start instead, the sixtieth would come 59 × 1.2 ms later).
    #expect(starts[59] - starts[0] < 59 * interval + 0.002)
    #expect(abs(cadence.nextFrameTime - (10 + 60 * interval)) < 1e-9)
  }

  @Test(
    "a frame that starts more than half an interval late starts a new cadence from its own start"
  )
  func aLateFrameStartsANewCadence() {
    var cadence = FrameCadence(interval: interval)
    cadence.frameStarted(at: 5)
    // The next frame was due at 5 + 1/60 and starts 12 ms after that (a slow frame before it).
    let late = 5 + interval + 0.012
    cadence.frameStarted(at: late)
    #expect(cadence.nextFrameTime == late + interval)
    // One that starts 5 ms late stays on the cadence.
    let slightlyLate = cadence.nextFrameTime + 0.005
    cadence.frameStarted(at: slightlyLate)
    #expect(abs(cadence.nextFrameTime - (late + 2 * interval)) < 1e-9)
    // After a rest of two seconds, the first frame starts a cadence of its own.
    cadence.frameStarted(at: 10)
    #expect(cadence.nextFrameTime == 10 + interval)
  }

  @Test("an interval or a time that is not finite is no cadence: 1/60 s, and the time is ignored")
  func badInput() {
    #expect(FrameCadence(interval: .nan).interval == 1.0 / 60)
    #expect(FrameCadence(interval: -1).interval == 1.0 / 60)
    var cadence = FrameCadence(interval: 0.02)
    cadence.frameStarted(at: 1)
    cadence.frameStarted(at: .infinity)
    #expect(cadence.nextFrameTime == 1.02)
  }
}
