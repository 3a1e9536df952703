#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Readings of the system's monotonic clock (`CLOCK_MONOTONIC`) for timing the phases of a
/// frame. Only the benchmark reads it; the windows it drives run on a `ManualClock`.
enum MonotonicTime {
  /// The monotonic clock now, in nanoseconds since an arbitrary origin.
  static func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// The microseconds from `start` to `end` (both from ``nanoseconds()``); 0 if `end` is
  /// earlier.
  static func microseconds(from start: UInt64, to end: UInt64) -> Double {
    end >= start ? Double(end - start) / 1_000 : 0
  }
}
