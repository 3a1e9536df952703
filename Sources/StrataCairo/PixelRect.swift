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
    guard
      let pixels = DeviceGeometry.covering(
        rect, scale: scale, surfaceWidth: surfaceWidth, surfaceHeight: surfaceHeight)
    else { return nil }
    self = pixels
  }

  /// The whole of a surface of `width` × `height` pixels, or `nil` when it has no pixels.
  package init?(surfaceWidth width: Int, surfaceHeight height: Int) {
    guard width > 0, height > 0 else { return nil }
    self.init(x: 0, y: 0, width: width, height: height)
  }
}

// MARK: - Set operations

extension PixelRect {
  /// The number of pixels.
  package var area: Int { width * height }
  /// One past the right column.
  package var maxX: Int { x + width }
  /// One past the bottom row.
  package var maxY: Int { y + height }

  /// The pixels both rectangles hold, or `nil` when they share none.
  package func intersection(_ other: PixelRect) -> PixelRect? {
    let left = Swift.max(x, other.x)
    let top = Swift.max(y, other.y)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The smallest rectangle that holds both.
  package func union(_ other: PixelRect) -> PixelRect {
    let left = Swift.min(x, other.x)
    let top = Swift.min(y, other.y)
    return PixelRect(
      x: left, y: top, width: Swift.max(maxX, other.maxX) - left,
      height: Swift.max(maxY, other.maxY) - top)
  }

  /// Whether every pixel of `other` is in this rectangle.
  package func contains(_ other: PixelRect) -> Bool {
    other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
  }

  /// The rectangle moved by `dx`, `dy` pixels.
  package func offsetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle grown by `dx` pixels left and right and `dy` pixels above and below.
  package func outset(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x: x - dx, y: y - dy, width: width + 2 * dx, height: height + 2 * dy)
  }

  /// The smallest rectangle that holds the pixels of this rectangle that are not in `inner`,
  /// which it contains; `nil` when there are none.
  package func boundsOfDifference(removing inner: PixelRect) -> PixelRect? {
    guard let inner = intersection(inner) else { return self }
    if inner == self { return nil }
    if inner.x == x, inner.maxX == maxX {
      // Full-width: what is left is a band above, below, or both.
      let top = inner.y > y ? y : inner.maxY
      let bottom = inner.maxY < maxY ? maxY : inner.y
      return PixelRect(x: x, y: top, width: width, height: bottom - top)
    }
    if inner.y == y, inner.maxY == maxY {
      let left = inner.x > x ? x : inner.maxX
      let right = inner.maxX < maxX ? maxX : inner.x
      return PixelRect(x: left, y: y, width: right - left, height: height)
    }
    return self
  }
}
