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
}
