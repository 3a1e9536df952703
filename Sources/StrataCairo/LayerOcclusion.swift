import StrataKit

/// A retained layer of a display list that covers part of a frame's region with opaque pixels
/// and is drawn on top of everything before it: what lies under it there need not be drawn,
/// and its cached pixels can be copied there rather than composited.
struct LayerOccluder: Equatable {
  /// The index of the layer's push in the list.
  let index: Int
  /// The device pixels of the frame that it covers opaquely, inside the region, and that no
  /// occluder drawn after it covers: the part of the frame drawn from this layer on.
  let pieces: [PixelRect]
}

/// How a frame's region splits among the opaque retained layers of its display list: each
/// occluder's pieces are drawn from that layer on (its pixels copied, what follows it drawn
/// over them), and only ``rest`` is drawn from the start of the list.
struct LayerOcclusion: Equatable {
  /// The occluders, the topmost first; their pieces share no pixel.
  let occluders: [LayerOccluder]
  /// The pixels of the region that no occluder covers.
  let rest: PixelRegion

  /// Splits `region` among the top-level layers of `plan` that cover part of it opaquely
  /// (``FramePlan/Layer/cover``), the layers drawn last first. `nil` when none shows in the
  /// region.
  ///
  /// - Complexity: O(layers × pieces).
  static func split(_ region: PixelRect, in plan: FramePlan) -> LayerOcclusion? {
    var rest = PixelRegion(region)
    var occluders: [LayerOccluder] = []
    for layer in plan.layers.reversed() {
      guard let covered = layer.cover?.intersection(region) else { continue }
      let pieces = rest.intersection(covered)
      guard !pieces.isEmpty else { continue }
      occluders.append(LayerOccluder(index: layer.index, pieces: pieces.rects))
      rest.subtract(covered)
    }
    guard !occluders.isEmpty else { return nil }
    return LayerOcclusion(occluders: occluders, rest: rest)
  }

  /// What a push changed, so that its pop can undo it, for the walks over a list that do not
  /// draw.
  enum Pushed {
    case transform
    case clip
    case group
    case other
  }

  /// The largest rectangle (in the layer's coordinates) that one opaque, square-cornered fill
  /// of the layer's content `range` covers, under its clips, outside any fading group or
  /// nested layer and under transforms that keep rectangles upright; ``Rect/null`` when there
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
    var pushed: [Pushed] = []
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
