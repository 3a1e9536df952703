import StrataKit
import StrataTesting
import Testing

@testable import StrataFuzz

/// The world of a walk holds what lives, not everything the walk ever made, so that a step
/// costs the same at the end of a long walk as at its start.
@Suite("FuzzWorld")
@MainActor
struct FuzzWorldTests {
  @Test("dead controllers are dropped as the list doubles; the live ones all stay")
  func dropsTheDead() {
    let world = FuzzWorld()
    var kept: [FuzzController] = []
    for index in 0..<10_000 {
      let controller = world.makeController()
      if index % 100 == 0 { kept.append(controller) }
      // Every entry beyond the live ones is a dead one not yet dropped: at most as many as
      // lived at the last compaction, or the first threshold.
      let live = kept.count + 1  // the foreign controller
      #expect(
        world.tracked.count <= max(FuzzWorld.minimumCompactionThreshold, 2 * live) + 1,
        "\(world.tracked.count) entries for \(live) live controllers")
    }
    let live = world.liveControllers
    #expect(live.count == kept.count + 1)
    for controller in kept {
      #expect(live.contains { $0 === controller }, "\(controller.title ?? "?") was dropped")
    }
    #expect(live.contains { $0 === world.foreign })
  }

  @Test("a long walk tracks about what lives, not every controller it made")
  func longWalkStaysSmall() throws {
    let run = FuzzRun(target: try #require(FuzzTarget.named("cross")))
    var rng = SplitMix64(seed: 3001)
    let pace = try run.walk(count: 5_000, rng: &rng)
    let world = run.world
    #expect(world.madeCount > 500)
    // Compaction keeps at most twice what lived when it last ran: a small part of all it made.
    #expect(
      world.tracked.count * 4 < world.madeCount,
      "\(world.tracked.count) entries, \(world.liveControllers.count) live, \(world.madeCount) made"
    )
    #expect(pace.stepsPerSecondAtStart > 0 && pace.stepsPerSecondAtEnd > 0)
    #expect(pace.seconds > 0)
  }

  @Test("a walk's pace is measured over its first and its last tenth, one step at least")
  func paceSamples() {
    #expect(WalkPace.sampleSize(of: 1_000_000) == 100_000)
    #expect(WalkPace.sampleSize(of: 5) == 1)
    #expect(WalkPace.rate(steps: 0, in: .seconds(1)) == 0)
    #expect(WalkPace.rate(steps: 500, in: .milliseconds(250)) == 2_000)
    let pace = WalkPace(
      stepsPerSecondAtStart: 12_345.4, stepsPerSecondAtEnd: 9_876.6, seconds: 81.04)
    #expect(pace.description == "12345 steps/s at the start, 9877 at the end, 81.0 s")
  }
}
