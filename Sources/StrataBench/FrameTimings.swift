/// What one measured frame cost, phase by phase, in microseconds, and what it changed.
struct FrameTimings: Sendable {
  /// Microseconds per phase, ``Phase/total`` included.
  var microseconds: [Phase: Double] = [:]
  /// How many views re-recorded their content (`Window.lastRenderRecordedViewCount`).
  var recordedViewCount = 0
  /// The damaged part of the frame as a fraction of the window's area (0 when nothing
  /// changed, 1 for the whole window).
  var damagedFraction = 0.0
}
