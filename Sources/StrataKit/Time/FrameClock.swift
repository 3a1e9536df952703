/// A source of time for a window: seconds on a monotonic scale.
///
/// A window samples its clock once per frame, in ``Window/advanceFrame()``, and draws the frame
/// at that sample, ``Window/frameTime``, so a frame is a pure function of its time and can be
/// reproduced exactly. What starts between frames (an animation, a scroll view's motion, a
/// display link) begins at the clock's time when it starts, ``Window/currentTime``: time goes
/// on while a window rests, and the first frame after a rest shows the first step of what the
/// input started. Nothing else in Strata reads the clock; hosts read it to pace frames and to
/// stamp events. Hosts use a ``MonotonicClock``, tests a ``ManualClock`` they step by hand (and
/// let rest).
///
/// Named `FrameClock` so that it does not shadow the standard library's `Clock` protocol.
@MainActor
public protocol FrameClock: AnyObject {
  /// The current time, in seconds. Never decreases.
  var now: Double { get }
}
