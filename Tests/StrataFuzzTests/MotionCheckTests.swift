import StrataKit
import StrataTesting
import Testing

@testable import StrataFuzz

/// The motion check reports a motion started after a rest that the next frame shows ended
/// before its span passed, and nothing else.
@Suite("MotionCheck")
@MainActor
struct MotionCheckTests {
  /// A source whose motions a test sets by hand.
  private final class FakeSource: MotionSource {
    var runningMotions: [View.RunningMotion] = []
    var motionName: String { "fake" }
  }

  /// Records `motion`, running on a fresh source when step 3 is taken at `clockTime`, then
  /// draws a frame at `frameTime` after which the motion runs or not; returns the problems
  /// and the check.
  private func frame(
    after motion: View.RunningMotion, startedAt clockTime: Double, frameAt frameTime: Double,
    stillRunning: Bool
  ) -> (problems: [String], check: MotionCheck) {
    let check = MotionCheck()
    let source = FakeSource()
    check.beginRest([source])
    source.runningMotions = [motion]
    check.recordNew(in: [source], step: 3, "key(escape)", at: clockTime)
    if !stillRunning { source.runningMotions = [] }
    return (check.frameDrawn(at: frameTime, alone: true), check)
  }

  @Test("a motion stamped with the last frame's time that ends on the first frame is reported")
  func staleStartIsReported() throws {
    // The last frame was at 0.5; the window rested until 2; a key started a 0.2 s motion,
    // stamped (wrongly) 0.5; the next frame, at 2 + 1/60, finds it over.
    let stale = View.RunningMotion(key: "center", startTime: 0.5, endTime: 0.7)
    let result = frame(
      after: stale, startedAt: 2, frameAt: 2 + TestHost.frameDuration, stillRunning: false)
    #expect(result.check.checkedCount == 1)
    let problem = try #require(result.problems.first)
    #expect(result.problems.count == 1)
    #expect(problem.hasPrefix(MotionCheck.problemPrefix))
    #expect(problem.contains("fake (center)"))
    #expect(problem.contains("by step 3 (key(escape))"))
    #expect(problem.contains("stamped to start at 0.5 s"))
  }

  @Test("a motion stamped with the time it started is not reported, running or removed")
  func timelyStartPasses() {
    let timely = View.RunningMotion(key: "center", startTime: 2, endTime: 2.2)
    for stillRunning in [true, false] {
      let result = frame(
        after: timely, startedAt: 2, frameAt: 2 + TestHost.frameDuration,
        stillRunning: stillRunning)
      #expect(result.problems.isEmpty)
      #expect(result.check.checkedCount == 1)
    }
  }

  @Test("a motion whose span has passed on the clock by the next frame may end on it")
  func spanPassedPasses() {
    // Stamped 0.5, as the old bug did, but the frame comes after 2 + 0.2 anyway.
    let stale = View.RunningMotion(key: "alpha", startTime: 0.5, endTime: 0.7)
    let result = frame(after: stale, startedAt: 2, frameAt: 2.25, stillRunning: false)
    #expect(result.problems.isEmpty)
  }

  @Test("a motion removed before the frame is not expected any more")
  func removedBetweenFramesIsDropped() {
    let check = MotionCheck()
    let source = FakeSource()
    check.beginRest([source])
    source.runningMotions = [View.RunningMotion(key: "center", startTime: 0.5, endTime: 0.7)]
    check.recordNew(in: [source], step: 3, "key(escape)", at: 2)
    #expect(check.expected.count == 1)
    source.runningMotions = []
    check.recordNew(in: [source], step: 4, "stack.pop(still)", at: 2)
    #expect(check.expected.isEmpty)
    #expect(check.frameDrawn(at: 2 + TestHost.frameDuration, alone: true).isEmpty)
  }

  @Test("a container's transition is checked only by a frame alone")
  func transitionNeedsAFrameAlone() {
    func expectTransition(in check: MotionCheck) {
      check.beginRest([])
      check.expect(
        MotionCheck.Expected(
          name: "cross's transition", step: (2, "cross.dismiss(anim)"), clockTime: 2,
          span: 0.3, stampedStart: nil, needsFrameAlone: true, isRunning: { false }))
    }
    let check = MotionCheck()
    expectTransition(in: check)
    #expect(check.frameDrawn(at: 2 + TestHost.frameDuration, alone: false).isEmpty)
    #expect(check.checkedCount == 0)
    expectTransition(in: check)
    let problems = check.frameDrawn(at: 2 + TestHost.frameDuration, alone: true)
    #expect(problems.count == 1)
    #expect(problems.first?.contains("cross's transition") == true)
  }

  @Test("a real view's animation that began before the rest, taken for a new one, is reported")
  func realAnimationOlderThanItsStep() throws {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller)
    host.advance(by: TestHost.frameDuration)
    let view = controller.view
    View.animate(withDuration: 0.2) { view.alpha = 0.5 }
    host.rest(for: 1)
    // The check is told the animation was not running when the rest began, so it takes it for
    // one the next step started: its start is a second older than that step.
    let check = MotionCheck()
    check.beginRest([])
    check.recordNew(in: [view], step: 2, "key(escape)", at: host.clock.now)
    let recorded = try #require(check.expected.first)
    #expect(recorded.stampedStart == TestHost.frameDuration)
    #expect(abs(recorded.span - 0.2) < 1e-9)

    host.advance(by: TestHost.frameDuration)
    #expect(!view.isAnimating)
    let problems = check.frameDrawn(at: host.window.frameTime, alone: true)
    #expect(problems.count == 1)
    #expect(problems.first?.contains("View of") == true)
    #expect(problems.first?.contains("(alpha)") == true)
  }

  @Test("a walk records the animations a call starts after a rest and checks them on a frame")
  func walkChecksWhatACallStarts() throws {
    let run = FuzzRun(target: try #require(FuzzTarget.named("stack")))
    try run.run(FuzzStep("rest", ["2"]))
    try run.run(FuzzStep("stack.push", ["new", "anim"]))
    // The incoming and the outgoing views slide.
    let expected = run.motionCheck.expected
    #expect(expected.count == 2)
    #expect(expected.allSatisfy { $0.stampedStart == run.world.host.clock.now })
    try run.run(FuzzStep("frame", ["0.0167"]))
    #expect(run.motionCheck.checkedCount == 2)
    #expect(run.motionCheck.expected.isEmpty)
  }

  @Test("a scroll view's animated offset is read as a motion from the time it was set")
  func scrollViewMotion() throws {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller)
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    scrollView.contentSize = Size(width: 2000, height: 200)
    controller.view.addSubview(scrollView)
    host.advance(by: TestHost.frameDuration)
    host.rest(for: 1.5)
    scrollView.setContentOffset(Point(x: 600, y: 0), animated: true)
    // Both axes move (one of them nowhere), from now, for 0.3 s by the motion's own rule,
    // which the search for its end finds to a microsecond.
    let motions = scrollView.runningMotions
    #expect(Set(motions.map(\.key)) == ["contentOffset.x", "contentOffset.y"])
    for motion in motions {
      #expect(motion.startTime == host.clock.now)
      #expect(motion.span >= 0.3 && motion.span < 0.3 + 2e-6)
    }
    host.advance(by: 0.3)
    #expect(scrollView.runningMotions.isEmpty)
  }

  @Test("every motion that ended on its first frame shrinks as one failure")
  func signature() {
    let one = FuzzRun.Failure(
      steps: [], problems: ["\(MotionCheck.problemPrefix): View of v3 (center), started at 2 s"])
    let other = FuzzRun.Failure(
      steps: [], problems: ["\(MotionCheck.problemPrefix): cross's transition, started at 9 s"])
    #expect(Shrinker.signature(of: one) == Shrinker.signature(of: other))
  }
}
