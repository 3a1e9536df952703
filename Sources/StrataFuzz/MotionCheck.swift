import StrataKit

/// The check of motion after a rest: what a step starts while the window rests is seen moving
/// on the next frame, unless its span has passed on the clock since that step.
///
/// A window rests when time passes without a frame (a `rest` step): the clock runs ahead of
/// the last frame drawn. A step taken then (a call, a key, a tap's release) may start motions:
/// a view's property animation, a scroll view's content motion, a container's transition.
/// Each new one is recorded with the clock's time `c` at that step and its span. On the next
/// frame, at time `t`, a motion with `t < c + span` must still run; one that is gone, and whose
/// own end time says it was over by `t`, began before it was started: the first frame after a
/// rest showed its end instead of its first step (issue 27: it was stamped with the last
/// frame's time).
///
/// The check never fires on a motion that was stamped with the time it started, however it
/// ends: one removed or replaced before its end still ends after `t`. A motion removed
/// between frames is dropped before the frame. A motion is known by its source, key, start and
/// end: a new one equal in all four to one that ran when the rest began goes unseen (a
/// late-stamped animation of the same length replacing one the last frame started).
///
/// Cost: the window's views are walked only while it rests, once when the rest begins (to
/// know what moved already) and once after each step taken before the next frame; a frame
/// checks only what was recorded. Steps taken while no time has passed since the last frame
/// cost nothing: what they start begins at that frame's time whichever clock stamps it.
@MainActor
final class MotionCheck {
  /// How every problem the check reports begins; the shrinker treats all of them as one.
  static let problemPrefix = "a motion started after a rest ended on its first frame"

  /// A motion the check expects to see on the next frame.
  struct Expected {
    /// What moves, for the report.
    let name: String
    /// The number of the step that started it (counting from 1) and the step.
    let step: (number: Int, text: String)
    /// The clock's time at that step, in seconds.
    let clockTime: Double
    /// How long the motion lasts, in seconds.
    let span: Double
    /// When the motion's own clock says it started, or `nil` when it does not say (a
    /// container's transition).
    let stampedStart: Double?
    /// Whether only a frame alone shows it (a container's transition, which a gesture in the
    /// same step may end for a reason of its own).
    let needsFrameAlone: Bool
    /// Whether it still runs.
    let isRunning: () -> Bool

    /// When the motion ends by its own clock, or `nil` when it does not say.
    var stampedEnd: Double? { stampedStart.map { $0 + span } }
  }

  /// A motion that runs on a source, as the check remembers it between steps.
  private struct Identity: Hashable {
    let source: ObjectIdentifier
    let motion: View.RunningMotion
  }

  /// What ran when the rest began and what was recorded since; `nil` while the window does
  /// not rest.
  private var known: Set<Identity>?
  /// The motions recorded since the last frame.
  private(set) var expected: [Expected] = []
  /// How many recorded motions frames have checked so far.
  private(set) var checkedCount = 0

  /// Whether a rest has begun and no frame has ended it.
  var isResting: Bool { known != nil }

  /// The window begins to rest: what runs in `sources` now was started at or before the last
  /// frame, and is not expected.
  func beginRest(_ sources: [any MotionSource]) {
    var identities: Set<Identity> = []
    for source in sources {
      for motion in source.runningMotions {
        identities.insert(Identity(source: ObjectIdentifier(source), motion: motion))
      }
    }
    known = identities
    expected = []
  }

  /// Records the motions of `sources` that are new since the rest began as started by step
  /// `number` (`text`) at the clock's `time`, and forgets those recorded earlier that stopped
  /// before a frame (removed, not ended by one). Begins the rest when it has not begun.
  func recordNew(
    in sources: [any MotionSource], step number: Int, _ text: String, at time: Double
  ) {
    guard var known else {
      beginRest(sources)
      return
    }
    var running: Set<Identity> = []
    for source in sources {
      for motion in source.runningMotions {
        let identity = Identity(source: ObjectIdentifier(source), motion: motion)
        running.insert(identity)
        guard known.insert(identity).inserted else { continue }
        expected.append(
          Expected(
            name: "\(source.motionName) (\(motion.key))", step: (number, text),
            clockTime: time, span: motion.span, stampedStart: motion.startTime,
            needsFrameAlone: false,
            isRunning: { [weak source] in
              source?.runningMotions.contains(motion) ?? false
            }))
      }
    }
    self.known = known
    expected.removeAll { !$0.isRunning() }
  }

  /// Records a motion whose start time cannot be read (a container's transition), started by
  /// the step just taken, while the window rests.
  func expect(_ motion: Expected) {
    guard isResting else { return }
    expected.append(motion)
  }

  /// Checks the recorded motions against a frame: the step just taken drew its first frame at
  /// `time`, and `alone` says whether that frame was all it did. Returns the problems, and
  /// ends the rest.
  func frameDrawn(at time: Double, alone: Bool) -> [String] {
    defer {
      known = nil
      expected = []
    }
    var problems: [String] = []
    for motion in expected where !motion.needsFrameAlone || alone {
      checkedCount += 1
      guard time < motion.clockTime + motion.span, !motion.isRunning() else { continue }
      if let end = motion.stampedEnd, end > time { continue }
      var problem =
        "\(Self.problemPrefix): \(motion.name), started at \(seconds(motion.clockTime)) s by step "
        + "\(motion.step.number) (\(motion.step.text)) to run \(seconds(motion.span)) s, no "
        + "longer runs at the next frame, \(seconds(time)) s"
      if let start = motion.stampedStart {
        problem += " (it was stamped to start at \(seconds(start)) s)"
      }
      problems.append(problem)
    }
    return problems
  }

  /// Ends the rest without checking (a frame the check cannot read, or nothing recorded).
  func forget() {
    known = nil
    expected = []
  }

  /// `value` seconds rounded to a tenth of a millisecond, for a report.
  private func seconds(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    return "\(rounded)"
  }
}
