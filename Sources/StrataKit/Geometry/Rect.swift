/// A rectangle: an origin and a size, in points.
///
/// Like `CGRect`, a rectangle may have a negative width or height; the `min`, `mid` and `max`
/// accessors and the set operations work on its standardized form. ``Rect/null`` is the
/// rectangle that contains nothing (the result of intersecting rectangles that do not meet).
public struct Rect: Sendable, Hashable, Codable {
  /// The corner the size is measured from, in points.
  public var origin: Point
  /// The extent from the origin, in points.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its origin's coordinates and its extent, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The rectangle that contains nothing. Its union with a rectangle is that rectangle.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// Whether this is ``Rect/null``.
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

  /// Whether the origin and the size are finite: no NaN and no infinity (so ``Rect/null`` is
  /// not finite).
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// Whether the rectangle has no area: it is null, or its width or height is zero.
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The rectangle's width as stored (may be negative).
  public var width: Double { size.width }
  /// The rectangle's height as stored (may be negative).
  public var height: Double { size.height }

  /// The smallest x coordinate of the rectangle.
  public var minX: Double { min(origin.x, origin.x + size.width) }
  /// The x coordinate of the rectangle's centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The largest x coordinate of the rectangle.
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  /// The smallest y coordinate of the rectangle.
  public var minY: Double { min(origin.y, origin.y + size.height) }
  /// The y coordinate of the rectangle's centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The largest y coordinate of the rectangle.
  public var maxY: Double { max(origin.y, origin.y + size.height) }

  /// The rectangle's centre.
  public var center: Point { Point(x: midX, y: midY) }

  /// The same rectangle with a non-negative width and height.
  public var standardized: Rect {
    if isNull { return self }
    return Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
  /// (negative values grow it). Returns ``Rect/null`` when nothing is left.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    let base = standardized
    let result = Rect(
      x: base.origin.x + dx, y: base.origin.y + dy,
      width: base.size.width - 2 * dx, height: base.size.height - 2 * dy)
    return result.size.width < 0 || result.size.height < 0 ? .null : result
  }

  /// The rectangle shrunk by `insets` (negative insets grow it). Returns ``Rect/null`` when
  /// nothing is left.
  public func inset(by insets: EdgeInsets) -> Rect {
    if isNull { return self }
    let base = standardized
    let result = Rect(
      x: base.origin.x + insets.left, y: base.origin.y + insets.top,
      width: base.size.width - insets.horizontal, height: base.size.height - insets.vertical)
    return result.size.width < 0 || result.size.height < 0 ? .null : result
  }

  /// The rectangle moved by `dx` and `dy` points.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    return Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// The smallest rectangle that contains both rectangles. Null rectangles are ignored.
  public func union(_ other: Rect) -> Rect {
    if isNull { return other.standardized }
    if other.isNull { return standardized }
    let minX = Swift.min(self.minX, other.minX)
    let minY = Swift.min(self.minY, other.minY)
    let maxX = Swift.max(self.maxX, other.maxX)
    let maxY = Swift.max(self.maxY, other.maxY)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The overlap of the two rectangles, or ``Rect/null`` when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let minX = Swift.max(self.minX, other.minX)
    let minY = Swift.max(self.minY, other.minY)
    let maxX = Swift.min(self.maxX, other.maxX)
    let maxY = Swift.min(self.maxY, other.maxY)
    if maxX < minX || maxY < minY { return .null }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether the two rectangles overlap with a non-zero area.
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isEmpty
  }

  /// The smallest rectangle with whole-number coordinates that contains this one.
  public var integral: Rect {
    if isNull { return self }
    let minX = self.minX.rounded(.down)
    let minY = self.minY.rounded(.down)
    let maxX = self.maxX.rounded(.up)
    let maxY = self.maxY.rounded(.up)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Whether `point` lies inside the rectangle. The minimum edges are inside, the maximum
  /// edges are not (as `CGRect.contains` does).
  public func contains(_ point: Point) -> Bool {
    if isNull { return false }
    return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies entirely inside this rectangle.
  public func contains(_ other: Rect) -> Bool {
    if isNull || other.isNull { return false }
    return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }

  /// The rectangle `fraction` of the way from this one to `other`, origin and size interpolated.
  public func interpolated(to other: Rect, fraction: Double) -> Rect {
    Rect(
      origin: origin.interpolated(to: other.origin, fraction: fraction),
      size: size.interpolated(to: other.size, fraction: fraction))
  }
}

// MARK: - CustomStringConvertible

extension Rect: CustomStringConvertible {
  /// The rectangle as `(x, y, width×height)`, or `null`.
  public var description: String {
    if isNull { return "null" }
    return "(\(formatNumber(origin.x)), \(formatNumber(origin.y)), \(size))"
  }
}
