import Testing

@testable import StrataFuzz

/// Shrinking ends within its budgets and knows one leak from another.
@Suite("Shrinker")
@MainActor
struct ShrinkerTests {
  private var target: FuzzTarget { FuzzTarget.named("stack")! }

  /// A walk that passes, posing as a failure (every replay of a part of it passes, so nothing
  /// can be removed and shrinking runs until a budget ends it).
  private var passingWalk: FuzzRun.Failure {
    let steps = (0..<40).map { index in
      index.isMultiple(of: 2)
        ? FuzzStep("stack.push", ["new", "still"]) : FuzzStep("frame", ["0.1"])
    }
    return FuzzRun.Failure(steps: steps, problems: ["leaked: [\"v1\", \"stack\"]"])
  }

  @Test("shrinking stops after its number of replays")
  func replayBudget() {
    var shrinker = Shrinker(target: target)
    shrinker.budget = 5
    let outcome = shrinker.shrinkReporting(passingWalk)
    #expect(outcome.replays == 5)
    #expect(outcome.exhausted)
    #expect(outcome.failure.steps == passingWalk.steps)
  }

  @Test("shrinking stops when its time is up")
  func timeBudget() {
    var shrinker = Shrinker(target: target)
    shrinker.timeBudget = 0
    let outcome = shrinker.shrinkReporting(passingWalk)
    #expect(outcome.replays == 0)
    #expect(outcome.exhausted)
    #expect(outcome.failure.steps == passingWalk.steps)
  }

  @Test("shrinking a walk of single steps that cannot shrink ends before the budgets")
  func exhaustiveShrinkEnds() {
    let walk = FuzzRun.Failure(
      steps: [FuzzStep("stack.push", ["new", "anim"]), FuzzStep("frame", ["0.05"])],
      problems: ["v1 is not visible but disappearing"])
    let outcome = Shrinker(target: target).shrinkReporting(walk)
    #expect(!outcome.exhausted)
    // One pass of single steps: each removal replayed once.
    #expect(outcome.replays == 2)
  }

  @Test("a leak is the same leak whatever the number of controllers that leak")
  func leakSignature() {
    let many = FuzzRun.Failure(
      steps: [], problems: ["leaked: [\"v1\", \"stack\", \"v8\", \"v11\", \"v12\"]"])
    let few = FuzzRun.Failure(steps: [], problems: ["leaked: [\"v3\", \"stack\"]"])
    let other = FuzzRun.Failure(steps: [], problems: ["leaked: [\"v3\"]"])
    #expect(Shrinker.signature(of: many) == Shrinker.signature(of: few))
    #expect(Shrinker.signature(of: many) != Shrinker.signature(of: other))
    let disappearing = FuzzRun.Failure(steps: [], problems: ["v12 is not visible but appearing"])
    let disappearingToo = FuzzRun.Failure(steps: [], problems: ["v3 is not visible but appearing"])
    #expect(Shrinker.signature(of: disappearing) == Shrinker.signature(of: disappearingToo))
  }
}
