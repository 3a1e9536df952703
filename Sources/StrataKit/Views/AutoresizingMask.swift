/// Which parts of a view stretch when its superview's size changes, as `UIView.AutoresizingMask`.
///
/// For each axis, the change in the superview's size is shared among the flexible parts (the
/// margins and the size along that axis) in proportion to their current lengths, or evenly when
/// those are all zero. With no flexible part on an axis the view keeps its distance to the
/// leading edge.
public struct AutoresizingMask: OptionSet, Sendable, Hashable, Codable {
  /// The mask's bits.
  public let rawValue: Int

  /// Creates a mask from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The left margin grows and shrinks.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width grows and shrinks.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin grows and shrinks.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin grows and shrinks.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height grows and shrinks.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin grows and shrinks.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The frame `frame` (in a superview `oldSize` big) should have when the superview becomes
  /// `newSize` big.
  public func resizedFrame(_ frame: Rect, from oldSize: Size, to newSize: Size) -> Rect {
    let horizontal = Self.distribute(
      leading: frame.minX, length: frame.size.width,
      trailing: oldSize.width - frame.maxX, delta: newSize.width - oldSize.width,
      flexibleLeading: contains(.flexibleLeftMargin), flexibleLength: contains(.flexibleWidth),
      flexibleTrailing: contains(.flexibleRightMargin))
    let vertical = Self.distribute(
      leading: frame.minY, length: frame.size.height,
      trailing: oldSize.height - frame.maxY, delta: newSize.height - oldSize.height,
      flexibleLeading: contains(.flexibleTopMargin), flexibleLength: contains(.flexibleHeight),
      flexibleTrailing: contains(.flexibleBottomMargin))
    return Rect(x: horizontal.0, y: vertical.0, width: horizontal.1, height: vertical.1)
  }

  /// Shares `delta` among the flexible parts of one axis; returns the new leading position and
  /// length.
  private static func distribute(
    leading: Double, length: Double, trailing: Double, delta: Double,
    flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool
  ) -> (Double, Double) {
    let parts = [
      flexibleLeading ? max(0, leading) : nil,
      flexibleLength ? max(0, length) : nil,
      flexibleTrailing ? max(0, trailing) : nil,
    ]
    let flexible = parts.compactMap { $0 }
    if flexible.isEmpty || delta == 0 { return (leading, length) }
    let total = flexible.reduce(0, +)
    func share(_ part: Double?) -> Double {
      guard let part else { return 0 }
      return total > 0 ? delta * part / total : delta / Double(flexible.count)
    }
    let newLeading = leading + share(parts[0])
    let newLength = max(0, length + share(parts[1]))
    return (newLeading, newLength)
  }
}
