import StrataKit
import StrataNavigation
import StrataTesting
import Testing

@testable import StrataFuzz

/// Walks over a pages container that the fuzzer once failed, replayed in a fresh world: each
/// must now pass every check.
@Suite("Pages walks that once failed")
@MainActor
struct PagesFuzzTests {
  /// `count` animated selections, alternating between the first two pages, then a settle.
  private func alternatingSelections(_ count: Int) -> [FuzzStep] {
    (1...count).map { FuzzStep("pages.select", ["\($0 % 2)", "anim"]) } + [FuzzStep("settle")]
  }

  /// `strata-fuzz --container pages --seed 2` failed at step 722,325: the selections queued
  /// behind a running one ran for 4.3 s, and the last one's end faded the pages' scroll
  /// indicators (which never show) over 0.75 s, past the settle's first round of 5 s. Its last
  /// 40,000 steps shrank by hand to this walk: 14 to 16 queued selections failed the same way
  /// (13 end early enough, and with 17 the pages still move when the round ends, so it runs
  /// another).
  @Test(
    "a queue of animated selections that ends late in a settle's round leaves the window at rest",
    arguments: 13...17)
  func queuedSelectionsSettle(count: Int) throws {
    let target = try #require(FuzzTarget.named("pages"))
    let failure = Shrinker(target: target).failure(of: alternatingSelections(count))
    #expect(failure == nil, "\(failure?.problems ?? [])")
  }

  @Test("the queued selections run one after another, and the window rests as the last lands")
  func queueEndsAtRest() throws {
    let run = FuzzRun(target: try #require(FuzzTarget.named("pages")))
    for step in alternatingSelections(15).dropLast() { try run.run(step) }
    let host = try #require(run.world.host)
    let pages = run.parts[0].container
    #expect(pages.isTransitioning)
    let start = host.clock.now
    while pages.isTransitioning, host.clock.now - start < FuzzRun.settleDuration {
      host.advance(by: TestHost.frameDuration)
    }
    // Fifteen selections of 0.3 s (each from the frame the one before ended): the last ends
    // within the settle's first round, less than 0.75 s before its end.
    let span = host.clock.now - start
    #expect(span > FuzzRun.settleDuration - 0.75 && span < FuzzRun.settleDuration, "\(span) s")
    #expect(!pages.isTransitioning)
    #expect(host.window.isAtRest)
    try run.run(FuzzStep("settle"))
  }
}
