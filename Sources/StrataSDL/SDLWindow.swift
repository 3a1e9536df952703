import CSDL2

/// An SDL window, owned: created by the initialiser and destroyed when this object goes away.
///
/// Sizes are in SDL's window units ("screen coordinates"), which are points on macOS and
/// Wayland and pixels on X11; the drawable may have more pixels (HiDPI).
@MainActor
final class SDLWindow {
  /// The subsystem the window needs; kept alive while the window lives.
  let video: SDLVideoSubsystem
  private let handle: OpaquePointer

  /// Opens a hidden, resizable, HiDPI-capable window of `width` × `height` window units.
  ///
  /// - Throws: ``SDLError`` when SDL cannot create the window.
  init(video: SDLVideoSubsystem, title: String, width: Int, height: Int) throws {
    self.video = video
    let operation = "SDL_CreateWindow \"\(title)\" \(width)×\(height)"
    guard let width = Int32(exactly: width), let height = Int32(exactly: height), width > 0,
      height > 0
    else { throw SDLError(operation: operation, message: "the size must be positive") }
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_HIDDEN.rawValue
    let created = title.withCString { title in
      SDL_CreateWindow(
        title, Self.undefinedPosition, Self.undefinedPosition, width, height, flags)
    }
    handle = try SDLError.check(created, operation)
  }

  isolated deinit {
    SDL_DestroyWindow(handle)
  }

  /// `SDL_WINDOWPOS_UNDEFINED`: let the window manager place the window.
  private static let undefinedPosition = Int32(0x1FFF_0000)

  /// The window's size in window units.
  var size: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(handle, &width, &height)
    return (Int(width), Int(height))
  }

  /// Asks for a new size in window units; SDL reports the change with a window event.
  func setSize(width: Int, height: Int) {
    SDL_SetWindowSize(
      handle, Int32(clamping: max(1, width)), Int32(clamping: max(1, height)))
  }

  /// The window's SDL id, which its window events carry.
  var id: UInt32 {
    SDL_GetWindowID(handle)
  }

  /// Shows the window.
  func show() {
    SDL_ShowWindow(handle)
  }

  /// Hides the window.
  func hide() {
    SDL_HideWindow(handle)
  }

  /// Whether SDL backs the window's surface (what its software renderer draws into) with a
  /// texture of another, accelerated renderer, such as OpenGL, instead of presenting it
  /// through the windowing system (X11's shared memory) itself.
  var isSurfaceBackedByTexture: Bool {
    SDL_GetWindowData(handle, "_SDL_WindowTextureData") != nil
  }

  /// Calls `body` with the `SDL_Window` pointer, which must not escape the call.
  func withUnsafeHandle<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
    try body(handle)
  }
}
