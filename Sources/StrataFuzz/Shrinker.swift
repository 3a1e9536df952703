/// Shrinks a failing walk by delta debugging: removes chunks of steps, halving their size down
/// to single steps, and keeps each removal after which the walk still fails the same way.
///
/// Shrinking is bounded twice, so that a long walk always ends with a replay to print: by a
/// number of replays and by a time budget on the fuzzer's own clock (a replay still running
/// when the time is up stops and counts as passing). What is printed then is the shortest
/// failing walk found so far.
@MainActor
struct Shrinker {
  /// The walk's target.
  let target: FuzzTarget
  /// How many replays shrinking may take by default.
  static let defaultBudget = 400
  /// How long shrinking may take by default, in seconds.
  static let defaultTimeBudget = 60.0

  /// How many replays shrinking may take; defaults to ``defaultBudget``.
  var budget = Shrinker.defaultBudget
  /// How long shrinking may take, in seconds of the process's monotonic clock; defaults to
  /// ``defaultTimeBudget``.
  var timeBudget = Shrinker.defaultTimeBudget

  /// What shrinking did: the failure it ends with, how many replays it took and whether a
  /// budget ran out before single steps were tried.
  struct Outcome {
    let failure: FuzzRun.Failure
    let replays: Int
    let exhausted: Bool
  }

  /// The failure of `steps` replayed in a fresh world, or `nil` when they pass; `traces`
  /// prints every step from the `traceStart`th (counting from 1). A replay still running at
  /// `deadline` stops and counts as passing.
  func failure(
    of steps: [FuzzStep], traces: Bool = false, traceStart: Int = 1,
    deadline: ContinuousClock.Instant? = nil
  ) -> FuzzRun.Failure? {
    let run = FuzzRun(target: target)
    do {
      for (index, step) in steps.enumerated() {
        if let deadline, index % 64 == 63, ContinuousClock.now >= deadline { return nil }
        if traces, index + 1 == traceStart { run.traces = true }
        try run.run(step)
      }
      try run.run(FuzzStep("settle"))
      let leaks = run.tearDown()
      if !leaks.isEmpty { return FuzzRun.Failure(steps: steps, problems: ["leaked: \(leaks)"]) }
      return nil
    } catch {
      return error
    }
  }

  /// A shorter walk that fails like `failure` does (see ``signature(of:)``), and its failure.
  func shrink(_ failure: FuzzRun.Failure) -> FuzzRun.Failure {
    shrinkReporting(failure).failure
  }

  /// Shrinks `failure` within the budgets and says how it went.
  func shrinkReporting(_ failure: FuzzRun.Failure) -> Outcome {
    let deadline = ContinuousClock.now + .milliseconds(Int64(max(0, timeBudget) * 1000))
    let signature = Self.signature(of: failure)
    var best = failure
    var replays = 0
    func withinBudget() -> Bool { replays < budget && ContinuousClock.now < deadline }
    var chunk = max(1, best.steps.count / 2)
    var finished = false
    while withinBudget() {
      var start = 0
      var removedAny = false
      while start < best.steps.count, withinBudget() {
        var candidate = best.steps
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        replays += 1
        // The replay appends a settle, so a candidate only counts when it is shorter.
        if let smaller = self.failure(of: candidate, deadline: deadline),
          smaller.steps.count < best.steps.count, Self.signature(of: smaller) == signature
        {
          best = smaller
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny && start >= best.steps.count {
        finished = true
        break
      }
      if !removedAny || chunk > best.steps.count { chunk = max(1, chunk / 2) }
    }
    return Outcome(failure: best, replays: replays, exhausted: !finished)
  }

  /// What makes two failures the same: the first problem with every digit left out, so that the
  /// same problem with other controllers or at another step matches. A leak is the same leak
  /// when the same kinds of controllers leak (their names without digits), however many. A
  /// motion that ended on its first frame after a rest (``MotionCheck``) is the same failure
  /// whatever moved.
  static func signature(of failure: FuzzRun.Failure) -> String {
    let first = failure.problems.first ?? ""
    if first.hasPrefix(MotionCheck.problemPrefix) { return MotionCheck.problemPrefix }
    guard first.hasPrefix("leaked: ") else { return String(first.filter { !$0.isNumber }) }
    let names = first.dropFirst("leaked: ".count).split(whereSeparator: { ",[] \"".contains($0) })
    let kinds = Set(names.map { String($0.filter { !$0.isNumber }) })
    return "leaked: \(kinds.sorted())"
  }
}
