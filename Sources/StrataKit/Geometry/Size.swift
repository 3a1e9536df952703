/// A width and a height, in points.
public struct Size: Sendable, Hashable, Codable {
  /// The horizontal extent, in points.
  public var width: Double
  /// The vertical extent, in points.
  public var height: Double

  /// Creates a size from a width and a height, in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size whose width and height are zero.
  public static let zero = Size(width: 0, height: 0)

  /// Whether the width and the height are finite: neither NaN nor infinite.
  public var isFinite: Bool { width.isFinite && height.isFinite }

  /// The size `fraction` of the way from this size to `other`.
  public func interpolated(to other: Size, fraction: Double) -> Size {
    Size(
      width: width + (other.width - width) * fraction,
      height: height + (other.height - height) * fraction)
  }

  /// The size with both dimensions multiplied by `scale`.
  public static func * (lhs: Size, scale: Double) -> Size {
    Size(width: lhs.width * scale, height: lhs.height * scale)
  }
}

// MARK: - CustomStringConvertible

extension Size: CustomStringConvertible {
  /// The size as `width×height`.
  public var description: String { "\(formatNumber(width))×\(formatNumber(height))" }
}
