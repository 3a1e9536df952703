/// One line of text laid out for editing: where a caret stands between characters, where each
/// character shows, and where the caret goes when it moves one character to the left or right
/// on screen. A ``TextSystem`` makes it (``TextSystem/lineLayout(of:font:)``); a text field
/// places its caret, its selection and its clicks with it.
///
/// Indices count characters (Swift's `Character`, a grapheme cluster): index 0 is before the
/// first character and ``characterCount`` after the last. Positions are in points from the
/// left edge of the line; in right-to-left and mixed text they follow the visual order, so the
/// caret at index 0 of a Hebrew line is at its right end.
public struct TextLineLayout: Sendable, Hashable {
  /// Where a character shows: its left and right edges, in points from the line's left edge.
  public struct Extent: Sendable, Hashable {
    /// The left edge, in points.
    public var minX: Double
    /// The right edge, in points; never less than ``minX``.
    public var maxX: Double

    /// Creates an extent; the edges are swapped when `maxX` is less than `minX`.
    public init(minX: Double, maxX: Double) {
      self.minX = min(minX, maxX)
      self.maxX = max(minX, maxX)
    }
  }

  /// A way the caret moves on screen.
  public enum Direction: Sendable, Hashable {
    /// Toward the left edge.
    case left
    /// Toward the right edge.
    case right
  }

  /// The text laid out.
  public let text: String
  /// The font it is laid out in.
  public let font: Font
  /// The width of the line, in points.
  public let width: Double
  /// The height of the line (of a caret), in points; an empty line has the font's height.
  public let height: Double
  /// Whether the line reads from right to left: its first strong character is right to left.
  public let isRightToLeft: Bool
  /// The caret's position at each index, in points: ``characterCount`` + 1 values.
  public let caretPositions: [Double]
  /// Where each character shows: ``characterCount`` values.
  public let characterExtents: [Extent]
  /// Whether each character reads from right to left.
  public let characterIsRightToLeft: [Bool]
  private let leftNeighbours: [Int?]
  private let rightNeighbours: [Int?]

  /// Creates a layout from what a text system measured. Arrays of the wrong length are cut
  /// or padded (with the last value, or zero), and indices out of range are dropped, so a
  /// faulty text system cannot make the layout trap.
  ///
  /// - Parameters:
  ///   - text: The text laid out.
  ///   - font: Its font.
  ///   - width: The line's width, in points.
  ///   - height: The line's height, in points.
  ///   - isRightToLeft: Whether the line reads from right to left.
  ///   - caretPositions: The caret's x at each index, `text.count + 1` values.
  ///   - characterExtents: Where each character shows, `text.count` values.
  ///   - characterIsRightToLeft: Whether each character reads right to left.
  ///   - leftNeighbours: The index the caret at each index reaches moving one character to
  ///     the left on screen, or `nil` at the left end; `text.count + 1` values.
  ///   - rightNeighbours: The same, moving to the right.
  public init(
    text: String, font: Font, width: Double, height: Double, isRightToLeft: Bool,
    caretPositions: [Double], characterExtents: [Extent], characterIsRightToLeft: [Bool],
    leftNeighbours: [Int?], rightNeighbours: [Int?]
  ) {
    let count = text.count
    func fitted<Element>(_ values: [Element], _ length: Int, _ filler: Element) -> [Element] {
      if values.count >= length { return Array(values.prefix(length)) }
      return values + Array(repeating: values.last ?? filler, count: length - values.count)
    }
    func checked(_ indices: [Int?]) -> [Int?] {
      fitted(indices, count + 1, nil).map { index in
        index.flatMap { (0...count).contains($0) ? $0 : nil }
      }
    }
    self.text = text
    self.font = font
    self.width = width.isFinite ? max(0, width) : 0
    self.height = height.isFinite ? max(0, height) : 0
    self.isRightToLeft = isRightToLeft
    self.caretPositions = fitted(caretPositions, count + 1, 0).map { $0.isFinite ? $0 : 0 }
    self.characterExtents = fitted(characterExtents, count, Extent(minX: 0, maxX: 0))
    self.characterIsRightToLeft = fitted(characterIsRightToLeft, count, isRightToLeft)
    self.leftNeighbours = checked(leftNeighbours)
    self.rightNeighbours = checked(rightNeighbours)
  }

  /// The number of characters (grapheme clusters) laid out.
  public var characterCount: Int { characterExtents.count }

  /// The caret's position at `index` (clamped to 0...``characterCount``), in points.
  public func caretX(at index: Int) -> Double {
    caretPositions[min(max(0, index), characterCount)]
  }

  /// The index nearest to `x` (points from the line's left edge): the edge of the character
  /// under `x` that is closer, or the line's left or right end outside it.
  ///
  /// - Complexity: O(n) in the number of characters.
  public func index(atX x: Double) -> Int {
    guard characterCount > 0 else { return 0 }
    var leftmost = 0
    var rightmost = 0
    for (index, extent) in characterExtents.enumerated() {
      if extent.minX < characterExtents[leftmost].minX { leftmost = index }
      if extent.maxX > characterExtents[rightmost].maxX { rightmost = index }
      guard x >= extent.minX, x < extent.maxX else { continue }
      let leftHalf = x < (extent.minX + extent.maxX) / 2
      return leftHalf == characterIsRightToLeft[index] ? index + 1 : index
    }
    if x < characterExtents[leftmost].minX {
      return characterIsRightToLeft[leftmost] ? leftmost + 1 : leftmost
    }
    return characterIsRightToLeft[rightmost] ? rightmost : rightmost + 1
  }

  /// The index the caret at `index` reaches moving one character toward `direction` on
  /// screen, or `nil` when it is at that end of the line.
  public func index(movingVisuallyFrom index: Int, toward direction: Direction) -> Int? {
    let index = min(max(0, index), characterCount)
    return direction == .left ? leftNeighbours[index] : rightNeighbours[index]
  }

  /// Where the characters between the indices `start` and `end` (in either order) show: one
  /// extent per stretch of the line, left to right (several in mixed text).
  ///
  /// - Complexity: O(n log n) in the number of characters.
  public func selectionExtents(from start: Int, to end: Int) -> [Extent] {
    let lower = min(max(0, min(start, end)), characterCount)
    let upper = min(max(0, max(start, end)), characterCount)
    let pieces = characterExtents[lower..<upper].sorted { $0.minX < $1.minX }
    var merged: [Extent] = []
    for piece in pieces {
      if let last = merged.last, piece.minX <= last.maxX + 0.001 {
        merged[merged.count - 1].maxX = max(last.maxX, piece.maxX)
      } else {
        merged.append(piece)
      }
    }
    return merged
  }

  /// The neighbours of each caret position ordered by where the carets stand: each index
  /// reaches the nearest position strictly to its left (or right), and among carets at the
  /// same place the one logically nearest. For text systems without a visual cursor motion
  /// of their own.
  ///
  /// - Complexity: O(n²) in the number of characters.
  public static func neighboursByPosition(
    of caretPositions: [Double]
  ) -> (left: [Int?], right: [Int?]) {
    func nearest(
      from index: Int, where isBeyond: (Double) -> Bool, closer: (Double, Double) -> Bool
    )
      -> Int?
    {
      var best: Int?
      for (candidate, x) in caretPositions.enumerated() where isBeyond(x) {
        guard let current = best else {
          best = candidate
          continue
        }
        let bestX = caretPositions[current]
        if closer(x, bestX)
          || (x == bestX && abs(candidate - index) < abs(current - index))
        {
          best = candidate
        }
      }
      return best
    }
    var left: [Int?] = []
    var right: [Int?] = []
    for (index, x) in caretPositions.enumerated() {
      left.append(nearest(from: index, where: { $0 < x - 0.001 }, closer: { $0 > $1 }))
      right.append(nearest(from: index, where: { $0 > x + 0.001 }, closer: { $0 < $1 }))
    }
    return (left, right)
  }
}
