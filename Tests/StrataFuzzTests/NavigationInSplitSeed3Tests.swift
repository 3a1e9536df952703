import StrataKit
import StrataNavigation
import StrataTesting
import Testing

@testable import StrataFuzz

/// `strata-fuzz --container navigation-in-split --seed 3 --steps 1000000` failed at step
/// 612,846: a `showSecondary` made while the primary's navigation controller popped waited
/// behind a `showDetail` that gave the split of one its detail, yet went into the detail
/// column it had picked when it was called, replacing that detail. Once that was fixed, the
/// walk failed at step 866,385: a push on the primary made after a split call that waited for
/// the primary's pop ran before it. The walks below are the failures shrunk from the last
/// steps of the walks (which fail alone), and the first one's calls made during a push. (The
/// fuzzer's models forget at a gesture, so the same calls during a back swipe are checked in
/// `SplitQueuedSecondaryTests`.)
@Suite("navigation-in-split, seed 3 at a million steps")
@MainActor
struct NavigationInSplitSeed3Tests {
  /// Replays `steps` on navigation-in-split in a fresh world with every check on, then a
  /// settle; returns the failure, if any.
  private func replay(_ steps: String) throws -> FuzzRun.Failure? {
    let target = try #require(FuzzTarget.named("navigation-in-split"))
    let parsed = try #require(FuzzStep.parse(steps))
    return Shrinker(target: target).failure(of: parsed)
  }

  @Test(
    "walks that once failed at a million steps replay clean",
    arguments: [
      // The shrunk walk: nav2 waits to be the detail behind nav0's pop; the new secondary
      // called after it went into the detail column too, and nav2 left the split.
      "split.showDetail(nil) nav0.push(new,anim) split.showDetail(nil) settle nav0.pop(anim) "
        + "split.showDetail(r0) split.showSecondary(new)",
      // The same calls during a push in nav0, and a second secondary replacing the first.
      "split.showDetail(nil) split.showDetail(nil) settle nav0.push(new,anim) "
        + "split.showDetail(r0) split.showSecondary(new) frame(0.0167) split.showSecondary(new)",
      // The re-run to a million steps after that fix failed at step 866,385 (shrunk from its
      // last 600 steps). One column: nav0 pops, the split's showSecondary(nil) waits for the
      // pop, then nav0 is told to push v4, the split's collapsed detail that nav0 had popped.
      // nav0 ran its own waiting push before it told the split that its pop had ended, so the
      // split found its detail pushed by the app and gave the column up.
      "resize(693,768) split.showDetail(r0) nav0.pop(anim) split.showSecondary(r0) settle "
        + "nav0.pop(anim) split.showSecondary(nil) nav0.push(r0,still)",
    ])
  func formerFailureReplays(steps: String) throws {
    let failure = try replay(steps)
    #expect(failure == nil, "\(failure?.problems ?? [])")
  }

  @Test("a secondary shown behind a waiting detail joins it as a third column")
  func secondaryJoinsTheWaitingDetail() throws {
    let target = try #require(FuzzTarget.named("navigation-in-split"))
    let run = FuzzRun(target: target)
    let steps = try #require(
      FuzzStep.parse(
        "split.showDetail(nil) split.showDetail(nil) settle nav0.push(new,still) settle "
          + "nav0.pop(anim) split.showDetail(r0) split.showSecondary(new) frame(0.0167)"))
    for step in steps { try run.run(step) }
    let split = try #require(run.parts.first as? SplitPart).split
    // Both calls still wait for the pop: the split holds and shows its primary alone.
    #expect(split.viewControllers.map(\.title) == ["nav0"])
    #expect(split.visibleViewControllers.map(\.title) == ["nav0"])
    try run.run(FuzzStep("settle"))
    #expect(split.viewControllers.count == 3)
    #expect(split.viewControllers.last?.title == "nav2")
    #expect(split.visibleViewControllers.count == 3)
    #expect(split.lastError == nil)
  }
}
