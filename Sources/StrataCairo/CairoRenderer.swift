import CCairo
public import StrataKit

#if canImport(Glibc)
  import Glibc
#endif

/// Turns a `DisplayList` into pixels with Cairo, antialiased, at any scale.
///
/// Every command of the list is drawn; pushes and pops nest as the list says. A list that is
/// not balanced does no harm: a pop with nothing pushed is ignored and pushes still open at the
/// end are closed. Images and shadows are cached between frames: an image becomes a Cairo
/// surface once, and each blur radius and corner radius is blurred once.
///
/// Retained layers (`DisplayCommand.pushLayer(_:)`) are rasterised at device scale into
/// surfaces kept between frames and composited at their places; a layer is drawn again only
/// where its content changed, and only where the frame's clip needs it (see
/// ``cachesLayers`` and ``layerCacheBudget``). A layer whose transform to the device is not a
/// translation, or that does not fit in the budget, is drawn directly, as an isolated group:
/// the pixels are the same either way.
///
/// ```swift
/// let renderer = CairoRenderer(textSystem: PangoTextSystem())
/// let image = try renderer.render(window.render(), size: window.bounds.size, scale: 2)
/// try PNG.write(image, to: "/tmp/frame.png")
/// ```
@MainActor
public final class CairoRenderer {
  /// What a push changed, so that its pop can undo it.
  private enum Push {
    /// A `cairo_save`: a transform or a clip (or a group of opacity 1).
    case state
    /// A `cairo_save` and a group, composited at the pop with this opacity.
    case group(Double)
    /// Nothing: the commands up to the pop draw nothing (a transform that flattens everything,
    /// a group that is fully transparent, or any push inside one of those).
    case hidden
    /// A `cairo_save` and a group holding a layer's content drawn directly, composited at the
    /// pop with this opacity.
    case layer(Double)
  }

  /// The most rectangles a frame draws around the pixels it moved and kept; more are drawn as
  /// their bounds.
  static let mostDrawnRects = 8
  /// How many frames an image may go undrawn before its surface leaves the cache.
  static let imageCacheFrames = 120
  /// How many shadow tiles the cache holds before it is emptied.
  static let shadowCacheLimit = 64

  /// The text system that lays out the text commands.
  public let textSystem: PangoTextSystem
  /// Whether retained layers are drawn from cached surfaces; true unless the environment
  /// variable `STRATA_LAYERS` is `off` (or `0`) when the renderer is made. When false every
  /// layer is drawn directly in every frame, to the same pixels: a switch for debugging.
  public var cachesLayers: Bool {
    didSet { if !cachesLayers { layerCache.removeAll() } }
  }
  /// Whether a frame drawn into the surface that holds the last frame takes the pixels of
  /// unchanged layers that only moved from that frame, moved, instead of drawing them again
  /// (see ``render(_:into:scale:background:clip:)``); true unless the environment variable
  /// `STRATA_LAYERS` is `off` (or `0`) when the renderer is made. The pixels are the same
  /// either way.
  public var reusesMovedPixels: Bool
  /// The most bytes the cached layer surfaces may take; `nil` (the default) allows six
  /// surfaces the size of the frame being rendered (about 50 MB for 1920×1080 pixels).
  public var layerCacheBudget: Int?
  /// What lends the memory of the layers' cached surfaces; `nil` (the default) for the
  /// renderer's own. Setting it drops the cached surfaces, so that every later one is in the
  /// new memory. A host that can show a layer's pixels from lent memory finds where in
  /// ``PixelMove/sources``.
  package var layerMemoryProvider: (any LayerMemoryProvider)? {
    didSet { layerCache.removeAll() }
  }
  /// The surfaces of the retained layers.
  let layerCache = LayerCache()
  var imageSurfaces: [ObjectIdentifier: CachedImageSurface] = [:]
  private var shadowTiles: [ShadowNineSlice.Key: ShadowNineSlice] = [:]
  private(set) var frameNumber = 0
  private var pushes: [Push] = []
  private var hiddenDepth = 0
  /// The layer cache's budget for the frame being rendered, in bytes.
  var budget = 0
  /// The opaque layer of the frame being rendered whose pieces are being drawn: its command's
  /// index, and the device pixels of the frame's surface it alone covers, which its cached
  /// pixels are copied into directly.
  var blitTarget: (surface: CairoImageSurface, index: Int, pieces: [PixelRect])?
  /// Whether an opaque fill at the top level of a frame is drawn only where later opaque fills
  /// leave it showing (see ``FillOcclusion``); true unless turned off to compare. The pixels are
  /// the same either way.
  package var hidesCoveredFills = true
  /// The hidden fills of the frame being rendered, and the device pixels being drawn now.
  private var fillOcclusion: (plan: FillOcclusion, region: PixelRect)?
  /// What the retained layers of recent frames draw, for the exposures of the next.
  private let layerContentCache = LayerContentPixelsCache()
  /// Where the last frame drawn showed its layers' own pixels, and the surface it was drawn
  /// into (weakly: a new surface at the same address is another surface).
  private var lastExposures: FrameExposures?
  private weak var lastSurface: CairoImageSurface?
  /// How many pixels frames took from the frame before, moved, in all.
  package private(set) var movedPixelCount = 0
  /// How many pixels of unchanged layers that stayed where they were frames left as the frame
  /// before had them, in all.
  package private(set) var keptPixelCount = 0
  /// How many pixels of opaque fills were left undrawn because later opaque fills cover them
  /// (see ``hidesCoveredFills``), in all.
  package private(set) var hiddenFillPixelCount = 0
  /// The pixels of the frame being rendered.
  var framePixelCount = 0

  /// Creates a renderer that draws text with `textSystem`; use the text system the window
  /// measures with, so that text is drawn as it was measured.
  public init(textSystem: PangoTextSystem) {
    self.textSystem = textSystem
    let setting = getenv("STRATA_LAYERS").map { String(cString: $0).lowercased() }
    cachesLayers = !["off", "0", "false", "no"].contains(setting ?? "")
    reusesMovedPixels = cachesLayers
  }

  /// How many blurred shadow tiles are cached.
  package var shadowCacheCount: Int { shadowTiles.count }
  /// How many image surfaces are cached.
  package var imageCacheCount: Int { imageSurfaces.count }
  /// How many layer surfaces are cached.
  package var layerCacheCount: Int { layerCache.surfaces.count }
  /// The bytes the cached layer surfaces take now.
  package var layerCacheByteCount: Int { layerCache.byteCount }
  /// The most bytes the cached layer surfaces took at once, since the renderer was made or
  /// ``resetLayerCachePeak()``.
  package var layerCachePeakByteCount: Int { layerCache.peakByteCount }
  /// How many times layer pixels were rasterised into the cache (all of a layer, or a part).
  package var layerRasterizationCount: Int { layerCache.rasterizationCount }
  /// How many layer pixels were rasterised into the cache, in all.
  package var layerRasterizedPixelCount: Int { layerCache.rasterizedPixelCount }
  /// How many layer surfaces were evicted to make room for others.
  package var layerEvictionCount: Int { layerCache.evictionCount }
  /// The bytes of the surface kept aside for the next layer of its size (the one dropped
  /// last); 0 when none is.
  package var spareLayerByteCount: Int { layerCache.spare?.byteCount ?? 0 }
  /// How many layer surfaces were made in the memory of the one kept aside.
  package var spareLayerReuseCount: Int { layerCache.spareReuseCount }

  /// Starts measuring ``layerCachePeakByteCount`` again from the bytes held now.
  package func resetLayerCachePeak() {
    layerCache.resetPeak()
  }

  /// Renders `displayList` into a new image of `size` points at `scale` pixels per point.
  ///
  /// - Parameters:
  ///   - displayList: The commands to play, in points.
  ///   - size: The size of the image in points; the pixel size is `size × scale` rounded up.
  ///   - scale: Pixels per point, such as 2 on a HiDPI display.
  ///   - background: The colour the image starts with; `nil` (the default) is transparent.
  /// - Returns: An image of that pixel size whose scale is `scale`.
  /// - Throws: ``CairoError`` when the size or scale is not usable or Cairo fails.
  /// - Complexity: O(commands + pixels drawn).
  public func render(
    _ displayList: DisplayList, size: Size, scale: Double, background: Color? = nil
  ) throws -> Image {
    let operation = "render \(size) at scale \(scale)"
    let (width, height) = DeviceGeometry.pixelSize(of: size, scale: scale)
    guard scale > 0, scale.isFinite, width >= 0, height >= 0, width <= Double(Int32.max),
      height <= Double(Int32.max)
    else { throw CairoError(status: CAIRO_STATUS_INVALID_SIZE, operation: operation) }
    let surface = try CairoImageSurface(pixelWidth: Int(width), pixelHeight: Int(height))
    try render(displayList, into: surface, scale: scale, background: background)
    return try surface.makeImage(scale: scale)
  }

  /// Renders `displayList` into `surface` at `scale` pixels per point, replacing all its
  /// pixels or, with a `clip`, only the pixels the clip covers.
  ///
  /// A host that keeps one surface between frames passes the window's damaged region as the
  /// clip (`Window.lastDamagedRect`): only those pixels are cleared and drawn, and
  /// the rest keep the previous frame. When the surface holds the last frame this renderer
  /// drew and ``reusesMovedPixels`` is on, the pixels of unchanged opaque layers that only
  /// moved by whole device pixels (a page being dragged, a scroll view's content) are moved
  /// inside the surface rather than drawn again.
  ///
  /// - Parameters:
  ///   - displayList: The commands to play, in points.
  ///   - surface: The surface to draw into; every pixel drawn is first set to `background`.
  ///   - scale: Pixels per point.
  ///   - background: The colour the surface starts with; `nil` is transparent.
  ///   - clip: The region to repaint, in points, rounded outward to whole pixels; `nil` (the
  ///     default) repaints the whole surface. A null or empty clip draws nothing.
  /// - Throws: ``CairoError`` when the scale is not positive and finite or Cairo fails.
  /// - Complexity: O(commands + pixels drawn).
  public func render(
    _ displayList: DisplayList, into surface: CairoImageSurface, scale: Double,
    background: Color?, clip: Rect? = nil
  ) throws {
    try Self.checkScale(scale)
    var pixels: PixelRect?
    if let clip {
      pixels = DeviceGeometry.covering(
        clip, scale: scale, surfaceWidth: surface.pixelWidth, surfaceHeight: surface.pixelHeight)
      guard pixels != nil else { return }
    }
    _ = try render(
      displayList, into: surface, scale: scale, background: background, pixels: pixels)
  }

  /// Renders `displayList` into `surface` at `scale` pixels per point, only inside `pixels`
  /// (device pixels of the surface), and says what the frame did to them.
  ///
  /// Unless `reusingLastFrame` is false, a frame rendered into the surface that holds the last
  /// frame this renderer drew, with ``reusesMovedPixels`` on, takes what it can of that frame:
  /// it keeps the pixels of unchanged layers that stayed in place, and takes those of
  /// unchanged layers that moved by whole pixels, moved (``RenderedFrame/move``). The move is
  /// made as `destination` says: in the surface before drawing, or left to the host, which
  /// makes it where it shows the frame (a window a display server holds); the memory of a lent
  /// layer surface that holds the moved pixels is named in ``PixelMove/sources`` then.
  ///
  /// - Parameters:
  ///   - displayList: The commands to play, in points.
  ///   - surface: The surface to draw into; every pixel drawn is first set to `background`.
  ///   - scale: Pixels per point.
  ///   - background: The colour the surface starts with; `nil` is transparent.
  ///   - clip: The device pixels to repaint, clipped to the surface; `nil` repaints the whole
  ///     surface and takes nothing from the last frame.
  ///   - reusingLastFrame: Whether the frame may take pixels from the last frame; false when
  ///     where the frame is shown does not hold it.
  ///   - destination: Where pixels taken from the last frame are moved.
  /// - Returns: What was drawn, moved and kept; nothing when `pixels` misses the surface.
  /// - Throws: ``CairoError`` when the scale is not positive and finite or Cairo fails.
  /// - Complexity: O(commands + pixels drawn).
  package func render(
    _ displayList: DisplayList, into surface: CairoImageSurface, scale: Double,
    background: Color?, pixels clip: PixelRect?, reusingLastFrame: Bool = true,
    movingPixels destination: PixelMoveDestination = .surface
  ) throws -> RenderedFrame {
    try Self.checkScale(scale)
    let whole = PixelRect(surfaceWidth: surface.pixelWidth, surfaceHeight: surface.pixelHeight)
    guard let region = clip.map({ whole.flatMap($0.intersection) }) ?? whole else {
      return RenderedFrame(pixels: nil, drawnRects: [], moveDestination: destination)
    }
    beginFrame(in: surface)
    layerCache.frameInProgress = frameNumber
    defer {
      endLayerFrame(listing: displayList)
      layerCache.frameInProgress = nil
    }
    let plan = FramePlan(
      list: displayList, scale: scale, width: surface.pixelWidth, height: surface.pixelHeight,
      contentCache: layerContentCache)
    layerContentCache.endFrame()
    let exposures = reusesMovedPixels ? FrameExposures(plan: plan) : nil
    var frame = RenderedFrame(pixels: region, drawnRects: [], moveDestination: destination)
    if clip != nil, reusingLastFrame, let exposures {
      (frame.move, frame.keptRects) = reusedPixels(
        of: exposures, within: region, in: surface, movingTo: destination)
    }
    // Until this frame is drawn, the surface holds no frame a later one can take pixels from.
    lastExposures = nil
    let reused = (frame.move?.rects ?? []) + frame.keptRects
    let regions = Self.regionsToDraw(region, around: reused)
    movedPixelCount += frame.move?.area ?? 0
    keptPixelCount += frame.keptRects.reduce(0) { $0 + $1.area }
    let fills = hidesCoveredFills && !plan.fills.isEmpty ? plan.fills : nil
    for piece in regions {
      try draw(
        displayList, planned: plan, region: piece, clipped: clip != nil || !reused.isEmpty,
        into: surface, scale: scale, background: background, fills: fills)
    }
    frame.drawnRects = regions
    lastExposures = exposures
    lastSurface = surface
    evictUnusedImages()
    return frame
  }

  /// Throws unless `scale` is positive and finite.
  private static func checkScale(_ scale: Double) throws {
    guard scale > 0, scale.isFinite else {
      throw CairoError(status: CAIRO_STATUS_INVALID_MATRIX, operation: "render at scale \(scale)")
    }
  }

  /// Starts a frame drawn into `surface`: its number, an empty push stack, and the layer
  /// cache's budget.
  private func beginFrame(in surface: CairoImageSurface) {
    frameNumber += 1
    pushes.removeAll(keepingCapacity: true)
    hiddenDepth = 0
    budget = layerCacheBudget ?? 6 * surface.pixelWidth * surface.pixelHeight * 4
    framePixelCount = surface.pixelWidth * surface.pixelHeight
  }

  /// What the frame whose exposures are `exposures` can take, inside `clip`, from the last
  /// frame when `surface` holds it: the pixels to move (moved in the surface now, or left to
  /// the host, as `destination` says) and the pixels to keep.
  private func reusedPixels(
    of exposures: FrameExposures, within clip: PixelRect, in surface: CairoImageSurface,
    movingTo destination: PixelMoveDestination
  ) -> (move: PixelMove?, kept: [PixelRect]) {
    guard let last = lastExposures, lastSurface === surface else { return (nil, []) }
    // Unchanged layers that stayed where they were already show their pixels.
    let kept = last.kept(in: exposures, within: clip)
    guard var planned = last.move(to: exposures, within: clip) else { return (nil, kept) }
    switch destination {
    case .surface:
      return (surface.movePixels(planned) ? planned : nil, kept)
    case .host:
      if layerMemoryProvider != nil { planned.sources = lentPixels(of: planned) }
      return (planned, kept)
    }
  }

  /// The rectangles of `region` left to draw once the `reused` pixels are taken out: at most
  /// ``mostDrawnRects``, or else their bounds.
  private static func regionsToDraw(_ region: PixelRect, around reused: [PixelRect])
    -> [PixelRect]
  {
    guard !reused.isEmpty else { return [region] }
    var rest = PixelRegion(region)
    for rect in reused { rest.subtract(rect) }
    let regions = rest.rects
    if regions.count > mostDrawnRects, let first = regions.first {
      // Each rectangle walks the list again: past a few, draw their bounds instead (the
      // moved and kept pixels inside are drawn to what they already are).
      return [regions.reduce(first) { $0.union($1) }]
    }
    return regions
  }

  /// Ends the frame for the layer cache: the layers `displayList` holds, at any depth, and
  /// those it says are out of sight count as used in it.
  private func endLayerFrame(listing displayList: DisplayList) {
    var listsLayers = !displayList.layersOutOfSight.isEmpty
    for id in displayList.layersOutOfSight { layerCache.noteListed(id, frame: frameNumber) }
    for index in displayList.layerPushes {
      guard case .pushLayer(let layer) = displayList.commands[index] else { continue }
      layerCache.noteListed(layer.id, frame: frameNumber)
      listsLayers = true
    }
    layerCache.endFrame(frameNumber, listsLayers: listsLayers)
  }

  /// Draws `region` of the frame into `surface`: clipped to it when `clipped`, else all of it.
  private func draw(
    _ displayList: DisplayList, planned plan: FramePlan, region: PixelRect, clipped: Bool,
    into surface: CairoImageSurface, scale: Double, background: Color?, fills: FillOcclusion?
  ) throws {
    let occlusion = LayerOcclusion.split(region, in: plan)
    defer { fillOcclusion = nil }
    try surface.withUnsafeContext { context in
      if let occlusion {
        // Each opaque layer's pieces are drawn from that layer on: its pixels, then what the
        // list draws over them. What lies under them would be covered anyway; only the rest
        // of the region is drawn from the start, background included. One rectangle at a
        // time: Cairo clips to a pixel-aligned rectangle exactly and
        // cheaply, while a clip of several needs a mask as large as their bounds.
        for rect in occlusion.rest.rects {
          cairo_save(context)
          Self.addRectangle(rect, to: context)
          cairo_clip(context)
          fillOcclusion = fills.map { ($0, rect) }
          try paint(displayList, from: 0, background: background, context: context, scale: scale)
          cairo_restore(context)
        }
        for occluder in occlusion.occluders {
          for piece in occluder.pieces {
            cairo_save(context)
            Self.addRectangle(piece, to: context)
            cairo_clip(context)
            blitTarget = (surface, occluder.index, [piece])
            defer { blitTarget = nil }
            fillOcclusion = fills.map { ($0, piece) }
            try paint(
              displayList, from: occluder.index, background: background, context: context,
              scale: scale)
            cairo_restore(context)
          }
        }
      } else {
        if clipped {
          Self.addRectangle(region, to: context)
          cairo_clip(context)
        }
        fillOcclusion = fills.map { ($0, region) }
        try paint(displayList, from: 0, background: background, context: context, scale: scale)
      }
      try CairoError.check(cairo_status(context), "render display list")
    }
  }

  /// Whether the list's first command fills every pixel of the clip of `context` (whose
  /// matrix is the identity) with an opaque colour: clearing those pixels first changes none.
  private static func firstCommandCoversClip(
    of displayList: DisplayList, in context: OpaquePointer, scale: Double
  ) -> Bool {
    guard case .fillRect(let rect, let cornerRadius, let color)? = displayList.commands.first,
      cornerRadius == 0, color.alpha >= 1, rect.isFinite
    else { return false }
    return DeviceGeometry.covers(rect, scale: scale, all: clipExtents(of: context))
  }

  /// The bounding box of the clip of `context`, in its user space.
  static func clipExtents(of context: OpaquePointer) -> DeviceGeometry.ClipExtents {
    var left = 0.0
    var top = 0.0
    var right = 0.0
    var bottom = 0.0
    cairo_clip_extents(context, &left, &top, &right, &bottom)
    return (left, top, right, bottom)
  }

  /// Clears to `background` (unless `start` is past the beginning or the first command covers
  /// the clip with an opaque fill) and plays the commands of
  /// `displayList` from `start` into `context`, with the state that the pushes before `start`
  /// leave open.
  private func paint(
    _ displayList: DisplayList, from start: Int, background: Color?, context: OpaquePointer,
    scale: Double
  ) throws {
    cairo_save(context)
    if start == 0, !Self.firstCommandCoversClip(of: displayList, in: context, scale: scale) {
      cairo_save(context)
      cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
      CairoPath.setColor(background ?? .clear, in: context)
      cairo_paint(context)
      cairo_restore(context)
    }
    cairo_set_antialias(context, CAIRO_ANTIALIAS_GOOD)
    cairo_scale(context, scale, scale)
    try play(
      displayList, in: 0..<displayList.commands.count, context: context, scale: scale,
      skippingUntil: start)
    cairo_restore(context)
  }

  /// Adds the rectangle of `pixels` to the current path of `context`, in device pixels.
  static func addRectangle(_ pixels: PixelRect, to context: OpaquePointer) {
    cairo_rectangle(
      context, Double(pixels.x), Double(pixels.y), Double(pixels.width), Double(pixels.height))
  }

  /// Plays `range` of `list` into `context` with a push stack of its own, and closes what is
  /// left open at the end. Before `skippingUntil`, only the pushes that enclose that command
  /// take effect; everything else there is skipped. A layer is drawn from its cached surface
  /// and its content skipped, or, when it cannot be cached, opened as a group whose content
  /// then plays.
  func play(
    _ list: DisplayList, in range: Range<Int>, context: OpaquePointer, scale: Double,
    skippingUntil skipEnd: Int = 0
  ) throws {
    let savedPushes = pushes
    let savedHiddenDepth = hiddenDepth
    pushes = []
    hiddenDepth = 0
    defer {
      pushes = savedPushes
      hiddenDepth = savedHiddenDepth
    }
    let limit = range.upperBound
    var index = range.lowerBound
    while index < limit {
      if index < skipEnd, let next = Self.skip(from: index, in: list, before: limit, until: skipEnd)
      {
        index = next
        continue
      }
      let command = list.commands[index]
      let start = index
      index += 1
      if hiddenDepth == 0, Self.hidesContent(command, in: context) {
        // Nothing inside can show: step past the push's pop without reading what it holds.
        index = min(Self.pop(closing: start, in: list, before: limit) + 1, limit)
      } else if case .pushLayer(let layer) = command {
        index = try playLayer(
          layer, pushedAt: start, of: list, before: limit, context: context, scale: scale)
      } else if case .fillRect = command, range.lowerBound == 0, hiddenDepth == 0,
        let fills = fillOcclusion,
        let visible = fills.plan.visiblePart(ofFillAt: start, within: fills.region)
      {
        hiddenFillPixelCount += visible.hiddenPixelCount
        try draw(command, onlyIn: visible.pieces, in: context, scale: scale)
      } else {
        try play(command, in: context, scale: scale)
      }
    }
    while !pushes.isEmpty { pop(in: context) }
  }

  /// Where playing goes on from `index` of `list` while skipping until `skipEnd`: past the
  /// content of a push whose pop comes before `skipEnd`, or past a drawing; `nil` when the
  /// command takes effect (a push that encloses `skipEnd`, or a pop).
  private static func skip(
    from index: Int, in list: DisplayList, before limit: Int, until skipEnd: Int
  ) -> Int? {
    switch list.commands[index] {
    case .pushTransform, .pushClip, .pushOpacity, .pushLayer:
      let end = pop(closing: index, in: list, before: limit)
      return end < skipEnd ? end + 1 : nil
    case .pop:
      return nil
    default:
      return index + 1
    }
  }

  /// Plays the layer pushed at `start` of `list`: draws it from its cached surface and returns
  /// the index past its pop, or opens it as a group (its content plays next) and returns the
  /// index after its push. A layer outside the region being drawn, or hidden, is stepped over.
  private func playLayer(
    _ layer: DisplayLayer, pushedAt start: Int, of list: DisplayList, before limit: Int,
    context: OpaquePointer, scale: Double
  ) throws -> Int {
    guard hiddenDepth == 0, layer.alpha > 0 else {
      hide()
      return start + 1
    }
    let end = Self.pop(closing: start, in: list, before: limit)
    // A layer outside the region being drawn (a title beside the few pixels a frame draws)
    // is skipped before any work on its surface; it still counts as used in this frame.
    if blitTarget?.index != start,
      !Self.mayShow(layer.bounds.applying(layer.transform), in: context)
    {
      layerCache.noteListed(layer.id, frame: frameNumber)
      return min(end + 1, limit)
    }
    let blit = blitTarget.flatMap { $0.index == start ? $0 : nil }
    if try drawCachedLayer(
      layer, content: list, start + 1..<end, context: context, scale: scale,
      blittingInto: blit.map { ($0.surface, $0.pieces) })
    {
      return min(end + 1, limit)
    }
    beginLayerGroup(layer, context: context, scale: scale)
    return start + 1
  }

  /// The index of the pop that closes the push at `start` of `list`, or `limit` when none
  /// does before it.
  nonisolated static func pop(closing start: Int, in list: DisplayList, before limit: Int) -> Int {
    min(list.closingPop(ofPushAt: start), limit)
  }

  private func play(_ command: DisplayCommand, in context: OpaquePointer, scale: Double) throws {
    switch command {
    case .pushTransform(let transform):
      pushTransform(transform, in: context)
    case .pushClip(let rect, let cornerRadius):
      // A clip outside the current one lets nothing through: skip its content untouched.
      guard hiddenDepth == 0, Self.mayShow(rect, in: context) else { return hide() }
      cairo_save(context)
      CairoPath.setRect(rect, cornerRadius: cornerRadius, in: context)
      cairo_clip(context)
      pushes.append(.state)
    case .pushOpacity(let opacity):
      guard hiddenDepth == 0, opacity > 0 else { return hide() }
      cairo_save(context)
      if opacity < 1 {
        cairo_push_group(context)
        pushes.append(.group(opacity))
      } else {
        pushes.append(.state)
      }
    case .pop:
      pop(in: context)
    case .pushLayer:
      // Handled by the loop that plays a range; a stray one hides its content.
      hide()
    default:
      guard hiddenDepth == 0 else { return }
      // What cannot reach the clip is not handed to Cairo: a small region of a long list (the
      // edges around moved pixels) then costs what it touches.
      if let extent = command.extent, !Self.mayShow(extent, in: context) { return }
      try draw(command, in: context, scale: scale)
    }
  }

  /// Whether `command` is a push under which nothing shows: a clip outside the current one,
  /// a group or a layer faded to nothing.
  private static func hidesContent(_ command: DisplayCommand, in context: OpaquePointer) -> Bool {
    switch command {
    case .pushClip(let rect, _): !mayShow(rect, in: context)
    case .pushOpacity(let opacity): !(opacity > 0)
    case .pushLayer(let layer): !(layer.alpha > 0)
    default: false
    }
  }

  /// Whether `rect`, in the context's user space, overlaps the bounding box of its clip.
  private static func mayShow(_ rect: Rect, in context: OpaquePointer) -> Bool {
    DeviceGeometry.mayShow(rect, in: clipExtents(of: context))
  }

  private func pushTransform(_ transform: AffineTransform, in context: OpaquePointer) {
    let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    let determinant = transform.a * transform.d - transform.b * transform.c
    // Cairo refuses a matrix it cannot invert (a view scaled to 0): nothing under it shows.
    guard hiddenDepth == 0, entries.allSatisfy(\.isFinite), abs(determinant) > 1e-12 else {
      return hide()
    }
    cairo_save(context)
    var matrix = cairo_matrix_t()
    cairo_matrix_init(
      &matrix, transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
    cairo_transform(context, &matrix)
    pushes.append(.state)
  }

  private func hide() {
    hiddenDepth += 1
    pushes.append(.hidden)
  }

  private func pop(in context: OpaquePointer) {
    guard let push = pushes.popLast() else { return }
    switch push {
    case .state:
      cairo_restore(context)
    case .group(let opacity):
      cairo_pop_group_to_source(context)
      cairo_paint_with_alpha(context, opacity)
      cairo_restore(context)
    case .hidden:
      hiddenDepth -= 1
    case .layer(let opacity):
      cairo_pop_group_to_source(context)
      if opacity >= 1 {
        cairo_paint(context)
      } else {
        cairo_paint_with_alpha(context, opacity)
      }
      cairo_restore(context)
    }
  }

  /// Opens `layer` as a group that its content, played next, draws into directly: unclipped,
  /// at the layer's place rounded to whole device pixels (as a cached layer is), composited
  /// at the matching pop with the layer's alpha.
  func beginLayerGroup(_ layer: DisplayLayer, context: OpaquePointer, scale: Double) {
    let placement = devicePlacement(of: layer, in: context, scale: scale)
    let transform = layer.transform
    guard hiddenDepth == 0, placement != nil || abs(transform.determinant) > 1e-12,
      transform.isFinite
    else { return hide() }
    cairo_save(context)
    cairo_push_group(context)
    cairo_reset_clip(context)
    if let placement {
      var matrix = cairo_matrix_t()
      cairo_matrix_init(
        &matrix, scale, 0, 0, scale, Double(placement.x), Double(placement.y))
      cairo_set_matrix(context, &matrix)
    } else {
      var matrix = cairo_matrix_t()
      cairo_matrix_init(
        &matrix, transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
      cairo_transform(context, &matrix)
    }
    pushes.append(.layer(layer.alpha))
  }

  /// The surface for `image`, made once and kept while the image keeps being drawn.
  func surface(for image: Image) throws -> CairoImageSurface {
    let key = image.storageIdentifier
    if let cached = imageSurfaces[key] {
      cached.lastUsedFrame = frameNumber
      return cached.surface
    }
    let cached = try CachedImageSurface(image: image, frame: frameNumber)
    imageSurfaces[key] = cached
    return cached.surface
  }

  /// The blurred tile for a shadow, made once per blur radius, corner radius and scale.
  func shadowTile(for key: ShadowNineSlice.Key) throws -> ShadowNineSlice {
    if let cached = shadowTiles[key] { return cached }
    if shadowTiles.count >= Self.shadowCacheLimit { shadowTiles.removeAll(keepingCapacity: true) }
    let tile = try ShadowNineSlice(key: key)
    shadowTiles[key] = tile
    return tile
  }

  private func evictUnusedImages() {
    let oldest = frameNumber - Self.imageCacheFrames
    imageSurfaces = imageSurfaces.filter { $0.value.lastUsedFrame >= oldest }
  }
}
