/// A deterministic text system: every character advances 0.6 × the point size and every line is
/// 1.2 × the point size tall, so tests can compute text sizes exactly.
///
/// Lines wrap greedily at spaces (or at any character with ``LineBreakMode/byCharWrapping``); a
/// word wider than the box is broken between characters. With `numberOfLines == 1` the text is
/// not wrapped and its width is capped at the box's width, as a truncated line would be.
@MainActor
public final class FixedAdvanceTextSystem: TextSystem {
  /// The advance of every character, as a multiple of the point size: 0.6.
  public static let advanceRatio = 0.6
  /// The height of every line, as a multiple of the point size: 1.2.
  public static let lineHeightRatio = 1.2

  /// Creates the text system.
  public init() {}

  /// The size of `text` as this system lays it out (see the type's description).
  ///
  /// - Complexity: O(n) in the length of `text`.
  public func measure(
    _ text: String, font: Font, width: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> Size {
    let advance = font.pointSize * Self.advanceRatio
    let lineHeight = font.pointSize * Self.lineHeightRatio
    if text.isEmpty { return .zero }
    let lines = lineLengths(
      text, advance: advance, width: width, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
    var widest = Double(lines.max() ?? 0) * advance
    if let width, width >= 0 { widest = min(widest, width) }
    return Size(width: widest, height: Double(lines.count) * lineHeight)
  }

  /// The number of characters on each line shown.
  private func lineLengths(
    _ text: String, advance: Double, width: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) -> [Int] {
    let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [Int] = []
    let maxLines = numberOfLines > 0 ? numberOfLines : Int.max
    let wraps = numberOfLines != 1 && width != nil && advance > 0
    let capacity = wraps ? max(1, Int(((width ?? 0) / advance + 1e-9).rounded(.down))) : Int.max
    for paragraph in paragraphs {
      if lines.count >= maxLines { break }
      if !wraps || paragraph.count <= capacity {
        lines.append(paragraph.count)
        continue
      }
      for line in wrap(paragraph, capacity: capacity, byCharacter: lineBreakMode == .byCharWrapping)
      {
        if lines.count >= maxLines { break }
        lines.append(line)
      }
    }
    return lines
  }

  /// Greedy wrapping of one paragraph into lines of at most `capacity` characters.
  private func wrap(_ paragraph: Substring, capacity: Int, byCharacter: Bool) -> [Int] {
    if byCharacter {
      var lines: [Int] = []
      var remaining = paragraph.count
      while remaining > 0 {
        lines.append(min(capacity, remaining))
        remaining -= capacity
      }
      return lines
    }
    var lines: [Int] = []
    var current = 0
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
      var length = word.count
      let needed = current == 0 ? length : current + 1 + length
      if needed <= capacity {
        current = needed
        continue
      }
      if current > 0 {
        lines.append(current)
        current = 0
      }
      while length > capacity {
        lines.append(capacity)
        length -= capacity
      }
      current = length
    }
    if current > 0 || lines.isEmpty { lines.append(current) }
    return lines
  }
}
