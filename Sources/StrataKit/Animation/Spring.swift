#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A damped spring, described as SwiftUI and UIKit describe one: by its response and its damping
/// ratio.
///
/// The motion is the closed-form solution of a damped harmonic oscillator with unit mass, so a
/// position is a pure function of the time since the spring started.
public struct Spring: Sendable, Hashable, Codable {
  /// The period of the undamped oscillation, in seconds (clamped to at least 0.01): smaller is
  /// snappier.
  public let response: Double
  /// How quickly oscillation dies out: below 1 the spring overshoots, 1 is critically damped
  /// (no overshoot, fastest settle), above 1 it creeps in. Clamped to at least 0.01.
  public let dampingRatio: Double

  /// Creates a spring; `dampingRatio` defaults to 1 (critically damped).
  public init(response: Double, dampingRatio: Double = 1) {
    self.response = response.isFinite ? max(0.01, response) : 0.5
    self.dampingRatio = dampingRatio.isFinite ? max(0.01, dampingRatio) : 1
  }

  /// The undamped angular frequency, in radians per second.
  public var angularFrequency: Double { 2 * .pi / response }

  /// The displacement from the rest position at `time` seconds, for a spring that started
  /// displaced by `displacement` and moving at `velocity` (units per second).
  public func displacement(at time: Double, from displacement: Double, velocity: Double)
    -> Double
  {
    state(at: time, displacement: displacement, velocity: velocity).displacement
  }

  /// The velocity, in units per second, at `time` seconds, for the same start.
  public func velocity(at time: Double, from displacement: Double, velocity: Double) -> Double {
    state(at: time, displacement: displacement, velocity: velocity).velocity
  }

  /// The time, in seconds, after which the motion stays within `tolerance` of rest (both the
  /// displacement and a tenth of the velocity).
  ///
  /// - Complexity: O(1) for underdamped springs; a scan of at most a few thousand steps otherwise.
  public func settlingDuration(
    from displacement: Double, velocity: Double, tolerance: Double = 0.001
  ) -> Double {
    let tolerance = max(tolerance, 1e-9)
    if abs(displacement) <= tolerance && abs(velocity) <= tolerance { return 0 }
    let omega = angularFrequency
    let zeta = dampingRatio
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let b = (velocity + zeta * omega * displacement) / damped
      let amplitude = (displacement * displacement + b * b).squareRoot()
      let velocityAmplitude = amplitude * omega
      let needed = max(amplitude / tolerance, velocityAmplitude / (10 * tolerance), 1)
      return log(needed) / (zeta * omega)
    }
    let step = 1.0 / 240.0
    var time = 0.0
    var settledSince: Double?
    while time < 60 {
      let current = state(at: time, displacement: displacement, velocity: velocity)
      if abs(current.displacement) <= tolerance && abs(current.velocity) <= 10 * tolerance {
        if settledSince == nil { settledSince = time }
        if time - (settledSince ?? time) > 0.05 { return settledSince ?? time }
      } else {
        settledSince = nil
      }
      time += step
    }
    return time
  }

  private func state(at time: Double, displacement x0: Double, velocity v0: Double) -> (
    displacement: Double, velocity: Double
  ) {
    let t = max(0, time)
    let omega = angularFrequency
    let zeta = dampingRatio
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega * t)
      let b = (v0 + zeta * omega * x0) / damped
      let cosine = cos(damped * t)
      let sine = sin(damped * t)
      let x = decay * (x0 * cosine + b * sine)
      let v =
        decay
        * ((b * damped - zeta * omega * x0) * cosine - (x0 * damped + zeta * omega * b) * sine)
      return (x, v)
    }
    if zeta == 1 {
      let decay = exp(-omega * t)
      let b = v0 + omega * x0
      return (decay * (x0 + b * t), decay * (b - omega * (x0 + b * t)))
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - root)
    let r2 = -omega * (zeta + root)
    let c2 = (v0 - r1 * x0) / (r2 - r1)
    let c1 = x0 - c2
    let e1 = exp(r1 * t)
    let e2 = exp(r2 * t)
    return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
  }
}
