/// When the windowed host's frames are due while something moves: every
/// `Application.frameInterval` of the window's clock, on the cadence of the frames before,
/// as a 60 Hz display link ticks.
///
/// The loop wakes a little after the time it asked for (the system's timer and scheduling),
/// and a frame takes time of its own. Counting the next frame from the last one's start would
/// add that delay to every interval, so that frames came every 17–18 ms instead of 16.7 on an
/// idle machine. Counting from when the last frame was due keeps the cadence however late the
/// loop wakes. A frame that started more than half an interval after it was due (the first
/// after a rest, or one after a slow frame) starts a new cadence from its own start, so that a
/// late frame is not followed at once by another.
package struct FrameCadence: Equatable, Sendable {
  /// The time between frames, in seconds of the window's clock.
  package let interval: Double
  /// When the next frame is due; `-infinity` before the first frame.
  package private(set) var nextFrameTime = -Double.infinity

  /// A cadence of one frame every `interval` seconds; a cadence that is not finite and
  /// positive is one frame every 1/60 s.
  package init(interval: Double) {
    self.interval = interval.isFinite && interval > 0 ? interval : 1.0 / 60
  }

  /// Notes that a frame started at `time`; the next is due one interval after the time this
  /// one was due, or one interval after `time` when this one started half an interval late.
  package mutating func frameStarted(at time: Double) {
    guard time.isFinite else { return }
    let lateness = time - nextFrameTime
    nextFrameTime = lateness < interval / 2 ? nextFrameTime + interval : time + interval
  }
}
