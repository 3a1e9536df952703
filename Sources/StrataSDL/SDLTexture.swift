import CSDL2
import StrataCairo

/// A streaming SDL texture of Cairo's ARGB32 pixels read as opaque XRGB (the window is opaque,
/// so the alpha byte is ignored), owned: created by the initialiser and destroyed when this
/// object goes away.
@MainActor
final class SDLTexture {
  /// The renderer the texture belongs to; kept alive while the texture lives.
  let renderer: SDLRenderer
  /// The width in pixels.
  let pixelWidth: Int
  /// The height in pixels.
  let pixelHeight: Int
  private let handle: OpaquePointer

  /// Creates a texture of `pixelWidth` × `pixelHeight` pixels that is copied without
  /// blending (the window is opaque). Its format, XRGB8888 (`SDL_PIXELFORMAT_RGB888`), is the
  /// one X11 windows of depth 24 have, so SDL's software renderer copies it into the window's
  /// surface row by row instead of converting every pixel.
  ///
  /// - Throws: ``SDLError`` when SDL cannot create it (a size the renderer does not support).
  init(renderer: SDLRenderer, pixelWidth: Int, pixelHeight: Int) throws {
    self.renderer = renderer
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    let operation = "SDL_CreateTexture \(pixelWidth)×\(pixelHeight)"
    guard let width = Int32(exactly: pixelWidth), let height = Int32(exactly: pixelHeight),
      width > 0, height > 0
    else { throw SDLError(operation: operation, message: "the size must be positive") }
    let created = renderer.withUnsafeHandle { renderer in
      SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_RGB888.rawValue,
        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), width, height)
    }
    handle = try SDLError.check(created, operation)
    try SDLError.check(
      SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_NONE), "SDL_SetTextureBlendMode")
  }

  isolated deinit {
    SDL_DestroyTexture(handle)
  }

  /// Replaces the pixels of `rect` with rows read from `pixels`, the first pixel of the
  /// rectangle, whose rows are `pitch` bytes apart.
  ///
  /// - Throws: ``SDLError`` when SDL refuses the update.
  func update(_ rect: PixelRect, from pixels: UnsafeRawPointer, pitch: Int) throws {
    var sdlRect = SDL_Rect(
      x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
    try SDLError.check(
      SDL_UpdateTexture(handle, &sdlRect, pixels, Int32(pitch)), "SDL_UpdateTexture")
  }

  /// Calls `body` with the `SDL_Texture` pointer, which must not escape the call.
  func withUnsafeHandle<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
    try body(handle)
  }
}
