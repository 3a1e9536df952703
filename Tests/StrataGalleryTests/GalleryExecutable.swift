import Foundation
import StrataTestSupport

/// The built `strata-gallery` program, with the environment every test runs it in: no display
/// unless the test gives one, and saved state in a folder of the test process.
enum GalleryExecutable {
  /// The program, beside the test binary.
  static let product = BuiltProduct("strata-gallery")

  /// A folder of this test process for the gallery's saved state, so that no test reads or
  /// writes the state of the person running the tests; removed when the process exits.
  static let stateHome: String = {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-gallery-state-\(getpid())").path
    atexit { try? FileManager.default.removeItem(atPath: GalleryExecutable.stateHome) }
    return path
  }()

  /// The changes to the test process's environment the gallery runs with: `DISPLAY` and
  /// `WAYLAND_DISPLAY` unset, `XDG_STATE_HOME` at ``stateHome``, then `extra`.
  static func environment(adding extra: [String: String] = [:]) -> [String: String?] {
    var environment: [String: String?] = [
      "DISPLAY": nil, "WAYLAND_DISPLAY": nil, "XDG_STATE_HOME": stateHome,
    ]
    for (name, value) in extra { environment[name] = value }
    return environment
  }

  /// Runs the program headless (no display in its environment) with `arguments`, and `extra`
  /// added to the environment, and waits for it to exit.
  static func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws
    -> ProgramRun
  {
    try await product.run(arguments, environment: environment(adding: extra))
  }
}
