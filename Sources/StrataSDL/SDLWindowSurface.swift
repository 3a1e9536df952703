import CSDL2
import StrataCairo

/// The pixels of an SDL window's own framebuffer (`SDL_GetWindowSurface`), which Cairo draws
/// into directly and SDL shows with `SDL_UpdateWindowSurfaceRects`: on X11, shared memory the
/// X server reads (MIT-SHM), only the damaged rectangles sent. No texture and no renderer sit
/// between the drawing and the window.
///
/// SDL owns the framebuffer and replaces it when the window's size changes; ``acquire()``
/// notices and wraps the new one.
@MainActor
final class SDLWindowSurface {
  /// The window whose framebuffer this is; kept alive while this object lives.
  let window: SDLWindow
  private var framebuffer: UnsafeMutablePointer<SDL_Surface>?
  private var pixels: UnsafeMutableRawPointer?
  private var cairoSurface: CairoImageSurface?
  private var isLocked = false

  /// Whether ``present(_:)`` returns only once the display server has handled every request
  /// sent on SDL's connection before it: SDL's X11 driver ends its update of the framebuffer
  /// with `XSync` (when the surface goes through the X server, not through a texture).
  private(set) var updateWaitsForServer = false

  /// Gets the window's framebuffer once, to check that Cairo can draw into it.
  ///
  /// - Throws: ``SDLError`` when SDL has no framebuffer for the window or its pixels are not
  ///   32-bit XRGB (or ARGB) that Cairo's `RGB24` can describe.
  init(window: SDLWindow) throws {
    self.window = window
    _ = try acquire()
    release()
    // SDL makes the framebuffer (and a texture, where it backs it with one) on the first get.
    updateWaitsForServer = window.video.driverName == "x11" && !window.isSurfaceBackedByTexture
  }

  isolated deinit {
    if isLocked, let framebuffer { SDL_UnlockSurface(framebuffer) }
  }

  /// The framebuffer's current size in pixels, which is the drawable's.
  ///
  /// - Throws: ``SDLError`` when SDL has no framebuffer for the window.
  func pixelSize() throws -> (width: Int, height: Int) {
    let surface = try SDLError.check(
      window.withUnsafeHandle { SDL_GetWindowSurface($0) }, "SDL_GetWindowSurface")
    return (Int(surface.pointee.w), Int(surface.pointee.h))
  }

  /// Locks the framebuffer when SDL requires it and returns a Cairo surface drawing into its
  /// pixels, with whether it is a new framebuffer (whose pixels are undefined, so the whole
  /// window must be drawn). Call ``present(_:)`` or ``release()`` after drawing.
  ///
  /// - Throws: ``SDLError`` when SDL has no framebuffer or cannot lock it, or its format is
  ///   not one Cairo can draw into.
  func acquire() throws -> (surface: CairoImageSurface, isNew: Bool) {
    let surface = try SDLError.check(
      window.withUnsafeHandle { SDL_GetWindowSurface($0) }, "SDL_GetWindowSurface")
    let format = surface.pointee.format.pointee.format
    guard format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue
    else {
      throw SDLError(
        operation: "SDL_GetWindowSurface",
        message: "the window's pixels are \(String(cString: SDL_GetPixelFormatName(format))), "
          + "not XRGB8888")
    }
    // SDL_MUSTLOCK: the pixels may move while unlocked (RLE surfaces; never X11's).
    if surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0 {
      try SDLError.check(SDL_LockSurface(surface), "SDL_LockSurface")
      isLocked = true
    }
    if let cairoSurface, framebuffer == surface, pixels == surface.pointee.pixels {
      return (cairoSurface, false)
    }
    guard let data = surface.pointee.pixels else {
      release()
      throw SDLError(operation: "SDL_GetWindowSurface", message: "the surface has no pixels")
    }
    cairoSurface = nil
    let wrapped = try CairoImageSurface(
      wrappingOpaquePixels: data, pixelWidth: Int(surface.pointee.w),
      pixelHeight: Int(surface.pointee.h), stride: Int(surface.pointee.pitch))
    framebuffer = surface
    pixels = data
    cairoSurface = wrapped
    return (wrapped, true)
  }

  /// Unlocks the framebuffer if ``acquire()`` locked it.
  func release() {
    guard isLocked, let framebuffer else { return }
    SDL_UnlockSurface(framebuffer)
    isLocked = false
  }

  /// Unlocks the framebuffer and shows `rects` of it in the window.
  ///
  /// - Throws: ``SDLError`` when SDL cannot update the window (its framebuffer was replaced
  ///   after ``acquire()``).
  func present(_ rects: [PixelRect]) throws {
    release()
    var sdlRects = rects.map {
      SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height))
    }
    try window.withUnsafeHandle { window in
      try SDLError.check(
        SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count)),
        "SDL_UpdateWindowSurfaceRects")
    }
  }

  /// Unlocks the framebuffer and shows `rect` of it in the window, or all of it when `rect` is
  /// `nil`.
  ///
  /// - Throws: ``SDLError`` when SDL cannot update the window (its framebuffer was replaced
  ///   after ``acquire()``).
  func present(_ rect: PixelRect?) throws {
    release()
    if let rect {
      var sdlRect = SDL_Rect(
        x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
      try window.withUnsafeHandle { window in
        try SDLError.check(
          SDL_UpdateWindowSurfaceRects(window, &sdlRect, 1), "SDL_UpdateWindowSurfaceRects")
      }
    } else {
      try window.withUnsafeHandle { window in
        try SDLError.check(SDL_UpdateWindowSurface(window), "SDL_UpdateWindowSurface")
      }
    }
  }
}
