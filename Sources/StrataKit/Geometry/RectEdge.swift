/// A set of edges of a rectangle, as `UIRectEdge`: the edges a screen-edge pan starts from.
public struct RectEdge: OptionSet, Sendable, Hashable, Codable {
  /// The set's bits.
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The top edge (small y).
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The left edge (small x).
  public static let left = RectEdge(rawValue: 1 << 1)
  /// The bottom edge (large y).
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The right edge (large x).
  public static let right = RectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
