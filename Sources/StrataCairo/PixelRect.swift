package import StrataKit

/// A rectangle of whole device pixels inside a surface: the pixels a region given in points
/// covers at some scale, rounded outward and clipped to the surface.
///
/// Hosts repaint and upload a damaged region through it, and ``CairoRenderer`` clips to the
/// same pixels, so what is drawn and what is uploaded always agree.
package struct PixelRect: Sendable, Hashable {
  /// The left column, in pixels from the surface's left edge.
  package var x: Int
  /// The top row, in pixels from the surface's top edge.
  package var y: Int
  /// The width in pixels; always positive.
  package var width: Int
  /// The height in pixels; always positive.
  package var height: Int

  /// Creates a pixel rectangle from its parts.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The pixels that `rect` (in points) covers at `scale` pixels per point, rounded outward to
  /// whole pixels and clipped to a surface of `surfaceWidth` × `surfaceHeight` pixels; `nil`
  /// when nothing is left (a null or empty rect, one outside the surface, or a bad scale).
  package init?(covering rect: Rect, scale: Double, surfaceWidth: Int, surfaceHeight: Int) {
    guard !rect.isEmpty, scale > 0, scale.isFinite, surfaceWidth > 0, surfaceHeight > 0 else {
      return nil
    }
    let limitX = Double(surfaceWidth)
    let limitY = Double(surfaceHeight)
    // Clamp before converting, so huge or infinite extents cannot overflow `Int`.
    let left = min(max((rect.minX * scale).rounded(.down), 0), limitX)
    let top = min(max((rect.minY * scale).rounded(.down), 0), limitY)
    let right = min(max((rect.maxX * scale).rounded(.up), 0), limitX)
    let bottom = min(max((rect.maxY * scale).rounded(.up), 0), limitY)
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right > left,
      bottom > top
    else { return nil }
    self.init(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
  }

  /// The whole of a surface of `width` × `height` pixels, or `nil` when it has no pixels.
  package init?(surfaceWidth width: Int, surfaceHeight height: Int) {
    guard width > 0, height > 0 else { return nil }
    self.init(x: 0, y: 0, width: width, height: height)
  }
}
