/// How fast a walk went: steps per second over its first and its last tenth, and its length in
/// seconds, on the process's monotonic clock. A walk whose checks cost more as it goes (a list
/// that only grows) shows it as an end much slower than its start.
struct WalkPace {
  /// Steps per second over the first tenth of the walk (at least one step).
  var stepsPerSecondAtStart: Double
  /// Steps per second over the last tenth of the walk (at least one step).
  var stepsPerSecondAtEnd: Double
  /// How long the whole walk took, in seconds.
  var seconds: Double

  /// How many steps the first and the last stretch of a walk of `count` steps measure: a tenth,
  /// at least one.
  static func sampleSize(of count: Int) -> Int {
    max(1, count / 10)
  }

  /// Steps per second for `steps` steps taken in `duration`; 0 for no steps, and `steps` over
  /// a microsecond when the clock did not move.
  static func rate(steps: Int, in duration: Duration) -> Double {
    guard steps > 0 else { return 0 }
    return Double(steps) / max(seconds(duration), 1e-6)
  }

  /// `duration` in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
  }

  /// The pace as the summary prints it: `12345 steps/s at the start, 12001 at the end, 81.0 s`.
  var description: String {
    "\(Int(stepsPerSecondAtStart.rounded())) steps/s at the start, "
      + "\(Int(stepsPerSecondAtEnd.rounded())) at the end, "
      + "\((seconds * 10).rounded() / 10) s"
  }
}
