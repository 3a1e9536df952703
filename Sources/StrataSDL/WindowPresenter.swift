import CSDL2
import StrataCairo

/// How the ``Application``'s frames reach its window: either Cairo draws straight into the
/// window's own framebuffer and only the damaged rectangle is sent to the display (the
/// software path), or Cairo draws into a surface of its own whose damaged rectangle is
/// uploaded to a texture of SDL's accelerated renderer (OpenGL on real hardware).
///
/// The choice follows ``RendererChoice``: the accelerated renderer where it is real hardware
/// (or `STRATA_RENDERER=accelerated`), the window's framebuffer otherwise; SDL's software
/// renderer with a texture only when SDL offers no framebuffer Cairo can draw into.
@MainActor
final class WindowPresenter {
  /// The window presented into; kept alive while the presenter lives.
  let window: SDLWindow
  private let windowSurface: SDLWindowSurface?
  /// Moves pixels inside the window on the display server, on the window-surface path where
  /// the server can (X11).
  let pixelMover: (any WindowPixelMover)?
  private let renderer: SDLRenderer?
  private var texture: SDLTexture?
  private var offscreen: CairoImageSurface?

  /// Chooses how to present into `window` as `choice` says.
  ///
  /// - Throws: ``SDLError`` when SDL can present in none of the ways.
  init(window: SDLWindow, choice: RendererChoice = .current) throws {
    self.window = window
    if let accelerated = SDLRenderer.accelerated(for: window, choice: choice) {
      renderer = accelerated
      windowSurface = nil
      pixelMover = nil
    } else if let surface = try? SDLWindowSurface(window: window) {
      renderer = nil
      windowSurface = surface
      pixelMover = window.isSurfaceBackedByTexture ? nil : X11PixelMover(window: window)
    } else {
      SDL_ClearError()
      renderer = try SDLRenderer.software(for: window)
      windowSurface = nil
      pixelMover = nil
    }
  }

  /// What presents: `window-surface` when Cairo draws into the window's framebuffer, else the
  /// SDL renderer's name, such as `opengl` or `software`.
  var name: String {
    windowSurface != nil ? "window-surface" : renderer?.name ?? "unknown"
  }

  /// Whether the pixels reach the window without an accelerated renderer.
  var isSoftware: Bool {
    windowSurface != nil || renderer?.isSoftware == true
  }

  /// The size of the drawable in pixels: the window's size times the display's scale.
  ///
  /// - Throws: ``SDLError`` when SDL cannot tell.
  func outputSize() throws -> (width: Int, height: Int) {
    if let renderer { return try renderer.outputSize() }
    var width: Int32 = 0
    var height: Int32 = 0
    window.withUnsafeHandle { SDL_GetWindowSizeInPixels($0, &width, &height) }
    return (Int(width), Int(height))
  }

  /// Makes the pixel buffers for a drawable of `pixelWidth` × `pixelHeight` pixels, dropping
  /// the old ones first; the window's framebuffer needs none (SDL replaces it).
  ///
  /// - Throws: ``SDLError`` or `CairoError` when a buffer cannot be made.
  func resize(pixelWidth: Int, pixelHeight: Int) throws {
    guard let renderer else { return }
    texture = nil
    offscreen = nil
    texture = try SDLTexture(renderer: renderer, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    offscreen = try CairoImageSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
  }

  /// The surface to draw the next frame into, and whether its pixels are new (all of it must
  /// be drawn). Call ``present(_:)`` after drawing, or ``cancel()``.
  ///
  /// - Throws: ``SDLError`` when the window's framebuffer cannot be had.
  func beginFrame() throws -> (surface: CairoImageSurface, isNew: Bool)? {
    if let windowSurface { return try windowSurface.acquire() }
    return offscreen.map { ($0, false) }
  }

  /// Where a frame's pixels that only moved are moved: in the window, by the display server
  /// (``pixelMover``), when it can (then the frame's surface does not hold them; see
  /// ``present(_:)``), else in the frame's surface, by the renderer.
  var moveDestination: PixelMoveDestination { pixelMover != nil ? .host : .surface }

  /// Ends a frame begun with ``beginFrame()`` without presenting it.
  func cancel() {
    windowSurface?.release()
  }

  /// Shows `frame`, rendered into the surface of ``beginFrame()``: its pixels, or the last
  /// frame again when it is `nil` (the window was uncovered). When the frame leaves its move
  /// to the host (``moveDestination``), the display server makes the move in the window first,
  /// and only the rectangles the frame drew are sent.
  ///
  /// - Throws: ``SDLError`` when SDL fails to show it.
  func present(_ frame: RenderedFrame?) throws {
    // Whatever happens below, the server has read the layers' memory before it can change.
    // SDL's update of the window's framebuffer ends by waiting for the server to handle every
    // request on the connection (`XSync`): after one, there is nothing more to wait for.
    var serverIsDone = false
    defer { pixelMover?.finishFrame(serverIsDone: serverIsDone) }
    if let windowSurface {
      if let frame, let pixelMover, frame.moveDestination == .host {
        if let move = frame.move { pixelMover.move(move) }
        if frame.drawnRects.isEmpty {
          windowSurface.release()
          pixelMover.flush()
        } else {
          try windowSurface.present(frame.drawnRects)
          serverIsDone = windowSurface.updateWaitsForServer
        }
        return
      }
      try windowSurface.present(frame?.pixels)
      serverIsDone = windowSurface.updateWaitsForServer
      return
    }
    guard let renderer, let texture, let offscreen else { return }
    if let drawn = frame?.pixels {
      try offscreen.withUnsafePixelData { data, stride in
        try texture.update(
          drawn, from: data + drawn.y * stride + drawn.x * MemoryLayout<UInt32>.size,
          pitch: stride)
      }
    }
    try renderer.present(texture)
  }

  /// Whether SDL shows the window's surface through a texture of an accelerated renderer;
  /// false when the framebuffer goes through the windowing system (X11's shared memory).
  var isSurfaceBackedByTexture: Bool { window.isSurfaceBackedByTexture }
}
