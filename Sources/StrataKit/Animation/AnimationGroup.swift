/// The animations one `animate` block created, and the completion to run once all of them are
/// over: with `true` when every one of them finished, `false` when any was replaced or removed.
///
/// Completions that become due in the same frame run in the order their blocks ran (``order``),
/// so a frame is reproduced exactly, whatever order the owners keep their animations in.
@MainActor
final class AnimationGroup {
  private static var nextOrder = 0

  /// When the block that created the group ran, relative to the other groups: earlier blocks
  /// have smaller numbers.
  let order: Int
  private var pending = 0
  private var allFinished = true
  private var completion: ((Bool) -> Void)?
  private var isSealed = false
  /// When the group's animations start in each window, fixed by the first of them there (see
  /// ``startTime(in:)``).
  private var stampedStartTimes: [ObjectIdentifier: Double] = [:]

  init(completion: ((Bool) -> Void)?) {
    self.completion = completion
    order = Self.nextOrder
    Self.nextOrder += 1
  }

  /// When the group's animations in `window` start: the window's ``Window/currentTime`` when
  /// the first of them started there, the same for every later one, so that the animations of
  /// one block (two screens sliding side by side) move in step as one transaction. Each window
  /// has its own clock, so each has its own start.
  func startTime(in window: Window) -> Double {
    let key = ObjectIdentifier(window)
    if let time = stampedStartTimes[key] { return time }
    let time = window.currentTime
    stampedStartTimes[key] = time
    return time
  }

  /// Counts one more animation of the group.
  func retain() {
    pending += 1
  }

  /// One animation of the group is over. Returns the completion to run (later, outside any
  /// mutation) when it was the last one.
  func release(finished: Bool) -> (() -> Void)? {
    pending -= 1
    if !finished { allFinished = false }
    return takeCompletionIfDone()
  }

  /// The block that created the group has ended; no more animations join it. Returns the
  /// completion when no animation is pending.
  func seal() -> (() -> Void)? {
    isSealed = true
    return takeCompletionIfDone()
  }

  private func takeCompletionIfDone() -> (() -> Void)? {
    guard isSealed, pending <= 0, let completion else { return nil }
    self.completion = nil
    let finished = allFinished
    return { completion(finished) }
  }
}
