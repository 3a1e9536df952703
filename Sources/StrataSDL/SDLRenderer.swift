import CSDL2

/// An SDL renderer for one window, owned: created by the initialiser and destroyed when this
/// object goes away. It presents a texture that covers the whole window.
@MainActor
final class SDLRenderer {
  /// The window the renderer draws into; kept alive while the renderer lives.
  let window: SDLWindow
  private let handle: OpaquePointer

  /// Creates SDL's accelerated renderer for `window`, synchronised to the display's refresh,
  /// when `choice` allows one and SDL has one; for the automatic choice, only when the machine
  /// has a graphics device and OpenGL is not a software rasteriser. Returns `nil` otherwise.
  static func accelerated(for window: SDLWindow, choice: RendererChoice) -> SDLRenderer? {
    guard choice != .software else { return nil }
    if choice == .automatic, !RendererChoice.machineMayHaveGraphicsHardware { return nil }
    let created = window.withUnsafeHandle { window in
      SDL_CreateRenderer(
        window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
    }
    guard let created else {
      SDL_ClearError()
      return nil
    }
    if choice == .automatic, let glRenderer = glRendererString(of: created),
      RendererChoice.isSoftwareRasteriser(glRenderer)
    {
      SDL_DestroyRenderer(created)
      return nil
    }
    return SDLRenderer(window: window, handle: created)
  }

  /// Creates SDL's software renderer for `window`, which draws into the window's surface.
  ///
  /// - Throws: ``SDLError`` when SDL cannot create it.
  static func software(for window: SDLWindow) throws -> SDLRenderer {
    let created = window.withUnsafeHandle { window in
      SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }
    return SDLRenderer(window: window, handle: try SDLError.check(created, "SDL_CreateRenderer"))
  }

  private init(window: SDLWindow, handle: OpaquePointer) {
    self.window = window
    self.handle = handle
  }

  /// OpenGL's `GL_RENDERER` string for a renderer SDL drives with OpenGL (its context is
  /// current right after creation), such as `llvmpipe (LLVM 15.0.6, 256 bits)`; `nil` for
  /// other renderers or when OpenGL cannot say.
  private static func glRendererString(of renderer: OpaquePointer) -> String? {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name,
      String(cString: name).hasPrefix("opengl"),
      let address = SDL_GL_GetProcAddress("glGetString")
    else { return nil }
    typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
    let getString = unsafeBitCast(address, to: GetString.self)
    let glRenderer: UInt32 = 0x1F01
    return getString(glRenderer).map { String(cString: $0) }
  }

  isolated deinit {
    SDL_DestroyRenderer(handle)
  }

  /// The size of the drawable in pixels: the window's size times the display's scale.
  ///
  /// - Throws: ``SDLError`` when SDL cannot tell.
  func outputSize() throws -> (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    try SDLError.check(
      SDL_GetRendererOutputSize(handle, &width, &height), "SDL_GetRendererOutputSize")
    return (Int(width), Int(height))
  }

  /// The renderer's name, such as `opengl` or `software`.
  var name: String {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(handle, &info) == 0, let name = info.name else { return "unknown" }
    return String(cString: name)
  }

  /// Whether this is SDL's software renderer, which draws with the CPU into the window's
  /// surface, rather than an accelerated one (OpenGL, OpenGL ES, Vulkan, ...).
  var isSoftware: Bool {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(handle, &info) == 0 else { return false }
    return info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
  }

  /// Copies `texture` over the whole drawable and shows it.
  ///
  /// - Throws: ``SDLError`` when the copy fails.
  func present(_ texture: SDLTexture) throws {
    try texture.withUnsafeHandle { texture in
      try SDLError.check(SDL_RenderCopy(handle, texture, nil, nil), "SDL_RenderCopy")
    }
    SDL_RenderPresent(handle)
  }

  /// Calls `body` with the `SDL_Renderer` pointer, which must not escape the call.
  func withUnsafeHandle<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
    try body(handle)
  }
}
