#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The clock hosts give their windows: the system's monotonic time (`CLOCK_MONOTONIC`), in
/// seconds since the clock was created, running at ``speed`` times real time. It never jumps
/// when the wall clock is set.
///
/// Only hosts read it; tests use ``ManualClock``.
@MainActor
public final class MonotonicClock: FrameClock {
  /// The slowest ``speed`` a clock runs at: a hundred times slower than real time.
  nonisolated public static let slowestSpeed = 0.01

  private let origin: Double

  /// Seconds of this clock per real second: 1 is real time; 0.25 makes everything that runs
  /// on a window's time (animations, springs, scrolling, timers) take four times as long, as
  /// the iOS Simulator's Slow Animations or a window layer's `speed` in Core Animation do.
  public let speed: Double

  /// Creates a clock that reads 0 now and runs at `speed` times real time.
  ///
  /// - Parameter speed: From ``slowestSpeed`` to 1; a value outside that range is clamped to
  ///   it, and one that is not a number runs the clock at real time.
  public init(speed: Double = 1) {
    origin = Self.systemSeconds()
    self.speed = speed.isNaN ? 1 : min(1, max(Self.slowestSpeed, speed))
  }

  /// Seconds of this clock since it was created: real seconds times ``speed``.
  public var now: Double {
    (Self.systemSeconds() - origin) * speed
  }

  private static func systemSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
  }
}
