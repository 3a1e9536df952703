import StrataKit

/// A side of a ``CrossNavigationController``: where a presented screen comes in from, and
/// which destination a drag asks for.
///
/// `.right` means the screen enters from the right edge, so a finger moving left asks for it;
/// a finger moving up asks for `.bottom`. In a right-to-left layout `.left` and `.right` swap
/// sides on screen.
public enum CrossDirection: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The left edge (the trailing edge right to left).
  case left
  /// The top edge.
  case top
  /// The right edge (the leading edge right to left).
  case right
  /// The bottom edge.
  case bottom

  /// The side across from this one: a screen that came from `.right` goes back toward the
  /// right, so a drag asking for `.left` takes it away.
  public var opposite: CrossDirection {
    switch self {
    case .left: .right
    case .top: .bottom
    case .right: .left
    case .bottom: .top
    }
  }

  /// Whether the side is `.left` or `.right`.
  public var isHorizontal: Bool { self == .left || self == .right }

  /// The direction's name, as the graph's JSON spells it (`left`, `top`, `right`, `bottom`).
  public var description: String { rawValue }

  /// The side that shows on screen: `.left` and `.right` swap in a right-to-left layout.
  func onScreen(rightToLeft: Bool) -> CrossDirection {
    rightToLeft && isHorizontal ? opposite : self
  }

  /// A unit vector from the centre toward this side on screen, in view coordinates (y grows
  /// downward).
  var unitVector: Point {
    switch self {
    case .left: Point(x: -1, y: 0)
    case .top: Point(x: 0, y: -1)
    case .right: Point(x: 1, y: 0)
    case .bottom: Point(x: 0, y: 1)
    }
  }
}
