import StrataKit

/// How a released swipe ends: the one rule every swipe in Strata is decided by.
///
/// The release is decided the way `UIScrollView` projects a fling: by where the finger's
/// velocity would carry the swipe (a deceleration of `decelerationRate` per millisecond), not by
/// where it is. The swipe runs between its cancel progress and the neighbouring snap point on
/// the side it moved to; it goes on to that snap point when the projected position covers at
/// least `threshold` of the way, and returns to the cancel progress otherwise. A throw toward
/// completion thus finishes from a short drag, a throw back cancels a long one, and a slow
/// release finishes once past the threshold. The settle then starts at the finger's speed.
struct SwipeRelease: Equatable {
  /// The snap point the swipe comes to rest at, in progress units.
  let target: Double
  /// Whether the swipe completes (`target` is not the cancel progress).
  let commits: Bool
  /// The speed the settle starts with, as a fraction per second of the distance left to
  /// `target` (UIKit's `initialSpringVelocity`); 0 when less than a point is left.
  let normalizedVelocity: Double

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
  ///   - decelerationRate: The fraction of velocity kept per millisecond of the projection;
  ///     `UIScrollView`'s normal rate, 0.998, by default.
  ///   - forceCancel: Whether the swipe returns to the cancel progress whatever its position
  ///     (its gesture was interrupted).
  init(
    progress: Double, cancelProgress: Double, snapPoints: [Double], distance: Double,
    velocity: Double, threshold: Double, decelerationRate: Double = 0.998,
    forceCancel: Bool = false
  ) {
    let above = snapPoints.filter { $0 > cancelProgress }.min()
    let below = snapPoints.filter { $0 < cancelProgress }.max()
    let next = progress >= cancelProgress ? above ?? below : below ?? above
    guard let next else {
      target = cancelProgress
      commits = false
      normalizedVelocity = 0
      return
    }
    // Everything below is measured in points from the cancel progress toward `next`.
    let direction: Double = next > cancelProgress ? 1 : -1
    let distance = max(1, distance)
    let length = (next - cancelProgress) * direction * distance
    let covered = (progress - cancelProgress) * direction * distance
    let speed = velocity * direction
    let projected =
      covered + ScrollPhysics.projectedDistance(velocity: speed, rate: decelerationRate)
    commits = !forceCancel && projected / length >= threshold
    target = commits ? next : cancelProgress
    let remaining = commits ? length - covered : covered
    let settleSpeed = commits ? speed : -speed
    normalizedVelocity = remaining > 1 ? settleSpeed / remaining : 0
  }
}
