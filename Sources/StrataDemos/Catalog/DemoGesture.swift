public import StrataKit

/// A drag a demo shows off: the way the finger moves and what the drag shows mid-way.
public struct DemoGesture: Sendable, Hashable {
  /// The way the finger moves.
  public enum Direction: String, Sendable, Hashable, CaseIterable {
    /// From left to right.
    case towardRight
    /// From right to left.
    case towardLeft
    /// From bottom to top.
    case up
    /// From top to bottom.
    case down

    /// A unit vector the finger moves along, in window coordinates (y grows downward).
    public var unitVector: Point {
      switch self {
      case .towardRight: Point(x: 1, y: 0)
      case .towardLeft: Point(x: -1, y: 0)
      case .up: Point(x: 0, y: -1)
      case .down: Point(x: 0, y: 1)
      }
    }
  }

  /// The way the finger moves.
  public let direction: Direction
  /// What the drag shows mid-way, such as "drag up, the tab bar controller rising".
  public let caption: String

  /// Creates a gesture.
  public init(direction: Direction, caption: String) {
    self.direction = direction
    self.caption = caption
  }
}
