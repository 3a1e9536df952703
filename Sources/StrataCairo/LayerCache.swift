import StrataKit

/// The surfaces of retained layers that ``CairoRenderer`` keeps between frames, under a
/// memory budget, the least recently used evicted first.
///
/// A surface that was not drawn in the frame being rendered can be evicted to make room; one
/// that was cannot, and a layer that does not fit then is drawn without caching. A layer still
/// in a frame's display list counts as used even when the frame's damage missed it (a page on
/// screen while only a title changed), and so does one the list names as out of sight (a page
/// resting beside the visible one), so that their pixels are there for the next motion.
/// Surfaces of layers gone from the list for ``unusedFrameLimit`` frames are dropped, and all
/// of them when a frame's list holds no layer, so a window without layers keeps no layer
/// memory. A window that comes to rest draws no more frames to count with: then
/// ``release(keeping:)`` drops at once every surface whose layer the list on screen does not
/// draw.
@MainActor
final class LayerCache {
  /// How many frames a surface's layer may be missing from the list before it is dropped.
  static let unusedFrameLimit = 30

  /// The surfaces, by layer.
  private(set) var surfaces: [DisplayLayer.ID: LayerSurface] = [:]
  /// The bytes the surfaces take now.
  private(set) var byteCount = 0
  /// The most bytes the surfaces ever took at once.
  private(set) var peakByteCount = 0
  /// How many times a layer's pixels (all or part of them) were rasterised.
  private(set) var rasterizationCount = 0
  /// How many layer pixels were rasterised, in all.
  private(set) var rasterizedPixelCount = 0
  /// How many surfaces were evicted to make room for others.
  private(set) var evictionCount = 0

  /// The surface kept for `id`, if any.
  func surface(for id: DisplayLayer.ID) -> LayerSurface? {
    surfaces[id]
  }

  /// Makes room for `bytes` more under `budget`, evicting the least recently used surfaces not
  /// drawn in `frame` (and never `keeping`); returns whether they fit.
  func makeRoom(for bytes: Int, budget: Int, frame: Int, keeping kept: DisplayLayer.ID?) -> Bool {
    if byteCount + bytes <= budget { return true }
    let candidates = surfaces.filter { $0.key != kept && $0.value.lastUsedFrame < frame }
      .sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
    for (id, _) in candidates {
      remove(id)
      evictionCount += 1
      if byteCount + bytes <= budget { return true }
    }
    return false
  }

  /// Keeps `surface` for `id`, replacing (and freeing) the one kept before.
  func insert(_ surface: LayerSurface, for id: DisplayLayer.ID) {
    remove(id)
    surfaces[id] = surface
    byteCount += surface.byteCount
    peakByteCount = max(peakByteCount, byteCount)
  }

  /// Drops the surface kept for `id`, if any.
  func remove(_ id: DisplayLayer.ID) {
    guard let surface = surfaces.removeValue(forKey: id) else { return }
    byteCount -= surface.byteCount
  }

  /// Counts one rasterisation of `pixels` pixels.
  func noteRasterization(pixels: Int) {
    rasterizationCount += 1
    rasterizedPixelCount += pixels
  }

  /// Counts the surface of `id`, a layer frame `frame`'s display list holds (drawn or not), as
  /// used in it.
  func noteListed(_ id: DisplayLayer.ID, frame: Int) {
    surfaces[id]?.lastUsedFrame = frame
  }

  /// Ends frame `frame`: drops every surface when its display list held no layer
  /// (`listsLayers` false), otherwise those whose layers were missing for more than
  /// ``unusedFrameLimit`` frames.
  func endFrame(_ frame: Int, listsLayers: Bool) {
    guard !surfaces.isEmpty else { return }
    if !listsLayers {
      removeAll()
      return
    }
    let oldest = frame - Self.unusedFrameLimit
    for (id, surface) in surfaces where surface.lastUsedFrame < oldest { remove(id) }
  }

  /// Drops every surface whose layer is not in `kept` (the layers the list on screen draws),
  /// and returns how many it dropped and the bytes they took.
  ///
  /// - Complexity: O(surfaces).
  @discardableResult
  func release(keeping kept: Set<DisplayLayer.ID>) -> (count: Int, bytes: Int) {
    let before = (count: surfaces.count, bytes: byteCount)
    guard !kept.isEmpty else {
      removeAll()
      return before
    }
    for id in Array(surfaces.keys) where !kept.contains(id) { remove(id) }
    return (before.count - surfaces.count, before.bytes - byteCount)
  }

  /// Drops every surface.
  func removeAll() {
    surfaces.removeAll()
    byteCount = 0
  }

  /// Starts measuring the peak again from the bytes held now.
  func resetPeak() {
    peakByteCount = byteCount
  }
}
