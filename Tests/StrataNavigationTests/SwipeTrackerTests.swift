import StrataKit
import Testing

@testable import StrataNavigation

/// A swipeable whose answers a test sets.
@MainActor
private final class FakeSwipeable: Swipeable {
  var swipeDistance = 320.0
  var swipeSnapPoints = [0.0, 1]
  var swipeProgress = 0.0
  var swipeCancelProgress = 0.0
}

@Suite("SwipeTracker: phases, projection and the one release rule")
@MainActor
struct SwipeTrackerTests {
  private let pan = PanGestureRecognizer()
  private let swipeable = FakeSwipeable()

  private func sample(
    _ state: GestureRecognizer.State, x: Double, velocity: Double = 0
  ) -> SwipeTracker<String>.Sample {
    SwipeTracker.Sample(
      state: state, translation: Point(x: x, y: 0), velocity: Point(x: velocity, y: 0))
  }

  /// A tracker whose swipe for `pan` began and moved to `x` points, with the swipeable at the
  /// matching progress.
  private func dragged(to x: Double, threshold: Double = 0.5) -> SwipeTracker<String> {
    let tracker = SwipeTracker<String>(threshold: threshold)
    tracker.prepare("pop", for: pan, direction: Point(x: 1, y: 0), in: nil)
    _ = tracker.handle(sample(.began, x: 12), for: swipeable)
    _ = tracker.handle(sample(.changed, x: x), for: swipeable)
    swipeable.swipeProgress = x / swipeable.swipeDistance
    return tracker
  }

  private func release(
    _ tracker: SwipeTracker<String>, x: Double, velocity: Double,
    state: GestureRecognizer.State = .ended
  ) -> SwipeRelease? {
    guard
      case .release(let decision) = tracker.handle(
        sample(state, x: x, velocity: velocity), for: swipeable)
    else { return nil }
    return decision
  }

  @Test("a swipe is pending until its pan begins, then follows the finger along its direction")
  func pendingThenDragging() throws {
    let tracker = SwipeTracker<String>(threshold: 0.5)
    tracker.prepare("push", for: pan, direction: Point(x: -1, y: 0), in: nil)
    #expect(tracker.phase == .pending)
    #expect(tracker.intent == "push")
    #expect(tracker.handle(sample(.changed, x: -40), for: swipeable) == nil)
    let began = try #require(tracker.handle(sample(.began, x: -16), for: swipeable))
    guard case .begin(let intent, let offset, let progress) = began else {
      Issue.record("expected begin, got \(began)")
      return
    }
    #expect(intent == "push")
    #expect(offset == 16)
    #expect(progress == 16.0 / 320)
    #expect(tracker.phase == .dragging)
    let moved = try #require(tracker.handle(sample(.changed, x: -80), for: swipeable))
    guard case .follow(let offset, let progress) = moved else {
      Issue.record("expected follow, got \(moved)")
      return
    }
    #expect(offset == 80)
    #expect(progress == 0.25)
  }

  @Test("a pan that is not the pending one moves nothing; a nil intent forgets the pending one")
  func otherPansAndForgetting() {
    let tracker = SwipeTracker<String>(threshold: 0.5)
    tracker.prepare("pop", for: pan, direction: Point(x: 1, y: 0), in: nil)
    let other = PanGestureRecognizer()
    #expect(tracker.handle(other, for: swipeable) == nil)
    #expect(tracker.phase == .pending)
    tracker.prepare(nil, for: other, direction: .zero, in: nil)
    #expect(tracker.phase == .idle)
    #expect(tracker.intent == nil)
  }

  @Test("a slow drag past the threshold completes and settles from the finger's speed")
  func slowDragPastHalf() throws {
    let tracker = dragged(to: 192)
    let decision = try #require(release(tracker, x: 192, velocity: 20))
    #expect(decision.commits)
    #expect(decision.target == 1)
    // 128 pt are left; the finger moves 20 pt/s toward them.
    #expect(decision.normalizedVelocity == 20.0 / 128)
    #expect(tracker.phase == .finishing)
    #expect(tracker.commits == true)
    tracker.didFinish()
    #expect(tracker.phase == .idle)
    #expect(tracker.commits == nil)
  }

  @Test("a slow drag short of the threshold returns to the cancel progress")
  func slowDragShort() throws {
    let tracker = dragged(to: 150)
    let decision = try #require(release(tracker, x: 150, velocity: 0))
    #expect(!decision.commits)
    #expect(decision.target == 0)
    #expect(tracker.commits == false)
  }

  @Test("a fling back cancels a long drag; the settle starts at the finger's speed back")
  func flingBack() throws {
    let tracker = dragged(to: 256)
    let decision = try #require(release(tracker, x: 256, velocity: -600))
    // 256 − 600 / 1000 / 0.002 = −44: short of 160.
    #expect(!decision.commits)
    #expect(decision.target == 0)
    #expect(decision.normalizedVelocity == 600.0 / 256)
  }

  @Test("a cancelled pan cancels whatever its position and speed, and settles from rest")
  func cancelledPan() throws {
    let tracker = dragged(to: 300)
    let decision = try #require(release(tracker, x: 300, velocity: 5000, state: .cancelled))
    #expect(!decision.commits)
    #expect(decision.target == 0)
    #expect(decision.normalizedVelocity == 0)
    #expect(tracker.phase == .finishing)
    #expect(tracker.handle(sample(.changed, x: 10), for: swipeable) == nil)
  }

  @Test("the release projects the velocity as UIScrollView does: v / 1000 / (1 − 0.998)")
  func projection() throws {
    // 16 pt dragged; 300 pt/s project 150 pt further: 166 of 320 passes half.
    let flung = dragged(to: 16)
    #expect(try #require(release(flung, x: 16, velocity: 300)).commits)
    // 200 pt/s project 100 pt: 116 of 320 does not.
    let pushed = dragged(to: 16)
    #expect(try #require(release(pushed, x: 16, velocity: 200)).commits == false)
    // With a threshold of 0.15 (the stack's), 116 of 320 does.
    let stack = dragged(to: 16, threshold: 0.15)
    #expect(try #require(release(stack, x: 16, velocity: 200)).commits)
    #expect(abs(ScrollPhysics.projectedDistance(velocity: 300, rate: 0.998) - 150) < 1e-9)
  }

  @Test("past its snap point a completing swipe settles from rest")
  func pastTheSnapPoint() {
    let decision = SwipeRelease(
      progress: 1.25, cancelProgress: 0, snapPoints: [0, 1], distance: 320, velocity: 400,
      threshold: 0.15)
    #expect(decision.commits)
    #expect(decision.normalizedVelocity == 0)
  }

  @Test("from a middle snap point the swipe runs to the neighbour on the side it moved to")
  func middleSnapPoint() {
    let back = SwipeRelease(
      progress: -0.6, cancelProgress: 0, snapPoints: [-1, 0, 1], distance: 100, velocity: -10,
      threshold: 0.5)
    #expect(back.commits)
    #expect(back.target == -1)
    // 40 pt are left toward −1, and the finger moves 10 pt/s that way.
    #expect(abs(back.normalizedVelocity - 10.0 / 40) < 1e-12)
    let none = SwipeRelease(
      progress: 0.3, cancelProgress: 0, snapPoints: [0], distance: 100, velocity: 1000,
      threshold: 0.5)
    #expect(!none.commits)
    #expect(none.target == 0)
  }

  @Test("a linear projection carries the release by its velocity times the seconds given")
  func linearProjection() {
    // 40 % of the way, thrown at 300 pt/s: 0.15 s carry it 45 pt more, past half of 200.
    let thrown = SwipeRelease(
      progress: 0.4, cancelProgress: 0, snapPoints: [0, 1], distance: 200, velocity: 300,
      threshold: 0.5, projection: .linear(seconds: 0.15))
    #expect(thrown.commits)
    let slow = SwipeRelease(
      progress: 0.4, cancelProgress: 0, snapPoints: [0, 1], distance: 200, velocity: 100,
      threshold: 0.5, projection: .linear(seconds: 0.15))
    #expect(!slow.commits)
  }

  @Test("a flick goes the way it was thrown; a slow release to the nearer snap point")
  func flickProjection() {
    let flick = SwipeRelease.Projection.flick(minimumSpeed: 500)
    let thrownBack = SwipeRelease(
      progress: 0.9, cancelProgress: 0, snapPoints: [0, 1], distance: 300, velocity: -600,
      threshold: 0.5, projection: flick)
    #expect(!thrownBack.commits)
    let thrownOn = SwipeRelease(
      progress: 0.1, cancelProgress: 0, snapPoints: [0, 1], distance: 300, velocity: 600,
      threshold: 0.5, projection: flick)
    #expect(thrownOn.commits)
    let slowFar = SwipeRelease(
      progress: 0.6, cancelProgress: 0, snapPoints: [0, 1], distance: 300, velocity: -400,
      threshold: 0.5, projection: flick)
    #expect(slowFar.commits)
    #expect(slowFar.target == 1)
  }

  @Test("the side is where the projection lands: a throw back past the start goes on back")
  func projectionPicksTheSide() {
    let decision = SwipeRelease(
      progress: 0.2, cancelProgress: 0, snapPoints: [-1, 0, 1], distance: 100, velocity: -400,
      threshold: 0.5)
    // 0.2 forward, but −400 pt/s carry it 200 pt back: 1.8 of the way to −1.
    #expect(decision.commits)
    #expect(decision.target == -1)
  }
}
