/// How an animation moves from its start to its end value.
enum AnimationTiming: Sendable, Hashable {
  /// A fixed duration (seconds) after a delay (seconds), paced by a curve.
  case curve(TimingCurve, duration: Double, delay: Double)
  /// A spring, with an initial velocity as a fraction of the distance per second.
  case spring(Spring, initialVelocity: Double)
}
