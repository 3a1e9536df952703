#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A shape made of lines and curves, in points, for filling or stroking.
public struct Path: Sendable, Hashable, Codable {
  /// One step of a path.
  public enum Element: Sendable, Hashable, Codable {
    /// Starts a new subpath at a point.
    case move(to: Point)
    /// A straight line to a point.
    case line(to: Point)
    /// A cubic Bézier curve to a point through two control points.
    case curve(to: Point, control1: Point, control2: Point)
    /// Closes the current subpath with a line to its start.
    case close
  }

  /// The steps, in order.
  public private(set) var elements: [Element] = []
  private var current: Point?
  private var subpathStart: Point?

  /// Creates an empty path.
  public init() {}

  /// Creates a path that outlines `rect`.
  public init(rect: Rect) {
    self.init()
    addRect(rect)
  }

  /// Creates a path that outlines `rect` with corners rounded by `cornerRadius` points (clamped
  /// to half the shorter side).
  public init(roundedRect rect: Rect, cornerRadius: Double) {
    self.init()
    addRoundedRect(rect, cornerRadius: cornerRadius)
  }

  /// Creates a path that outlines the ellipse inscribed in `rect`.
  public init(ellipseIn rect: Rect) {
    self.init()
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) {
    elements.append(.move(to: point))
    current = point
    subpathStart = point
  }

  /// Adds a straight line from the current point to `point` (a move when there is none).
  public mutating func addLine(to point: Point) {
    guard current != nil else { return move(to: point) }
    elements.append(.line(to: point))
    current = point
  }

  /// Adds a cubic Bézier curve from the current point to `point`.
  public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
    if current == nil { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
    current = point
  }

  /// Adds a quadratic Bézier curve from the current point to `point`.
  public mutating func addQuadCurve(to point: Point, control: Point) {
    let start = current ?? control
    let control1 = start + (control - start) * (2.0 / 3.0)
    let control2 = point + (control - point) * (2.0 / 3.0)
    addCurve(to: point, control1: control1, control2: control2)
  }

  /// Adds a circular arc about `center`, from `startAngle` to `endAngle` (radians, measured
  /// clockwise on screen from the positive x axis), drawn clockwise on screen unless
  /// `clockwise` is false. A line joins the current point to the arc's start.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true
  ) {
    var sweep = endAngle - startAngle
    if clockwise {
      while sweep < 0 { sweep += 2 * .pi }
    } else {
      while sweep > 0 { sweep -= 2 * .pi }
    }
    let start = Point(
      x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if current == nil { move(to: start) } else { addLine(to: start) }
    let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(segments)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    var angle = startAngle
    for _ in 0..<segments {
      let next = angle + step
      let from = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      let to = Point(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
      addCurve(
        to: to,
        control1: Point(x: from.x - handle * sin(angle), y: from.y + handle * cos(angle)),
        control2: Point(x: to.x + handle * sin(next), y: to.y - handle * cos(next)))
      angle = next
    }
  }

  /// Adds a closed subpath that outlines `rect`.
  public mutating func addRect(_ rect: Rect) {
    let rect = rect.standardized
    move(to: Point(x: rect.minX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.maxY))
    addLine(to: Point(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Adds a closed subpath that outlines `rect` with rounded corners.
  public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
    let rect = rect.standardized
    let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
    if radius == 0 { return addRect(rect) }
    move(to: Point(x: rect.minX + radius, y: rect.minY))
    addArc(
      center: Point(x: rect.maxX - radius, y: rect.minY + radius), radius: radius,
      startAngle: -.pi / 2, endAngle: 0)
    addArc(
      center: Point(x: rect.maxX - radius, y: rect.maxY - radius), radius: radius,
      startAngle: 0, endAngle: .pi / 2)
    addArc(
      center: Point(x: rect.minX + radius, y: rect.maxY - radius), radius: radius,
      startAngle: .pi / 2, endAngle: .pi)
    addArc(
      center: Point(x: rect.minX + radius, y: rect.minY + radius), radius: radius,
      startAngle: .pi, endAngle: 3 * .pi / 2)
    closeSubpath()
  }

  /// Adds a closed subpath that outlines the ellipse inscribed in `rect`.
  public mutating func addEllipse(in rect: Rect) {
    let rect = rect.standardized
    let kappa = 0.552_284_749_8
    let rx = rect.width / 2
    let ry = rect.height / 2
    let c = rect.center
    move(to: Point(x: c.x + rx, y: c.y))
    addCurve(
      to: Point(x: c.x, y: c.y + ry), control1: Point(x: c.x + rx, y: c.y + ry * kappa),
      control2: Point(x: c.x + rx * kappa, y: c.y + ry))
    addCurve(
      to: Point(x: c.x - rx, y: c.y), control1: Point(x: c.x - rx * kappa, y: c.y + ry),
      control2: Point(x: c.x - rx, y: c.y + ry * kappa))
    addCurve(
      to: Point(x: c.x, y: c.y - ry), control1: Point(x: c.x - rx, y: c.y - ry * kappa),
      control2: Point(x: c.x - rx * kappa, y: c.y - ry))
    addCurve(
      to: Point(x: c.x + rx, y: c.y), control1: Point(x: c.x + rx * kappa, y: c.y - ry),
      control2: Point(x: c.x + rx, y: c.y - ry * kappa))
    closeSubpath()
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() {
    guard current != nil else { return }
    elements.append(.close)
    current = subpathStart
  }

  /// The smallest rectangle containing every point and control point of the path, or
  /// ``Rect/null`` for an empty path.
  ///
  /// - Complexity: O(n) in the number of elements.
  public var boundingBox: Rect {
    var box = Rect.null
    func include(_ point: Point) { box = box.union(Rect(origin: point, size: .zero)) }
    for element in elements {
      switch element {
      case .move(let point), .line(let point): include(point)
      case .curve(let point, let control1, let control2):
        include(point)
        include(control1)
        include(control2)
      case .close: break
      }
    }
    return box
  }

  /// The path with every point mapped through `transform`.
  public func applying(_ transform: AffineTransform) -> Path {
    var result = Path()
    result.elements = elements.map { element in
      switch element {
      case .move(let point): .move(to: point.applying(transform))
      case .line(let point): .line(to: point.applying(transform))
      case .curve(let point, let control1, let control2):
        .curve(
          to: point.applying(transform), control1: control1.applying(transform),
          control2: control2.applying(transform))
      case .close: .close
      }
    }
    result.current = current?.applying(transform)
    result.subpathStart = subpathStart?.applying(transform)
    return result
  }
}
