/// A source of time for a window: seconds on a monotonic scale.
///
/// A window reads its clock once per frame, in ``Window/advanceFrame()``, and everything that
/// runs on time reads that sample, ``Window/frameTime``: animations and scroll motions begin at
/// the time of the frame they were started in, so a frame is a pure function of its time and
/// can be reproduced exactly. Nothing else in Strata reads the clock; hosts read it to pace
/// frames and to stamp events. Hosts use a ``MonotonicClock``, tests a ``ManualClock`` they
/// step by hand.
///
/// Named `FrameClock` so that it does not shadow the standard library's `Clock` protocol.
@MainActor
public protocol FrameClock: AnyObject {
  /// The current time, in seconds. Never decreases.
  var now: Double { get }
}
