import StrataKit

/// The pixels ``CairoRenderer`` keeps for one retained layer: part or all of the layer's
/// content rasterised at one scale and one generation.
@MainActor
final class LayerSurface {
  /// The surface, whose pixel (0, 0) is the layer's device pixel (`rect.x`, `rect.y`).
  let surface: CairoImageSurface
  /// The device pixels the surface covers, in the layer's coordinates times the scale.
  let rect: PixelRect
  /// The device pixels per point it was rasterised at.
  let scale: Double
  /// The content generation its valid pixels show.
  var generation: Int
  /// The pixels (in the layer's device pixels, inside `rect`) that hold the content of
  /// `generation`; `nil` when none do yet.
  var valid: PixelRect?
  /// The number of the last frame that drew the layer.
  var lastUsedFrame: Int
  /// The memory the surface's pixels are in, when a host lent it (``LayerMemoryProvider``).
  let memory: (any LayerMemory)?

  /// The bytes its pixels take: four per pixel.
  var byteCount: Int { rect.area * 4 }

  /// Makes a transparent surface covering `rect`, for `generation` at `scale`, in memory that
  /// `provider` lends when it gives some.
  ///
  /// - Throws: ``CairoError`` when Cairo cannot make the surface.
  init(
    rect: PixelRect, scale: Double, generation: Int, frame: Int,
    memoryFrom provider: (any LayerMemoryProvider)? = nil
  ) throws {
    if let memory = provider?.makeLayerMemory(pixelWidth: rect.width, pixelHeight: rect.height) {
      surface = try CairoImageSurface(
        wrappingPremultipliedPixels: memory.pixels, pixelWidth: rect.width,
        pixelHeight: rect.height, stride: memory.stride)
      self.memory = memory
    } else {
      surface = try CairoImageSurface(pixelWidth: rect.width, pixelHeight: rect.height)
      memory = nil
    }
    self.rect = rect
    self.scale = scale
    self.generation = generation
    self.lastUsedFrame = frame
  }

  /// Makes a surface covering `rect`, for `generation` at `scale`, in the pixels (and the
  /// memory) of `spare`, a surface of the same pixel size that no layer uses any more. Its
  /// pixels are left as they are, since none is valid yet: the renderer shows only a
  /// surface's ``valid`` pixels, and rasterising a region clears it first.
  init(rect: PixelRect, scale: Double, generation: Int, frame: Int, reusing spare: LayerSurface) {
    precondition(spare.rect.width == rect.width && spare.rect.height == rect.height)
    surface = spare.surface
    memory = spare.memory
    self.rect = rect
    self.scale = scale
    self.generation = generation
    self.lastUsedFrame = frame
  }
}
