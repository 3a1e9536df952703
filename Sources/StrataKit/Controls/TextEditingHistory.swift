/// The undo and redo steps of a text field: each step is the text and selection before and
/// after it. Typing coalesces as GTK and UIKit coalesce it: characters typed one after another
/// at the caret join one step until a pause of ``coalescingPause`` seconds, a new word starts
/// (a letter typed after a space: the space ends the word before) or the caret moves; Backspaces (and
/// Deletes) join the same way. Pastes, cuts and other edits are steps of their own.
struct TextEditingHistory {
  /// The text and selection of a field.
  struct State: Hashable {
    var text: String
    var anchor: Int
    var caret: Int
  }

  /// What an edit was, for coalescing.
  enum Kind: Hashable {
    case typing
    case deletingBackward
    case deletingForward
    case other
  }

  /// One step: the state before and after, what it was, and when it was last extended.
  private struct Step {
    var before: State
    var after: State
    var kind: Kind
    var lastInserted: String
    var time: Double
  }

  /// The longest pause, in seconds, that typing still joins the step before: 1.
  static let coalescingPause = 1.0
  /// The most steps kept; older ones are forgotten: 100.
  static let limit = 100

  private var undoSteps: [Step] = []
  private var redoSteps: [Step] = []

  /// Whether there is a step to undo.
  var canUndo: Bool { !undoSteps.isEmpty }
  /// Whether there is a step to redo.
  var canRedo: Bool { !redoSteps.isEmpty }

  /// Records an edit from `before` to `after` at `time` (seconds), joining the last step when
  /// it continues it; forgets the steps undone.
  mutating func record(before: State, after: State, kind: Kind, inserted: String, time: Double) {
    redoSteps.removeAll()
    if var last = undoSteps.last, last.kind == kind, kind != .other, last.after == before,
      time - last.time <= Self.coalescingPause,
      !(kind == .typing && Self.startsWord(inserted, after: last.lastInserted))
    {
      last.after = after
      last.time = time
      last.lastInserted = inserted
      undoSteps[undoSteps.count - 1] = last
      return
    }
    undoSteps.append(
      Step(before: before, after: after, kind: kind, lastInserted: inserted, time: time))
    if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
  }

  /// The state to go back to from `current`, or `nil` with nothing to undo; the step moves to
  /// the redo steps.
  mutating func undo(current: State) -> State? {
    guard let step = undoSteps.popLast() else { return nil }
    redoSteps.append(step)
    return step.before
  }

  /// The state to go forward to, or `nil` with nothing to redo; the step moves back to the
  /// undo steps (and joins no later typing).
  mutating func redo(current: State) -> State? {
    guard var step = redoSteps.popLast() else { return nil }
    step.time = -Double.infinity
    undoSteps.append(step)
    return step.after
  }

  /// Whether typing `inserted` after `previous` starts a word: a non-space after a space.
  private static func startsWord(_ inserted: String, after previous: String) -> Bool {
    guard let next = inserted.first, let last = previous.last else { return false }
    return !next.isWhitespace && last.isWhitespace
  }
}
