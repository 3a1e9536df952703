import StrataKit
import StrataTesting
import Testing

@testable import StrataFuzz

/// The steps that let time pass unevenly: rests (time without a frame), dropped frames and
/// stalls. They come up in random walks, do what their names say, and replay from their text.
@Suite("Rest and uneven-frame steps")
@MainActor
struct RestStepTests {
  @Test(
    "random walks rest, drop frames and stall, and their text replays the same steps",
    arguments: ["stack", "pages", "cross"])
  func walksRestAndReplay(targetName: String) throws {
    let target = try #require(FuzzTarget.named(targetName))
    let run = FuzzRun(target: target)
    var rng = SplitMix64(seed: 7)
    try run.walk(count: 1500, rng: &rng)

    let rests = run.steps.filter { $0.name == "rest" }.map { $0.number(0) }
    #expect(rests.contains { $0 < 0.3 }, "short rests")
    #expect(rests.contains { $0 > 1 }, "long rests")
    #expect(rests.allSatisfy { (0.05...5).contains($0) })
    #expect(run.steps.contains(FuzzStep("drop")))
    #expect(run.steps.contains(FuzzStep("stall")))
    // The walk started motions while the window rested, and frames checked them.
    #expect(run.motionCheck.checkedCount > 0)

    let text = FuzzStep.text(of: run.steps)
    #expect(text.contains(" rest(") && text.contains(" drop ") && text.contains(" stall "))
    let parsed = try #require(FuzzStep.parse(text))
    #expect(parsed == run.steps)
    // `walk` ends with a settle, which the replay adds again.
    let replayed = Shrinker(target: target).failure(of: Array(parsed.dropLast()))
    #expect(replayed == nil, "\(replayed?.problems ?? [])")
  }

  @Test("a rest moves the clock without a frame; a drop and a stall draw one frame late")
  func stepsMoveTheClock() throws {
    let run = FuzzRun(target: try #require(FuzzTarget.named("stack")))
    let host = run.world.host!
    let start = host.window.frameTime

    try run.run(FuzzStep("rest", ["1.5"]))
    #expect(host.clock.now == start + 1.5)
    #expect(host.window.frameTime == start)

    try run.run(FuzzStep("drop"))
    #expect(host.window.frameTime == start + 1.5 + 2 * TestHost.frameDuration)

    let beforeStall = host.window.frameTime
    try run.run(FuzzStep("stall"))
    #expect(host.window.frameTime == beforeStall + FuzzRun.stallDuration)
  }

  @Test("rest, drop and stall parse from their text")
  func parsing() {
    let steps = FuzzStep.parse("rest(2.5) key(escape) drop stall rest(0.05)")
    #expect(
      steps == [
        FuzzStep("rest", ["2.5"]), FuzzStep("key", ["escape"]), FuzzStep("drop"),
        FuzzStep("stall"), FuzzStep("rest", ["0.05"]),
      ])
  }
}
