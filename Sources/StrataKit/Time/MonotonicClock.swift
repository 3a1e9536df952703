#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The clock hosts give their windows: the system's monotonic time (`CLOCK_MONOTONIC`), in
/// seconds since the clock was created. It never jumps when the wall clock is set.
///
/// Only hosts read it; tests use ``ManualClock``.
@MainActor
public final class MonotonicClock: FrameClock {
  private let origin: Double

  /// Creates a clock that reads 0 now.
  public init() {
    origin = Self.systemSeconds()
  }

  /// Seconds since the clock was created.
  public var now: Double {
    Self.systemSeconds() - origin
  }

  private static func systemSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
  }
}
