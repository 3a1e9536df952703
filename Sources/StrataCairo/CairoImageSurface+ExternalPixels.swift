import CCairo

extension CairoImageSurface {
  /// Wraps pixel memory that something else owns, such as a window's framebuffer, as an
  /// opaque surface that ``CairoRenderer`` can draw into directly: 32-bit pixels whose low
  /// three bytes are red, green and blue in native byte order and whose top byte is unused
  /// (XRGB8888, Cairo's `RGB24`).
  ///
  /// The memory is not copied and not freed: it must stay valid, and not move, for the life
  /// of the surface. Drawing into it gives the colour channels drawing into an ARGB32 surface
  /// painted with an opaque background would; its pixels read back as opaque.
  ///
  /// - Parameters:
  ///   - pixels: The first pixel of the top row.
  ///   - pixelWidth: The width in pixels.
  ///   - pixelHeight: The height in pixels.
  ///   - stride: The bytes from one row to the next: at least four per pixel, a multiple of 4.
  /// - Throws: ``CairoError`` (status `CAIRO_STATUS_INVALID_SIZE` or
  ///   `CAIRO_STATUS_INVALID_STRIDE`) when the size or stride cannot describe the memory.
  package convenience init(
    wrappingOpaquePixels pixels: UnsafeMutableRawPointer, pixelWidth: Int, pixelHeight: Int,
    stride: Int
  ) throws {
    try self.init(
      wrapping: pixels, format: CAIRO_FORMAT_RGB24, pixelWidth: pixelWidth,
      pixelHeight: pixelHeight, stride: stride)
  }

  /// Wraps pixel memory that something else owns as a surface with an alpha channel:
  /// premultiplied ARGB32 in native byte order (Cairo's `ARGB32`), as
  /// ``init(pixelWidth:pixelHeight:)`` makes. The memory is neither copied nor freed, and must
  /// stay valid, without moving, for the life of the surface.
  ///
  /// - Throws: ``CairoError`` (status `CAIRO_STATUS_INVALID_SIZE` or
  ///   `CAIRO_STATUS_INVALID_STRIDE`) when the size or stride cannot describe the memory.
  package convenience init(
    wrappingPremultipliedPixels pixels: UnsafeMutableRawPointer, pixelWidth: Int,
    pixelHeight: Int, stride: Int
  ) throws {
    try self.init(
      wrapping: pixels, format: CAIRO_FORMAT_ARGB32, pixelWidth: pixelWidth,
      pixelHeight: pixelHeight, stride: stride)
  }

  private convenience init(
    wrapping pixels: UnsafeMutableRawPointer, format: cairo_format_t, pixelWidth: Int,
    pixelHeight: Int, stride: Int
  ) throws {
    let operation = "cairo_image_surface_create_for_data \(pixelWidth)×\(pixelHeight)"
    guard (1...Self.maximumPixelSide).contains(pixelWidth),
      (1...Self.maximumPixelSide).contains(pixelHeight),
      let width = Int32(exactly: pixelWidth), let height = Int32(exactly: pixelHeight)
    else { throw CairoError(status: CAIRO_STATUS_INVALID_SIZE, operation: operation) }
    guard let rowBytes = Int32(exactly: stride), stride >= pixelWidth * 4, stride % 4 == 0
    else { throw CairoError(status: CAIRO_STATUS_INVALID_STRIDE, operation: operation) }
    let surface: OpaquePointer = cairo_image_surface_create_for_data(
      pixels.assumingMemoryBound(to: UInt8.self), format, width, height, rowBytes)
    do {
      try CairoError.check(cairo_surface_status(surface), operation)
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    self.init(adopting: surface)
  }
}
