/// What ``CairoRenderer/releaseMemory(keepingWhatDraws:)`` let go of, for a window that came
/// to rest.
package struct ReleasedMemory: Equatable, Sendable {
  /// How many cached layer surfaces were dropped.
  package var layerSurfaceCount = 0
  /// The bytes the pixels of those surfaces took.
  package var layerByteCount = 0
  /// How many surfaces made from images were dropped.
  package var imageSurfaceCount = 0
  /// Whether the C library handed memory it had kept after it was freed back to the system.
  package var returnedFreedMemory = false

  /// Nothing released.
  package init() {}
}
