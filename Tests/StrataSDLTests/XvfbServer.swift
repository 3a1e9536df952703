import Foundation

/// Why a test could not set up what it needs (Xvfb, a tool); the test fails with this message.
struct TestSetupError: Error, CustomStringConvertible {
  /// What is missing and how to get it.
  let description: String
}

/// An Xvfb server the test started, on a display number Xvfb picked as free; stopped by pid.
struct XvfbServer {
  /// The display to connect to, such as `:3`.
  let display: String
  private let process: ChildProcess

  /// Starts `Xvfb -displayfd 1 -screen 0 1280x800x24 -noreset` and waits until it accepts
  /// connections (it then writes its display number). Without `-noreset` the server resets
  /// when SDL's probe connection closes, and can refuse SDL's real connection meanwhile.
  ///
  /// `arguments` are added to those, such as `-bs` (no backing store: the pixels of a window
  /// under another are lost).
  ///
  /// - Throws: ``TestSetupError`` when Xvfb is not installed or does not start.
  static func start(arguments: [String] = []) throws -> XvfbServer {
    guard let path = Tool.path(of: "Xvfb") else {
      throw TestSetupError(
        description: "Xvfb is not installed, so no real window can be tested: `make test` "
          + "installs it (apt-get install xvfb)")
    }
    let process = try ChildProcess(
      path: path,
      arguments: [
        "-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset",
      ] + arguments)
    // Xvfb writes the display number once it is ready; end of file means it exited.
    let number = process.read(until: UInt8(ascii: "\n"))
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard let display = Int(number) else {
      process.terminate()
      throw TestSetupError(
        description: "Xvfb did not start (it printed \"\(number)\"): `make test` installs it "
          + "(apt-get install xvfb)")
    }
    return XvfbServer(display: ":\(display)", process: process)
  }

  /// Stops the server (SIGTERM) and waits for it to exit.
  func stop() {
    process.terminate()
  }
}

/// Finding and running the command-line tools the window tests use.
enum Tool {
  /// The full path of `name` on `PATH`, or `nil`.
  static func path(of name: String) -> String? {
    let directories =
      (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":") + ["/usr/bin", "/usr/local/bin"]
    for directory in directories {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `name` with `arguments` on `display` and waits; returns its standard output.
  ///
  /// - Throws: ``TestSetupError`` when the tool is missing or fails.
  @discardableResult
  static func run(_ name: String, _ arguments: [String], display: String) throws -> String {
    guard let path = path(of: name) else {
      throw TestSetupError(description: "\(name) is not installed: `make test` installs it")
    }
    let process = try ChildProcess(
      path: path, arguments: arguments, environment: ["DISPLAY": display])
    let output = process.read()
    let status = process.wait()
    guard status == 0 else {
      throw TestSetupError(
        description: "\(name) \(arguments.joined(separator: " ")) exited with status \(status)")
    }
    return output
  }
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
