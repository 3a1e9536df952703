import Foundation

/// The built `strata-gallery` program, found next to the test binary, and a way to run it
/// to completion.
enum GalleryExecutable {
  /// What a finished run printed and how it ended.
  struct Run {
    /// The exit status.
    let status: Int32
    /// Everything printed to standard output.
    let output: String
    /// Everything printed to standard error.
    let errors: String
  }

  /// The executable's location: in the build folder that holds the test binary.
  static var url: URL {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("strata-gallery")
  }

  /// A folder of this test process for the gallery's saved state, so that no test reads or
  /// writes the state of the person running the tests.
  static let stateHome = FileManager.default.temporaryDirectory
    .appendingPathComponent("strata-gallery-state-\(getpid())").path

  /// The test process's environment without `DISPLAY` and `WAYLAND_DISPLAY`, with
  /// `XDG_STATE_HOME` at ``stateHome``, plus `extra`.
  static func environment(adding extra: [String: String] = [:]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = nil
    environment["WAYLAND_DISPLAY"] = nil
    environment["XDG_STATE_HOME"] = stateHome
    environment.merge(extra) { _, new in new }
    return environment
  }

  /// Runs the program headless (no display in its environment) with `arguments`, and `extra`
  /// added to the environment, and waits for it to exit.
  static func run(_ arguments: [String], environment extra: [String: String] = [:]) async throws
    -> Run
  {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = environment(adding: extra)
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both pipes at once so that neither can fill up and block the program.
    let errorData = Task.detached { errors.fileHandleForReading.readDataToEndOfFile() }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(decoding: await errorData.value, as: UTF8.self)
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errors: errorText)
  }
}
