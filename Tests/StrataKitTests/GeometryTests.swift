import Foundation
import StrataKit
import StrataTesting
import Testing

@Suite("Geometry: points, sizes and rectangles", .strictDiagnostics)
struct GeometryTests {
  // MARK: Point and Size

  @Test("a point measures distance, moves, and interpolates")
  func pointArithmetic() {
    let origin = Point(x: 1, y: 2)
    #expect(origin.distance(to: Point(x: 4, y: 6)) == 5)
    #expect(origin.offsetBy(dx: 10, dy: -5) == Point(x: 11, y: -3))
    #expect(origin + Point(x: 3, y: 4) == Point(x: 4, y: 6))
    #expect(origin - Point(x: 3, y: 4) == Point(x: -2, y: -2))
    #expect(origin * 3 == Point(x: 3, y: 6))
    #expect(origin.interpolated(to: Point(x: 5, y: 10), fraction: 0.25) == Point(x: 2, y: 4))
    #expect(Point.zero == Point(x: 0, y: 0))
    #expect(Point(x: 1.5, y: -2).description == "(1.5, -2)")
  }

  @Test("a size scales and interpolates")
  func sizeArithmetic() {
    let size = Size(width: 10, height: 20)
    #expect(size * 0.5 == Size(width: 5, height: 10))
    #expect(
      size.interpolated(to: Size(width: 30, height: 0), fraction: 0.5)
        == Size(width: 20, height: 10))
    #expect(size.description == "10×20")
    #expect(Size.zero == Size(width: 0, height: 0))
  }

  // MARK: Rect basics

  @Test("a rectangle's min, mid and max follow its origin and size")
  func rectEdges() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(rect.minX == 10)
    #expect(rect.midX == 60)
    #expect(rect.maxX == 110)
    #expect(rect.minY == 20)
    #expect(rect.midY == 45)
    #expect(rect.maxY == 70)
    #expect(rect.center == Point(x: 60, y: 45))
    #expect(rect.width == 100)
    #expect(rect.height == 50)
    #expect(rect.description == "(10, 20, 100×50)")
  }

  @Test("a rectangle with a negative size is measured by its standardized form")
  func negativeSize() {
    let rect = Rect(x: 10, y: 10, width: -4, height: -6)
    #expect(rect.minX == 6)
    #expect(rect.maxX == 10)
    #expect(rect.minY == 4)
    #expect(rect.maxY == 10)
    #expect(rect.width == -4)
    #expect(rect.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
    #expect(rect.contains(Point(x: 7, y: 5)))
    #expect(!rect.contains(Point(x: 11, y: 5)))
  }

  @Test("the null rectangle contains nothing and vanishes in unions")
  func nullRect() {
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(Rect.null.isNull)
    #expect(Rect.null.isEmpty)
    #expect(!Rect.zero.isNull)
    #expect(Rect.zero.isEmpty)
    #expect(!rect.isEmpty)
    #expect(Rect.null.union(rect) == rect)
    #expect(rect.union(.null) == rect)
    #expect(Rect.null.union(.null).isNull)
    #expect(rect.intersection(.null).isNull)
    #expect(!Rect.null.contains(Point(x: 0, y: 0)))
    #expect(!Rect.null.contains(rect))
    #expect(!rect.contains(Rect.null))
    #expect(Rect.null.offsetBy(dx: 5, dy: 5).isNull)
    #expect(Rect.null.insetBy(dx: -5, dy: -5).isNull)
    #expect(Rect.null.integral.isNull)
    #expect(Rect.null.applying(AffineTransform(scaleX: 2, y: 2)).isNull)
    #expect(Rect.null.description == "null")
  }

  @Test("a zero-width or zero-height rectangle is empty but not null")
  func emptyButNotNull() {
    let line = Rect(x: 5, y: 5, width: 10, height: 0)
    #expect(line.isEmpty)
    #expect(!line.isNull)
  }

  // MARK: Rect operations

  @Test("insetBy shrinks both sides, grows with negative values, and is null when nothing is left")
  func insetBy() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(rect.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
    #expect(rect.insetBy(dx: -10, dy: -5) == Rect(x: -10, y: -5, width: 120, height: 60))
    #expect(rect.insetBy(dx: 50, dy: 0) == Rect(x: 50, y: 0, width: 0, height: 50))
    #expect(rect.insetBy(dx: 51, dy: 0).isNull)
    #expect(rect.insetBy(dx: 0, dy: 26).isNull)
  }

  @Test("insetBy works on the standardized rectangle")
  func insetByNegativeSize() {
    let rect = Rect(x: 100, y: 50, width: -100, height: -50)
    #expect(rect.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 40))
  }

  @Test("inset(by:) takes each edge's inset separately")
  func insetByEdgeInsets() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(rect.inset(by: insets) == Rect(x: 2, y: 1, width: 94, height: 46))
    #expect(rect.inset(by: EdgeInsets(left: 60, right: 60)).isNull)
    #expect(rect.inset(by: .zero) == rect)
  }

  @Test("offsetBy moves the origin and keeps the size")
  func offsetBy() {
    let rect = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(rect.offsetBy(dx: 10, dy: -2) == Rect(x: 11, y: 0, width: 3, height: 4))
  }

  @Test("union is the smallest rectangle around both, including a zero-size one")
  func union() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 20, y: 5, width: 5, height: 20)
    #expect(a.union(b) == Rect(x: 0, y: 0, width: 25, height: 25))
    #expect(b.union(a) == a.union(b))
    let point = Rect(x: -5, y: 30, width: 0, height: 0)
    #expect(a.union(point) == Rect(x: -5, y: 0, width: 15, height: 30))
    let flipped = Rect(x: 10, y: 10, width: -10, height: -10)
    #expect(flipped.union(Rect.null) == Rect(x: 0, y: 0, width: 10, height: 10))
  }

  @Test("intersection is the overlap, null when the rectangles do not meet")
  func intersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(
      a.intersection(Rect(x: 5, y: 6, width: 10, height: 10))
        == Rect(x: 5, y: 6, width: 5, height: 4))
    #expect(a.intersects(Rect(x: 5, y: 6, width: 10, height: 10)))
    #expect(a.intersection(Rect(x: 20, y: 0, width: 5, height: 5)).isNull)
    #expect(!a.intersects(Rect(x: 20, y: 0, width: 5, height: 5)))
    let touching = a.intersection(Rect(x: 10, y: 0, width: 10, height: 10))
    #expect(touching == Rect(x: 10, y: 0, width: 0, height: 10))
    #expect(!a.intersects(Rect(x: 10, y: 0, width: 10, height: 10)))
    #expect(
      a.intersection(Rect(x: 2, y: 2, width: 3, height: 3)) == Rect(x: 2, y: 2, width: 3, height: 3)
    )
  }

  @Test("integral is the smallest whole-number rectangle that contains the original")
  func integral() {
    #expect(
      Rect(x: 0.5, y: 1.2, width: 10.1, height: 3.3).integral
        == Rect(x: 0, y: 1, width: 11, height: 4))
    #expect(
      Rect(x: -0.5, y: -1.5, width: 1, height: 1).integral
        == Rect(x: -1, y: -2, width: 2, height: 2))
    let whole = Rect(x: 1, y: 2, width: 3, height: 4)
    #expect(whole.integral == whole)
  }

  @Test("contains(point) includes the minimum edges and excludes the maximum edges")
  func containsPoint() {
    let rect = Rect(x: 10, y: 10, width: 20, height: 20)
    #expect(rect.contains(Point(x: 10, y: 10)))
    #expect(rect.contains(Point(x: 29.999, y: 29.999)))
    #expect(!rect.contains(Point(x: 30, y: 15)))
    #expect(!rect.contains(Point(x: 15, y: 30)))
    #expect(!rect.contains(Point(x: 9.999, y: 15)))
  }

  @Test("contains(rect) is true for rectangles inside, including equal ones")
  func containsRect() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(rect.contains(Rect(x: 10, y: 10, width: 20, height: 20)))
    #expect(rect.contains(rect))
    #expect(!rect.contains(Rect(x: 90, y: 90, width: 20, height: 20)))
    #expect(!Rect(x: 10, y: 10, width: 20, height: 20).contains(rect))
  }

  @Test("a rectangle interpolates its origin and size")
  func rectInterpolation() {
    let from = Rect(x: 0, y: 0, width: 10, height: 10)
    let to = Rect(x: 100, y: 50, width: 30, height: 20)
    #expect(from.interpolated(to: to, fraction: 0.5) == Rect(x: 50, y: 25, width: 20, height: 15))
    #expect(from.interpolated(to: to, fraction: 0) == from)
    #expect(from.interpolated(to: to, fraction: 1) == to)
  }

  // MARK: EdgeInsets

  @Test("edge insets default to zero and sum per axis")
  func edgeInsets() {
    let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets.horizontal == 6)
    #expect(insets.vertical == 4)
    #expect(EdgeInsets(all: 5) == EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
    #expect(EdgeInsets() == .zero)
    #expect(EdgeInsets(left: 3).top == 0)
    #expect(EdgeInsets.zero.horizontal == 0)
  }

  // MARK: Codable

  @Test("geometry values survive a JSON round trip")
  func codableRoundTrips() throws {
    try expectRoundTrip(Point(x: 1.5, y: -2))
    try expectRoundTrip(Size(width: 3, height: 4.25))
    try expectRoundTrip(Rect(x: 1, y: 2, width: -3, height: 4))
    try expectRoundTrip(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    try expectRoundTrip(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    try expectRoundTrip(Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
    try expectRoundTrip(AutoresizingMask([.flexibleWidth, .flexibleTopMargin]))
    try expectRoundTrip(
      Shadow(color: .red, opacity: 0.5, radius: 4, offset: Size(width: 1, height: 2)))
    try expectRoundTrip(Font.boldSystem(size: 17))
    try expectRoundTrip(TraitCollection(horizontalSizeClass: .compact, displayScale: 2))
  }

  @Test("the null rectangle survives a JSON round trip when infinities are encoded")
  func nullRectRoundTrip() throws {
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let decoded = try decoder.decode(Rect.self, from: encoder.encode(Rect.null))
    #expect(decoded.isNull)
  }

  private func expectRoundTrip<Value: Codable & Equatable>(
    _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let data = try JSONEncoder().encode(value)
    let decoded = try JSONDecoder().decode(Value.self, from: data)
    #expect(decoded == value, sourceLocation: sourceLocation)
  }
}
