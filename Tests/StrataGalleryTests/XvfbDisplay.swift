import Foundation

/// An Xvfb server this test started, on a display number Xvfb picked as free (so that suites
/// running at once, or other test runs on the machine, never race for one).
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

  /// Starts `Xvfb -displayfd 1 -screen 0 1280x900x24 -noreset` and waits (at most `timeout`
  /// seconds) until it accepts connections, when it writes the display number it chose.
  /// `-noreset` matters: SDL probes the display by connecting and disconnecting before it
  /// opens its own connection, and a server that resets when its last client leaves can refuse
  /// that second connection while it resets (on a loaded machine, "x11 not available").
  ///
  /// - Throws: ``Failure`` when Xvfb is not installed or does not come up.
  init(timeout: Double = 10) async throws {
    guard let executable = Tools.path(of: "Xvfb") else {
      throw Failure(
        description: "Xvfb is not installed. `make test` installs it "
          + "(apt-get install xvfb xdotool imagemagick).")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [
      "-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp", "-noreset",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let id = process.processIdentifier
    // The number comes once the server is ready; end of file means it exited. A server that
    // says nothing in time is killed, which ends the file.
    let watchdog = Task {
      try await Task.sleep(for: .milliseconds(Int(timeout * 1000)))
      if !Tools.hasExited(id) { kill(id, SIGKILL) }
    }
    let reader = Task.detached {
      var data = Data()
      while !data.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        data.append(chunk)
      }
      return String(decoding: data, as: UTF8.self)
    }
    let text = await reader.value.trimmingCharacters(in: .whitespacesAndNewlines)
    watchdog.cancel()
    guard let number = Int(text), !Tools.hasExited(id) else {
      Tools.terminate(process)
      throw Failure(description: "Xvfb did not start (it printed \"\(text)\")")
    }
    self.number = number
    self.process = process
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
