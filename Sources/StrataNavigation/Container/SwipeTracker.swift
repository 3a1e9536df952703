import StrataKit

/// Drives a container's swipes, as libadwaita's `AdwSwipeTracker` drives its carousel, leaflet
/// and navigation view: it owns the swipe's phases, reads the pan's movement and velocity along
/// the swipe's direction, and decides the release by the one rule, ``SwipeRelease``. The
/// container answers the ``Swipeable`` questions and moves its views.
///
/// A swipe is *pending* once the container decided, while its pan was asked whether it may
/// begin, what the pan would drive (its `Intent`); nothing moves yet. It is *dragging* from the
/// moment the pan begins until the finger lifts, and *finishing* while the container settles it
/// toward the snap point the release chose: the next one when it completes, the cancel progress
/// when it is cancelled (a pan that is cancelled or fails always cancels). The container ends
/// the finishing phase with ``didFinish()``.
///
/// Each call returns what the container does next (a ``Step``); the tracker never calls back.
@MainActor
final class SwipeTracker<Intent> {
  /// Where the tracker is in a swipe.
  enum Phase: Equatable {
    /// No swipe.
    case idle
    /// A swipe was decided for a pan that has not begun.
    case pending
    /// The finger drives the swipe.
    case dragging
    /// The finger lifted; the swipe settles toward the snap point its release chose.
    case finishing
  }

  /// What the pan did, as the tracker reads it: its state, translation and velocity in the
  /// coordinate space the swipe was prepared with.
  struct Sample {
    /// The pan's state.
    var state: GestureRecognizer.State
    /// How far the pan moved since it went down, in points.
    var translation: Point
    /// The pan's velocity, in points per second.
    var velocity: Point
  }

  /// What the container does for a pan event.
  enum Step {
    /// The pending swipe's pan began: start what `intent` describes, then place the views for
    /// `offset` points (`progress` units) along the swipe's direction.
    case begin(Intent, offset: Double, progress: Double)
    /// The finger moved: place the views for `offset` points (`progress` units) along the
    /// swipe's direction; neither is clamped.
    case follow(offset: Double, progress: Double)
    /// The finger lifted: settle as `release` says.
    case release(SwipeRelease)
  }

  /// The fraction (0…1) of the way to the next snap point a release must reach, after
  /// projecting its velocity, to complete.
  var threshold: Double
  /// How a release's velocity carries the swipe on before the threshold is tested.
  let projection: SwipeRelease.Projection

  /// Where the tracker is in a swipe.
  private(set) var phase = Phase.idle
  /// How the release decided the swipe that is finishing; `nil` in every other phase.
  private(set) var release: SwipeRelease?
  /// What the pending or dragging swipe drives.
  private(set) var intent: Intent?
  /// The pan of the pending or running swipe.
  private var pan: PanGestureRecognizer?
  /// The direction the finger moves to complete the swipe: a unit vector.
  private var direction = Point.zero
  /// The view whose coordinate space the pan is read in; `nil` for the window's.
  private var coordinateSpace: View?

  /// Creates an idle tracker.
  ///
  /// - Parameters:
  ///   - threshold: The fraction of the way a projected release must reach to complete.
  ///   - projection: How a release's velocity carries the swipe on; `UIScrollView`'s
  ///     deceleration by default.
  init(threshold: Double, projection: SwipeRelease.Projection = .scrollView) {
    self.threshold = threshold
    self.projection = projection
  }

  /// Whether the swipe that is finishing completes; `nil` unless one is finishing.
  var commits: Bool? { phase == .finishing ? release?.commits : nil }

  /// Makes `intent` the pending swipe for `pan`, or forgets the pending one when `intent` is
  /// `nil`. A swipe that is dragging or finishing is not touched.
  ///
  /// - Parameters:
  ///   - intent: What the pan drives once it begins.
  ///   - pan: The pan that will drive it.
  ///   - direction: The way the finger moves to complete the swipe, a unit vector.
  ///   - coordinateSpace: The view the pan is read in; `nil` for the window.
  func prepare(
    _ intent: Intent?, for pan: PanGestureRecognizer, direction: Point,
    in coordinateSpace: View?
  ) {
    guard phase == .idle || phase == .pending else { return }
    guard let intent else {
      reset()
      return
    }
    phase = .pending
    self.intent = intent
    self.pan = pan
    self.direction = direction
    self.coordinateSpace = coordinateSpace
  }

  /// Reads `pan`'s event and says what `swipeable` does next; `nil` when the event moves
  /// nothing (another pan, or none of the tracker's business).
  func handle(_ pan: PanGestureRecognizer, for swipeable: some Swipeable) -> Step? {
    guard pan === self.pan else { return nil }
    let sample = Sample(
      state: pan.state, translation: pan.translation(in: coordinateSpace),
      velocity: pan.velocity(in: coordinateSpace))
    return handle(sample, for: swipeable)
  }

  /// Reads a pan event given as a sample (the tracker's pan, read in its coordinate space) and
  /// says what `swipeable` does next; `nil` when the event moves nothing.
  func handle(_ sample: Sample, for swipeable: some Swipeable) -> Step? {
    switch (phase, sample.state) {
    case (.pending, .began):
      guard let intent else { return nil }
      phase = .dragging
      let offset = along(sample.translation)
      return .begin(intent, offset: offset, progress: offset / swipeable.swipeDistance)
    case (.dragging, .began), (.dragging, .changed):
      let offset = along(sample.translation)
      return .follow(offset: offset, progress: offset / swipeable.swipeDistance)
    case (.dragging, .ended):
      return finish(swipeable, velocity: along(sample.velocity), forceCancel: false)
    case (.dragging, .cancelled), (.dragging, .failed):
      return finish(swipeable, velocity: 0, forceCancel: true)
    default:
      return nil
    }
  }

  /// Ends the finishing phase once the container has settled the swipe; does nothing in any
  /// other phase.
  func didFinish() {
    guard phase == .finishing else { return }
    reset()
  }

  /// Forgets the swipe in whatever phase it is (the container could not start it).
  func reset() {
    phase = .idle
    release = nil
    intent = nil
    pan = nil
    direction = .zero
    coordinateSpace = nil
  }

  /// The component of `vector` along the swipe's direction.
  private func along(_ vector: Point) -> Double {
    vector.x * direction.x + vector.y * direction.y
  }

  private func finish(
    _ swipeable: some Swipeable, velocity: Double, forceCancel: Bool
  ) -> Step {
    let decision = SwipeRelease(
      progress: swipeable.swipeProgress, cancelProgress: swipeable.swipeCancelProgress,
      snapPoints: swipeable.swipeSnapPoints, distance: swipeable.swipeDistance,
      velocity: velocity, threshold: threshold, projection: projection,
      forceCancel: forceCancel)
    phase = .finishing
    release = decision
    intent = nil
    pan = nil
    return .release(decision)
  }
}
