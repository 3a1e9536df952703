import CCairo
public import StrataKit

/// Reads and writes PNG files with Cairo.
///
/// Pixels go through unchanged: a round trip gives back the same premultiplied pixels for
/// opaque images (and for translucent ones up to the rounding PNG's straight alpha needs).
public enum PNG {
  /// Writes `image` as a PNG file at `path`, replacing any file there. The scale is not stored.
  ///
  /// - Throws: ``CairoError`` (with `path` in its operation) when the file cannot be written.
  /// - Complexity: O(width × height).
  public static func write(_ image: Image, to path: String) throws {
    let surface = try CairoImageSurface.makeSurface(
      pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight)
    defer { cairo_surface_destroy(surface) }
    CairoImageSurface.setPixels(image.pixels, of: surface)
    try CairoError.check(
      cairo_surface_write_to_png(surface, path), "write PNG to \"\(path)\"")
  }

  /// Reads the PNG file at `path` as an image of scale 1.
  ///
  /// Files without alpha come back opaque; every format Cairo reads is converted to
  /// premultiplied ARGB32.
  /// - Throws: ``CairoError`` (with `path` in its operation) when the file is missing,
  ///   unreadable or not a PNG.
  /// - Complexity: O(width × height).
  public static func read(from path: String) throws -> Image {
    let loaded: OpaquePointer = cairo_image_surface_create_from_png(path)
    defer { cairo_surface_destroy(loaded) }
    try CairoError.check(cairo_surface_status(loaded), "read PNG from \"\(path)\"")
    let width = Int(cairo_image_surface_get_width(loaded))
    let height = Int(cairo_image_surface_get_height(loaded))
    if cairo_image_surface_get_format(loaded) == CAIRO_FORMAT_ARGB32 {
      return try Image(
        pixelWidth: width, pixelHeight: height, pixels: CairoImageSurface.pixels(of: loaded))
    }
    let converted = try CairoImageSurface.makeSurface(pixelWidth: width, pixelHeight: height)
    defer { cairo_surface_destroy(converted) }
    let context: OpaquePointer = cairo_create(converted)
    defer { cairo_destroy(context) }
    try CairoError.check(cairo_status(context), "convert PNG from \"\(path)\" to ARGB32")
    cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(context, loaded, 0, 0)
    cairo_paint(context)
    try CairoError.check(cairo_status(context), "convert PNG from \"\(path)\" to ARGB32")
    return try Image(
      pixelWidth: width, pixelHeight: height, pixels: CairoImageSurface.pixels(of: converted))
  }
}
