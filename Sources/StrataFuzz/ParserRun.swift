import StrataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `strata-fuzz --parsers`: each parser fed its inputs, one at a time, each made by the
/// ``MutationEngine`` from the run's seed and the input's number, and checked by its
/// ``ParserTarget``; a summary line per parser.
@MainActor
enum ParserRun {
  /// The names of the parsers, in the order they run.
  nonisolated static let names = ["cross-graph", "restoration-archive", "gallery-state"]

  /// A fresh target for the parser `name`, or `nil` when there is none.
  static func target(named name: String) -> (any ParserTarget)? {
    switch name {
    case "cross-graph": ParserGraphTarget()
    case "restoration-archive": ParserArchiveTarget()
    case "gallery-state": ParserStateFileTarget()
    default: nil
    }
  }

  /// The engine that makes `target`'s inputs.
  static func engine(for target: any ParserTarget) -> MutationEngine {
    MutationEngine(seeds: target.seeds)
  }

  /// The seed of `target`'s inputs in a run seeded with `seed`: each parser has inputs of
  /// its own.
  static func inputSeed(_ seed: UInt64, for target: any ParserTarget) -> UInt64 {
    seed ^ StrataFuzz.stableHash(target.name)
  }

  /// Feeds `target` inputs `numbers` of the run seeded with `seed`, checking each.
  ///
  /// - Parameters:
  ///   - target: The parser.
  ///   - numbers: Which inputs of the run, by number.
  ///   - seed: The run's seed.
  ///   - inputBudget: The seconds of processor time one input may take before it counts as
  ///     a hang (processor time, not wall time: a crowded machine that leaves the fuzzer
  ///     waiting makes no input a hang); `nil` (for tests, which never judge by the clock)
  ///     checks no time.
  ///   - notesCrashes: Whether to keep a ``ParserCrashNote`` of each input; false by default
  ///     (the command line installs the handler that writes it).
  /// - Returns: What the parser made of the inputs, and the rules it broke.
  static func run(
    _ target: any ParserTarget, numbers: Range<Int>, seed: UInt64, inputBudget: Double? = nil,
    notesCrashes: Bool = false
  ) -> ParserSummary {
    let engine = engine(for: target)
    let inputSeed = inputSeed(seed, for: target)
    var summary = ParserSummary(target: target.name, seed: seed)
    let clock = ContinuousClock()
    let start = clock.now
    var diagnostics = 0
    let handler = DiagnosticHandler { _ in diagnostics += 1 }
    for number in numbers {
      let input = engine.input(number, seed: inputSeed)
      if notesCrashes {
        ParserCrashNote.set(
          "strata-fuzz: \(target.name) crashed on input \(number) (\(input.bytes.count) bytes, "
            + "\(input.mutations.map(\.rawValue).joined(separator: ", "))); make it again with "
            + "strata-fuzz --parser \(target.name) --seed \(seed) --input \(number)")
      }
      let began = Self.processorSeconds()
      var problem: String?
      Diagnostics.withHandler(handler) {
        do {
          switch try target.check(input.bytes) {
          case .accepted: summary.accepted += 1
          case .refused(let kind): summary.refusals[kind, default: 0] += 1
          }
        } catch {
          problem = "\(error)"
        }
      }
      let seconds = Self.processorSeconds() - began
      if seconds > summary.slowest.seconds { summary.slowest = (number, seconds) }
      if problem == nil, let inputBudget, seconds > inputBudget {
        problem = "took \(Int(seconds * 1000)) ms, over the budget of one input"
      }
      summary.inputs += 1
      if let problem {
        summary.failureCount += 1
        if summary.failures.count < ParserSummary.failureLimit {
          summary.failures.append(
            .init(
              number: number, mutations: input.mutations, size: input.bytes.count,
              problem: problem))
        }
      }
    }
    summary.diagnostics = diagnostics
    summary.seconds = Self.seconds(clock.now - start)
    return summary
  }

  /// Runs what `options` ask for (`--parsers`, `--parser`, `--inputs`, `--input`); prints a
  /// summary line per parser and each failure. Returns whether every parser passed.
  static func main(options: FuzzOptions) -> Bool {
    ParserCrashNote.install()
    var passed = true
    for name in options.parsers {
      guard let target = target(named: name) else { continue }
      if let number = options.parserInput {
        passed = replay(number, on: target, seed: options.seed) && passed
        continue
      }
      let summary = run(
        target, numbers: 0..<options.inputs, seed: options.seed,
        inputBudget: options.inputBudgetMilliseconds / 1000, notesCrashes: true)
      print(summary)
      for failure in summary.failures {
        print(
          "  - input \(failure.number) (\(failure.size) bytes, "
            + "\(failure.mutations.map(\.rawValue).joined(separator: ", "))): "
            + "\(failure.problem.prefix(600))")
        print(
          "    replay: swift run strata-fuzz --parser \(name) --seed \(options.seed) "
            + "--input \(failure.number)")
      }
      passed = summary.passed && passed
    }
    return passed
  }

  /// Checks input `number` alone and prints it (its first 2,000 bytes) with the verdict.
  private static func replay(_ number: Int, on target: any ParserTarget, seed: UInt64) -> Bool {
    let input = engine(for: target).input(number, seed: inputSeed(seed, for: target))
    print(
      "\(target.name) input \(number): seed document \(input.seedIndex), "
        + "\(input.mutations.map(\.rawValue).joined(separator: ", ")), "
        + "\(input.bytes.count) bytes:")
    print(String(decoding: input.bytes.prefix(2_000), as: UTF8.self))
    let summary = run(target, numbers: number..<(number + 1), seed: seed, notesCrashes: true)
    if let failure = summary.failures.first {
      print("FAILED: \(failure.problem)")
      return false
    }
    print(summary.accepted == 1 ? "accepted" : "refused: \(summary.refusals.keys.sorted()[0])")
    return true
  }

  /// The processor time the calling thread has used, in seconds.
  private static func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
