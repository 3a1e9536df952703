import StrataCairo
import StrataKit

/// Times the phases of one frame of a window, each with its own pair of monotonic clock
/// readings, and the whole frame with a pair around all of them.
@MainActor
struct FrameMeter {
  /// The window whose frames are measured.
  let window: Window
  /// The renderer that rasterises each frame.
  let renderer: CairoRenderer
  /// The full-frame surface every frame is drawn into.
  let surface: CairoImageSurface
  /// Device pixels per point.
  let scale: Double
  /// Whether to rasterise only the frame's damaged rectangle (`Window.lastDamagedRect`), as a
  /// host that keeps its surface between frames does, instead of the full frame.
  let clipsToDamage: Bool

  /// Delivers `events` (and resizes the window to `resize`, when given, as a user's resize
  /// does: both count as event handling), then samples animations, lays out, records and rasterises one frame
  /// (all of it, or with ``clipsToDamage`` only its damage), and returns what each step cost.
  ///
  /// - Throws: `CairoError` when drawing fails.
  func measure(_ events: [PointerEvent], resize: Size? = nil) throws -> FrameTimings {
    let frameStart = MonotonicTime.nanoseconds()

    let eventsStart = MonotonicTime.nanoseconds()
    for event in events { window.send(event) }
    if let resize { window.resize(to: resize) }
    let eventsEnd = MonotonicTime.nanoseconds()

    let animationStart = MonotonicTime.nanoseconds()
    window.advanceFrame()
    let animationEnd = MonotonicTime.nanoseconds()

    let layoutStart = MonotonicTime.nanoseconds()
    window.layoutIfNeeded()
    let layoutEnd = MonotonicTime.nanoseconds()

    let recordingStart = MonotonicTime.nanoseconds()
    let displayList = window.composeDisplayList()
    let recordingEnd = MonotonicTime.nanoseconds()

    let clip = clipsToDamage ? window.lastDamagedRect : nil
    let rasterStart = MonotonicTime.nanoseconds()
    try renderer.render(displayList, into: surface, scale: scale, background: nil, clip: clip)
    let rasterEnd = MonotonicTime.nanoseconds()

    let frameEnd = MonotonicTime.nanoseconds()

    var timings = FrameTimings()
    timings.microseconds = [
      .events: MonotonicTime.microseconds(from: eventsStart, to: eventsEnd),
      .animation: MonotonicTime.microseconds(from: animationStart, to: animationEnd),
      .layout: MonotonicTime.microseconds(from: layoutStart, to: layoutEnd),
      .recording: MonotonicTime.microseconds(from: recordingStart, to: recordingEnd),
      .rasterization: MonotonicTime.microseconds(from: rasterStart, to: rasterEnd),
      .total: MonotonicTime.microseconds(from: frameStart, to: frameEnd),
    ]
    timings.recordedViewCount = window.lastRenderRecordedViewCount
    let damage = window.lastDamagedRect.intersection(window.bounds)
    let area = window.bounds.width * window.bounds.height
    timings.damagedFraction = damage.isEmpty || area <= 0 ? 0 : damage.width * damage.height / area
    return timings
  }
}
