import StrataCairo

/// Moves pixels inside an SDL window's X11 window: with `XCopyArea` (``X11WindowCopier``), or,
/// for moves towards the right or down, which X servers copy backwards and slowly, by putting
/// the pixels from the layers' memory the server shares (``X11SharedLayerMemory``) when they
/// are all in it.
@MainActor
final class X11PixelMover: WindowPixelMover {
  private let copier: X11WindowCopier
  private let sharedMemory: X11SharedLayerMemory?

  /// A mover for `window`, or `nil` when it is not an X11 window or libX11 is not loaded; it
  /// shares layer memory with the server when the server can.
  init?(window: SDLWindow) {
    guard let copier = X11WindowCopier(window: window) else { return nil }
    self.copier = copier
    sharedMemory = X11SharedLayerMemory(copier: copier)
  }

  var layerMemory: (any LayerMemoryProvider)? { sharedMemory }

  var sharedPixelCount: Int { sharedMemory?.putPixelCount ?? 0 }

  var layerMemorySharing: String? { sharedMemory?.sharing.rawValue }

  var liveLayerMemoryCount: Int { sharedMemory?.liveSegmentCount ?? 0 }

  func move(_ move: PixelMove) {
    if move.dx > 0 || move.dy > 0, let sharedMemory, sharedMemory.holdsAllPixels(of: move) {
      sharedMemory.put(move)
      return
    }
    for rect in move.rects {
      let source = move.source(of: rect)
      copier.copy((source.x, source.y, source.width, source.height), toX: rect.x, y: rect.y)
    }
  }

  func flush() {
    copier.flushRequests()
  }

  func finishFrame(serverIsDone: Bool) {
    sharedMemory?.finishFrame(serverIsDone: serverIsDone)
  }

  func disconnect() {
    sharedMemory?.disconnect()
  }
}
