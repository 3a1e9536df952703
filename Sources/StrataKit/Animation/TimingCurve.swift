/// The pace of an animation over its duration: a cubic Bézier from (0, 0) to (1, 1), as
/// `CAMediaTimingFunction`.
public struct TimingCurve: Sendable, Hashable, Codable {
  /// The first control point; x in 0…1.
  public let controlPoint1: Point
  /// The second control point; x in 0…1.
  public let controlPoint2: Point

  /// Creates a curve from its two control points; their x coordinates are clamped to 0…1 so
  /// that time only moves forward.
  public init(controlPoint1: Point, controlPoint2: Point) {
    self.controlPoint1 = Point(x: min(1, max(0, controlPoint1.x)), y: controlPoint1.y)
    self.controlPoint2 = Point(x: min(1, max(0, controlPoint2.x)), y: controlPoint2.y)
  }

  /// Constant speed: (0, 0), (1, 1).
  public static let linear = TimingCurve(
    controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 1, y: 1))
  /// Starts slowly: (0.42, 0), (1, 1).
  public static let easeIn = TimingCurve(
    controlPoint1: Point(x: 0.42, y: 0), controlPoint2: Point(x: 1, y: 1))
  /// Ends slowly: (0, 0), (0.58, 1).
  public static let easeOut = TimingCurve(
    controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 0.58, y: 1))
  /// Starts and ends slowly: (0.42, 0), (0.58, 1).
  public static let easeInOut = TimingCurve(
    controlPoint1: Point(x: 0.42, y: 0), controlPoint2: Point(x: 0.58, y: 1))

  /// The progress (usually 0…1, beyond it for overshooting curves) at `time`, the fraction of
  /// the duration elapsed (clamped to 0…1).
  ///
  /// - Complexity: a few Newton iterations, bisection when they do not converge.
  public func value(at time: Double) -> Double {
    let x = min(1, max(0, time.isNaN ? 0 : time))
    if x == 0 || x == 1 { return x }
    if controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y { return x }
    let t = parameter(forX: x)
    return Self.bezier(t, controlPoint1.y, controlPoint2.y)
  }

  /// Finds the Bézier parameter whose x coordinate is `x`.
  private func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = Self.bezier(t, controlPoint1.x, controlPoint2.x) - x
      if abs(error) < 1e-12 { return t }
      let slope = Self.derivative(t, controlPoint1.x, controlPoint2.x)
      if abs(slope) < 1e-7 { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<60 {
      let value = Self.bezier(t, controlPoint1.x, controlPoint2.x)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// One coordinate of the Bézier with end points 0 and 1 and control coordinates `p1`, `p2`.
  private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - t
    return 3 * inverse * inverse * t * p1 + 3 * inverse * t * t * p2 + t * t * t
  }

  private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - t
    return 3 * inverse * inverse * p1 + 6 * inverse * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}
