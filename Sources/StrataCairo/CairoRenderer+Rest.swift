package import StrataKit

#if canImport(Glibc)
  import Glibc
#endif

extension CairoRenderer {
  /// glibc's `malloc_trim`, found once at run time; `nil` with a C library that has none.
  private static let trimFreedMemory: (@convention(c) (Int) -> Int32)? = {
    #if canImport(Glibc)
      guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    #else
      return nil
    #endif
  }()

  /// The layers whose surfaces the cache holds now.
  package var cachedLayerIDs: Set<DisplayLayer.ID> { Set(layerCache.surfaces.keys) }

  /// What a host does as `window` comes to rest showing `displayList` (the list of its last
  /// frame, `nil` before the first): lets go of what neither that list nor the layers the
  /// window names for the next motion (`Window.composeLayersToPrepare()`) draw, then
  /// rasterises those layers (``prepareLayers(in:scale:)``). A layer that fails to rasterise
  /// now is drawn by the frame that shows it.
  package func windowCameToRest(_ window: Window, showing displayList: DisplayList?) {
    let prepared = window.composeLayersToPrepare()
    if let displayList { releaseMemory(keepingWhatDraws: displayList, andLayersOf: prepared) }
    if let prepared { _ = try? prepareLayers(in: prepared, scale: window.scale) }
  }

  /// Lets go of what the renderer keeps that drawing `displayList` again does not need: what a
  /// host calls when its window comes to rest showing that list, since no frame comes then to
  /// age the caches.
  ///
  /// The cached surfaces of layers the list does not draw go: those of screens that closed,
  /// and those the list names out of sight but not near sight (a list that was a layer only
  /// while it scrolled, a page further away), which a later motion draws again where it shows
  /// them. So do the surfaces of images the list does not draw. What the list draws stays, so
  /// the first frame after the rest rasterises nothing it shows again, and so do the layers
  /// near sight (the page beside the visible one, still a layer), so that the next swipe's
  /// first frame does not draw the page it uncovers; the pixels are the same either way. Then
  /// the C library is asked to hand back to the system the memory freed inside its heap
  /// (glibc's `malloc_trim`): without that, the pixels of a surface freed there stay resident.
  ///
  /// The layers of `prepared` (the list of `Window.composeLayersToPrepare()`, which the host
  /// has ``prepareLayers(in:scale:)`` rasterise next) stay too: a rest after a frame that
  /// changed nothing they show keeps what the rest before prepared.
  ///
  /// - Parameters:
  ///   - displayList: The list the window shows.
  ///   - prepared: The layers the window names for the next motion, if any.
  /// - Returns: What was released.
  /// - Complexity: O(commands + cached surfaces).
  @discardableResult
  package func releaseMemory(
    keepingWhatDraws displayList: DisplayList, andLayersOf prepared: DisplayList? = nil
  ) -> ReleasedMemory {
    var released = ReleasedMemory()
    var layers = Set<DisplayLayer.ID>()
    for list in [displayList, prepared ?? DisplayList()] {
      for index in list.layerPushes {
        if case .pushLayer(let layer) = list.commands[index] { layers.insert(layer.id) }
      }
    }
    layers.formUnion(displayList.layersNearSight)
    (released.layerSurfaceCount, released.layerByteCount) = layerCache.release(keeping: layers)
    if !imageSurfaces.isEmpty {
      var images = Set<ObjectIdentifier>()
      for command in displayList.commands {
        if case .image(let image, _, _) = command { images.insert(image.storageIdentifier) }
      }
      let before = imageSurfaces.count
      imageSurfaces = imageSurfaces.filter { images.contains($0.key) }
      released.imageSurfaceCount = before - imageSurfaces.count
    }
    if let trim = Self.trimFreedMemory {
      released.returnedFreedMemory = trim(0) != 0
    }
    return released
  }
}
