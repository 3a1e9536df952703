import Foundation
import StrataKit
import StrataTestSupport
import StrataTesting

@testable import StrataSDL

/// Where the window tests put their screenshots and pictures: `strata-sdl-tests` in the
/// temporary directory, kept after the run for a person to look at.
let screenshotFolder = FileManager.default.temporaryDirectory
  .appendingPathComponent("strata-sdl-tests").path

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

/// Runs `body` with environment variables set (or, for `nil` values, unset), then restores
/// them. On the main actor, so that no other UI code sees the temporary values.
@MainActor @discardableResult
func withEnvironment<Result>(
  _ values: [String: String?], _ body: () throws -> Result
) rethrows -> Result {
  var saved: [String: String?] = [:]
  for (name, value) in values {
    saved[name] = getenv(name).map { String(cString: $0) }
    if let value { setenv(name, value, 1) } else { unsetenv(name) }
  }
  defer {
    for (name, value) in saved {
      if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }
  }
  return try body()
}
