import StrataKit

/// Pixels of the frame a surface holds that the next frame can take, moved, instead of drawing
/// them: each destination rectangle of ``rects`` gets the pixels that lie at it offset by
/// (−``dx``, −``dy``) in the last frame. The rectangles are to be copied one after the other
/// in their order, which never overwrites a pixel that a later copy reads.
package struct PixelMove: Equatable, Sendable {
  /// Where the pixels go, in device pixels of the frame; disjoint.
  package var rects: [PixelRect]
  /// How far they move to the right, in device pixels.
  package var dx: Int
  /// How far they move down, in device pixels.
  package var dy: Int
  /// For each of ``rects``, the layer whose pixels it shows; `nil` for a rectangle that shows
  /// pixels of several layers that moved together.
  package var layers: [MovedLayer?] = []
  /// For each of ``rects``, where its pixels are in lent layer memory
  /// (``CairoRenderer/layerMemoryProvider``), when they are: a host can show them from there
  /// instead of moving them. Empty unless the renderer has lent memory.
  package var sources: [LayerPixels?] = []

  /// A layer a move takes pixels of.
  package struct MovedLayer: Equatable, Sendable {
    let id: DisplayLayer.ID
    /// The content generation both frames show.
    package let generation: Int
    /// The device pixel the layer's origin is placed on in the new frame.
    package let x: Int
    package let y: Int
  }

  /// How many pixels move.
  package var area: Int { rects.reduce(0) { $0 + $1.area } }

  /// Where the pixels of `rect` (one of ``rects``) are taken from, in the last frame.
  package func source(of rect: PixelRect) -> PixelRect { rect.offsetBy(dx: -dx, dy: -dy) }
}
