import StrataKit

/// A frame's display list placed on the device once, before anything is drawn: one walk over
/// the top level of the list (a layer's content is stepped over through the list's pairs of
/// pushes and pops) that records what every later step of the frame asks about.
///
/// - The top level in paint order (``items``): each drawing with the device pixels it may
///   touch, each retained layer in its turn.
/// - Each top-level layer (``layers``): where its push and pop are, the device pixel its origin
///   is placed on, the device pixels it may draw in, what its content draws (its
///   ``LayerContentPixels``, kept by ``LayerContentPixelsCache`` while its generation stays),
///   and the device pixels it covers opaquely when it can hide what lies under it.
/// - The opaque fills that later fills may hide (``fills``).
///
/// ``FrameExposures`` (what the next frame can move or keep), ``LayerOcclusion`` (what is
/// drawn from an opaque layer on) and the player's hidden fills all read it; none walks the
/// list itself.
struct FramePlan {
  /// A retained layer at the top level of the list.
  struct Layer {
    /// The index of its push; its content runs up to its pop at ``end``.
    let index: Int
    /// The index of its pop (the count of commands when it has none).
    let end: Int
    /// The layer as pushed.
    let layer: DisplayLayer
    /// The device pixel its origin is placed on; `nil` when its transform to the device is not
    /// the scale times a translation.
    let placement: (x: Int, y: Int)?
    /// The device pixels it may draw in, inside the clips around it; `nil` when none.
    let bounds: PixelRect?
    /// What its content draws, relative to its origin; `nil` when it is not placed on whole
    /// pixels, shows nowhere, or draws something unbounded.
    let content: LayerContentPixels?
    /// The device pixels it covers opaquely where the clips around it surely let it through,
    /// when it is composited at alpha 1 outside any fading group and placed on whole pixels;
    /// `nil` otherwise: what its content covers with an opaque base (its declared
    /// `DisplayLayer.opaqueRect`, or its content's opaque fill).
    let cover: PixelRect?
    /// The device pixels the clips around it surely let through; `nil` when none (or not
    /// known).
    let innerClip: PixelRect?
  }

  /// One thing the top level of the list does to the pixels, in paint order.
  enum Item {
    /// A drawing that may touch these device pixels (its bounds rounded outward).
    case paint(PixelRect)
    /// The layer of ``layers`` at this index.
    case layer(Int)
  }

  /// The pixels per point the frame is drawn at.
  let scale: Double
  /// The frame's size in device pixels.
  let width: Int
  let height: Int
  /// The top level of the list, in paint order; empty when the list holds no layer (nothing
  /// then asks for it).
  private(set) var items: [Item] = []
  /// The top-level layers, in paint order.
  private(set) var layers: [Layer] = []
  /// The top-level opaque fills that later ones may hide.
  private(set) var fills = FillOcclusion()

  /// Walks the top level of `list` (without drawing) for a frame of `width` × `height` device
  /// pixels at `scale`, asking `contentCache` for what its layers draw.
  ///
  /// - Complexity: O(top-level commands), plus O(content) for each layer whose content is not
  ///   in the cache.
  init(
    list: DisplayList, scale: Double, width: Int, height: Int,
    contentCache: LayerContentPixelsCache? = nil
  ) {
    self.scale = scale
    self.width = width
    self.height = height
    let frame = PixelRect(x: 0, y: 0, width: max(0, width), height: max(0, height))
    var walk = DeviceWalk(scale: scale, frame: frame)
    let commands = list.commands
    let recordsItems = !list.layerPushes.isEmpty
    var index = 0
    while index < commands.count {
      if walk.step(commands, at: index) {
        index += 1
        continue
      }
      switch commands[index] {
      case .pushLayer(let layer):
        let end = list.closingPop(ofPushAt: index)
        addLayer(layer, at: index, end: end, in: list, walk: walk, contentCache: contentCache)
        index = end + 1
        continue
      case .fillRect(let rect, let cornerRadius, let color):
        fills.note(rect, cornerRadius: cornerRadius, color: color, at: index, walk: walk)
      default:
        break
      }
      if recordsItems, let extent = commands[index].extent,
        let touched = walk.outerClip.flatMap({
          DeviceGeometry.touching(extent, device: walk.device, in: $0)
        })
      {
        items.append(.paint(touched))
      }
      index += 1
    }
    fills.finish()
  }

  /// Places the layer `layer` pushed at `index` of `list` (its pop at `end`) where `walk`
  /// stands, and adds it to the plan.
  private mutating func addLayer(
    _ layer: DisplayLayer, at index: Int, end: Int, in list: DisplayList, walk: DeviceWalk,
    contentCache: LayerContentPixelsCache?
  ) {
    let device = walk.device
    let outer = walk.outerClip
    let placed = DeviceGeometry.placement(of: layer, device: device, scale: scale)
    var bounds = outer.flatMap {
      DeviceGeometry.touching(layer.bounds, device: layer.transform.concatenating(device), in: $0)
    }
    var content: LayerContentPixels?
    if let placed, let outer, let whole = DeviceGeometry.outward(layer.bounds, scale: scale) {
      // A layer placed on whole pixels draws inside its bounds rounded outward, no further,
      // and only where its content draws.
      content =
        contentCache?.pixels(of: layer, content: index + 1..<end, in: list, scale: scale)
        ?? LayerContentPixels(of: layer, content: index + 1..<end, in: list, scale: scale)
      let drawn = content.map { $0.drawn.flatMap { whole.intersection($0) } } ?? whole
      bounds = drawn.flatMap { $0.offsetBy(dx: placed.x, dy: placed.y).intersection(outer) }
    }
    var cover: PixelRect?
    if walk.groupDepth == 0, layer.alpha >= 1, let inner = walk.innerClip, let placed {
      cover = opaquePixels(
        of: layer, content: content, index + 1..<end, in: list, placed: placed
      ).flatMap { inner.intersection($0) }
    }
    layers.append(
      Layer(
        index: index, end: end, layer: layer, placement: placed, bounds: bounds,
        content: content, cover: cover,
        innerClip: walk.innerClip))
    items.append(.layer(layers.count - 1))
  }

  /// The device pixels `layer`, placed with its origin on `placed`, covers opaquely: its
  /// declared `DisplayLayer.opaqueRect`, or else the opaque base its content pixels found
  /// (walking the range `contentRange` of `list` for it only when they are not known), inside
  /// its bounds, rounded inward; `nil` when there are none.
  private func opaquePixels(
    of layer: DisplayLayer, content: LayerContentPixels?, _ contentRange: Range<Int>,
    in list: DisplayList, placed: (x: Int, y: Int)
  ) -> PixelRect? {
    guard layer.opaqueRect.isNull else {
      return DeviceGeometry.inward(
        layer.opaqueRect.intersection(layer.bounds), scale: scale, origin: placed)
    }
    if let content { return content.uniform?.base.offsetBy(dx: placed.x, dy: placed.y) }
    let fill = LayerContentPixels.opaqueContentRect(of: list, in: contentRange)
    return DeviceGeometry.inward(fill.intersection(layer.bounds), scale: scale, origin: placed)
  }
}
