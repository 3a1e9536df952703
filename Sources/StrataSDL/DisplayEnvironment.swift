#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process environment says about the display, read before SDL starts, so that a
/// machine without one gets a clear error instead of whatever SDL's fallback drivers do.
struct DisplayEnvironment: Sendable, Equatable {
  /// `DISPLAY` (an X server, such as `:0`), or `nil` when unset or empty.
  var x11Display: String?
  /// `WAYLAND_DISPLAY`, or `nil` when unset or empty.
  var waylandDisplay: String?
  /// `SDL_VIDEODRIVER`: a driver the user chose explicitly, or `nil` when unset or empty.
  var videoDriver: String?

  /// Creates an environment from its values; empty strings count as unset.
  init(x11Display: String?, waylandDisplay: String?, videoDriver: String?) {
    self.x11Display = x11Display.flatMap { $0.isEmpty ? nil : $0 }
    self.waylandDisplay = waylandDisplay.flatMap { $0.isEmpty ? nil : $0 }
    self.videoDriver = videoDriver.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The process's environment, now.
  static var current: DisplayEnvironment {
    DisplayEnvironment(
      x11Display: variable("DISPLAY"), waylandDisplay: variable("WAYLAND_DISPLAY"),
      videoDriver: variable("SDL_VIDEODRIVER"))
  }

  /// Why no window can be opened, or `nil` when a display may be there. A video driver the
  /// user chose (`SDL_VIDEODRIVER`) is trusted; SDL reports its own failures.
  var problem: String? {
    guard videoDriver == nil, x11Display == nil, waylandDisplay == nil else { return nil }
    return "no display: DISPLAY and WAYLAND_DISPLAY are unset. Run on a desktop, under an X "
      + "server such as Xvfb (xvfb-run), or set SDL_VIDEODRIVER to choose a driver; without a "
      + "display, render with StrataCairo's HeadlessHost instead"
  }

  /// A short description for error messages, such as `DISPLAY=:0`.
  var summary: String {
    [
      x11Display.map { "DISPLAY=\($0)" }, waylandDisplay.map { "WAYLAND_DISPLAY=\($0)" },
      videoDriver.map { "SDL_VIDEODRIVER=\($0)" },
    ].compactMap { $0 }.joined(separator: ", ")
  }

  private static func variable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
