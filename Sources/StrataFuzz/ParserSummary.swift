/// What one parser fuzz run found: how many inputs the parser took and refused (by stage and
/// error), the rules broken, and how long it took.
struct ParserSummary: CustomStringConvertible {
  /// One broken rule, with the input that broke it.
  struct Failure {
    /// The input's number in its run: `strata-fuzz --parser NAME --input N` makes it again.
    let number: Int
    /// The mutations that made the input.
    let mutations: [Mutation]
    /// The input's size, in bytes.
    let size: Int
    /// What was wrong.
    let problem: String
  }

  /// The parser's name.
  let target: String
  /// The run's seed.
  let seed: UInt64
  /// How many inputs were checked.
  var inputs = 0
  /// How many were taken as valid (and passed the checks of what they gave).
  var accepted = 0
  /// How many were refused, by stage and error case.
  var refusals: [String: Int] = [:]
  /// The rules broken, the first ones (at most ``failureLimit``).
  var failures: [Failure] = []
  /// How many rules were broken in all.
  var failureCount = 0
  /// How many diagnostics the parser reported (refused calls are expected).
  var diagnostics = 0
  /// How many seconds (wall time) the run took.
  var seconds = 0.0
  /// The input that took longest, and its seconds of processor time.
  var slowest = (number: 0, seconds: 0.0)

  /// How many failures a summary keeps.
  static let failureLimit = 10

  /// How many inputs were refused.
  var refused: Int { refusals.values.reduce(0, +) }

  /// Whether no rule was broken.
  var passed: Bool { failureCount == 0 }

  /// One line: inputs, accepted, refused (by error, most frequent first), the slowest input
  /// (in processor milliseconds), the seconds, and `ok` or the count of failures.
  var description: String {
    let kinds = refusals.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
      .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    let result = passed ? "ok" : "\(failureCount) FAILED"
    return "\(target): \(inputs) inputs, seed \(seed), \(accepted) accepted, \(refused) refused "
      + "(\(kinds)), slowest input #\(slowest.number) "
      + "\(Self.milliseconds(slowest.seconds)) ms of processor time, "
      + "\((seconds * 10).rounded() / 10) s, "
      + result
  }

  /// `seconds` in milliseconds, to one decimal.
  private static func milliseconds(_ seconds: Double) -> Double {
    (seconds * 10_000).rounded() / 10
  }
}
