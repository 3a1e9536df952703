/// Shrinks a failing walk by delta debugging: removes chunks of steps, halving their size down
/// to single steps, and keeps each removal after which the walk still fails.
@MainActor
struct Shrinker {
  /// The walk's target.
  let target: FuzzTarget
  /// How many replays shrinking may take.
  var budget = 400

  /// The failure of `steps` replayed in a fresh world, or `nil` when they pass; `traces`
  /// prints every step.
  func failure(of steps: [FuzzStep], traces: Bool = false) -> FuzzRun.Failure? {
    let run = FuzzRun(target: target)
    run.traces = traces
    do {
      for step in steps { try run.run(step) }
      try run.run(FuzzStep("settle"))
      let leaks = run.tearDown()
      if !leaks.isEmpty { return FuzzRun.Failure(steps: steps, problems: ["leaked: \(leaks)"]) }
      return nil
    } catch {
      return error
    }
  }

  /// A shorter walk that fails like `failure` does (its first problem is the same but for the
  /// controllers' names and the numbers), and its failure.
  func shrink(_ failure: FuzzRun.Failure) -> FuzzRun.Failure {
    let signature = Self.signature(of: failure)
    var best = failure
    var replays = 0
    var chunk = max(1, best.steps.count / 2)
    while chunk >= 1, replays < budget {
      var start = 0
      var removedAny = false
      while start < best.steps.count, replays < budget {
        var candidate = best.steps
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        replays += 1
        // The replay appends a settle, so a candidate only counts when it is shorter.
        if let smaller = self.failure(of: candidate), smaller.steps.count < best.steps.count,
          Self.signature(of: smaller) == signature
        {
          best = smaller
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny || chunk > best.steps.count { chunk /= 2 }
    }
    return best
  }

  /// The first problem of `failure` with every digit left out, so that the same problem with
  /// other controllers or at another step matches.
  static func signature(of failure: FuzzRun.Failure) -> String {
    String((failure.problems.first ?? "").filter { !$0.isNumber })
  }
}
