import StrataKit
import StrataNavigation
import StrataTesting

/// Fuzzes typing in the fields of a setup's ``FuzzFieldController``s: focuses the field of the
/// topmost one (the topmost presented, else the setup's top controller), types (letters,
/// spaces, accented letters, a lone combining accent, an emoji with a skin tone), presses
/// Backspace, Home and End, selects all, cuts, copies and pastes through a test clipboard,
/// undoes and redoes, and sets a field's text as code does.
///
/// Keys and text go where a person's would, to the window's first responder. The model keeps,
/// for each field it has seen, its text, its selection and its undo steps (typing and
/// Backspaces coalesce as the field documents: one step per word, until a pause of a second
/// or a move of the caret); after every step each field's text and selection must be the
/// model's. A gesture or a key of the walk's own (which may click the clear button or move
/// the caret) makes the model take the fields' state again at the next step; its undo steps
/// are kept only while the text did not change meanwhile.
@MainActor
final class TextFieldPart: FuzzPartBase, FuzzPart {
  /// The setup's root container.
  let root: ContainerViewController
  /// The field controller the focus step aims at, when one shows on top.
  private let target: () -> FuzzFieldController?
  /// The topmost presented controller, if any: keys and text reach a focused field only inside
  /// it.
  private let topmost: () -> ViewController?
  /// What the model knows of each field seen.
  private var models: [FieldModel] = []
  /// What the test clipboard holds.
  private var clipboard: String?
  /// Whether the models must take the fields' state again before the next step.
  private var isStale = false

  /// What a step types, one character after another.
  static let typed = ["a", "bc", "x", " ", "é", "e\u{301}", "\u{301}", "👍🏽", "Ab c"]

  /// Creates the part for the setup whose root is `root`; `target` names the field
  /// controller on top, `topmost` the topmost presented controller.
  init(
    name: String, root: ContainerViewController, world: FuzzWorld,
    topmost: @escaping () -> ViewController?, target: @escaping () -> FuzzFieldController?
  ) {
    self.root = root
    self.topmost = topmost
    self.target = target
    super.init(name: name, world: world)
  }

  var container: ContainerViewController { root }

  /// Whether the root transitions, or a focused field's caret still blinks (the window draws
  /// on until it rests, a few seconds after the last edit): a settle waits for both.
  var isTransitioning: Bool {
    guard let host = world.host else { return root.isTransitioning }
    return root.isTransitioning || (host.firstResponder is TextField && host.window.needsRender)
  }

  func randomCall(_ rng: inout SplitMix64) -> FuzzStep {
    switch rng.below(24) {
    case 0..<3: return FuzzStep("\(name).focus")
    case 3..<10: return FuzzStep("\(name).type", ["\(rng.below(Self.typed.count))"])
    case 10..<13: return FuzzStep("\(name).back", ["\(1 + rng.below(3))"])
    case 13: return FuzzStep("\(name).selectAll")
    case 14: return FuzzStep("\(name).cut")
    case 15: return FuzzStep("\(name).copy")
    case 16..<18: return FuzzStep("\(name).paste")
    case 18..<20: return FuzzStep("\(name).undo")
    case 20: return FuzzStep("\(name).redo")
    case 21: return FuzzStep("\(name).home")
    case 22: return FuzzStep("\(name).end")
    default: return FuzzStep("\(name).set", ["\(rng.below(Self.typed.count))"])
    }
  }

  func perform(_ step: FuzzStep) -> Bool {
    let host = world.host!
    if !(host.window.clipboard is TestClipboard) {
      host.window.clipboard = TestClipboard()
      clipboard = nil
    }
    synchronize()
    // The window sends keys and text to the focused field only inside the topmost
    // presentation (one may slide in over the field, or away under it).
    let responder = (host.firstResponder as? TextField).flatMap { field in
      topmost()?.viewIfLoaded.map { field.isDescendant(of: $0) } ?? true ? field : nil
    }
    let focused = responder.flatMap(model(of:))
    let time = host.window.currentTime
    switch step.callName {
    case "focus":
      if let field = target()?.field { host.focus(field) }
      for model in models { model.learnSelection() }
    case "type":
      let text = Self.typed[step.integer(0) % Self.typed.count]
      host.type(text)
      for character in text {
        focused?.replaceSelection(with: String(character), kind: .typing, at: time)
      }
    case "back":
      for _ in 0..<max(0, step.integer(0)) {
        host.press(key: .backspace)
        focused?.deleteBackward(at: time)
      }
    case "selectAll":
      host.press(key: "a", modifiers: .control)
      focused?.select(0, focused?.text.count ?? 0)
    case "copy", "cut":
      host.press(key: step.callName == "cut" ? "x" : "c", modifiers: .control)
      if let focused, !focused.selection.isEmpty {
        clipboard = focused.selectedText
        if step.callName == "cut" { focused.replaceSelection(with: "", kind: .other, at: time) }
      }
    case "paste":
      host.press(key: "v", modifiers: .control)
      if let focused, let clipboard, !clipboard.isEmpty {
        focused.replaceSelection(with: clipboard, kind: .other, at: time)
      }
    case "undo", "redo":
      host.press(key: "z", modifiers: step.callName == "undo" ? .control : [.control, .shift])
      if focused?.undoSteps == nil {
        // Steps the model does not know: it takes what the field went back (or forward) to.
        focused?.learn()
      } else if step.callName == "undo" {
        focused?.undo()
      } else {
        focused?.redo()
      }
    case "home":
      host.press(key: .home)
      focused?.select(0, 0)
    case "end":
      host.press(key: .end)
      if let focused { focused.select(focused.text.count, focused.text.count) }
    case "set":
      if let field = target()?.field {
        let text = Self.typed[step.integer(0) % Self.typed.count]
        field.text = text
        model(of: field)?.reset(text: text)
      }
    default:
      world.report("\(name): unknown call \(step)")
    }
    for problem in problems() { world.report(problem) }
    // A key with no field to take it reaches the containers.
    return focused == nil && step.callName != "focus" && step.callName != "set"
  }

  /// The model of `field`, made from its state when it is new.
  private func model(of field: TextField) -> FieldModel? {
    models.removeAll { $0.field == nil }
    if let model = models.first(where: { $0.field === field }) { return model }
    let model = FieldModel(field: field)
    models.append(model)
    return model
  }

  /// Takes the fields' state into the models before a step: their selections (which the
  /// focus leaving or entering a field, as presentations move it, may change), and their text
  /// too when the walk's own gestures or keys ran since the last step (the undo steps kept
  /// when the text did not change).
  private func synchronize() {
    models.removeAll { $0.field == nil }
    for model in models {
      if isStale {
        model.learn()
      } else {
        model.learnSelection()
      }
    }
    isStale = false
  }

  /// Where a field's text or selection is not the model's.
  private func problems() -> [String] {
    models.compactMap { model in
      guard let field = model.field else { return nil }
      let named = "\(name): \(fieldName(field))"
      if field.text != model.text {
        return "\(named) holds \"\(field.text)\" but the model says \"\(model.text)\""
      }
      if field.selectedRange != model.selection {
        return "\(named) selects \(field.selectedRange) but the model says \(model.selection) "
          + "in \"\(model.text)\""
      }
      if let steps = model.undoSteps,
        field.canUndo == steps.isEmpty || field.canRedo == model.redoSteps.isEmpty
      {
        return "\(named) can undo: \(field.canUndo), redo: \(field.canRedo), but the model "
          + "has \(steps.count) steps to undo and \(model.redoSteps.count) to redo"
      }
      return nil
    }
  }

  private func fieldName(_ field: TextField) -> String {
    field.accessibilityLabel ?? "a field"
  }

  var expected: [String]? { nil }
  var actual: [String] { models.compactMap { $0.field.map { "\(fieldName($0)): \($0.text)" } } }
  func forget() { isStale = true }
  func learn() {}
  var mustBeVisible: [ViewController] { [] }
  func childrenProblem() -> String? { nil }
}

/// What the text field fuzzer knows of one field: its text, selection and undo steps, kept by
/// the rules the field documents.
@MainActor
private final class FieldModel {
  /// One undo step: the state before and after, what it was, what it typed last, and when
  /// it was last extended.
  struct Step {
    var before: State
    var after: State
    var kind: Kind
    var lastInserted: String
    var time: Double
  }

  /// The text and the selection's ends.
  struct State: Equatable {
    var text: String
    var anchor: Int
    var caret: Int
  }

  /// What an edit was: typing and Backspaces coalesce, the others do not.
  enum Kind {
    case typing, deletingBackward, other
  }

  weak var field: TextField?
  private var state: State
  /// The undo steps, oldest first; `nil` when unknown.
  private(set) var undoSteps: [Step]?
  /// The undone steps, to redo; meaningful while ``undoSteps`` is known.
  private(set) var redoSteps: [Step] = []

  init(field: TextField) {
    self.field = field
    state = State(text: field.text, anchor: 0, caret: 0)
    learn()
  }

  var text: String { state.text }
  var selection: Range<Int> { min(state.anchor, state.caret)..<max(state.anchor, state.caret) }
  var selectedText: String {
    let characters = Array(state.text)
    return String(characters[selection.clamped(to: 0..<characters.count)])
  }

  /// Takes the field's text and selection; the undo steps stay known only when the text did
  /// not change, or when the field has none.
  func learn() {
    guard let field else { return }
    if field.text != state.text { undoSteps = nil }
    if !field.canUndo, !field.canRedo {
      undoSteps = []
      redoSteps = []
    }
    learnSelection()
    state.text = field.text
  }

  /// Takes the field's selection (the caret at its lower end unless it is empty).
  func learnSelection() {
    guard let field else { return }
    let range = field.selectedRange
    // The field does not say which end is the caret; a collapsed selection has one.
    if range.isEmpty || !(state.anchor == range.lowerBound || state.anchor == range.upperBound) {
      state.anchor = range.lowerBound
      state.caret = range.upperBound
    } else {
      state.caret = state.anchor == range.lowerBound ? range.upperBound : range.lowerBound
    }
  }

  /// Sets the text as code does: the caret at the end, the undo steps forgotten.
  func reset(text: String) {
    state = State(text: text, anchor: text.count, caret: text.count)
    undoSteps = []
    redoSteps = []
  }

  func select(_ anchor: Int, _ caret: Int) {
    state.anchor = anchor
    state.caret = caret
  }

  /// Replaces the selection with `replacement` at `time`; the caret goes after the new text.
  func replaceSelection(with replacement: String, kind: Kind, at time: Double) {
    replace(selection, with: replacement, kind: kind, at: time)
  }

  /// Deletes the selection, or the character before the caret, as Backspace does.
  func deleteBackward(at time: Double) {
    guard selection.isEmpty else {
      replaceSelection(with: "", kind: .other, at: time)
      return
    }
    guard state.caret > 0 else { return }
    replace(state.caret - 1..<state.caret, with: "", kind: .deletingBackward, at: time)
  }

  private func replace(
    _ range: Range<Int>, with replacement: String, kind: Kind, at time: Double
  ) {
    guard !(range.isEmpty && replacement.isEmpty) else { return }
    let characters = Array(state.text)
    let range = range.clamped(to: 0..<characters.count)
    let prefix = String(characters[..<range.lowerBound])
    let suffix = String(characters[range.upperBound...])
    let before = state
    let text = prefix + replacement + suffix
    // The caret goes after the inserted text, counted in the new text: an accent typed after
    // a letter joins it, so the two are one character.
    let caret = min((prefix + replacement).count, text.count)
    state = State(text: text, anchor: caret, caret: caret)
    record(before: before, kind: kind, inserted: replacement, time: time)
  }

  /// Records an edit from `before` to the state now, joining the last step when it continues
  /// it: the same kind of edit (typing or Backspaces) from where it left the text, within a
  /// second, and, for typing, not a letter after a space (a new word).
  private func record(before: State, kind: Kind, inserted: String, time: Double) {
    redoSteps = []
    guard var steps = undoSteps else { return }
    if var last = steps.last, last.kind == kind, kind != .other, last.after == before,
      time - last.time <= 1,
      !(kind == .typing && Self.startsWord(inserted, after: last.lastInserted))
    {
      last.after = state
      last.time = time
      last.lastInserted = inserted
      steps[steps.count - 1] = last
    } else {
      steps.append(
        Step(before: before, after: state, kind: kind, lastInserted: inserted, time: time))
      if steps.count > 100 { steps.removeFirst(steps.count - 100) }
    }
    undoSteps = steps
  }

  private static func startsWord(_ inserted: String, after previous: String) -> Bool {
    guard let next = inserted.first, let last = previous.last else { return false }
    return !next.isWhitespace && last.isWhitespace
  }

  /// Undoes the last step, when the steps are known.
  func undo() {
    guard var steps = undoSteps else { return }
    guard let step = steps.popLast() else { return }
    undoSteps = steps
    redoSteps.append(step)
    state = step.before
  }

  /// Redoes the last undone step, when the steps are known.
  func redo() {
    guard var steps = undoSteps, var step = redoSteps.popLast() else { return }
    step.time = -Double.infinity
    steps.append(step)
    undoSteps = steps
    state = step.after
  }
}
