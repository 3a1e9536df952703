import CSDL2

#if canImport(Glibc)
  import Glibc
#endif

/// Copies pixels inside an SDL window's X11 window on the X server (`XCopyArea`), so that a
/// frame whose content only moved is not sent again: the server moves what it already shows.
///
/// The Xlib calls are looked up with `dlsym` in the libX11 that SDL's X11 driver loaded (as
/// ``X11ConnectionWatch`` does), and go through SDL's own connection, so that they reach the
/// server in order with SDL's `XShmPutImage` of the pixels drawn in the same frame.
///
/// Where the copy's source is not on screen (another window covers it, and no compositing
/// manager keeps the window's pixels), the server reports `GraphicsExpose` and the copied
/// pixels there are undefined: the ``Application`` then draws the whole window again.
@MainActor
final class X11WindowCopier {
  private typealias CreateGC =
    @convention(c) (OpaquePointer?, UInt, UInt, UnsafeMutableRawPointer?)
    -> OpaquePointer?
  private typealias FreeGC = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
  private typealias CopyArea =
    @convention(c) (
      OpaquePointer?, UInt, UInt, OpaquePointer?, Int32, Int32, UInt32, UInt32, Int32, Int32
    ) -> Int32
  private typealias Flush = @convention(c) (OpaquePointer?) -> Int32

  /// The X event type the server sends when a copy's source was not all on screen.
  static let graphicsExposeEventType: Int32 = 13

  /// The window whose X11 window this copies in; kept alive while the copier lives.
  let window: SDLWindow
  /// SDL's connection to the X server.
  let display: OpaquePointer
  /// The X11 window.
  let drawable: UInt
  /// The graphics context the copies go through.
  let graphicsContext: OpaquePointer
  private let freeGC: FreeGC
  private let copyArea: CopyArea
  private let flush: Flush

  /// A copier for `window`, or `nil` when it is not an X11 window or libX11 is not loaded.
  init?(window: SDLWindow) {
    var displayPointer: UnsafeMutableRawPointer?
    var xWindow: UInt = 0
    guard
      window.withUnsafeHandle({ strata_sdl_x11_window($0, &displayPointer, &xWindow) }) != 0,
      let displayPointer, xWindow != 0,
      let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_NOLOAD),
      let createSymbol = dlsym(library, "XCreateGC"),
      let freeSymbol = dlsym(library, "XFreeGC"),
      let copySymbol = dlsym(library, "XCopyArea"),
      let flushSymbol = dlsym(library, "XFlush")
    else { return nil }
    let display = OpaquePointer(displayPointer)
    let createGC = unsafeBitCast(createSymbol, to: CreateGC.self)
    // The default values: graphics exposures on, so that a copy from pixels not on screen is
    // reported.
    guard let graphicsContext = createGC(display, xWindow, 0, nil) else { return nil }
    self.window = window
    self.display = display
    self.drawable = xWindow
    self.graphicsContext = graphicsContext
    self.freeGC = unsafeBitCast(freeSymbol, to: FreeGC.self)
    self.copyArea = unsafeBitCast(copySymbol, to: CopyArea.self)
    self.flush = unsafeBitCast(flushSymbol, to: Flush.self)
    SDL_EventState(UInt32(SDL_SYSWMEVENT.rawValue), SDL_ENABLE)
  }

  isolated deinit {
    _ = freeGC(display, graphicsContext)
  }

  /// Asks the server to copy the window's pixels of `source` to `x`, `y` (device pixels); the
  /// request is sent with the next flush or `SDL_UpdateWindowSurfaceRects`.
  func copy(_ source: (x: Int, y: Int, width: Int, height: Int), toX x: Int, y: Int) {
    guard source.width > 0, source.height > 0,
      let sourceX = Int32(exactly: source.x), let sourceY = Int32(exactly: source.y),
      let width = UInt32(exactly: source.width), let height = UInt32(exactly: source.height),
      let destinationX = Int32(exactly: x), let destinationY = Int32(exactly: y)
    else { return }
    _ = copyArea(
      display, drawable, drawable, graphicsContext, sourceX, sourceY, width, height,
      destinationX, destinationY)
  }

  /// Sends the requests made so far to the server.
  func flushRequests() {
    _ = flush(display)
  }
}
