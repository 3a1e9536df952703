/// A clock that moves only when told to: the clock of tests and of headless rendering.
@MainActor
public final class ManualClock: FrameClock {
  /// The current time, in seconds; starts at the time given to the initializer.
  public private(set) var now: Double

  /// Creates a clock that reads `start` seconds (default 0).
  public init(start: Double = 0) {
    now = start.isFinite ? start : 0
  }

  /// Moves the clock forward by `seconds`. Negative or non-finite durations are ignored: time
  /// never runs backward.
  public func advance(by seconds: Double) {
    guard seconds > 0, seconds.isFinite else { return }
    now += seconds
  }
}
