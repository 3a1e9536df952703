import CCairo
package import StrataKit

extension CairoRenderer {
  /// The whole device pixel the layer's origin lands on in `context`
  /// (``DeviceGeometry/placement(of:device:scale:)`` under the context's matrix); `nil` unless
  /// its transform to the device is `scale` times a translation.
  func devicePlacement(
    of layer: DisplayLayer, in context: OpaquePointer, scale: Double
  ) -> (x: Int, y: Int)? {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    let device = AffineTransform(
      a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    return DeviceGeometry.placement(of: layer, device: device, scale: scale)
  }

  /// Draws `layer` from its cached surface, first rasterising (from `content`, the range of
  /// `list` between its push and its pop) whatever the frame needs that the surface does
  /// not hold yet; returns false, having drawn nothing, when the layer cannot be cached (the
  /// cache is off, its transform is not a translation, or it does not fit in the budget).
  ///
  /// - Throws: ``CairoError`` when Cairo fails.
  ///
  /// With `blit` (the frame's surface and the rectangles of device pixels the layer covers
  /// opaquely, which are all the context's clip lets through), the cached pixels are copied
  /// there row by row instead of being composited: the same pixels, since the layer is opaque
  /// there.
  func drawCachedLayer(
    _ layer: DisplayLayer, content list: DisplayList, _ content: Range<Int>,
    context: OpaquePointer, scale: Double,
    blittingInto blit: (surface: CairoImageSurface, pieces: [PixelRect])? = nil
  ) throws -> Bool {
    guard let origin = devicePlacement(of: layer, in: context, scale: scale) else {
      return false
    }
    guard let extent = DeviceGeometry.outward(layer.bounds, scale: scale) else {
      return true  // Nothing to draw.
    }
    let rows = Self.rowsShown(of: extent, at: origin, in: context)
    guard cachesLayers else {
      if let needed = rows {
        try drawUncached(
          layer, content: list, content, needed: needed, at: origin, context: context,
          scale: scale)
      }
      return true
    }
    let cached = cachedSurface(of: layer, at: scale)
    guard let needed = rows else {
      cached?.lastUsedFrame = frameNumber
      return true
    }
    guard
      let surface = try surface(
        for: layer, replacing: cached, extent: extent, needed: needed, content: list, content,
        scale: scale)
    else {
      try drawUncached(
        layer, content: list, content, needed: needed, at: origin, context: context,
        scale: scale)
      return true
    }
    surface.lastUsedFrame = frameNumber
    try validate(surface, covering: needed, content: list, content, scale: scale)
    show(surface, of: layer, at: origin, needed: needed, blittingInto: blit, context: context)
    return true
  }

  /// Rasterises into the layer cache each top-level layer of `list` (the list of
  /// `Window.composeLayersToPrepare()`) whose surface the cache does not hold whole, at its
  /// generation and `scale`: what a host does as its window comes to rest (after
  /// ``releaseMemory(keepingWhatDraws:andLayersOf:)`` with the same list), so that the motion
  /// that first moves or uncovers those layers draws nothing of them. A layer more than twice
  /// the size of the last frame (one whose surface would cover only the rows a frame shows),
  /// or one the cache's budget has no room for, is left to be drawn when it shows; so is every
  /// layer when the cache is off. Returns how many layers it rasterised.
  ///
  /// - Throws: ``CairoError`` when Cairo fails.
  /// - Complexity: O(commands) plus the rasterisation.
  @discardableResult
  package func prepareLayers(in list: DisplayList, scale: Double) throws -> Int {
    guard cachesLayers, scale > 0, scale.isFinite else { return 0 }
    var prepared = 0
    var index = 0
    while index < list.commands.count {
      guard case .pushLayer(let layer) = list.commands[index] else {
        index += 1
        continue
      }
      let end = min(list.closingPop(ofPushAt: index), list.commands.count)
      let content = index + 1..<end
      index = end + 1
      guard let extent = DeviceGeometry.outward(layer.bounds, scale: scale),
        extent.area <= 2 * framePixelCount
      else { continue }
      let cached = cachedSurface(of: layer, at: scale)
      if let existing = cached, existing.generation == layer.generation,
        existing.valid?.contains(extent) == true
      {
        continue
      }
      guard
        let surface = try surface(
          for: layer, replacing: cached, extent: extent, needed: extent, content: list,
          content, scale: scale)
      else { continue }
      surface.lastUsedFrame = frameNumber
      try validate(surface, covering: extent, content: list, content, scale: scale)
      prepared += 1
    }
    return prepared
  }

  /// The surface the cache holds for `layer` at `scale`; `nil` when it holds none, or one of
  /// another scale, which it drops.
  private func cachedSurface(of layer: DisplayLayer, at scale: Double) -> LayerSurface? {
    guard let cached = layerCache.surface(for: layer.id) else { return nil }
    guard cached.scale == scale else {
      layerCache.remove(layer.id)
      return nil
    }
    return cached
  }

  /// The whole rows of the layer's `extent` (its device pixels, its origin placed on device
  /// pixel `origin`) that the clip of `context` can show; `nil` when none.
  private static func rowsShown(
    of extent: PixelRect, at origin: (x: Int, y: Int), in context: OpaquePointer
  ) -> PixelRect? {
    // The device pixels the frame can show, in the layer's device pixels.
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_save(context)
    cairo_identity_matrix(context)
    cairo_clip_extents(context, &x1, &y1, &x2, &y2)
    cairo_restore(context)
    let clip = DeviceGeometry.outward(
      Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        .offsetBy(dx: Double(-origin.x), dy: Double(-origin.y)))
    // Whole rows of the layer: Cairo clips a path to the left and right of the region being
    // drawn only approximately, so drawing a layer in pieces side by side could leave pixels
    // a level off along its edges; pieces one above the other are exact.
    return clip?.intersection(extent).map { band in
      PixelRect(x: extent.x, y: band.y, width: extent.width, height: band.height)
    }
  }

  /// The cached surface of `layer` brought to its generation and covering `needed`: `cached`,
  /// or a larger one that replaces it; `nil` when none fits in the budget.
  private func surface(
    for layer: DisplayLayer, replacing cached: LayerSurface?, extent: PixelRect,
    needed: PixelRect, content list: DisplayList, _ content: Range<Int>, scale: Double
  ) throws -> LayerSurface? {
    if let existing = cached, existing.generation != layer.generation {
      try update(existing, to: layer, content: list, content, scale: scale)
    }
    if let existing = cached, existing.rect.contains(needed) { return existing }
    return try makeSurface(
      for: layer, extent: extent, needed: needed, replacing: cached, scale: scale)
  }

  /// Rasterises what `surface` lacks of `needed`, so that its valid pixels cover it.
  private func validate(
    _ surface: LayerSurface, covering needed: PixelRect, content list: DisplayList,
    _ content: Range<Int>, scale: Double
  ) throws {
    guard let valid = surface.valid else {
      try rasterize(list, content, region: needed, into: surface, scale: scale)
      surface.valid = needed
      return
    }
    guard !valid.contains(needed) else { return }
    let cover = valid.union(needed)
    if let missing = cover.boundsOfDifference(removing: valid) {
      try rasterize(list, content, region: missing, into: surface, scale: scale)
    }
    surface.valid = cover
  }

  /// Shows the valid pixels of `surface`, `layer`'s, with its origin on device pixel
  /// `origin`: copied into `blit`'s pieces when the layer is opaque and holds them all, else
  /// composited under the clip of `context`.
  private func show(
    _ surface: LayerSurface, of layer: DisplayLayer, at origin: (x: Int, y: Int),
    needed: PixelRect, blittingInto blit: (surface: CairoImageSurface, pieces: [PixelRect])?,
    context: OpaquePointer
  ) {
    if let blit, layer.alpha >= 1 {
      let valid = surface.valid ?? needed
      let sources = blit.pieces.map { $0.offsetBy(dx: -origin.x, dy: -origin.y) }
      if sources.allSatisfy({ valid.contains($0) }) {
        for (source, piece) in zip(sources, blit.pieces) {
          Self.copyRows(of: surface, from: source, into: blit.surface, at: piece)
        }
        return
      }
    }
    composite(surface, at: origin, alpha: layer.alpha, context: context)
  }

  /// Copies the pixels of `source` (the layer's device pixels, inside the surface's valid
  /// ones) into `rect` of `target`, row by row.
  private static func copyRows(
    of layer: LayerSurface, from source: PixelRect, into target: CairoImageSurface,
    at rect: PixelRect
  ) {
    layer.surface.withUnsafePixelData { from, fromStride in
      _ = target.withUnsafeMutablePixelData(dirtying: rect) { to, toStride in
        let rowBytes = rect.width * 4
        for row in 0..<rect.height {
          let read =
            from + (source.y - layer.rect.y + row) * fromStride
            + (source.x - layer.rect.x) * 4
          let write = to + (rect.y + row) * toStride + rect.x * 4
          write.copyMemory(from: read, byteCount: rowBytes)
        }
      }
    }
  }

  /// Draws `layer` through a surface made for this frame only, covering `needed`: the same
  /// steps as from the cache, without keeping the pixels.
  private func drawUncached(
    _ layer: DisplayLayer, content list: DisplayList, _ content: Range<Int>,
    needed: PixelRect, at origin: (x: Int, y: Int), context: OpaquePointer, scale: Double
  ) throws {
    let surface = try LayerSurface(
      rect: needed, scale: scale, generation: layer.generation, frame: frameNumber)
    try rasterize(list, content, region: needed, into: surface, scale: scale, counts: false)
    composite(surface, at: origin, alpha: layer.alpha, context: context)
  }

  /// Paints `surface` into `context` with the layer's origin at device pixel `origin`, faded
  /// by `alpha`, under the context's clip.
  private func composite(
    _ surface: LayerSurface, at origin: (x: Int, y: Int), alpha: Double, context: OpaquePointer
  ) {
    cairo_save(context)
    cairo_identity_matrix(context)
    surface.surface.withUnsafeSurface {
      cairo_set_source_surface(
        context, $0, Double(origin.x + surface.rect.x), Double(origin.y + surface.rect.y))
    }
    // Outside the surface the source is transparent, which leaves the pixels as they are.
    if alpha >= 1 {
      cairo_paint(context)
    } else {
      cairo_paint_with_alpha(context, alpha)
    }
    cairo_restore(context)
  }

  /// Brings `surface` to `layer`'s generation: redraws the layer's damage when the surface
  /// holds the generation just before, otherwise forgets its pixels.
  private func update(
    _ surface: LayerSurface, to layer: DisplayLayer, content list: DisplayList,
    _ content: Range<Int>, scale: Double
  ) throws {
    defer { surface.generation = layer.generation }
    guard surface.generation == layer.generation - 1, let valid = surface.valid else {
      surface.valid = nil
      return
    }
    guard let damaged = DeviceGeometry.outward(layer.damage, scale: scale)?.intersection(valid)
    else { return }
    let rows = PixelRect(x: valid.x, y: damaged.y, width: valid.width, height: damaged.height)
    try rasterize(list, content, region: rows, into: surface, scale: scale)
  }

  /// A surface for `layer` that covers `needed`: its whole `extent` when that is not much
  /// larger than the frame, otherwise the extent's full width and the rows of `needed` with a
  /// margin. It keeps the valid pixels of `old` that it covers. `nil` when it does not fit in
  /// the budget.
  private func makeSurface(
    for layer: DisplayLayer, extent: PixelRect, needed: PixelRect, replacing old: LayerSurface?,
    scale: Double
  ) throws -> LayerSurface? {
    var rect = extent
    if extent.area > 2 * framePixelCount {
      let margin = Int(Double(framePixelCount).squareRoot() / 4)
      rect = needed.outset(dx: 0, dy: margin).intersection(extent) ?? needed
    }
    // The spare first: making room may drop another surface, which then becomes the spare.
    let spare = layerCache.takeSpare(pixelWidth: rect.width, pixelHeight: rect.height)
    let budgetLeft = layerCache.makeRoom(
      for: rect.area * 4 - (old?.byteCount ?? 0), budget: budget, frame: frameNumber,
      keeping: layer.id)
    guard budgetLeft else {
      layerCache.remove(layer.id)
      return nil
    }
    let surface =
      if let spare {
        LayerSurface(
          rect: rect, scale: scale, generation: layer.generation, frame: frameNumber,
          reusing: spare)
      } else {
        try LayerSurface(
          rect: rect, scale: scale, generation: layer.generation, frame: frameNumber,
          memoryFrom: layerMemoryProvider)
      }
    if spare != nil { layerCache.noteSpareReuse() }
    if let old, let valid = old.valid, let kept = valid.intersection(rect) {
      try surface.surface.withUnsafeContext { context in
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        old.surface.withUnsafeSurface {
          cairo_set_source_surface(
            context, $0, Double(old.rect.x - rect.x), Double(old.rect.y - rect.y))
        }
        cairo_rectangle(
          context, Double(kept.x - rect.x), Double(kept.y - rect.y), Double(kept.width),
          Double(kept.height))
        cairo_fill(context)
        try CairoError.check(cairo_status(context), "copy layer pixels")
      }
      surface.valid = kept
    }
    layerCache.insert(surface, for: layer.id)
    return surface
  }

  /// Clears `region` (the layer's device pixels) of `surface` and draws the layer's content
  /// there.
  private func rasterize(
    _ list: DisplayList, _ content: Range<Int>, region: PixelRect,
    into surface: LayerSurface, scale: Double, counts: Bool = true
  ) throws {
    guard let region = region.intersection(surface.rect) else { return }
    try surface.surface.withUnsafeContext { context in
      cairo_rectangle(
        context, Double(region.x - surface.rect.x), Double(region.y - surface.rect.y),
        Double(region.width), Double(region.height))
      cairo_clip(context)
      cairo_save(context)
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgba(context, 0, 0, 0, 0)
      cairo_paint(context)
      cairo_restore(context)
      cairo_set_antialias(context, CAIRO_ANTIALIAS_GOOD)
      cairo_translate(context, Double(-surface.rect.x), Double(-surface.rect.y))
      cairo_scale(context, scale, scale)
      try play(list, in: content, context: context, scale: scale)
      try CairoError.check(cairo_status(context), "rasterise layer")
    }
    if counts { layerCache.noteRasterization(pixels: region.area) }
  }

  /// For each rectangle of `move`, where its pixels are in the lent memory of its layer's
  /// cached surface; `nil` where the surface is not in lent memory or does not hold them.
  func lentPixels(of move: PixelMove) -> [LayerPixels?] {
    zip(move.rects, move.layers).map { rect, layer in
      guard let layer, let cached = layerCache.surface(for: layer.id), let memory = cached.memory,
        cached.generation == layer.generation, let valid = cached.valid
      else { return nil }
      // The rectangle in the layer's device pixels.
      let inLayer = rect.offsetBy(dx: -layer.x, dy: -layer.y)
      guard valid.contains(inLayer) else { return nil }
      return LayerPixels(memory: memory, x: inLayer.x - cached.rect.x, y: inLayer.y - cached.rect.y)
    }
  }
}
