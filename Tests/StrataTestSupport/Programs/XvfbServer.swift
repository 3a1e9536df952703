import Dispatch
import Foundation
import StrataCairo
public import StrataKit
import Synchronization

/// An Xvfb server a test started, on a display number Xvfb picked as free (so that suites
/// running at once, or other test runs on the machine, never race for one); stopped by its
/// process id.
public final class XvfbServer: Sendable {
  /// The display number: the server is `:number`.
  public let number: Int
  private let process: ChildProcess

  /// The value of `DISPLAY` for programs that should use this server, such as `:3`.
  public var display: String { ":\(number)" }

  private init(number: Int, process: ChildProcess) {
    self.number = number
    self.process = process
  }

  /// Starts `Xvfb -displayfd 1 -screen 0 1280x900x24 -nolisten tcp -noreset` and waits (at
  /// most `timeout` seconds) until it accepts connections, when it writes the display number
  /// it chose. `-noreset` matters: SDL probes the display by connecting and disconnecting
  /// before it opens its own connection, and a server that resets when its last client leaves
  /// can refuse that second connection while it resets (on a loaded machine, "x11 not
  /// available").
  ///
  /// - Parameters:
  ///   - arguments: Added to those above, such as `-bs` (no backing store: the pixels of a
  ///     window under another are lost); none by default.
  ///   - timeout: How long the server may take to come up, in seconds; defaults to 10.
  /// - Returns: The running server; the test stops it with ``stop()``.
  /// - Throws: ``TestSetupError`` when Xvfb is not installed or does not come up.
  public static func start(arguments: [String] = [], timeout: Double = 10) async throws
    -> XvfbServer
  {
    try await offThePool { try start(arguments: arguments, timeout: timeout) }
  }

  /// Starts the server as the async ``start(arguments:timeout:)`` does, blocking the calling
  /// thread until it answers (a test on the main actor that runs an application on it).
  public static func start(arguments: [String] = [], timeout: Double = 10) throws -> XvfbServer {
    let process = try ChildProcess(
      path: Tool.requirePath(of: "Xvfb"),
      arguments: [
        "-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp", "-noreset",
      ] + arguments)
    // The number comes once the server is ready; end of file means it exited. A server that
    // says nothing in time is killed, which ends the file.
    let answered = Mutex(false)
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
      if !answered.withLock({ $0 }) { process.kill() }
    }
    let text = process.read(until: UInt8(ascii: "\n"))
      .trimmingCharacters(in: .whitespacesAndNewlines)
    answered.withLock { $0 = true }
    guard let number = Int(text), !process.hasExited else {
      process.terminate()
      throw TestSetupError(
        description: "Xvfb did not start (it printed \"\(text)\"): `make test` installs it "
          + "(apt-get install xvfb)")
    }
    return XvfbServer(number: number, process: process)
  }

  /// Kills the server at once (SIGKILL), as a crash would, and waits until it is gone;
  /// ``stop()`` still removes its lock file and socket.
  public func crash() {
    process.kill()
  }

  /// Stops the server (SIGTERM, then SIGKILL when it does not exit) and removes the lock
  /// file and socket a killed server leaves behind, when they are its own.
  public func stop() {
    process.terminate()
    let lock = "/tmp/.X\(number)-lock"
    let owner = (try? String(contentsOfFile: lock, encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if owner == String(process.pid) {
      try? FileManager.default.removeItem(atPath: lock)
      try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }
  }

  /// Photographs `window` (an X window id, or a title) with ImageMagick's `import`, writes the
  /// picture as `<name>.png` in `folder` (which it creates when needed) and reads it back.
  ///
  /// - Throws: ``TestSetupError`` when `import` is missing or fails (as when no such window
  ///   shows), or an error when the file cannot be written or read.
  public func screenshot(of window: String, named name: String, in folder: String) async throws
    -> Image
  {
    try await offThePool { try self.screenshot(of: window, named: name, in: folder) }
  }

  /// Photographs `window` as the async ``screenshot(of:named:in:)`` does, blocking the calling
  /// thread until `import` is done.
  public func screenshot(of window: String, named name: String, in folder: String) throws
    -> Image
  {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = "\(folder)/\(name).png"
    try Tool.run("import", ["-window", window, "PNG24:\(path)"], display: display)
    return try PNG.read(from: path)
  }
}
