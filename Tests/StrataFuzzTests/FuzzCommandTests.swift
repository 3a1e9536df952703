import Foundation
import StrataTestSupport
import Testing

/// Runs the built `strata-fuzz` over every container that passes, and checks that a replay
/// runs and that bad arguments are refused.
@Suite("strata-fuzz", .serialized)
struct FuzzCommandTests {
  /// The built `strata-fuzz`.
  private static let fuzz = BuiltProduct("strata-fuzz")

  /// Starts `strata-fuzz` with `arguments`; its standard error is discarded.
  private func startFuzz(_ arguments: [String]) throws -> ChildProcess {
    try Self.fuzz.start(arguments, keepsErrors: false)
  }

  /// Runs `strata-fuzz` with `arguments`; returns its exit status and standard output.
  private func runFuzz(_ arguments: [String]) async throws -> ProgramRun {
    try await startFuzz(arguments).finish()
  }

  /// Every target `strata-fuzz` knows, single containers first, then nested ones. Each walks
  /// seeds 1 to 3 here; `make fuzz` walks further.
  static let passingTargets = [
    "stack", "navigation", "tabs", "pages", "layered", "split", "cross", "stack-in-tabs",
    "pages-in-stack", "navigation-in-split", "layered-in-tabs", "stack-in-cross",
    "presentations",
  ]

  /// The random steps each target walks.
  static let steps = 20_000

  /// The seeds each target walks.
  static let seeds = 1...3

  @Test(
    "the containers survive 20,000 random steps each, at seeds 1 to 3, with every check on",
    arguments: seeds)
  func containersSurvive(seed: Int) async throws {
    // One process per target, so that the walks share the machine's cores.
    let running = try Self.passingTargets.map { target in
      try startFuzz(["--steps", "\(Self.steps)", "--seed", "\(seed)", "--container", target])
    }
    for (target, process) in zip(Self.passingTargets, running) {
      let result = await process.finish()
      #expect(result.status == 0, "\(result.output)")
      #expect(
        result.output.hasPrefix("\(target): \(Self.steps) steps, seed \(seed),")
          && result.output.hasSuffix(", ok\n"), "\(result.output)")
    }
  }

  @Test("a replayed walk runs the same steps and passes")
  func replayPasses() async throws {
    let steps =
      "stack.push(new,anim) frame(0.05) down(600,300) move(800,300) stack.pop(anim) up settle"
    let result = try await runFuzz(["--container", "stack", "--replay", steps])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("stack: 7 steps replayed, ok"))
  }

  @Test(
    "walks that once failed at a million steps replay clean",
    arguments: [
      // The window narrowed to one column under a reveal swipe: the primary stayed where the
      // finger held it, out of view, yet appeared (navigation-in-split, seed 8).
      "split.hidePrimary(yes,anim) split.showDetail(new) settle split.showSecondary(new) "
        + "down(11.5,691.8) move(39.4,697.7) move(-11.7,699.2) resize(480,400)",
      // A split call waited for a push in the primary past the end of the split's own slide.
      "split.hidePrimary(yes,anim) split.overlay(show,anim) tap(9.7,693.9) frame(0.0167) "
        + "tap(719.4,742.5) frame(0.0167) frame(0.0167) down(71.8,305.4) move(284.4,299.5) "
        + "frame(0.0167) move(354.4,303.6) move(314.1,265.3) move(534.1,165.4) "
        + "fling(145.6,160.4,862.5,0) split.showSecondary(r2) fling(574.8,142.8,-1754.5,0) "
        + "frame(0.0167) tap(679.8,314.6) nav0.push(r0,anim) settle split.showDetail(new)",
    ])
  func formerFailuresReplay(steps: String) async throws {
    let result = try await runFuzz(["--container", "navigation-in-split", "--replay", steps])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("steps replayed, ok"), "\(result.output)")
  }

  @Test("a walk replays from a file, traced only from the step asked for")
  func replayFromFile() async throws {
    let steps = "stack.push(new,anim) frame(0.05) stack.pop(anim) settle"
    let folder = try TemporaryFolder("fuzz-replay")
    defer { folder.remove() }
    let file = folder.path("steps.txt")
    try steps.write(toFile: file, atomically: true, encoding: .utf8)
    let result = try await runFuzz([
      "--container", "stack", "--replay", "@\(file)", "--trace-from", "3",
    ])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("stack: 4 steps replayed, ok"))
    #expect(!result.output.contains("2: frame(0.05)"))
    #expect(result.output.contains("3: stack.pop(anim)"))
  }

  @Test("shrinking budgets that are not counts are refused")
  func badShrinkBudgets() async throws {
    for arguments in [["--shrink-budget", "-1"], ["--shrink-seconds", "soon"]] {
      let result = try await runFuzz(["--container", "stack"] + arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.output.contains(arguments[0]), "\(result.output)")
    }
  }

  @Test("--list names every setup, one a line, in the order the fuzzer walks them")
  func listsSetups() async throws {
    let result = try await runFuzz(["--list"])
    #expect(result.status == 0)
    let names = result.output.split(separator: "\n").map(String.init)
    // Setups added later join the list; the first ones keep their order.
    #expect(Array(names.prefix(Self.passingTargets.count)) == Self.passingTargets)
  }

  @Test("a passing walk prints its pace: steps per second at its start and at its end")
  func printsPace() async throws {
    let result = try await runFuzz(["--container", "stack", "--steps", "2000", "--seed", "5"])
    #expect(result.status == 0, "\(result.output)")
    let pace = #/, (\d+) steps/s at the start, (\d+) at the end, ([\d.]+) s, ok\n$/#
    let match = try #require(result.output.firstMatch(of: pace), "\(result.output)")
    #expect(Int(match.1)! > 0 && Int(match.2)! > 0)
  }

  @Test("an unknown container is refused with the usage")
  func unknownContainer() async throws {
    let result = try await runFuzz(["--container", "nothing"])
    #expect(result.status == 2)
    #expect(result.output.contains("containers: stack, navigation"))
  }
}
