import CCairo

/// An ARGB32 Cairo image surface with a drawing context, owned here and destroyed in `deinit`:
/// the target of the `cairo_paint` floor.
final class PaintTarget {
  /// The width in pixels.
  let pixelWidth: Int
  /// The height in pixels.
  let pixelHeight: Int
  private let surface: OpaquePointer
  private let context: OpaquePointer

  /// Creates a surface of `pixelWidth` × `pixelHeight` pixels and a context on it.
  ///
  /// - Throws: ``BenchError/cairo(_:)`` with Cairo's message when either cannot be made.
  init(pixelWidth: Int, pixelHeight: Int) throws {
    guard let width = Int32(exactly: pixelWidth), let height = Int32(exactly: pixelHeight) else {
      throw BenchError.cairo("surface size \(pixelWidth)×\(pixelHeight) out of range")
    }
    let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    let surfaceStatus = cairo_surface_status(surface)
    guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw BenchError.cairo("cairo_image_surface_create: \(Self.message(surfaceStatus))")
    }
    let context: OpaquePointer = cairo_create(surface)
    let contextStatus = cairo_status(context)
    guard contextStatus == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(context)
      cairo_surface_destroy(surface)
      throw BenchError.cairo("cairo_create: \(Self.message(contextStatus))")
    }
    self.surface = surface
    self.context = context
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// Paints the whole surface with an opaque grey of `level` (0 to 1), with the default
  /// `OVER` operator, and flushes the surface so the pixels are written by the time it
  /// returns.
  func paint(level: Double) {
    cairo_set_source_rgb(context, level, level, level)
    cairo_paint(context)
    cairo_surface_flush(surface)
  }

  /// Cairo's description of `status`.
  private static func message(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
  }
}
