#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The formulas a scroll view moves by, as UIKit's: exponential deceleration, rubber-banding
/// past the edges, and the projection of a release velocity.
///
/// Deceleration is the model `offset(t) = offset₀ + v·(1 − dᵗ)/(1 − d)` with `t` in
/// milliseconds, `v` in points per millisecond and `d` the deceleration rate per millisecond
/// (0.998 normally, 0.99 fast).
public enum ScrollPhysics {
  /// UIKit's rubber-band constant: 0.55.
  public static let rubberBandCoefficient = 0.55
  /// The spring that takes content back inside its edges after it was pulled or flung past
  /// one: critically damped, 0.4 s.
  public static let bounceBackSpring = Spring(response: 0.4, dampingRatio: 1)
  /// The spring that settles a paging scroll view on a page after the finger lifts: critically
  /// damped, 0.2 s, so that a page lands about 0.3 s after the finger lifts, as with UIKit's
  /// paging (whose deceleration is fixed at its fast rate).
  public static let pagingSpring = Spring(response: 0.2, dampingRatio: 1)

  /// How far content drawn past an edge moves for `overshoot` points of finger travel, in a
  /// view `dimension` points long: `x·d·c / (d + c·x)`, which approaches `d` but never reaches
  /// it. Negative overshoots give negative results.
  public static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let magnitude = abs(overshoot)
    let c = rubberBandCoefficient
    let banded = magnitude * dimension * c / (dimension + c * magnitude)
    return overshoot < 0 ? -banded : banded
  }

  /// The inverse of ``rubberBand(_:dimension:)``: the finger travel that shows `banded` points
  /// past the edge.
  public static func inverseRubberBand(_ banded: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let magnitude = min(abs(banded), dimension * 0.999)
    let c = rubberBandCoefficient
    let overshoot = magnitude * dimension / (c * (dimension - magnitude))
    return banded < 0 ? -overshoot : overshoot
  }

  /// The distance travelled `elapsed` seconds after a release at `velocity` points per second.
  public static func decelerationDistance(
    velocity: Double, elapsed: Double, rate: Double
  ) -> Double {
    let milliseconds = max(0, elapsed) * 1000
    let perMillisecond = velocity / 1000
    return perMillisecond * (1 - pow(rate, milliseconds)) / (1 - rate)
  }

  /// The velocity, in points per second, `elapsed` seconds after a release at `velocity`
  /// points per second.
  public static func decelerationVelocity(velocity: Double, elapsed: Double, rate: Double)
    -> Double
  {
    let milliseconds = max(0, elapsed) * 1000
    return velocity * pow(rate, milliseconds) * -log(rate) / (1 - rate)
  }

  /// Where a release at `velocity` points per second comes to rest: the limit of the
  /// deceleration, `v / 1000 / (1 − d)` points away (as `UIScrollView` projects).
  public static func projectedDistance(velocity: Double, rate: Double) -> Double {
    velocity / 1000 / (1 - rate)
  }

  /// How long, in seconds, a release at `velocity` points per second moves before less than
  /// `remainingDistance` points (default 0.5) of its projection are left; the motion then lands
  /// on the projection exactly.
  public static func decelerationDuration(
    velocity: Double, rate: Double, remainingDistance: Double = 0.5
  ) -> Double {
    let projected = abs(projectedDistance(velocity: velocity, rate: rate))
    guard projected > remainingDistance, remainingDistance > 0 else { return 0 }
    return log(remainingDistance / projected) / log(rate) / 1000
  }
}
