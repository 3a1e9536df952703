#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 2-D affine transformation matrix, as `CGAffineTransform` defines it.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`. Angles are in radians; with y
/// growing downward, a positive angle turns clockwise on screen, as in UIKit.
public struct AffineTransform: Sendable, Hashable, Codable {
  /// The matrix entry that scales and rotates x into x.
  public var a: Double
  /// The matrix entry that shears and rotates x into y.
  public var b: Double
  /// The matrix entry that shears and rotates y into x.
  public var c: Double
  /// The matrix entry that scales and rotates y into y.
  public var d: Double
  /// The horizontal translation, in points.
  public var tx: Double
  /// The vertical translation, in points.
  public var ty: Double

  /// Creates a transform from its six matrix entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that changes nothing.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A transform that moves by `x` and `y` points.
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A transform that scales by `x` horizontally and `y` vertically.
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A transform that rotates by `angle` radians about the origin.
  public init(rotationAngle angle: Double) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// Whether all six entries are finite: neither NaN nor infinite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The transform that applies this one, then `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// This transform preceded by a translation of `x`, `y` points (as
  /// `CGAffineTransformTranslate`).
  public func translatedBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// This transform preceded by a scale of `x`, `y`.
  public func scaledBy(x: Double, y: Double) -> AffineTransform {
    AffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// This transform preceded by a rotation of `angle` radians.
  public func rotated(by angle: Double) -> AffineTransform {
    AffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The determinant of the linear part; zero when the transform cannot be inverted.
  public var determinant: Double { a * d - b * c }

  /// The inverse transform, or this transform unchanged when it cannot be inverted (as
  /// `CGAffineTransformInvert` does).
  public func inverted() -> AffineTransform {
    let det = determinant
    if det == 0 || !det.isFinite { return self }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
  }

  /// The entry-wise interpolation `fraction` of the way from this transform to `other`.
  public func interpolated(to other: AffineTransform, fraction: Double) -> AffineTransform {
    func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * fraction }
    return AffineTransform(
      a: mix(a, other.a), b: mix(b, other.b), c: mix(c, other.c), d: mix(d, other.d),
      tx: mix(tx, other.tx), ty: mix(ty, other.ty))
  }
}

// MARK: - Applying

extension Point {
  /// The point mapped through `transform`.
  public func applying(_ transform: AffineTransform) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}

extension Size {
  /// The size mapped through the linear part of `transform` (translation ignored), as
  /// `CGSize.applying` does; the result may be negative.
  public func applying(_ transform: AffineTransform) -> Size {
    Size(
      width: transform.a * width + transform.c * height,
      height: transform.b * width + transform.d * height)
  }
}

extension Rect {
  /// The smallest axis-aligned rectangle that contains this rectangle's four corners mapped
  /// through `transform`.
  public func applying(_ transform: AffineTransform) -> Rect {
    if isNull { return self }
    // Without arrays: this runs for every view and every layer of every frame.
    let corners = (
      Point(x: minX, y: minY).applying(transform), Point(x: maxX, y: minY).applying(transform),
      Point(x: minX, y: maxY).applying(transform), Point(x: maxX, y: maxY).applying(transform)
    )
    let minX = Self.least(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
    let minY = Self.least(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
    let maxX = -Self.least(-corners.0.x, -corners.1.x, -corners.2.x, -corners.3.x)
    let maxY = -Self.least(-corners.0.y, -corners.1.y, -corners.2.y, -corners.3.y)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The least of four numbers, taking the first of equal ones.
  private static func least(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
    var result = a
    if b < result { result = b }
    if c < result { result = c }
    if d < result { result = d }
    return result
  }
}

// MARK: - CustomStringConvertible

extension AffineTransform: CustomStringConvertible {
  /// The six entries, as `[a, b, c, d, tx, ty]`.
  public var description: String {
    "[" + [a, b, c, d, tx, ty].map(formatNumber).joined(separator: ", ") + "]"
  }
}
