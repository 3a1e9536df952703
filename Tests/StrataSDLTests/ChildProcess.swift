#if canImport(Glibc)
  import Glibc
#endif

/// A process the test starts with `posix_spawn`, with its standard output in a pipe.
///
/// Unlike Foundation's `Process`, it gives the child an empty signal mask and default signal
/// handlers: the test runner's threads block SIGTERM, and a child that inherited that mask
/// could not be stopped politely.
struct ChildProcess {
  /// The child's process id.
  let pid: pid_t
  private let output: Int32

  /// Starts `path` with `arguments`, its standard output piped to the test and its standard
  /// error discarded; `environment` adds to (or, for `nil` values, removes from) the test's
  /// environment.
  ///
  /// - Throws: ``TestSetupError`` when the process cannot be started.
  init(path: String, arguments: [String], environment: [String: String?] = [:]) throws {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      throw TestSetupError(description: "pipe() failed: errno \(errno)")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

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

    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    for (name, value) in environment { variables[name] = value }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    close(pipeEnds[1])
    guard status == 0 else {
      close(pipeEnds[0])
      throw TestSetupError(description: "could not start \(path): error \(status)")
    }
    self.pid = pid
    output = pipeEnds[0]
  }

  /// Reads standard output until `stop` is found in it or the child closes it.
  func read(until stop: UInt8? = nil) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(output, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += buffer[..<count]
      if let stop, bytes.contains(stop) { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Waits for the child to exit; returns its exit status (or 128 + the signal that ended it).
  @discardableResult
  func wait() -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    close(output)
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  /// Stops the child with SIGTERM and waits for it.
  func terminate() {
    kill(pid, SIGTERM)
    wait()
  }
}
