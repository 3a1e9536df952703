/// How a released swipe ends: the one rule every swipe in Strata is decided by, the
/// containers' swipes and a paging ``ScrollView`` alike.
///
/// The release is decided by where the finger's velocity would carry the swipe (its
/// ``Projection``), not by where it is. The swipe runs between its cancel progress and the
/// neighbouring snap point on the side the projection lands; it goes on to that snap point when
/// the projected position covers at least `threshold` of the way, and returns to the cancel
/// progress otherwise. A throw toward completion thus finishes from a short drag, a throw back
/// cancels a long one, and a slow release finishes once past the threshold. The settle then
/// starts at the finger's speed.
package struct SwipeRelease: Equatable {
  /// How a release's velocity carries the swipe on before the threshold is tested.
  package enum Projection: Equatable, Sendable {
    /// As `UIScrollView` projects a fling: the distance a deceleration keeping `rate` of the
    /// velocity per millisecond travels (0.998 is `UIScrollView`'s normal rate).
    case decelerating(rate: Double)
    /// The distance the velocity travels, unchanged, in `seconds`.
    case linear(seconds: Double)
    /// A flick: a release faster than `minimumSpeed` points per second lands at the snap point
    /// on the side it was thrown to; a slower one lands where the finger is.
    case flick(minimumSpeed: Double)

    /// `UIScrollView`'s normal deceleration.
    package static let scrollView = Projection.decelerating(rate: 0.998)

    /// How far, in points, a release at `velocity` points per second carries the swipe when
    /// the snap point is `length` points away.
    func distance(velocity: Double, length: Double) -> Double {
      switch self {
      case .decelerating(let rate):
        ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
      case .linear(let seconds):
        velocity * seconds
      case .flick(let minimumSpeed):
        abs(velocity) > minimumSpeed ? (velocity > 0 ? 1 : -1) * 2 * abs(length) : 0
      }
    }
  }

  /// The snap point the swipe comes to rest at, in progress units.
  package let target: Double
  /// Whether the swipe completes (`target` is not the cancel progress).
  package let commits: Bool
  /// The speed the settle starts with, as a fraction per second of the distance left to
  /// `target` (UIKit's `initialSpringVelocity`); 0 when less than a point is left.
  package let normalizedVelocity: Double

  /// Decides a release.
  ///
  /// - Parameters:
  ///   - progress: Where the swipe is, in progress units.
  ///   - cancelProgress: Where it started, and returns to when cancelled.
  ///   - snapPoints: Where it may come to rest, in progress units.
  ///   - distance: Points per unit of progress (at least 1 is used).
  ///   - velocity: The finger's speed toward increasing progress, in points per second.
  ///   - threshold: The fraction (0…1) of the way from the cancel progress to the next snap point
  ///     that the projected position must reach.
  ///   - projection: How the velocity carries the swipe on; `UIScrollView`'s by default.
  ///   - forceCancel: Whether the swipe returns to the cancel progress whatever its position
  ///     (its gesture was interrupted).
  package init(
    progress: Double, cancelProgress: Double, snapPoints: [Double], distance: Double,
    velocity: Double, threshold: Double, projection: Projection = .scrollView,
    forceCancel: Bool = false
  ) {
    let distance = max(1, distance)
    let above = snapPoints.filter { $0 > cancelProgress }.min()
    let below = snapPoints.filter { $0 < cancelProgress }.max()
    // The side is the projection's: a throw back past the start heads for the snap point
    // there. A flick's length is not known yet, so its side is the throw's.
    let reach = projection.distance(velocity: velocity, length: distance)
    let landing = progress + reach / distance
    let next = landing >= cancelProgress ? above ?? below : below ?? above
    guard let next else {
      target = cancelProgress
      commits = false
      normalizedVelocity = 0
      return
    }
    // Everything below is measured in points from the cancel progress toward `next`.
    let direction: Double = next > cancelProgress ? 1 : -1
    let length = (next - cancelProgress) * direction * distance
    let covered = (progress - cancelProgress) * direction * distance
    let speed = velocity * direction
    let projected = covered + projection.distance(velocity: speed, length: length)
    commits = !forceCancel && projected / length >= threshold
    target = commits ? next : cancelProgress
    let remaining = commits ? length - covered : covered
    let settleSpeed = commits ? speed : -speed
    normalizedVelocity = remaining > 1 ? settleSpeed / remaining : 0
  }
}
