import CSDL2

/// SDL's video subsystem, initialised for as long as this object lives.
///
/// `SDL_InitSubSystem` and `SDL_QuitSubSystem` are reference counted; when the last user of
/// SDL goes away, `SDL_Quit` releases everything else SDL set up.
@MainActor
final class SDLVideoSubsystem {
  /// Initialises SDL's video subsystem (and its events).
  ///
  /// - Throws: ``SDLError`` when SDL finds no usable video driver or display.
  init() throws {
    try SDLError.check(SDL_InitSubSystem(SDL_INIT_VIDEO), "SDL_InitSubSystem(SDL_INIT_VIDEO)")
  }

  isolated deinit {
    SDL_QuitSubSystem(SDL_INIT_VIDEO)
    if SDL_WasInit(0) == 0 { SDL_Quit() }
  }

  /// The name of the video driver SDL chose, such as `x11` or `wayland`.
  var driverName: String {
    SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
  }

  /// Milliseconds since SDL was initialised, on the same scale as events' timestamps.
  var ticks: UInt32 {
    SDL_GetTicks()
  }
}
