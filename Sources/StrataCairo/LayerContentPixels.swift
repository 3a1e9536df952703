import StrataKit

/// What a retained layer's content draws, in device pixels relative to the device pixel its
/// origin is placed on.
struct LayerContentPixels: Equatable {
  /// The pixels anything in the content may touch; `nil` when it draws nothing.
  let drawn: PixelRect?
  /// Where the layer shows one colour; `nil` when its content has no opaque base fill.
  let uniform: UniformPixels?
}

extension LayerContentPixels {
  /// What `layer`'s `content` (the range of `list` between its push and its pop) draws,
  /// in device pixels at `scale` relative to the device pixel the layer's origin is placed
  /// on; `nil` when a transform in it is not finite. Where it shows one colour is its opaque
  /// base fill (``opaqueContentFill(of:in:)``), less the bounds of everything
  /// drawn after that fill.
  ///
  /// - Complexity: O(content).
  init?(
    of layer: DisplayLayer, content: Range<Int>, in list: DisplayList, scale: Double
  ) {
    let fill = Self.opaqueContentFill(of: list, in: content)
    var transforms = [AffineTransform(scaleX: scale, y: scale)]
    var pushed: [DeviceWalk.Pushed] = []
    var all = TouchedPixels()
    var afterFill = TouchedPixels()
    var index = content.lowerBound
    while index < content.upperBound {
      let current = transforms[transforms.count - 1]
      guard current.isFinite else { return nil }
      let command = list.commands[index]
      switch command {
      case .pushTransform(let transform):
        transforms.append(transform.concatenating(current))
        pushed.append(.transform)
      case .pushClip, .pushOpacity:
        pushed.append(.other)
      case .pushLayer(let nested):
        // A nested layer draws inside its bounds.
        let bounds = nested.bounds.applying(nested.transform.concatenating(current))
        all.add(bounds, exact: false)
        if index > fill?.index ?? Int.max { afterFill.add(bounds, exact: false) }
        index = CairoRenderer.pop(closing: index, in: list, before: content.upperBound)
      case .pop:
        if pushed.popLast() == .transform { transforms.removeLast() }
      default:
        guard let extent = command.extent else { break }
        var exact = false
        if case .fillRect(_, let cornerRadius, let color) = command {
          // A transparent fill changes no pixel; a square one under a transform that keeps it
          // upright touches only the pixels it overlaps.
          guard color.alpha > 0 else { break }
          exact = cornerRadius == 0 && current.b == 0 && current.c == 0
        }
        let touched = extent.applying(current)
        all.add(touched, exact: exact)
        if index > fill?.index ?? Int.max { afterFill.add(touched, exact: exact) }
      }
      index += 1
    }
    var uniform: UniformPixels?
    if let fill {
      let fillRect = fill.rect.intersection(layer.bounds)
      if let base = DeviceGeometry.inward(fillRect, scale: scale), afterFill.isFinite {
        uniform = UniformPixels(base: base, drawnOver: afterFill.pixels)
      }
    }
    guard all.isFinite else { return nil }
    self.init(drawn: all.pixels, uniform: uniform)
  }
}

extension LayerContentPixels {
  /// The largest rectangle (in the layer's coordinates) that one opaque, square-cornered fill
  /// of the layer's content `range` covers, under its clips, outside any fading group or
  /// nested layer and under transforms that keep rectangles upright; `Rect.null` when there
  /// is none. Everything else the content draws is composited over it, which keeps it opaque.
  static func opaqueContentRect(of list: DisplayList, in range: Range<Int>) -> Rect {
    opaqueContentFill(of: list, in: range)?.rect ?? .null
  }

  /// The fill ``opaqueContentRect(of:in:)`` describes: the rectangle it covers and its index in
  /// `list`; `nil` when there is none.
  static func opaqueContentFill(of list: DisplayList, in range: Range<Int>)
    -> (rect: Rect, index: Int)?
  {
    var transforms = [AffineTransform.identity]
    var clips: [Rect] = [DeviceGeometry.unbounded]
    var pushed: [DeviceWalk.Pushed] = []
    var groupDepth = 0
    var best: (rect: Rect, index: Int)?
    var bestArea = 0.0
    var index = range.lowerBound
    while index < range.upperBound {
      switch list.commands[index] {
      case .pushTransform(let transform):
        transforms.append(transform.concatenating(transforms[transforms.count - 1]))
        pushed.append(.transform)
      case .pushClip(let rect, let cornerRadius):
        let current = transforms[transforms.count - 1]
        var clip = Rect.null
        if current.b == 0, current.c == 0, current.isFinite {
          clip = rect.insetBy(dx: cornerRadius, dy: cornerRadius).applying(current)
            .intersection(clips[clips.count - 1])
        }
        clips.append(clip)
        pushed.append(.clip)
      case .pushOpacity(let opacity):
        if opacity < 1 { groupDepth += 1 }
        pushed.append(opacity < 1 ? .group : .other)
      case .pushLayer:
        // A nested layer is composited with an alpha of its own: skip its content.
        index = CairoRenderer.pop(closing: index, in: list, before: range.upperBound)
      case .pop:
        switch pushed.popLast() {
        case .transform?: transforms.removeLast()
        case .clip?: clips.removeLast()
        case .group?: groupDepth -= 1
        case .other?, nil: break
        }
      case .fillRect(let rect, let cornerRadius, let color):
        let current = transforms[transforms.count - 1]
        guard groupDepth == 0, color.alpha >= 1, cornerRadius == 0, current.b == 0,
          current.c == 0, current.isFinite, rect.isFinite
        else { break }
        let covered = rect.standardized.applying(current).intersection(clips[clips.count - 1])
        guard !covered.isNull, covered.isFinite else { break }
        let area = covered.width * covered.height
        if area > bestArea {
          best = (covered, index)
          bestArea = area
        }
      default:
        break
      }
      index += 1
    }
    return best
  }
}

/// The device pixels where a retained layer shows one colour, relative to the device pixel its
/// origin is placed on: those of ``base`` outside ``drawnOver``. A layer that moves by whole
/// pixels shows the same colour there before and after, so where it covers such pixels in both
/// frames they need neither drawing nor moving.
struct UniformPixels: Equatable {
  /// The pixels an opaque fill of the layer's content covers.
  let base: PixelRect
  /// The pixels that what the content draws after that fill may touch; `nil` when it draws
  /// nothing.
  let drawnOver: PixelRect?
}

/// The device pixels a set of drawings may touch: those their rectangles overlap, with a pixel
/// to spare for antialiasing around those not known to be exact.
private struct TouchedPixels {
  private var exact = Rect.null
  private var soft = Rect.null

  /// Adds a drawing that stays inside `rect` (device pixels); `exact` when it touches only the
  /// pixels the rectangle overlaps.
  mutating func add(_ rect: Rect, exact isExact: Bool) {
    if isExact { exact = exact.union(rect) } else { soft = soft.union(rect) }
  }

  /// Whether the pixels can be counted.
  var isFinite: Bool { Self.isFinite(exact) && Self.isFinite(soft) }

  /// The bounds of the pixels, rounded outward; `nil` when nothing was added.
  var pixels: PixelRect? {
    var bounds = exact
    if !soft.isNull { bounds = bounds.union(soft.insetBy(dx: -1, dy: -1)) }
    return DeviceGeometry.outward(bounds)
  }

  private static func isFinite(_ rect: Rect) -> Bool {
    rect.isNull || DeviceGeometry.isBounded(rect)
  }
}

/// What the retained layers of the last frames draw (``LayerContentPixels``), kept while a
/// layer's content stays the same (its generation and bounds): a layer that only moves is
/// walked once, not on every frame.
final class LayerContentPixelsCache {
  private struct Entry {
    let generation: Int
    let bounds: Rect
    let scale: Double
    let pixels: LayerContentPixels?
  }

  private var entries: [DisplayLayer.ID: Entry] = [:]
  private var asked: [DisplayLayer.ID: Entry] = [:]

  /// What `layer`, whose content is the range `content` of `list`, draws at `scale`: from
  /// the cache when the layer was asked about with the same generation, bounds and scale.
  func pixels(
    of layer: DisplayLayer, content: Range<Int>, in list: DisplayList, scale: Double
  ) -> LayerContentPixels? {
    if let entry = asked[layer.id] ?? entries[layer.id], entry.generation == layer.generation,
      entry.bounds == layer.bounds, entry.scale == scale
    {
      asked[layer.id] = entry
      return entry.pixels
    }
    let pixels = LayerContentPixels(of: layer, content: content, in: list, scale: scale)
    asked[layer.id] = Entry(
      generation: layer.generation, bounds: layer.bounds, scale: scale, pixels: pixels)
    return pixels
  }

  /// Ends a frame: keeps the layers it asked about, forgets the others.
  func endFrame() {
    swap(&entries, &asked)
    asked.removeAll(keepingCapacity: true)
  }
}
