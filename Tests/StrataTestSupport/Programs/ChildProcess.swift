import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  public import Glibc
#endif

/// A process a test starts with `posix_spawn`, its standard output in a pipe and its standard
/// error in another pipe or discarded.
///
/// Unlike Foundation's `Process`, it gives the child an empty signal mask and default signal
/// handlers: the test runner's threads block SIGTERM, and a child that inherited that mask
/// could not be stopped politely. Its pipes close when the last reference to it goes.
public final class ChildProcess: Sendable {
  /// The child's process id.
  public let pid: pid_t
  private let output: Int32
  /// The read end of the standard error pipe, or -1 when standard error is discarded.
  private let errors: Int32
  /// The exit status once the child has been reaped.
  private let exitStatus = Mutex<Int32?>(nil)

  /// Starts `path` with `arguments`. `environment` adds to (or, for `nil` values, removes
  /// from) the test's environment.
  ///
  /// - Parameters:
  ///   - path: The executable's full path.
  ///   - arguments: The arguments after the program's name.
  ///   - environment: Variables to set, or with `nil`, to unset; none by default.
  ///   - keepsErrors: Whether standard error goes to a pipe the test reads (true) or to
  ///     `/dev/null` (false, the default).
  /// - Throws: ``TestSetupError`` when the process cannot be started.
  public init(
    path: String, arguments: [String], environment: [String: String?] = [:],
    keepsErrors: Bool = false
  ) throws {
    let outputPipe = try Self.makePipe()
    let errorPipe: (read: Int32, write: Int32)?
    do {
      errorPipe = keepsErrors ? try Self.makePipe() : nil
    } catch {
      close(outputPipe.read)
      close(outputPipe.write)
      throw error
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, outputPipe.write, 1)
    if let errorPipe {
      posix_spawn_file_actions_adddup2(&actions, errorPipe.write, 2)
    } else {
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    for end in [outputPipe.read, outputPipe.write, errorPipe?.read, errorPipe?.write] {
      if let end { posix_spawn_file_actions_addclose(&actions, end) }
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = Self.environment(adding: environment).map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    close(outputPipe.write)
    if let errorPipe { close(errorPipe.write) }
    guard status == 0 else {
      close(outputPipe.read)
      if let errorPipe { close(errorPipe.read) }
      throw TestSetupError(description: "could not start \(path): error \(status)")
    }
    self.pid = pid
    output = outputPipe.read
    errors = errorPipe?.read ?? -1
  }

  deinit {
    close(output)
    if errors >= 0 { close(errors) }
  }

  /// Reads standard output until `stop` is found in it or the child closes it.
  public func read(until stop: UInt8? = nil) -> String {
    Self.read(output, until: stop)
  }

  /// Reads standard output and standard error until the child closes them (the second on a
  /// thread of its own, so that neither pipe can fill up and block the child), then waits for
  /// it to exit.
  ///
  /// This blocks the calling thread until the child exits: in an async test, `await` picks
  /// the overload that waits on a thread of its own.
  public func finish() -> ProgramRun {
    let errorText = TextBuffer()
    let errorsRead = DispatchSemaphore(value: 0)
    if errors >= 0 {
      OwnThread.start { [self] in
        errorText.append(Self.read(errors, until: nil))
        errorsRead.signal()
      }
    } else {
      errorsRead.signal()
    }
    let outputText = read()
    errorsRead.wait()
    return ProgramRun(status: wait(), output: outputText, errors: errorText.text)
  }

  /// Reads standard output and standard error until the child closes them and waits for it
  /// to exit, as the blocking ``finish()`` does, on a thread of its own, so that the test's
  /// task gives its thread of the pool back meanwhile.
  public func finish() async -> ProgramRun {
    await offThePool { self.finish() }
  }

  /// Waits for the child to exit, as the blocking ``wait()`` does, on a thread of its own;
  /// returns its exit status.
  @discardableResult
  public func wait() async -> Int32 {
    await offThePool { self.wait() }
  }

  /// Appends what the child prints to `output` (standard output) and `errors` (standard
  /// error, when kept) as it arrives, on threads of their own (see ``OwnThread``), until it
  /// closes them.
  public func collect(output outputText: TextBuffer, errors errorText: TextBuffer) {
    for (descriptor, buffer) in [(output, outputText), (errors, errorText)] where descriptor >= 0 {
      // The pipes stay open while this process object lives, so the reader keeps it. Each
      // reader blocks until the child closes its pipe: a thread of its own, off the pool.
      OwnThread.start { [self] in
        withExtendedLifetime(self) { Self.pump(descriptor, into: buffer) }
      }
    }
  }

  /// Whether the child has exited (it is then reaped, and ``wait()`` returns its status at
  /// once).
  public var hasExited: Bool {
    exitStatus.withLock { status in
      if status != nil { return true }
      var raw: Int32 = 0
      guard waitpid(pid, &raw, WNOHANG) == pid else { return false }
      status = Self.exitStatus(raw)
      return true
    }
  }

  /// Waits for the child to exit; returns its exit status (or 128 + the signal that ended it).
  @discardableResult
  public func wait() -> Int32 {
    if let status = exitStatus.withLock({ $0 }) { return status }
    var raw: Int32 = 0
    var result = waitpid(pid, &raw, 0)
    while result < 0, errno == EINTR { result = waitpid(pid, &raw, 0) }
    return exitStatus.withLock { status in
      // Reaped meanwhile by ``hasExited``, which stored the status under the lock.
      if result != pid, let known = status { return known }
      let exited = Self.exitStatus(raw)
      status = exited
      return exited
    }
  }

  /// Stops the child: SIGTERM, then SIGKILL when it has not exited after `grace` seconds
  /// (1 by default); waits for it.
  public func terminate(grace: Double = 1) {
    guard !hasExited else { return }
    Glibc.kill(pid, SIGTERM)
    let steps = max(1, Int(grace / 0.02))
    for _ in 0..<steps where !hasExited { usleep(20_000) }
    if !hasExited { Glibc.kill(pid, SIGKILL) }
    wait()
  }

  /// Kills the child at once (SIGKILL), as a crash would, and waits for it.
  public func kill() {
    guard !hasExited else { return }
    Glibc.kill(pid, SIGKILL)
    wait()
  }

  /// The CPU time the child used so far (user and system), in seconds, from
  /// `/proc/<pid>/stat`.
  ///
  /// - Throws: An error when the file cannot be read, as once the child has been reaped.
  public func cpuSeconds() throws -> Double {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    guard let paren = stat.lastIndex(of: ")") else { return 0 }
    // After the command's closing parenthesis: state (field 3), …, utime (14), stime (15).
    let fields = stat[stat.index(after: paren)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return 0
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  private static func makePipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw TestSetupError(description: "pipe() failed: errno \(errno)")
    }
    return (ends[0], ends[1])
  }

  /// The test's environment with `changes` applied, as `NAME=value` strings.
  private static func environment(adding changes: [String: String?]) -> [String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    for (name, value) in changes { variables[name] = value }
    return variables.map { "\($0.key)=\($0.value)" }
  }

  private static func read(_ descriptor: Int32, until stop: UInt8?) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        Glibc.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[..<count]
      if let stop, bytes.contains(stop) { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func exitStatus(_ raw: Int32) -> Int32 {
    let signal = raw & 0x7F
    return signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
  }

  /// Appends what arrives on `descriptor` to `buffer` until the writer closes it.
  private static func pump(_ descriptor: Int32, into buffer: TextBuffer) {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      buffer.append(String(decoding: chunk[..<count], as: UTF8.self))
    }
  }
}
