/// One property moving from one value to another over time: a pure function of the time since
/// it started.
@MainActor
final class PropertyAnimation {
  let from: [Double]
  let to: [Double]
  let startTime: Double
  let timing: AnimationTiming
  /// The velocity at the start, per component, in units per second (springs only).
  let initialVelocity: [Double]
  let group: AnimationGroup
  /// When the animation reaches its end value, in the clock's seconds.
  let endTime: Double
  /// When the value starts to move, in the clock's seconds: after the delay of a curve, at
  /// once for a spring. Until then the animation shows its start value, and a window need not
  /// draw a frame for it.
  let motionStartTime: Double

  init(
    from: [Double], to: [Double], startTime: Double, timing: AnimationTiming,
    inheritedVelocity: [Double], group: AnimationGroup
  ) {
    self.from = from
    self.to = to
    self.startTime = startTime
    self.timing = timing
    self.group = group
    switch timing {
    case .curve(_, let duration, let delay):
      initialVelocity = from.map { _ in 0 }
      motionStartTime = startTime + max(0, delay)
      endTime = motionStartTime + max(0, duration)
    case .spring(let spring, let normalizedVelocity):
      let velocity = zip(from, to).enumerated().map { index, pair in
        let inherited = index < inheritedVelocity.count ? inheritedVelocity[index] : 0
        return inherited + normalizedVelocity * (pair.1 - pair.0)
      }
      initialVelocity = velocity
      var settle = 0.0
      for index in from.indices {
        let distance = abs(to[index] - from[index])
        let tolerance = max(0.0005, distance * 0.0005)
        settle = max(
          settle,
          spring.settlingDuration(
            from: from[index] - to[index], velocity: velocity[index], tolerance: tolerance))
      }
      motionStartTime = startTime
      endTime = startTime + settle
    }
    group.retain()
  }

  /// Whether the animation has reached its end value at `time`.
  func isFinished(at time: Double) -> Bool {
    time >= endTime
  }

  /// The components at `time` (clamped to the animation's span).
  func value(at time: Double) -> [Double] {
    if time >= endTime { return to }
    switch timing {
    case .curve(let curve, let duration, let delay):
      let elapsed = time - startTime - delay
      if elapsed <= 0 { return from }
      let progress = curve.value(at: duration > 0 ? elapsed / duration : 1)
      return zip(from, to).map { start, end in start + (end - start) * progress }
    case .spring(let spring, _):
      let elapsed = max(0, time - startTime)
      return from.indices.map { index in
        to[index]
          + spring.displacement(
            at: elapsed, from: from[index] - to[index], velocity: initialVelocity[index])
      }
    }
  }

  /// The velocity per component at `time`, in units per second: exact for springs, a central
  /// difference for curves.
  func velocity(at time: Double) -> [Double] {
    if time >= endTime || time < startTime { return to.map { _ in 0 } }
    switch timing {
    case .curve:
      let step = 1.0 / 1000.0
      let before = value(at: max(startTime, time - step))
      let after = value(at: min(endTime, time + step))
      let span = min(endTime, time + step) - max(startTime, time - step)
      guard span > 0 else { return to.map { _ in 0 } }
      return zip(before, after).map { ($1 - $0) / span }
    case .spring(let spring, _):
      let elapsed = time - startTime
      return from.indices.map { index in
        spring.velocity(
          at: elapsed, from: from[index] - to[index], velocity: initialVelocity[index])
      }
    }
  }
}

// MARK: - Starting and stopping

extension PropertyAnimation {
  /// The animation the current animation block makes of a change from `old` to `new`
  /// (components) in `window`, or `nil` outside an animation block.
  ///
  /// When `running` is moving the same value, the new animation starts where it is now and with
  /// its velocity, and `running`'s completion is queued with `false`.
  static func started(
    replacing running: PropertyAnimation?, from old: [Double], to new: [Double], in window: Window
  ) -> PropertyAnimation? {
    guard let context = AnimationContext.current, let timing = context.timing,
      let group = context.group
    else { return nil }
    let now = group.startTime(in: window)
    var start = old
    var velocity: [Double] = []
    if let running {
      start = running.value(at: now)
      velocity = running.velocity(at: now)
      window.enqueueCompletion(running.group.release(finished: false))
    }
    window.setNeedsRender()
    return PropertyAnimation(
      from: start, to: new, startTime: now, timing: timing, inheritedVelocity: velocity,
      group: group)
  }

  /// Ends the animation as removed: its group's completion runs with `false` at the next frame
  /// of `window`, or at once without a window.
  func cancel(in window: Window?) {
    let completion = group.release(finished: false)
    if let window {
      window.enqueueCompletion(completion)
      window.setNeedsRender()
    } else {
      completion?()
    }
  }
}
