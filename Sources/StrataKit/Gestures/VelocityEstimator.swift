/// Estimates a velocity from timed positions: the slope of a least-squares line through the
/// samples of the last ``window`` seconds, so one late or jittery sample shifts the estimate a
/// little instead of deciding it.
struct VelocityEstimator {
  /// How far back the fit looks, in seconds (0.1).
  static let window = 0.1

  private var samples: [(time: Double, position: Point)] = []

  /// Adds the position at `time` (seconds on the window clock) and forgets samples that fell
  /// out of the window.
  mutating func add(_ position: Point, at time: Double) {
    samples.append((time, position))
    let latest = samples.map(\.time).max() ?? time
    samples.removeAll { $0.time < latest - Self.window - 1e-9 }
  }

  /// Forgets every sample.
  mutating func removeAll() {
    samples.removeAll()
  }

  /// The velocity, in units per second: zero with fewer than two samples or when they all
  /// share one timestamp.
  ///
  /// - Complexity: O(n) in the number of samples in the window.
  var velocity: Point {
    guard samples.count >= 2 else { return .zero }
    let count = Double(samples.count)
    let meanTime = samples.reduce(0) { $0 + $1.time } / count
    let meanX = samples.reduce(0) { $0 + $1.position.x } / count
    let meanY = samples.reduce(0) { $0 + $1.position.y } / count
    var timeVariance = 0.0
    var covarianceX = 0.0
    var covarianceY = 0.0
    for sample in samples {
      let dt = sample.time - meanTime
      timeVariance += dt * dt
      covarianceX += dt * (sample.position.x - meanX)
      covarianceY += dt * (sample.position.y - meanY)
    }
    guard timeVariance > 1e-12 else { return .zero }
    return Point(x: covarianceX / timeVariance, y: covarianceY / timeVariance)
  }
}
