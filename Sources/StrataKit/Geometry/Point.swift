/// A location in a two-dimensional coordinate system, in points.
///
/// Strata's coordinate systems follow UIKit's: x grows to the right, y grows downward.
public struct Point: Sendable, Hashable, Codable {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points.
  public var y: Double

  /// Creates a point from its coordinates, in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite: neither NaN nor infinite.
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The straight-line distance to `other`, in points.
  public func distance(to other: Point) -> Double {
    ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
  }

  /// The point moved by `dx` and `dy` points.
  public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }

  /// The point `fraction` of the way from this point to `other` (0 gives this point, 1 gives `other`).
  public func interpolated(to other: Point, fraction: Double) -> Point {
    Point(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
  }

  /// The component-wise sum of two points.
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// The component-wise difference of two points.
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// The point with both coordinates multiplied by `scale`.
  public static func * (lhs: Point, scale: Double) -> Point {
    Point(x: lhs.x * scale, y: lhs.y * scale)
  }
}

// MARK: - CustomStringConvertible

extension Point: CustomStringConvertible {
  /// The point as `(x, y)`.
  public var description: String { "(\(formatNumber(x)), \(formatNumber(y)))" }
}
