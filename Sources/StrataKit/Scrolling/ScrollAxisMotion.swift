/// How one axis of a scroll view's content moves on its own, as a pure function of time.
enum ScrollAxisMotion {
  /// Slowing down exponentially from `start` at `velocity` points per second.
  case decelerating(start: Double, velocity: Double, startTime: Double, rate: Double)
  /// A spring from `start` to `target`, starting at `velocity` points per second.
  case spring(start: Double, target: Double, velocity: Double, startTime: Double, spring: Spring)
  /// A timed curve from `start` to `target`.
  case curve(start: Double, target: Double, startTime: Double, duration: Double, curve: TimingCurve)

  /// Where the motion comes to rest, when it has a target (a spring or a curve); `nil` for a
  /// deceleration.
  var target: Double? {
    switch self {
    case .decelerating: nil
    case .spring(_, let target, _, _, _), .curve(_, let target, _, _, _): target
    }
  }

  /// The offset and velocity (points per second) at `time`, and whether the motion is over.
  func state(at time: Double) -> (offset: Double, velocity: Double, isFinished: Bool) {
    switch self {
    case .decelerating(let start, let velocity, let startTime, let rate):
      let elapsed = max(0, time - startTime)
      let duration = ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate)
      if elapsed >= duration {
        return (start + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate), 0, true)
      }
      let clamped = elapsed
      let offset =
        start + ScrollPhysics.decelerationDistance(velocity: velocity, elapsed: clamped, rate: rate)
      let speed = ScrollPhysics.decelerationVelocity(
        velocity: velocity, elapsed: clamped, rate: rate)
      return (offset, speed, false)
    case .spring(let start, let target, let velocity, let startTime, let spring):
      let elapsed = max(0, time - startTime)
      let settle = spring.settlingDuration(
        from: start - target, velocity: velocity, tolerance: 0.05)
      if elapsed >= settle { return (target, 0, true) }
      let offset =
        target + spring.displacement(at: elapsed, from: start - target, velocity: velocity)
      let speed = spring.velocity(at: elapsed, from: start - target, velocity: velocity)
      return (offset, speed, false)
    case .curve(let start, let target, let startTime, let duration, let curve):
      let elapsed = max(0, time - startTime)
      if duration <= 0 || elapsed >= duration { return (target, 0, true) }
      let progress = curve.value(at: elapsed / duration)
      return (start + (target - start) * progress, 0, false)
    }
  }
}
