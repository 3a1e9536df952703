import Foundation

/// Small helpers for the end-to-end test: finding programs, running them, waiting, stopping
/// the processes the test started.
enum Tools {
  /// The full path of `program` on `PATH` (or in /usr/bin), if it is installed.
  static func path(of program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    return folders.map { "\($0)/\(program)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs `program` with `arguments` and `DISPLAY=display` to completion; returns its exit
  /// status and standard output.
  @discardableResult
  static func run(_ program: String, _ arguments: [String], display: String) throws -> (
    status: Int32, output: String
  ) {
    guard let executable = path(of: program) else {
      throw XvfbDisplay.Failure(
        description: "\(program) is not installed. `make test` installs it "
          + "(apt-get install xvfb xdotool imagemagick).")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = GalleryExecutable.environment(adding: ["DISPLAY": display])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Checks `condition` every `interval` seconds (50 ms unless given) until it holds or
  /// `timeout` seconds passed; returns whether it held.
  static func poll(
    timeout: Double, every interval: Double = 0.05, _ condition: () throws -> Bool
  ) async throws -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    while ContinuousClock.now < deadline {
      if try condition() { return true }
      try await Task.sleep(for: .milliseconds(Int(interval * 1000)))
    }
    return try condition()
  }

  /// Stops `process` by its id: SIGTERM, then SIGKILL when it has not exited after 1 s.
  ///
  /// Children started by `Process` here inherit the test process's blocked signals, SIGTERM
  /// among them, so they often end only with the SIGKILL. Whether a child exited is read from
  /// `/proc` (gone, or a zombie waiting to be reaped), since `Process.isRunning` lags behind.
  static func terminate(_ process: Process) {
    let id = process.processIdentifier
    guard id > 0, !hasExited(id) else {
      process.waitUntilExit()
      return
    }
    kill(id, SIGTERM)
    for _ in 0..<20 where !hasExited(id) { usleep(50_000) }
    if !hasExited(id) { kill(id, SIGKILL) }
    process.waitUntilExit()
  }

  /// Whether process `pid` has ended: `/proc/<pid>` is gone or says it is a zombie.
  static func hasExited(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let paren = stat.lastIndex(of: ")")
    else { return true }
    let state = stat[stat.index(after: paren)...].split(separator: " ").first
    return state == "Z" || state == "X"
  }

  /// The CPU time `pid` used so far (user + system), in seconds, from `/proc/<pid>/stat`.
  static func cpuSeconds(of pid: Int32) throws -> Double {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    guard let paren = stat.lastIndex(of: ")") else { return 0 }
    // After the command's closing parenthesis: state (field 3), …, utime (14), stime (15).
    let fields = stat[stat.index(after: paren)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return 0
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
}
