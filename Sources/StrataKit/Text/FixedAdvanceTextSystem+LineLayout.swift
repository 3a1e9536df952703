extension FixedAdvanceTextSystem {
  /// `text` on one line, every character one advance (0.6 × the point size) wide and the line
  /// 1.2 × the point size tall (see ``TextLineLayout``).
  ///
  /// Right-to-left text is laid out with a small part of the Unicode bidirectional algorithm:
  /// Hebrew, Arabic, Syriac, Thaana and N'Ko characters read right to left, other letters and
  /// digits left to right; the line's direction is that of its first such character (left to
  /// right without one); spaces and punctuation between characters of one direction take it,
  /// elsewhere the line's. Runs are reversed as the algorithm's rule L2 says. The caret at an
  /// index stands where a character of the line's direction typed there would go (Pango's
  /// strong cursor; at the ends of the text, the ends of the line), and moves to the nearest
  /// caret position on the side it moves to.
  ///
  /// - Complexity: O(n²) in the number of characters.
  public func lineLayout(of text: String, font: Font) -> TextLineLayout {
    let advance = font.pointSize * Self.advanceRatio
    let characters = Array(text)
    let count = characters.count
    let strong = characters.map(Self.strongDirection)
    let lineIsRightToLeft = strong.compactMap { $0 }.first ?? false
    let rightToLeft = Self.resolvedDirections(strong, lineIsRightToLeft: lineIsRightToLeft)
    let levels = rightToLeft.map { isRTL in
      lineIsRightToLeft ? (isRTL ? 1 : 2) : (isRTL ? 1 : 0)
    }
    // Rule L2: from the highest level down to the lowest odd one, reverse every run of
    // characters at that level or higher.
    var visual = Array(0..<count)
    if let highest = levels.max() {
      let lowestOdd = levels.filter { $0 % 2 == 1 }.min() ?? (highest + 1)
      var level = highest
      while level >= lowestOdd && level > 0 {
        var start = 0
        while start < count {
          guard levels[visual[start]] >= level else {
            start += 1
            continue
          }
          var end = start
          while end < count && levels[visual[end]] >= level { end += 1 }
          visual[start..<end].reverse()
          start = end
        }
        level -= 1
      }
    }
    var slots = Array(repeating: 0, count: count)
    for (slot, index) in visual.enumerated() { slots[index] = slot }
    let extents = slots.map {
      TextLineLayout.Extent(minX: Double($0) * advance, maxX: Double($0 + 1) * advance)
    }
    func leadingEdge(_ index: Int) -> Double {
      rightToLeft[index] ? extents[index].maxX : extents[index].minX
    }
    func trailingEdge(_ index: Int) -> Double {
      rightToLeft[index] ? extents[index].minX : extents[index].maxX
    }
    let width = Double(count) * advance
    var carets: [Double] = []
    for index in 0...count {
      if count == 0 {
        carets.append(0)
      } else if index == count, rightToLeft[index - 1] != lineIsRightToLeft {
        carets.append(lineIsRightToLeft ? 0 : width)
      } else if index == 0, rightToLeft[0] != lineIsRightToLeft {
        carets.append(lineIsRightToLeft ? width : 0)
      } else if index > 0, rightToLeft[index - 1] == lineIsRightToLeft {
        carets.append(trailingEdge(index - 1))
      } else if index < count, rightToLeft[index] == lineIsRightToLeft {
        carets.append(leadingEdge(index))
      } else if index > 0 {
        carets.append(trailingEdge(index - 1))
      } else {
        carets.append(leadingEdge(index))
      }
    }
    let neighbours = TextLineLayout.neighboursByPosition(of: carets)
    return TextLineLayout(
      text: text, font: font, width: width,
      height: font.pointSize * Self.lineHeightRatio, isRightToLeft: lineIsRightToLeft,
      caretPositions: carets, characterExtents: extents, characterIsRightToLeft: rightToLeft,
      leftNeighbours: neighbours.left, rightNeighbours: neighbours.right)
  }

  /// Whether `character` reads right to left (`true`), left to right (`false`), or takes
  /// the direction of its neighbours (`nil`: spaces, punctuation, symbols).
  private static func strongDirection(_ character: Character) -> Bool? {
    guard let scalar = character.unicodeScalars.first else { return nil }
    let value = scalar.value
    let rightToLeftBlocks: [ClosedRange<UInt32>] = [
      0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]
    if rightToLeftBlocks.contains(where: { $0.contains(value) }) { return true }
    if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return false }
    return nil
  }

  /// The direction of every character: strong ones keep theirs; a run of neutral ones takes
  /// the direction of the characters on both sides when they agree, else the line's (the
  /// line's direction stands at both ends).
  private static func resolvedDirections(_ strong: [Bool?], lineIsRightToLeft: Bool) -> [Bool] {
    var resolved: [Bool] = []
    var index = 0
    while index < strong.count {
      if let direction = strong[index] {
        resolved.append(direction)
        index += 1
        continue
      }
      var end = index
      while end < strong.count && strong[end] == nil { end += 1 }
      let before = resolved.last ?? lineIsRightToLeft
      let after = end < strong.count ? (strong[end] ?? lineIsRightToLeft) : lineIsRightToLeft
      let direction = before == after ? before : lineIsRightToLeft
      resolved += Array(repeating: direction, count: end - index)
      index = end
    }
    return resolved
  }
}
