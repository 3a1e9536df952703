import StrataKit

/// Where, in one frame, the pixels are exactly a retained layer's own: for each opaque
/// top-level layer (composited at alpha 1, outside any fading group, placed on whole device
/// pixels), the device pixels it covers opaquely that nothing drawn after it can touch.
///
/// Two frames' exposures tell which pixels of the second are pixels of the first, moved: where
/// a layer whose content did not change (the same `DisplayLayer.generation`) moved by whole
/// device pixels, and shows unobstructed in both frames. A host that keeps the last frame
/// (in a surface, or in a window a display server holds) can copy those instead of drawing
/// them; see ``move(to:within:)``.
struct FrameExposures {
  /// One layer's exposure.
  struct Layer: Equatable {
    let generation: Int
    /// The device pixel the layer's origin is placed on.
    let x: Int
    let y: Int
    /// The device pixels that show exactly the layer's pixels.
    let region: PixelRegion
    /// Where the layer shows one colour, relative to its origin; `nil` when unknown.
    let uniform: UniformPixels?
  }

  /// The smallest move worth making, in pixels: below it, drawing costs about as much.
  static let smallestMove = 64 * 64

  /// The pixels per point the frame was drawn at.
  let scale: Double
  /// The frame's size in device pixels.
  let width: Int
  let height: Int
  /// The exposures, by layer.
  let layers: [DisplayLayer.ID: Layer]

  /// The exposures of the frame `plan` places: from its topmost item down, each opaque layer's
  /// cover less everything drawn above it.
  ///
  /// - Complexity: O(items + layers × things drawn over them).
  init(plan: FramePlan) {
    scale = plan.scale
    width = plan.width
    height = plan.height
    var found: [DisplayLayer.ID: Layer] = [:]
    var above: [PixelRect] = []
    for item in plan.items.reversed() {
      switch item {
      case .paint(let rect):
        above.append(rect)
      case .layer(let position):
        let planned = plan.layers[position]
        if let covered = planned.cover, let placed = planned.placement {
          var region = PixelRegion(covered)
          for rect in above where !region.isEmpty { region.subtract(rect) }
          if !region.isEmpty, found[planned.layer.id] == nil {
            found[planned.layer.id] = Layer(
              generation: planned.layer.generation, x: placed.x, y: placed.y, region: region,
              uniform: planned.content?.uniform)
          }
        }
        if let bounds = planned.bounds { above.append(bounds) }
      }
    }
    layers = found
  }

  /// The pixels of `next`, inside `clip`, that are this frame's pixels moved by one offset:
  /// the pixels of unchanged layers that moved, where they show unobstructed in both frames.
  /// `nil` when the frames' scales or sizes differ or fewer than ``smallestMove`` pixels move.
  func move(to next: FrameExposures, within clip: PixelRect) -> PixelMove? {
    guard next.scale == scale, next.width == width, next.height == height else { return nil }
    // The pieces of each layer, by the offset it moved by.
    var byOffset: [PixelOffset: [(layer: PixelMove.MovedLayer, rects: [PixelRect])]] = [:]
    for (id, now) in next.layers {
      guard let before = layers[id], before.generation == now.generation else { continue }
      let offset = PixelOffset(dx: now.x - before.x, dy: now.y - before.y)
      guard offset.dx != 0 || offset.dy != 0 else { continue }
      var rects: [PixelRect] = []
      for rect in before.region.rects {
        let moved = rect.offsetBy(dx: offset.dx, dy: offset.dy)
        for piece in now.region.intersection(moved).rects {
          if let inside = piece.intersection(clip) { rects.append(inside) }
        }
      }
      if let unchanged = Self.unchangedPixels(before: before, now: now, within: clip) {
        // Pixels that keep the layer's colour are left where they are (see `kept`).
        var needed = PixelRegion(disjoint: rects)
        for rect in unchanged.rects where !needed.isEmpty { needed.subtract(rect) }
        rects = needed.rects
      }
      guard !rects.isEmpty else { continue }
      let layer = PixelMove.MovedLayer(id: id, generation: now.generation, x: now.x, y: now.y)
      byOffset[offset, default: []].append((layer, Self.merged(rects)))
    }
    var best: PixelMove?
    for (offset, pieces) in byOffset {
      // Each rectangle stays within one layer, so that its pixels are one layer's.
      var all = pieces.flatMap { piece in piece.rects.map { (rect: $0, layer: piece.layer) } }
      all.sort { $0.rect.area > $1.rect.area }
      all = Array(all.prefix(Self.mostMovedRects))
      let order = Self.copyOrder(of: all.map(\.rect), dx: offset.dx, dy: offset.dy)
      var move = PixelMove(rects: order.map { all[$0].rect }, dx: offset.dx, dy: offset.dy)
      move.layers = order.map { all[$0].layer }
      guard move.area >= Self.smallestMove, move.area > best?.area ?? 0 else { continue }
      best = move
    }
    return best
  }

  /// The pixels of `next`, inside `clip`, that are this frame's pixels where they are: those
  /// of unchanged layers that stayed in place, where they show unobstructed in both frames,
  /// and those that an unchanged layer that moved shows in its one colour in both frames.
  /// Empty when the frames' scales or sizes differ.
  func kept(in next: FrameExposures, within clip: PixelRect) -> [PixelRect] {
    guard next.scale == scale, next.width == width, next.height == height else { return [] }
    var rects: [PixelRect] = []
    for (id, now) in next.layers {
      guard let before = layers[id], before.generation == now.generation else { continue }
      guard before.x == now.x, before.y == now.y else {
        if let unchanged = Self.unchangedPixels(before: before, now: now, within: clip) {
          rects += unchanged.rects
        }
        continue
      }
      for rect in before.region.rects {
        for piece in now.region.intersection(rect).rects {
          if let inside = piece.intersection(clip) { rects.append(inside) }
        }
      }
    }
    return Self.merged(rects)
  }

  /// The pixels, inside `clip`, that a layer which moved from `before` to `now` (its content
  /// unchanged) shows in the one colour of its base in both frames, where it shows
  /// unobstructed in both: they need neither drawing nor moving. `nil` when there are none.
  private static func unchangedPixels(before: Layer, now: Layer, within clip: PixelRect)
    -> PixelRegion?
  {
    guard let uniform = now.uniform, before.uniform == uniform else { return nil }
    // One colour at the old place and at the new: the bases' overlap, less both drawings.
    guard
      let overlap = uniform.base.offsetBy(dx: before.x, dy: before.y).intersection(
        uniform.base.offsetBy(dx: now.x, dy: now.y))?.intersection(clip)
    else { return nil }
    var both = PixelRegion(overlap)
    if let drawn = uniform.drawnOver {
      both.subtract(drawn.offsetBy(dx: before.x, dy: before.y))
      both.subtract(drawn.offsetBy(dx: now.x, dy: now.y))
    }
    // Where the layer shows unobstructed in both frames.
    var pieces: [PixelRect] = []
    for rect in both.rects {
      for shown in before.region.intersection(rect).rects {
        pieces += now.region.intersection(shown).rects
      }
    }
    return pieces.isEmpty ? nil : PixelRegion(disjoint: pieces)
  }

  /// The most rectangles one move copies; the smallest others are drawn instead.
  static let mostMovedRects = 16

  /// `rects` (disjoint) with neighbours that share a whole edge joined, the largest first, at
  /// most ``mostMovedRects``.
  private static func merged(_ rects: [PixelRect]) -> [PixelRect] {
    var pieces = rects
    var joined = true
    while joined {
      joined = false
      search: for first in pieces.indices {
        for second in pieces.indices where second > first {
          let a = pieces[first]
          let b = pieces[second]
          let sideBySide = a.y == b.y && a.height == b.height && (a.maxX == b.x || b.maxX == a.x)
          let stacked = a.x == b.x && a.width == b.width && (a.maxY == b.y || b.maxY == a.y)
          guard sideBySide || stacked else { continue }
          pieces[first] = a.union(b)
          pieces.remove(at: second)
          joined = true
          break search
        }
      }
    }
    pieces.sort { $0.area > $1.area }
    return Array(pieces.prefix(mostMovedRects))
  }

  /// The indices of `rects` in an order in which copying each from its source (offset by −`dx`,
  /// −`dy`) never overwrites the source of one copied later; a rectangle that cannot be
  /// ordered is left out (drawn instead).
  private static func copyOrder(of rects: [PixelRect], dx: Int, dy: Int) -> [Int] {
    var remaining = Array(rects.indices)
    var ordered: [Int] = []
    while !remaining.isEmpty {
      let free = remaining.indices.first { index in
        remaining.indices.allSatisfy { other in
          other == index
            || rects[remaining[index]].intersection(
              rects[remaining[other]].offsetBy(dx: -dx, dy: -dy)) == nil
        }
      }
      guard let free else {
        // A cycle: leave out the smallest and try again.
        if let smallest = remaining.indices.min(by: {
          rects[remaining[$0]].area < rects[remaining[$1]].area
        }) {
          remaining.remove(at: smallest)
        }
        continue
      }
      ordered.append(remaining.remove(at: free))
    }
    return ordered
  }
}

/// An offset in whole device pixels.
private struct PixelOffset: Hashable {
  let dx: Int
  let dy: Int
}
