import CCairo
public import StrataKit

extension PangoTextSystem {
  /// `text` laid out by Pango on one line in `font`, as a text field draws it: the caret at
  /// each character boundary is Pango's strong cursor (`pango_layout_get_cursor_pos`), each
  /// character shows where `pango_layout_index_to_pos` says, and the caret moves on screen as
  /// `pango_layout_move_cursor_visually` moves it, so right-to-left and mixed text behave as
  /// in GTK. Positions where Pango would stop inside one of Swift's characters are skipped.
  ///
  /// - Complexity: O(n²) in the length of `text` the first time a text is laid out.
  public func lineLayout(of text: String, font: Font) -> TextLineLayout {
    let layout = lineTextLayout(for: text, font: font)
    var offsets: [Int] = [0]
    var offset = 0
    for character in text {
      offset += character.utf8.count
      offsets.append(offset)
    }
    let bytes = Array(text.utf8)
    return layout.withUnsafeLayout { pango in
      var carets: [Double] = []
      for offset in offsets {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(pango, Int32(clamping: offset), &strong, nil)
        carets.append(PangoUnits.points(strong.x))
      }
      var extents: [TextLineLayout.Extent] = []
      var rightToLeft: [Bool] = []
      for offset in offsets.dropLast() {
        var position = PangoRectangle()
        pango_layout_index_to_pos(pango, Int32(clamping: offset), &position)
        let start = PangoUnits.points(position.x)
        let end = PangoUnits.points(position.x + position.width)
        extents.append(TextLineLayout.Extent(minX: start, maxX: end))
        rightToLeft.append(position.width < 0)
      }
      func neighbour(of index: Int, direction: Int32) -> Int? {
        var current = Int32(clamping: offsets[index])
        var trailing: Int32 = 0
        for _ in 0..<16 {
          var next: Int32 = 0
          var nextTrailing: Int32 = 0
          pango_layout_move_cursor_visually(
            pango, 1, current, trailing, direction, &next, &nextTrailing)
          guard next >= 0, next < Int32.max else { return nil }
          var byte = Int(next)
          for _ in 0..<max(0, nextTrailing) {
            byte += 1
            while byte < bytes.count && bytes[byte] & 0xC0 == 0x80 { byte += 1 }
          }
          if let found = offsets.firstIndex(of: byte), found != index { return found }
          current = next
          trailing = nextTrailing
        }
        return nil
      }
      let indices = 0..<offsets.count
      return TextLineLayout(
        text: text, font: font, width: layout.size.width, height: layout.size.height,
        isRightToLeft: pango_layout_get_direction(pango, 0) == PANGO_DIRECTION_RTL,
        caretPositions: carets, characterExtents: extents, characterIsRightToLeft: rightToLeft,
        leftNeighbours: indices.map { neighbour(of: $0, direction: -1) },
        rightNeighbours: indices.map { neighbour(of: $0, direction: 1) })
    }
  }
}
