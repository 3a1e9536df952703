import StrataKit
import StrataTesting

@testable import StrataSDL

/// Opens an application titled `title` on `xvfb`'s display, with only that display in the
/// environment while SDL starts (and `environment` added, such as `STRATA_RENDERER`).
@MainActor
func openApplication(
  on xvfb: XvfbServer, title: String, root: ViewController, size: Size, scale: Double? = nil,
  environment: [String: String?] = [:]
) throws -> Application {
  let display: [String: String?] = [
    "DISPLAY": xvfb.display, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": "x11",
  ]
  return try withEnvironment(display.merging(environment) { $1 }) {
    try Application(rootViewController: root, title: title, size: size, scale: scale)
  }
}

/// Runs iterations of `application`'s loop until `condition` holds, at most `limit`; returns
/// whether it held.
@MainActor
func runUntil(
  _ application: Application, limit: Int = 60, _ condition: () -> Bool
) throws -> Bool {
  for _ in 0..<limit {
    if condition() { return true }
    try application.runIterations(1)
  }
  return condition()
}
