import Foundation
import Testing

/// Runs the built `strata-fuzz` briefly over every container, and checks that a failure is
/// reported with a command that replays it.
@Suite("strata-fuzz", .serialized)
struct FuzzCommandTests {
  /// Runs `strata-fuzz` with `arguments`; returns its exit status and standard output.
  private func runFuzz(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("strata-fuzz")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The targets whose walks pass. The others fail on open container bugs that the fuzzer
  /// found (layered, layered-in-tabs, pages, split, navigation-in-split, stack-in-tabs,
  /// stack-in-cross; `strata-fuzz --container NAME` prints a replay); each joins this list
  /// when its bug is fixed.
  static let passingTargets = ["stack", "navigation", "tabs", "cross", "pages-in-stack"]

  @Test("the containers survive a short random walk with every check on")
  func containersSurvive() throws {
    let containers = Self.passingTargets.flatMap { ["--container", $0] }
    let result = try runFuzz(["--steps", "2000", "--seed", "1"] + containers)
    #expect(result.status == 0, "\(result.output)")
    let passed = result.output.split(separator: "\n").filter { $0.hasSuffix(", ok") }
    #expect(passed.count == Self.passingTargets.count, "\(result.output)")
  }

  @Test("a replayed walk runs the same steps and passes")
  func replayPasses() throws {
    let steps =
      "stack.push(new,anim) frame(0.05) down(600,300) move(800,300) stack.pop(anim) up settle"
    let result = try runFuzz(["--container", "stack", "--replay", steps])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("stack: 7 steps replayed, ok"))
  }

  @Test("an unknown container is refused with the usage")
  func unknownContainer() throws {
    let result = try runFuzz(["--container", "nothing"])
    #expect(result.status == 2)
    #expect(result.output.contains("containers: stack, navigation"))
  }
}
