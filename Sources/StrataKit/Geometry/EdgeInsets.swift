/// Distances to inset each edge of a rectangle by, in points. Positive values shrink the rectangle.
public struct EdgeInsets: Sendable, Hashable, Codable {
  /// The inset of the top edge, in points.
  public var top: Double
  /// The inset of the left edge, in points.
  public var left: Double
  /// The inset of the bottom edge, in points.
  public var bottom: Double
  /// The inset of the right edge, in points.
  public var right: Double

  /// Creates insets for each edge, in points; each defaults to 0.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets of `all` points on every edge.
  public init(all: Double) {
    self.init(top: all, left: all, bottom: all, right: all)
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()

  /// Whether every inset is finite: neither NaN nor infinite.
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }

  /// The sum of the left and right insets, in points.
  public var horizontal: Double { left + right }
  /// The sum of the top and bottom insets, in points.
  public var vertical: Double { top + bottom }
}

// MARK: - CustomStringConvertible

extension EdgeInsets: CustomStringConvertible {
  /// The insets, as `(top, left, bottom, right)`.
  public var description: String {
    "(" + [top, left, bottom, right].map(formatNumber).joined(separator: ", ") + ")"
  }
}
