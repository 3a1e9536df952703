import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("AffineTransform", .strictDiagnostics)
struct AffineTransformTests {
  @Test("identity changes nothing")
  func identity() {
    let point = Point(x: 3, y: -7)
    #expect(AffineTransform.identity.isIdentity)
    #expect(point.applying(.identity) == point)
    #expect(
      Rect(x: 1, y: 2, width: 3, height: 4).applying(.identity)
        == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(!AffineTransform(translationX: 1, y: 0).isIdentity)
  }

  @Test("a translation moves points and rectangles but not sizes")
  func translation() {
    let move = AffineTransform(translationX: 10, y: 20)
    #expect(Point(x: 1, y: 2).applying(move) == Point(x: 11, y: 22))
    #expect(
      Rect(x: 0, y: 0, width: 5, height: 5).applying(move)
        == Rect(x: 10, y: 20, width: 5, height: 5))
    #expect(Size(width: 5, height: 6).applying(move) == Size(width: 5, height: 6))
  }

  @Test("a scale multiplies coordinates about the origin")
  func scale() {
    let scale = AffineTransform(scaleX: 2, y: 3)
    #expect(Point(x: 1, y: 2).applying(scale) == Point(x: 2, y: 6))
    #expect(Size(width: 5, height: 6).applying(scale) == Size(width: 10, height: 18))
    #expect(
      Rect(x: 1, y: 1, width: 2, height: 2).applying(scale) == Rect(x: 2, y: 3, width: 4, height: 6)
    )
    let mirror = AffineTransform(scaleX: -1, y: 1)
    #expect(
      Rect(x: 1, y: 0, width: 2, height: 1).applying(mirror)
        == Rect(x: -3, y: 0, width: 2, height: 1))
  }

  @Test("a positive rotation turns clockwise on screen (y grows downward)")
  func rotation() {
    let quarter = AffineTransform(rotationAngle: .pi / 2)
    #expect(isClose(Point(x: 1, y: 0).applying(quarter), Point(x: 0, y: 1)))
    #expect(isClose(Point(x: 0, y: 1).applying(quarter), Point(x: -1, y: 0)))
    let half = AffineTransform(rotationAngle: .pi)
    #expect(isClose(Point(x: 2, y: 3).applying(half), Point(x: -2, y: -3)))
  }

  @Test("a rotated rectangle becomes the bounding box of its rotated corners")
  func rotatedRect() {
    let quarter = AffineTransform(rotationAngle: .pi / 2)
    let rotated = Rect(x: 0, y: 0, width: 10, height: 20).applying(quarter)
    #expect(isClose(rotated, Rect(x: -20, y: 0, width: 20, height: 10)))
    let eighth = AffineTransform(rotationAngle: .pi / 4)
    let diamond = Rect(x: -1, y: -1, width: 2, height: 2).applying(eighth)
    let half = 2.0.squareRoot()
    #expect(isClose(diamond, Rect(x: -half, y: -half, width: 2 * half, height: 2 * half)))
  }

  @Test("concatenating(_:) applies the receiver first, then the argument")
  func concatenationOrder() {
    let scale = AffineTransform(scaleX: 2, y: 2)
    let move = AffineTransform(translationX: 10, y: 0)
    let point = Point(x: 1, y: 1)
    #expect(point.applying(scale.concatenating(move)) == Point(x: 12, y: 2))
    #expect(point.applying(move.concatenating(scale)) == Point(x: 22, y: 2))
    #expect(scale.concatenating(.identity) == scale)
    #expect(AffineTransform.identity.concatenating(move) == move)
  }

  @Test(
    "translatedBy, scaledBy and rotated(by:) act first, in the transform's own space, as in Core Graphics"
  )
  func prependingHelpers() {
    let scale = AffineTransform(scaleX: 2, y: 2)
    // CGAffineTransformTranslate(t, 10, 0) = translate × t: the translation is scaled too.
    #expect(Point.zero.applying(scale.translatedBy(x: 10, y: 0)) == Point(x: 20, y: 0))
    let move = AffineTransform(translationX: 10, y: 0)
    #expect(Point(x: 1, y: 1).applying(move.scaledBy(x: 3, y: 3)) == Point(x: 13, y: 3))
    let rotated = move.rotated(by: .pi / 2)
    #expect(isClose(Point(x: 1, y: 0).applying(rotated), Point(x: 10, y: 1)))
  }

  @Test("a transform followed by its inverse is the identity")
  func inverseRoundTrip() {
    let transform = AffineTransform(translationX: 5, y: -3)
      .rotated(by: 0.7)
      .scaledBy(x: 2, y: 0.5)
    let inverse = transform.inverted()
    #expect(isClose(transform.concatenating(inverse), .identity))
    #expect(isClose(inverse.concatenating(transform), .identity))
    let point = Point(x: 12.5, y: -4)
    #expect(isClose(point.applying(transform).applying(inverse), point))
    #expect(!isClose(point.applying(transform), point))
  }

  @Test("inverting a singular transform returns it unchanged")
  func singularInverse() {
    let flat = AffineTransform(scaleX: 0, y: 1)
    #expect(flat.determinant == 0)
    #expect(flat.inverted() == flat)
    #expect(AffineTransform(scaleX: 2, y: 3).determinant == 6)
  }

  @Test("transforms interpolate entry by entry")
  func interpolation() {
    let from = AffineTransform.identity
    let to = AffineTransform(a: 3, b: 2, c: -2, d: 5, tx: 10, ty: -20)
    #expect(
      from.interpolated(to: to, fraction: 0.5)
        == AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -10))
  }
}
