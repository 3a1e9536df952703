import StrataCairo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Measures the physical floor of a frame at one pixel size: a `memcpy` of the whole ARGB32
/// frame and a `cairo_paint` of the whole frame, each repeated, after a few untimed warm-up
/// rounds that fault the pages in.
@MainActor
struct FloorBenchmark {
  /// How many untimed rounds come before the timed ones.
  static let warmUpRounds = 3

  /// Device pixels per point, recorded with the result.
  let scale: Double
  /// The frame's width in pixels.
  let pixelWidth: Int
  /// The frame's height in pixels.
  let pixelHeight: Int
  /// How many timed repeats each operation gets.
  let repeats: Int

  /// Runs both measurements.
  ///
  /// - Throws: `CairoError` when the Cairo surface cannot be made.
  /// - Complexity: O(repeats × pixels).
  func run() throws -> FloorResult {
    FloorResult(
      scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight, repeats: repeats,
      memcpy: measureMemcpy(), cairoPaint: try measurePaint())
  }

  private func measureMemcpy() -> Summary {
    let byteCount = pixelWidth * pixelHeight * 4
    let alignment = 64
    let source = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment)
    let destination = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment)
    defer {
      source.deallocate()
      destination.deallocate()
    }
    memset(source, 0x5A, byteCount)
    memset(destination, 0, byteCount)
    var samples: [Double] = []
    samples.reserveCapacity(repeats)
    for round in 0..<(Self.warmUpRounds + repeats) {
      let start = MonotonicTime.nanoseconds()
      memcpy(destination, source, byteCount)
      let end = MonotonicTime.nanoseconds()
      if round >= Self.warmUpRounds {
        samples.append(MonotonicTime.microseconds(from: start, to: end))
      }
    }
    // Read the copy back so the copies cannot be optimised away.
    precondition(destination.load(fromByteOffset: byteCount - 1, as: UInt8.self) == 0x5A)
    return Summary(samples)
  }

  private func measurePaint() throws -> Summary {
    let target = try CairoPaintTarget(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    var samples: [Double] = []
    samples.reserveCapacity(repeats)
    for round in 0..<(Self.warmUpRounds + repeats) {
      let level = round % 2 == 0 ? 0.25 : 0.75
      let start = MonotonicTime.nanoseconds()
      target.paint(level: level)
      let end = MonotonicTime.nanoseconds()
      if round >= Self.warmUpRounds {
        samples.append(MonotonicTime.microseconds(from: start, to: end))
      }
    }
    return Summary(samples)
  }
}
