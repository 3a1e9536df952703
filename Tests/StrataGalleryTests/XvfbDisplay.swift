import Foundation

/// An Xvfb server this test started, on a display number no other server holds.
final class XvfbDisplay {
  /// Why no server could be started.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong and how to fix it.
    let description: String
  }

  /// The display number: the server is `:number`.
  let number: Int
  private let process: Process

  /// The value of `DISPLAY` for programs that should use this server.
  var display: String { ":\(number)" }

  /// Starts `Xvfb :N -screen 0 1280x900x24` on the first display from 90 up without a lock
  /// file, and waits (at most `timeout` seconds) for its socket.
  ///
  /// - Throws: ``Failure`` when Xvfb is not installed or does not come up.
  init(timeout: Double = 10) async throws {
    guard let executable = Tools.path(of: "Xvfb") else {
      throw Failure(
        description: "Xvfb is not installed. `make test` installs it "
          + "(apt-get install xvfb xdotool imagemagick).")
    }
    var number = 90
    while FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { number += 1 }
    self.number = number
    process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [":\(number)", "-screen", "0", "1280x900x24", "-nolisten", "tcp"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let socket = "/tmp/.X11-unix/X\(number)"
    let ready = try await Tools.poll(timeout: timeout) {
      FileManager.default.fileExists(atPath: socket)
        || Tools.hasExited(self.process.processIdentifier)
    }
    guard ready, !Tools.hasExited(process.processIdentifier) else {
      stop()
      throw Failure(description: "Xvfb :\(number) did not start (no socket at \(socket))")
    }
  }

  /// Kills the server at once (SIGKILL), as a crash would, and waits until it is gone;
  /// ``stop()`` still removes its lock file and socket.
  func crash() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Stops the server (SIGTERM, then SIGKILL when it does not exit) and removes the lock
  /// file and socket a killed server leaves behind, when they are its own.
  func stop() {
    let id = process.processIdentifier
    Tools.terminate(process)
    let lock = "/tmp/.X\(number)-lock"
    let owner = (try? String(contentsOfFile: lock, encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if owner == String(id) {
      try? FileManager.default.removeItem(atPath: lock)
      try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }
  }
}
