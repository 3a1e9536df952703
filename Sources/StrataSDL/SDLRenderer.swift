import CSDL2

/// An SDL renderer for one window, owned: created by the initialiser and destroyed when this
/// object goes away. It presents a texture that covers the whole window.
@MainActor
final class SDLRenderer {
  /// The window the renderer draws into; kept alive while the renderer lives.
  let window: SDLWindow
  private let handle: OpaquePointer

  /// Creates a renderer for `window`: a hardware renderer synchronised to the display's refresh
  /// when there is one, otherwise SDL's software renderer.
  ///
  /// - Throws: ``SDLError`` when SDL can create neither.
  init(window: SDLWindow) throws {
    self.window = window
    let accelerated = window.withUnsafeHandle { window in
      SDL_CreateRenderer(
        window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
    }
    if let accelerated {
      handle = accelerated
    } else {
      SDL_ClearError()
      let software = window.withUnsafeHandle { window in
        SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
      }
      handle = try SDLError.check(software, "SDL_CreateRenderer")
    }
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
