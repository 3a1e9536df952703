import StrataKit

/// The Cairo surface made from an `Image`, kept by ``CairoRenderer`` while the image is drawn.
///
/// It holds the image too, so the image's storage (whose identity is the cache key) stays
/// alive, and the key cannot be reused by another image while the entry exists.
@MainActor
final class CachedImageSurface {
  /// The image the surface was made from.
  let image: Image
  /// The image's pixels as a Cairo surface.
  let surface: CairoImageSurface
  /// The number of the last frame that drew the image.
  var lastUsedFrame: Int

  /// Makes the surface for `image`, used in frame `frame`.
  init(image: Image, frame: Int) throws {
    self.image = image
    self.surface = try CairoImageSurface(image)
    self.lastUsedFrame = frame
  }
}
