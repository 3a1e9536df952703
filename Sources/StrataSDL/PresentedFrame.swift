package import StrataCairo
package import StrataKit

/// A frame the ``Application`` presented: what it redrew and how long it took, for tracing
/// (the gallery's `--trace` prints one `frame` event per presented frame).
package struct PresentedFrame: Sendable, Equatable {
  /// The part of the window that was redrawn, in points; `Rect.null` when the frame was
  /// only shown again (after the window was uncovered).
  package var damage: Rect
  /// The pixels rasterised and uploaded, in the drawable's pixels; `nil` when the frame was
  /// only shown again.
  package var pixels: PixelRect?
  /// The wall-clock time the frame took, in seconds: from the start of the frame (the clock
  /// advancing, animations sampled, layout, the display list) through rasterisation, the
  /// upload of the damaged pixels and the present. Input handled before the frame is not in
  /// it. With a renderer synchronised to the display's refresh, waiting for it is included.
  package var duration: Double
  /// How many of `pixels` the display server moved in the window (pixels that only moved)
  /// instead of their being rasterised and uploaded.
  package var movedPixels: Int

  /// Creates a description of a presented frame from its parts.
  package init(damage: Rect, pixels: PixelRect?, duration: Double, movedPixels: Int = 0) {
    self.damage = damage
    self.pixels = pixels
    self.duration = duration
    self.movedPixels = movedPixels
  }
}
