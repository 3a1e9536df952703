/// A drop shadow, described as Core Animation's layer shadow is.
///
/// A view's shadow follows the outline of its bounds (rounded by its corner radius). Renderers
/// draw it from a cached, blurred nine-slice, so a shadow costs no blur per frame.
public struct Shadow: Sendable, Hashable, Codable {
  /// The shadow's colour; defaults to black.
  public var color: Color
  /// The shadow's opacity, 0…1; defaults to 0 (no shadow), as `CALayer.shadowOpacity`.
  public var opacity: Double
  /// The blur radius, in points; defaults to 3.
  public var radius: Double
  /// How far the shadow is moved from the shape, in points; defaults to (0, −3).
  public var offset: Size

  /// Creates a shadow. The defaults are Core Animation's: black, invisible, radius 3, offset
  /// (0, −3).
  public init(
    color: Color = .black, opacity: Double = 0, radius: Double = 3,
    offset: Size = Size(width: 0, height: -3)
  ) {
    self.color = color
    self.opacity = min(1, max(0, opacity.isNaN ? 0 : opacity))
    self.radius = max(0, radius.isFinite ? radius : 0)
    self.offset = offset
  }

  /// Whether the shadow draws anything.
  public var isVisible: Bool { opacity > 0 && color.alpha > 0 }
}
