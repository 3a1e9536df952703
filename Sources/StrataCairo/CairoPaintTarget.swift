import CCairo

/// An ARGB32 Cairo image surface with a drawing context whose only job is to be painted whole:
/// the `cairo_paint` floor `strata-bench` measures every frame against.
@MainActor
package final class CairoPaintTarget {
  /// The width in pixels.
  package let pixelWidth: Int
  /// The height in pixels.
  package let pixelHeight: Int
  private let surface: OpaquePointer
  private let context: OpaquePointer

  /// Creates a surface of `pixelWidth` × `pixelHeight` pixels and a context on it.
  ///
  /// - Throws: ``CairoError`` with Cairo's message when either cannot be made.
  package init(pixelWidth: Int, pixelHeight: Int) throws {
    guard let width = Int32(exactly: pixelWidth), let height = Int32(exactly: pixelHeight) else {
      throw CairoError(
        status: CAIRO_STATUS_INVALID_SIZE,
        operation: "creating a \(pixelWidth)×\(pixelHeight) paint target")
    }
    let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    let surfaceStatus = cairo_surface_status(surface)
    guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw CairoError(status: surfaceStatus, operation: "cairo_image_surface_create")
    }
    let context: OpaquePointer = cairo_create(surface)
    let contextStatus = cairo_status(context)
    guard contextStatus == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(context)
      cairo_surface_destroy(surface)
      throw CairoError(status: contextStatus, operation: "cairo_create")
    }
    self.surface = surface
    self.context = context
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  isolated deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// Paints the whole surface with an opaque grey of `level` (0 to 1) with the default `OVER`
  /// operator, and flushes it so the pixels are written when it returns.
  package func paint(level: Double) {
    cairo_set_source_rgb(context, level, level, level)
    cairo_paint(context)
    cairo_surface_flush(surface)
  }
}
