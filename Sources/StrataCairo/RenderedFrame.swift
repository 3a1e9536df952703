/// What one frame did to the pixels of the surface it was rendered into: the value
/// ``CairoRenderer`` returns, for the host to present.
///
/// The frame's ``pixels`` are of three kinds: those ``drawnRects`` holds were drawn into the
/// surface; those of ``move`` are the last frame's pixels, moved; those of ``keptRects`` were
/// left as the last frame had them. A host that shows the surface as it is sends ``pixels``
/// (or only ``drawnRects``, when where it shows the frame holds the last frame); a host that
/// asked for the move (``PixelMoveDestination/host``) makes ``move`` where it shows the frame
/// before it sends ``drawnRects``: the surface does not hold those pixels.
package struct RenderedFrame: Equatable, Sendable {
  /// The device pixels the frame covers: the clip it was rendered with, or the whole surface;
  /// `nil` when that has no pixels (nothing was rendered).
  package var pixels: PixelRect?
  /// The rectangles of ``pixels`` drawn into the surface; disjoint.
  package var drawnRects: [PixelRect]
  /// The pixels taken from the last frame, moved; `nil` when none.
  package var move: PixelMove?
  /// Where ``move`` is made: already in the surface, or by the host where it shows the frame.
  package var moveDestination: PixelMoveDestination
  /// The rectangles of ``pixels`` that keep the last frame's pixels: unchanged layers that
  /// stayed in place, or that show the same colour where they moved.
  package var keptRects: [PixelRect]

  /// Creates a description of a rendered frame from its parts.
  package init(
    pixels: PixelRect?, drawnRects: [PixelRect], move: PixelMove? = nil,
    moveDestination: PixelMoveDestination = .surface, keptRects: [PixelRect] = []
  ) {
    self.pixels = pixels
    self.drawnRects = drawnRects
    self.move = move
    self.moveDestination = moveDestination
    self.keptRects = keptRects
  }

  /// The pixels the host still has to move where it shows the frame: ``move`` when its
  /// destination is the host, else `nil`.
  package var hostMove: PixelMove? { moveDestination == .host ? move : nil }
}

/// Where the pixels a frame takes from the last frame, moved, are to be moved.
package enum PixelMoveDestination: Equatable, Sendable {
  /// Inside the surface the frame is rendered into, by the renderer, before it draws.
  case surface
  /// Where the host shows the frame (a window a display server holds), by the host, after
  /// the renderer returns: the surface is left without them.
  case host
}
