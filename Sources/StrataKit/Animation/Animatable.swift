/// A value that can be animated: it can be taken apart into numbers and put back together, so
/// animations can interpolate it, springs can move it and gestures can hand it a velocity.
///
/// Double, Point, Size, Rect, Color and AffineTransform conform. A container conforms its own
/// values to animate them with ``AnimatedValue``.
public protocol Animatable: Sendable, Equatable {
  /// The value's components, always the same number of them for a type.
  var animatableComponents: [Double] { get }
  /// Rebuilds a value from components produced by ``animatableComponents`` (possibly
  /// interpolated or overshooting).
  init(animatableComponents components: [Double])
}

extension Animatable {
  /// The value `fraction` of the way from this value to `other`, component by component.
  public func animatableInterpolated(to other: Self, fraction: Double) -> Self {
    let from = animatableComponents
    let to = other.animatableComponents
    return Self(
      animatableComponents: zip(from, to).map { start, end in start + (end - start) * fraction })
  }
}

// MARK: - Conformances

extension Double: Animatable {
  /// The number itself.
  public var animatableComponents: [Double] { [self] }

  /// The first component.
  public init(animatableComponents components: [Double]) {
    self = components.first ?? 0
  }
}

extension Point: Animatable {
  /// `[x, y]`.
  public var animatableComponents: [Double] { [x, y] }

  /// A point from `[x, y]`.
  public init(animatableComponents components: [Double]) {
    self.init(x: components.element(0), y: components.element(1))
  }
}

extension Size: Animatable {
  /// `[width, height]`.
  public var animatableComponents: [Double] { [width, height] }

  /// A size from `[width, height]`.
  public init(animatableComponents components: [Double]) {
    self.init(width: components.element(0), height: components.element(1))
  }
}

extension Rect: Animatable {
  /// `[x, y, width, height]`.
  public var animatableComponents: [Double] { [origin.x, origin.y, size.width, size.height] }

  /// A rectangle from `[x, y, width, height]`.
  public init(animatableComponents components: [Double]) {
    self.init(
      x: components.element(0), y: components.element(1), width: components.element(2),
      height: components.element(3))
  }
}

extension Color: Animatable {
  /// `[red, green, blue, alpha]`.
  public var animatableComponents: [Double] { [red, green, blue, alpha] }

  /// A colour from `[red, green, blue, alpha]`, each clamped to 0…1.
  public init(animatableComponents components: [Double]) {
    self.init(
      red: components.element(0), green: components.element(1), blue: components.element(2),
      alpha: components.element(3))
  }
}

extension AffineTransform: Animatable {
  /// `[a, b, c, d, tx, ty]`.
  public var animatableComponents: [Double] { [a, b, c, d, tx, ty] }

  /// A transform from `[a, b, c, d, tx, ty]`.
  public init(animatableComponents components: [Double]) {
    self.init(
      a: components.element(0), b: components.element(1), c: components.element(2),
      d: components.element(3), tx: components.element(4), ty: components.element(5))
  }
}

extension Array where Element == Double {
  /// The element at `index`, or 0 past the end.
  fileprivate func element(_ index: Int) -> Double {
    index < count ? self[index] : 0
  }
}
