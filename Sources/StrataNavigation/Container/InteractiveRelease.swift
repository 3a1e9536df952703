import StrataKit

/// How a released interactive transition ends, decided the way `UIScrollView` projects a
/// fling: by where the finger's velocity would carry the transition, not by where it is.
///
/// A throw toward completion finishes from a short drag, a throw back cancels a long one, and a
/// slow release finishes once past the threshold. The settle then starts at the finger's speed.
struct InteractiveRelease {
  /// Whether the transition completes.
  let commits: Bool
  /// The speed the settle starts with, as a fraction per second of the distance left to where
  /// it comes to rest (UIKit's `initialSpringVelocity`).
  let normalizedVelocity: Double

  /// Decides a release.
  ///
  /// - Parameters:
  ///   - covered: How far the transition has come, in points along its axis.
  ///   - length: The whole distance of the transition, in points.
  ///   - velocity: The finger's speed toward completion, in points per second (negative when it
  ///     moves back).
  ///   - threshold: The fraction of `length` (0…1) the projected position must reach.
  ///   - forceCancel: Whether the release cancels whatever the position (the gesture was
  ///     interrupted).
  init(
    covered: Double, length: Double, velocity: Double, threshold: Double,
    forceCancel: Bool = false
  ) {
    let length = max(1, length)
    let projected = covered + ScrollPhysics.projectedDistance(velocity: velocity, rate: 0.998)
    commits = !forceCancel && projected / length >= threshold
    let remaining = commits ? length - covered : covered
    let speed = commits ? velocity : -velocity
    normalizedVelocity = remaining > 1 ? speed / remaining : 0
  }
}
