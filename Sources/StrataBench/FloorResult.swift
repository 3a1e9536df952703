/// The physical floor at one scale: the cost of touching every pixel of a full frame once,
/// by copying it and by having Cairo paint it.
struct FloorResult: Sendable {
  /// Device pixels per point.
  let scale: Double
  /// The frame's width in pixels.
  let pixelWidth: Int
  /// The frame's height in pixels.
  let pixelHeight: Int
  /// How many times each operation was repeated.
  let repeats: Int
  /// One `memcpy` of the frame's ARGB32 bytes, in microseconds.
  let memcpy: Summary
  /// One `cairo_paint` of an opaque colour over the whole frame, in microseconds.
  let cairoPaint: Summary

  /// The frame's size in bytes (4 per pixel).
  var byteCount: Int { pixelWidth * pixelHeight * 4 }
}
