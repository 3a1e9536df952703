/// A set of device pixels made of rectangles that share no pixel: what is left of a frame's
/// region once the opaque layers drawn over parts of it are taken away.
struct PixelRegion: Equatable {
  /// The rectangles, disjoint.
  private(set) var rects: [PixelRect]

  /// The region of the pixels of `rect`.
  init(_ rect: PixelRect) {
    rects = rect.area > 0 ? [rect] : []
  }

  /// The region of the pixels of `rects`, which must share no pixel.
  init(disjoint rects: [PixelRect]) {
    self.rects = rects.filter { $0.area > 0 }
  }

  /// Whether the region holds no pixel.
  var isEmpty: Bool { rects.isEmpty }

  /// How many pixels the region holds.
  var area: Int { rects.reduce(0) { $0 + $1.area } }

  /// The pixels of the region that are also in `rect`.
  func intersection(_ rect: PixelRect) -> PixelRegion {
    PixelRegion(disjoint: rects.compactMap { $0.intersection(rect) })
  }

  /// Takes the pixels of `rect` out of the region.
  ///
  /// - Complexity: O(rectangles); each rectangle `rect` cuts becomes at most four.
  mutating func subtract(_ rect: PixelRect) {
    // Most subtractions miss: spare them the new array.
    guard rects.contains(where: { $0.intersection(rect) != nil }) else { return }
    var kept: [PixelRect] = []
    kept.reserveCapacity(rects.count + 3)
    for piece in rects {
      guard let inner = piece.intersection(rect) else {
        kept.append(piece)
        continue
      }
      // The band above, the band below, then what lies left and right of `inner` between.
      kept.append(PixelRect(x: piece.x, y: piece.y, width: piece.width, height: inner.y - piece.y))
      kept.append(
        PixelRect(x: piece.x, y: inner.maxY, width: piece.width, height: piece.maxY - inner.maxY))
      kept.append(PixelRect(x: piece.x, y: inner.y, width: inner.x - piece.x, height: inner.height))
      kept.append(
        PixelRect(x: inner.maxX, y: inner.y, width: piece.maxX - inner.maxX, height: inner.height))
    }
    rects = kept.filter { $0.area > 0 }
  }
}
