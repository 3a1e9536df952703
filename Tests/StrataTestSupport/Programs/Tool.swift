import Foundation

/// Finding and running the command-line tools the window tests use (Xvfb, `xdotool`,
/// ImageMagick's `import` and `display`), each on a display of the test's.
public enum Tool {
  /// The full path of `name` on `PATH` (or in `/usr/bin` or `/usr/local/bin`), or `nil` when
  /// it is not installed.
  public static func path(of name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    return folders.map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The full path of `name`.
  ///
  /// - Throws: ``TestSetupError`` saying how to install it when it is not installed.
  public static func requirePath(of name: String) throws -> String {
    guard let path = path(of: name) else {
      throw TestSetupError(
        description: "\(name) is not installed: `make test` installs it "
          + "(apt-get install xvfb xdotool imagemagick)")
    }
    return path
  }

  /// Starts `name` with `arguments` on `display` (its only display: `WAYLAND_DISPLAY` is
  /// unset) and returns at once; its output is discarded unless read.
  ///
  /// - Throws: ``TestSetupError`` when the tool is missing or cannot start.
  public static func start(_ name: String, _ arguments: [String], display: String) throws
    -> ChildProcess
  {
    try ChildProcess(
      path: requirePath(of: name), arguments: arguments,
      environment: ["DISPLAY": display, "WAYLAND_DISPLAY": nil])
  }

  /// Runs `name` with `arguments` on `display` to completion; returns its standard output.
  ///
  /// This blocks the calling thread (`xdotool search --sync` waits for a window): an async
  /// test awaits the overload that waits on a thread of its own.
  ///
  /// - Throws: ``TestSetupError`` when the tool is missing, cannot start or exits with a
  ///   status other than 0.
  @discardableResult
  public static func run(_ name: String, _ arguments: [String], display: String) throws
    -> String
  {
    try checked(try start(name, arguments, display: display).finish(), name, arguments)
  }

  /// Runs `name` with `arguments` on `display` to completion, waiting on a thread of its own;
  /// returns its standard output.
  ///
  /// - Throws: ``TestSetupError`` when the tool is missing, cannot start or exits with a
  ///   status other than 0.
  @discardableResult
  public static func run(_ name: String, _ arguments: [String], display: String) async throws
    -> String
  {
    try checked(await start(name, arguments, display: display).finish(), name, arguments)
  }

  /// The output of `run`, or the error of a tool that exited with a status other than 0.
  private static func checked(_ run: ProgramRun, _ name: String, _ arguments: [String]) throws
    -> String
  {
    guard run.status == 0 else {
      throw TestSetupError(
        description: "\(name) \(arguments.joined(separator: " ")) exited with status "
          + "\(run.status)")
    }
    return run.output
  }
}
