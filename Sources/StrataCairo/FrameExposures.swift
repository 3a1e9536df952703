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
    /// Its place in the frame's paint order: a layer painted later has a higher one.
    let order: Int
    /// The device pixels the clips around it surely let through.
    let clip: PixelRect?
    /// The device pixels it covers opaquely where nothing is drawn over them but the margins
    /// of opaque layers above it (what such a layer may draw beyond its own opaque cover,
    /// such as the room a line of text keeps for its glyphs): ``region`` and those margins.
    let open: PixelRegion
    /// The margins over ``open``: where each of those layers may draw over this one.
    let margins: [Margin]
  }

  /// Where a layer above another may draw over that one's opaque cover.
  struct Margin: Equatable {
    let id: DisplayLayer.ID
    let rect: PixelRect
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
    // Everything drawn above, for each layer's `region`.
    var above: [PixelRect] = []
    // What changes pixels above whatever moves under it: drawings, opaque covers, and the
    // bounds of layers that cannot move along with one under them.
    var hiding: [PixelRect] = []
    // The bounds of the opaque layers above, placed on whole pixels, which can move along with
    // one under them (see `margins`).
    var movable: [Margin] = []
    var order = plan.items.count
    for item in plan.items.reversed() {
      order -= 1
      switch item {
      case .paint(let rect):
        above.append(rect)
        hiding.append(rect)
      case .layer(let position):
        let planned = plan.layers[position]
        var canMoveAlong = false
        if let covered = planned.cover, let placed = planned.placement,
          found[planned.layer.id] == nil
        {
          var region = PixelRegion(covered)
          for rect in above where !region.isEmpty { region.subtract(rect) }
          var open = PixelRegion(covered)
          for rect in hiding where !open.isEmpty { open.subtract(rect) }
          if !open.isEmpty {
            found[planned.layer.id] = Layer(
              generation: planned.layer.generation, x: placed.x, y: placed.y, region: region,
              uniform: planned.content?.uniform, order: order, clip: planned.innerClip, open: open,
              margins: movable.compactMap { margin in
                margin.rect.intersection(covered).map { Margin(id: margin.id, rect: $0) }
              })
          }
          canMoveAlong = true
          hiding.append(covered)
        }
        if let bounds = planned.bounds {
          above.append(bounds)
          if canMoveAlong {
            movable.append(Margin(id: planned.layer.id, rect: bounds))
          } else {
            hiding.append(bounds)
          }
        }
      }
    }
    layers = found
  }

  /// The pixels of `next`, inside `clip`, that are this frame's pixels moved by one offset:
  /// the pixels of unchanged layers that moved, where they show unobstructed in both frames.
  /// `nil` when the frames' scales or sizes differ or fewer than ``smallestMove`` pixels move.
  func move(to next: FrameExposures, within clip: PixelRect) -> PixelMove? {
    guard next.scale == scale, next.width == width, next.height == height else { return nil }
    // The pieces of each layer, by the offset it moved by: all of them, and those left once
    // the pixels that keep the layer's colour are taken out (see `kept`).
    var byOffset:
      [PixelOffset: [(layer: PixelMove.MovedLayer, whole: [PixelRect], needed: [PixelRect])]] =
        [:]
    for (id, now) in next.layers {
      guard let before = layers[id], before.generation == now.generation else { continue }
      let offset = PixelOffset(dx: now.x - before.x, dy: now.y - before.y)
      guard offset.dx != 0 || offset.dy != 0 else { continue }
      let whole = movedPixels(of: before, as: next, now, by: offset, within: clip)
      guard !whole.isEmpty else { continue }
      var needed = whole
      if let unchanged = Self.unchangedPixels(before: before, now: now, within: clip) {
        var region = PixelRegion(disjoint: whole)
        for rect in unchanged.rects where !region.isEmpty { region.subtract(rect) }
        needed = region.rects
      }
      let layer = PixelMove.MovedLayer(id: id, generation: now.generation, x: now.x, y: now.y)
      byOffset[offset, default: []].append((layer, Self.merged(whole), Self.merged(needed)))
    }
    var best: PixelMove?
    for (offset, pieces) in byOffset {
      // The pixels that need moving, unless they make more rectangles than a move copies
      // (the rows of a list, each with its text): then all the layers' pixels, which join
      // into fewer, where copying a pixel that keeps its colour costs less than drawing one
      // a capped move would leave out.
      var move = Self.move(of: pieces.map { ($0.layer, $0.needed) }, by: offset)
      if move.isCapped {
        let whole = Self.move(of: pieces.map { ($0.layer, $0.whole) }, by: offset)
        if !whole.isCapped || whole.move.area > move.move.area { move = whole }
      }
      guard move.move.area >= Self.smallestMove, move.move.area > best?.area ?? 0 else { continue }
      best = move.move
    }
    return best
  }

  /// The device pixels of `next`, inside `clip`, that show the layer `now` (in `next`) and
  /// show it as `before` (in this frame) showed it, moved by `offset` with its content
  /// unchanged: where it shows unobstructed in both frames, and where the margins of layers
  /// above it draw over it that moved along with it (the rows of a list, whose text keeps
  /// room beyond its row).
  private func movedPixels(
    of before: Layer, as next: FrameExposures, _ now: Layer, by offset: PixelOffset,
    within clip: PixelRect
  ) -> [PixelRect] {
    var moved: [PixelRect] = []
    for rect in before.open.rects {
      moved += now.open.intersection(rect.offsetBy(dx: offset.dx, dy: offset.dy)).rects
    }
    var region = PixelRegion(disjoint: moved.compactMap { $0.intersection(clip) })
    // A margin over the layer in either frame whose layer did not move along with it changes
    // what its pixels look like.
    for margin in now.margins where !region.isEmpty {
      guard !movesAlong(margin.id, over: before, now, in: next, by: offset) else { continue }
      region.subtract(margin.rect)
    }
    for margin in before.margins where !region.isEmpty {
      guard !movesAlong(margin.id, over: before, now, in: next, by: offset) else { continue }
      region.subtract(margin.rect.offsetBy(dx: offset.dx, dy: offset.dy))
    }
    return region.rects
  }

  /// Whether the layer `id` is drawn over the layer `before` in this frame and over `now` in
  /// `next`, with its content unchanged and moved by `offset`, inside clips that surely let
  /// through what that layer's do (the same), so that nothing clips it where that layer shows:
  /// its pixels over that layer are then the same in both frames, moved.
  private func movesAlong(
    _ id: DisplayLayer.ID, over before: Layer, _ now: Layer, in next: FrameExposures,
    by offset: PixelOffset
  ) -> Bool {
    guard let above = layers[id], let aboveNow = next.layers[id] else { return false }
    return above.generation == aboveNow.generation && aboveNow.x - above.x == offset.dx
      && aboveNow.y - above.y == offset.dy && above.order > before.order
      && aboveNow.order > now.order && above.clip == before.clip && aboveNow.clip == now.clip
  }

  /// The move of `pieces` (each layer's rectangles) by `offset`: neighbours join across
  /// layers (rows of a list moving together make one rectangle), and a rectangle that stays
  /// within one layer keeps it, so that its pixels can come from that layer's memory. At most
  /// ``mostMovedRects``, the largest; `isCapped` when some were left out.
  private static func move(
    of pieces: [(layer: PixelMove.MovedLayer, rects: [PixelRect])], by offset: PixelOffset
  ) -> (move: PixelMove, isCapped: Bool) {
    var all = joined(
      pieces.flatMap { piece in piece.rects.map { (rect: $0, layer: Optional(piece.layer)) } })
    all.sort { $0.rect.area > $1.rect.area }
    let isCapped = all.count > mostMovedRects
    all = Array(all.prefix(mostMovedRects))
    let order = copyOrder(of: all.map(\.rect), dx: offset.dx, dy: offset.dy)
    var move = PixelMove(rects: order.map { all[$0].rect }, dx: offset.dx, dy: offset.dy)
    move.layers = order.map { all[$0].layer }
    return (move, isCapped)
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
    return Array(Self.merged(rects).prefix(Self.mostMovedRects))
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

  /// `pieces` (disjoint) with runs of neighbours that share a whole edge joined, first those
  /// stacked in a column, then those side by side in a row; a joined rectangle keeps a layer
  /// only when all its pieces had it.
  ///
  /// - Complexity: O(n log n) for n pieces.
  private static func joined(_ pieces: [(rect: PixelRect, layer: PixelMove.MovedLayer?)])
    -> [(rect: PixelRect, layer: PixelMove.MovedLayer?)]
  {
    func join(
      _ pieces: [(rect: PixelRect, layer: PixelMove.MovedLayer?)], stacked: Bool
    ) -> [(rect: PixelRect, layer: PixelMove.MovedLayer?)] {
      // Sorted so that pieces that can join are next to each other, in order along the run.
      let sorted = pieces.sorted { a, b in
        let keyA =
          stacked ? (a.rect.x, a.rect.width, a.rect.y) : (a.rect.y, a.rect.height, a.rect.x)
        let keyB =
          stacked ? (b.rect.x, b.rect.width, b.rect.y) : (b.rect.y, b.rect.height, b.rect.x)
        return keyA < keyB
      }
      var result: [(rect: PixelRect, layer: PixelMove.MovedLayer?)] = []
      for piece in sorted {
        if let last = result.last {
          let joins =
            stacked
            ? last.rect.x == piece.rect.x && last.rect.width == piece.rect.width
              && last.rect.maxY == piece.rect.y
            : last.rect.y == piece.rect.y && last.rect.height == piece.rect.height
              && last.rect.maxX == piece.rect.x
          if joins {
            result[result.count - 1] = (
              last.rect.union(piece.rect), last.layer == piece.layer ? last.layer : nil
            )
            continue
          }
        }
        result.append(piece)
      }
      return result
    }
    return join(join(pieces, stacked: true), stacked: false)
  }

  /// The most rectangles one move copies; the smallest others are drawn instead.
  static let mostMovedRects = 16

  /// `rects` (disjoint) with neighbours that share a whole edge joined, the largest first.
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
    return pieces
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
