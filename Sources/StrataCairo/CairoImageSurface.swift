import CCairo
public import StrataKit

/// A Cairo image surface of premultiplied ARGB32 pixels, which ``CairoRenderer`` draws into.
///
/// Hosts that present pixels every frame keep one surface and render into it with
/// ``CairoRenderer/render(_:into:scale:background:clip:)``; ``makeImage(scale:)`` copies the
/// pixels out as an `Image`.
@MainActor
public final class CairoImageSurface {
  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  private let surface: OpaquePointer

  /// The longest side a surface may have, in pixels: Cairo's own limit.
  nonisolated public static let maximumPixelSide = 32767
  /// The most pixels a surface may have: 8192 × 8192, 256 MiB at 4 bytes a pixel. A larger
  /// surface is refused with a ``CairoError`` before anything is allocated, rather than
  /// risking an allocation failure (or the out-of-memory killer) later.
  nonisolated public static let maximumPixelCount = 8192 * 8192

  /// Creates a transparent surface of `pixelWidth` × `pixelHeight` pixels.
  ///
  /// - Throws: ``CairoError`` (status `CAIRO_STATUS_INVALID_SIZE`) when the size is negative,
  ///   a side is longer than ``maximumPixelSide`` or the surface would have more than
  ///   ``maximumPixelCount`` pixels; ``CairoError`` when Cairo cannot make it (no memory).
  public init(pixelWidth: Int, pixelHeight: Int) throws {
    surface = try Self.makeSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// Creates a surface that holds a copy of the pixels of `image`.
  ///
  /// - Throws: ``CairoError`` when Cairo cannot make the surface.
  /// - Complexity: O(width × height).
  public convenience init(_ image: Image) throws {
    try self.init(pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight)
    writePixels(image.pixels)
  }

  /// Takes ownership of `surface`, an image surface Cairo made without error; it is destroyed
  /// when this object goes away.
  init(adopting surface: OpaquePointer) {
    self.surface = surface
    pixelWidth = Int(cairo_image_surface_get_width(surface))
    pixelHeight = Int(cairo_image_surface_get_height(surface))
  }

  isolated deinit {
    cairo_surface_destroy(surface)
  }

  /// Copies the surface's pixels into an image of `scale` pixels per point (default 1).
  ///
  /// - Throws: `Image.Error.invalidScale(_:)` when `scale` is not positive and finite.
  /// - Complexity: O(width × height).
  public func makeImage(scale: Double = 1) throws -> Image {
    try Image(
      pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, pixels: readPixels())
  }

  /// The pixels, premultiplied ARGB32, row by row from the top, without row padding.
  func readPixels() -> [UInt32] {
    Self.pixels(of: surface)
  }

  /// Replaces the pixels with `pixels` (premultiplied ARGB32, rows without padding).
  func writePixels(_ pixels: [UInt32]) {
    Self.setPixels(pixels, of: surface)
  }

  /// Calls `body` with the `cairo_surface_t` pointer, which must not escape the call.
  func withUnsafeSurface<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
    try body(surface)
  }

  /// Calls `body` with the surface's pixel memory (premultiplied ARGB32 in native byte order,
  /// row by row from the top) and its stride, the bytes from one row to the next; for hosts
  /// that upload pixels to the screen. The pointer must not escape the call, and `body` must
  /// not write to it. Pending drawing is flushed first.
  ///
  /// - Returns: What `body` returns, or `nil` when the surface has no pixels.
  package func withUnsafePixelData<Result>(
    _ body: (_ data: UnsafeRawPointer, _ stride: Int) throws -> Result
  ) rethrows -> Result? {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
  }

  /// Calls `body` with the surface's pixel memory and its stride for writing, then tells Cairo
  /// that the pixels of `rect` changed. The pointer must not escape the call.
  ///
  /// - Returns: What `body` returns, or `nil` when the surface has no pixels.
  package func withUnsafeMutablePixelData<Result>(
    dirtying rect: PixelRect,
    _ body: (_ data: UnsafeMutableRawPointer, _ stride: Int) throws -> Result
  ) rethrows -> Result? {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return nil }
    let result = try body(
      UnsafeMutableRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
    cairo_surface_mark_dirty_rectangle(
      surface, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
    return result
  }

  /// Calls `body` with a new `cairo_t` drawing into this surface, destroyed after the call.
  ///
  /// - Throws: ``CairoError`` when Cairo cannot make the context, or what `body` throws.
  func withUnsafeContext<Result>(_ body: (OpaquePointer) throws -> Result) throws -> Result {
    let context: OpaquePointer = cairo_create(surface)
    defer { cairo_destroy(context) }
    try CairoError.check(cairo_status(context), "cairo_create")
    return try body(context)
  }

  /// Creates an ARGB32 image surface that the caller owns and must destroy.
  ///
  /// - Throws: ``CairoError`` when the size is invalid or Cairo runs out of memory; no surface
  ///   is left to destroy then.
  nonisolated static func makeSurface(pixelWidth: Int, pixelHeight: Int) throws -> OpaquePointer {
    let operation = "cairo_image_surface_create \(pixelWidth)×\(pixelHeight)"
    guard (0...maximumPixelSide).contains(pixelWidth), (0...maximumPixelSide).contains(pixelHeight),
      pixelWidth * pixelHeight <= maximumPixelCount,
      let width = Int32(exactly: pixelWidth), let height = Int32(exactly: pixelHeight)
    else {
      throw CairoError(
        status: CAIRO_STATUS_INVALID_SIZE,
        operation: "\(operation) (at most \(maximumPixelSide) pixels a side and "
          + "\(maximumPixelCount) in all)")
    }
    let surface: OpaquePointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
    do {
      try CairoError.check(cairo_surface_status(surface), operation)
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    return surface
  }

  /// The pixels of an ARGB32 image surface, rows copied one by one to drop the stride's padding.
  nonisolated static func pixels(of surface: OpaquePointer) -> [UInt32] {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
      return []
    }
    let rowBytes = width * MemoryLayout<UInt32>.size
    let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
    return [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
      let destination = UnsafeMutableRawBufferPointer(buffer)
      for row in 0..<height {
        let source = UnsafeRawBufferPointer(start: data + row * stride, count: rowBytes)
        UnsafeMutableRawBufferPointer(rebasing: destination[(row * rowBytes)...])
          .copyMemory(from: source)
      }
      if opaque {
        // RGB24 leaves the top byte undefined: the pixels are opaque.
        for index in 0..<(width * height) { buffer[index] |= 0xFF00_0000 }
      }
      count = width * height
    }
  }

  /// Copies `pixels` (rows without padding) into an ARGB32 image surface of the same size.
  nonisolated static func setPixels(_ pixels: [UInt32], of surface: OpaquePointer) {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, pixels.count == width * height,
      let data = cairo_image_surface_get_data(surface)
    else { return }
    let rowBytes = width * MemoryLayout<UInt32>.size
    pixels.withUnsafeBytes { source in
      for row in 0..<height {
        UnsafeMutableRawPointer(data + row * stride).copyMemory(
          from: source.baseAddress! + row * rowBytes, byteCount: rowBytes)
      }
    }
    cairo_surface_mark_dirty(surface)
  }
}
