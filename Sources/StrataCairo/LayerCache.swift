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
///
/// The surface dropped last is kept aside, pixels and all, as the ``spare`` for the next layer
/// of its size (``takeSpare(pixelWidth:pixelHeight:)``): the page a swipe back left is the one
/// the next swipe prepares again, and a fresh surface costs the system's zeroing of every page
/// of its memory (and, in memory shared with an X server, the server's mapping of it), while a
/// spare is drawn into as it is. It goes with the rest when everything goes (``removeAll()``),
/// so a window without layers keeps none.
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
  /// The surface dropped last, kept for a layer of its size; its bytes are not in
  /// ``byteCount``.
  private(set) var spare: LayerSurface?
  /// How many surfaces were made from the spare.
  private(set) var spareReuseCount = 0
  /// The number of the frame being rendered, while one is (``CairoRenderer`` sets it). The host
  /// may still read the memory of a surface dropped during that frame, for the frame (the
  /// pixels of a move put from a layer's memory): such a spare waits for a later frame or a
  /// rest.
  var frameInProgress: Int?
  /// The frame in progress when the spare was dropped; `nil` when it was dropped between
  /// frames.
  private var spareFrame: Int?

  /// The surface kept for `id`, if any.
  func surface(for id: DisplayLayer.ID) -> LayerSurface? {
    surfaces[id]
  }

  /// Makes room for `bytes` more under `budget`, evicting the least recently used surfaces not
  /// drawn in `frame` (and never `keeping`); returns whether they fit.
  func makeRoom(for bytes: Int, budget: Int, frame: Int, keeping kept: DisplayLayer.ID?) -> Bool {
    if byteCount + bytes <= budget { return true }
    let candidates = surfaces.filter { $0.key != kept && $0.value.lastUsedFrame < frame }
      .sorted { Self.dropsFirst($0, $1) }
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

  /// Drops the surface kept for `id`, if any: it becomes the ``spare``, in place of the one
  /// before.
  func remove(_ id: DisplayLayer.ID) {
    guard let surface = surfaces.removeValue(forKey: id) else { return }
    byteCount -= surface.byteCount
    spare = surface
    spareFrame = frameInProgress
  }

  /// Drops the surfaces of `ids` in order of last use, the least recently used first (then by
  /// identity), so that the one drawn last is the ``spare``.
  private func remove(_ ids: some Sequence<DisplayLayer.ID>) {
    let dropped = ids.compactMap { id in surfaces[id].map { (key: id, value: $0) } }
    for (id, _) in dropped.sorted(by: Self.dropsFirst) { remove(id) }
  }

  /// Whether `a` goes before `b` when both are dropped: the one used less recently, then the
  /// older layer.
  private static func dropsFirst(
    _ a: (key: DisplayLayer.ID, value: LayerSurface),
    _ b: (key: DisplayLayer.ID, value: LayerSurface)
  ) -> Bool {
    (a.value.lastUsedFrame, a.key.rawValue) < (b.value.lastUsedFrame, b.key.rawValue)
  }

  /// The ``spare``, taken out of the cache, when it is `pixelWidth` × `pixelHeight` pixels and
  /// was not dropped during the frame in progress; `nil` otherwise (it stays).
  func takeSpare(pixelWidth: Int, pixelHeight: Int) -> LayerSurface? {
    guard let surface = spare, surface.rect.width == pixelWidth,
      surface.rect.height == pixelHeight, spareFrame == nil || spareFrame != frameInProgress
    else { return nil }
    spare = nil
    return surface
  }

  /// Counts one surface made from the spare.
  func noteSpareReuse() {
    spareReuseCount += 1
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
    remove(surfaces.filter { $0.value.lastUsedFrame < oldest }.keys)
  }

  /// Drops every surface whose layer is not in `kept` (the layers the list on screen draws),
  /// and returns how many it dropped and the bytes they took. With nothing to keep, the
  /// ``spare`` goes too.
  ///
  /// - Complexity: O(surfaces).
  @discardableResult
  func release(keeping kept: Set<DisplayLayer.ID>) -> (count: Int, bytes: Int) {
    let before = (count: surfaces.count, bytes: byteCount)
    guard !kept.isEmpty else {
      removeAll()
      return before
    }
    remove(surfaces.keys.filter { !kept.contains($0) })
    return (before.count - surfaces.count, before.bytes - byteCount)
  }

  /// Drops every surface, and the ``spare``.
  func removeAll() {
    surfaces.removeAll()
    byteCount = 0
    spare = nil
  }

  /// Starts measuring the peak again from the bytes held now.
  func resetPeak() {
    peakByteCount = byteCount
  }
}
