import StrataTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `strata-fuzz`: seeded random walks over every container, alone and nested, checking after
/// every step (see ``FuzzRun``); a failure prints the seed, the walk shrunk and the command that
/// replays it, and the program exits with status 1.
///
/// ```sh
/// strata-fuzz                                 # 20,000 steps per container, seed 1
/// strata-fuzz --container stack --steps 1000000 --seed 7
/// strata-fuzz --container stack --replay 'stack.push(new,anim) down(10,300) settle'
/// strata-fuzz --list                          # every container setup, one a line
/// strata-fuzz --parsers --inputs 100000       # damaged documents for every parser
/// ```
///
/// A walk that passes prints one line: its steps, seed, diagnostics, the motions checked, and
/// its pace (steps per second over its first and last tenth, and its seconds), then `ok`.
@main
struct StrataFuzz {
  @MainActor
  static func main() {
    let options: FuzzOptions
    do {
      options = try FuzzOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    } catch {
      print("strata-fuzz: \(error)\n\n\(FuzzOptions.usage)")
      exit(2)
    }
    if options.showsHelp {
      print(FuzzOptions.usage)
      return
    }
    if options.listsTargets {
      for name in options.parsers.isEmpty ? FuzzTarget.all.map(\.name) : ParserRun.names {
        print(name)
      }
      return
    }
    if !options.parsers.isEmpty {
      exit(ParserRun.main(options: options) ? 0 : 1)
    }
    var failed = false
    for target in options.targets {
      if let steps = options.replay {
        failed = !replay(steps, on: target, options: options) || failed
      } else {
        failed = !walk(target, options: options) || failed
      }
    }
    exit(failed ? 1 : 0)
  }

  /// Walks `target` for the options' steps; prints a summary, or the failure. Returns whether it
  /// passed.
  @MainActor
  static func walk(_ target: FuzzTarget, options: FuzzOptions) -> Bool {
    var rng = SplitMix64(seed: options.seed ^ stableHash(target.name))
    let run = FuzzRun(target: target)
    let pace: WalkPace
    do {
      pace = try run.walk(count: options.steps, rng: &rng)
    } catch {
      _ = run.tearDown()
      report(error, target: target, options: options)
      return false
    }
    let diagnostics = run.diagnostics
    let motions = run.motionCheck.checkedCount
    let leaks = run.tearDown()
    if !leaks.isEmpty {
      let failure = FuzzRun.Failure(steps: run.steps, problems: ["leaked: \(leaks)"])
      report(failure, target: target, options: options)
      return false
    }
    print(
      "\(target.name): \(options.steps) steps, seed \(options.seed), \(diagnostics) diagnostics, "
        + "\(motions) motions checked after a rest, \(pace.description), ok")
    return true
  }

  /// Replays the walk written in `text` on `target` (printing every step from the options'
  /// trace start when they trace); prints what it found. Returns whether it passed.
  @MainActor
  static func replay(_ text: String, on target: FuzzTarget, options: FuzzOptions) -> Bool {
    guard let steps = FuzzStep.parse(text) else {
      print("strata-fuzz: cannot read the steps to replay")
      return false
    }
    let shrinker = Shrinker(target: target)
    guard
      let failure = shrinker.failure(
        of: steps, traces: options.traces, traceStart: options.traceStart)
    else {
      print("\(target.name): \(steps.count) steps replayed, ok")
      return true
    }
    print("\(target.name): the replay fails at step \(failure.steps.count):")
    for problem in failure.problems { print("  - \(problem)") }
    return false
  }

  @MainActor
  private static func report(_ failure: FuzzRun.Failure, target: FuzzTarget, options: FuzzOptions) {
    print("\(target.name): FAILED at step \(failure.steps.count), seed \(options.seed)")
    for problem in failure.problems { print("  - \(problem)") }
    var shrunk = failure
    if options.shrinks {
      var shrinker = Shrinker(target: target)
      shrinker.budget = options.shrinkBudget
      shrinker.timeBudget = options.shrinkSeconds
      let outcome = shrinker.shrinkReporting(failure)
      shrunk = outcome.failure
      let stopped = outcome.exhausted ? " (stopped at the shrinking budget)" : ""
      print(
        "shrunk to \(shrunk.steps.count) steps in \(outcome.replays) replays\(stopped), failing with:"
      )
      for problem in shrunk.problems { print("  - \(problem)") }
    }
    let text = FuzzStep.text(of: shrunk.steps)
    print("steps: \(text)")
    // Linux takes at most 128 KiB in one argument: a longer walk replays from a file.
    let argument =
      text.utf8.count < 100_000 ? "'\(text)'" : "@FILE (the steps above, saved in FILE)"
    print("replay: swift run strata-fuzz --container \(target.name) --replay \(argument)")
  }

  /// A hash of `text` that is the same in every process (Swift's `hashValue` is seeded).
  static func stableHash(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }
}
