import Foundation
import StrataTestSupport

@testable import StrataGallery

/// A `strata-gallery` process started with `--trace`, whose standard output is collected as it
/// arrives so a test can wait for trace lines.
final class TracedGallery {
  private let process: ChildProcess
  private let output = TextBuffer()
  private let errors = TextBuffer()

  /// Starts the gallery with `arguments` (plus `--trace`) on `display`, with `environment`
  /// added to the test's. `STRATA_RENDERER` is empty unless `environment` sets it, so that the
  /// gallery makes its automatic choice whatever the test's environment says.
  init(arguments: [String], display: String, environment: [String: String] = [:]) throws {
    let added = ["STRATA_RENDERER": ""].merging(environment) { _, new in new }
    process = try GalleryExecutable.product.start(
      ["--trace"] + arguments,
      environment: GalleryExecutable.environment(
        adding: added.merging(["DISPLAY": display]) { _, display in display }))
    process.collect(output: output, errors: errors)
  }

  /// The process id.
  var processIdentifier: Int32 { process.pid }

  /// Whether the process still runs.
  var isRunning: Bool { !process.hasExited }

  /// The CPU time the process used so far, in seconds.
  func cpuSeconds() throws -> Double {
    try process.cpuSeconds()
  }

  /// The CPU time the process used so far (user and system), in the kernel's clock ticks
  /// (`sysconf(_SC_CLK_TCK)` a second), as `/proc/<pid>/stat` counts it.
  func cpuTicks() throws -> Int {
    Int((try process.cpuSeconds() * Double(sysconf(Int32(_SC_CLK_TCK)))).rounded())
  }

  /// How many times the process's threads went to sleep and were woken so far (their
  /// voluntary context switches, from `/proc/<pid>/task/*/status`), summed over the threads
  /// that run now.
  func wakeUps() throws -> Int {
    let tasks = try FileManager.default.contentsOfDirectory(
      atPath: "/proc/\(processIdentifier)/task")
    return tasks.reduce(0) { total, task in
      let status = try? String(
        contentsOfFile: "/proc/\(processIdentifier)/task/\(task)/status", encoding: .utf8)
      let line = status?.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
      return total + (line?.split(separator: "\t").last.flatMap { Int($0) } ?? 0)
    }
  }

  /// Every complete trace line printed so far.
  var allLines: [String] {
    output.text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
  }

  /// The complete trace lines printed so far, without the `frame` events (one per frame
  /// presented), the `unchanged` events (one per frame due that showed nothing new) and the
  /// `rest` events (one each time the window came to rest), so that what the gallery did reads
  /// in order whatever was drawn between.
  var lines: [String] {
    allLines.filter {
      !$0.hasPrefix(#"{"event":"frame","#) && !$0.hasPrefix(#"{"event":"unchanged","#)
        && $0 != Self.restLine
    }
  }

  /// The line of a `rest` event.
  static let restLine = #"{"event":"rest"}"#

  /// Whether the last line traced says the window came to rest: nothing moves and nothing is
  /// scheduled (a scroll indicator's fade, which waits half a second, included).
  var isResting: Bool { allLines.last == Self.restLine }

  /// Waits at most `timeout` seconds, looking every `interval`, until the window is at rest
  /// (``isResting``) or the gallery exited; returns whether it rests.
  func waitForRest(timeout: Double, every interval: Double = 0.05) async throws -> Bool {
    try await waitUntil(timeout: timeout, every: interval) { isResting || !isRunning }
      && isResting
  }

  /// The trace lines printed so far after the first `skipping` of ``allLines``, parsed (the
  /// `frame` events too); a line that is not a trace event is left out.
  func events(after skipping: Int = 0) -> [GalleryEvent] {
    allLines.dropFirst(skipping).compactMap {
      try? JSONDecoder().decode(GalleryEvent.self, from: Data($0.utf8))
    }
  }

  /// The `frame` events among `events`.
  static func frames(in events: some Sequence<GalleryEvent>) -> [GalleryEvent] {
    events.filter { $0.name == "frame" }
  }

  /// Waits (at most `timeout` seconds) for the `ready` event of a window of `width` × `height`
  /// points; returns it, or `nil` when it did not come (or the process exited).
  func waitForReady(width: Double, height: Double, timeout: Double = 30) async throws
    -> GalleryEvent?
  {
    func ready() -> GalleryEvent? {
      events().first { event in
        guard case .ready(width, height, _, _) = event else { return false }
        return true
      }
    }
    _ = try await waitUntil(timeout: timeout) {
      ready() != nil || process.hasExited
    }
    return ready()
  }

  /// What the process printed to standard error so far.
  var errorOutput: String { errors.text }

  /// Waits (at most `timeout` seconds) for a trace line, after the first `skipping` lines,
  /// equal to `line`; returns whether it came. Gives up early when the process exits.
  func waitForLine(_ line: String, after skipping: Int = 0, timeout: Double = 30) async throws
    -> Bool
  {
    try await waitUntil(timeout: timeout) {
      lines.dropFirst(skipping).contains(line) || process.hasExited
    } && lines.dropFirst(skipping).contains(line)
  }

  /// Waits (at most `timeout` seconds) for the process to exit on its own; returns its exit
  /// status, or `nil` when it still runs.
  func waitForExit(timeout: Double) async throws -> Int32? {
    guard try await waitUntil(timeout: timeout, { !isRunning }) else { return nil }
    return await process.wait()
  }

  /// Stops the process: SIGTERM, then SIGKILL when it does not exit.
  func stop() {
    process.terminate()
  }
}
