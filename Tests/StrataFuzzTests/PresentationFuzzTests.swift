import StrataKit
import StrataNavigation
import StrataTesting
import Testing

@testable import StrataFuzz

/// The `presentations` target's steps: presentations and dismissals over a stack, and typing
/// in the presented controllers' fields. Each scenario runs as steps through ``FuzzRun``, so
/// every check of a walk (the trees, the appearance order, the models) runs after each step;
/// the walks the fuzzer once failed replay clean.
@Suite("Presentation and text field fuzz steps")
@MainActor
struct PresentationFuzzTests {
  /// A walk run on the `presentations` target, with its parts. The run holds the window: the
  /// parts' controllers are presented only while it lives.
  private struct Walk {
    let run: FuzzRun
    let modal: PresentationPart
    let text: TextFieldPart
  }

  /// Runs `steps` (written as a walk is) on a fresh `presentations` target, checking each.
  private func play(_ steps: String) throws -> Walk {
    let target = try #require(FuzzTarget.named("presentations"))
    let run = FuzzRun(target: target)
    for step in try #require(FuzzStep.parse(steps)) {
      do {
        try run.run(step)
      } catch {
        Issue.record("\(step) broke a rule: \(error.problems)")
        break
      }
    }
    let modal = try #require(run.parts.first { $0.name == "modal" } as? PresentationPart)
    let text = try #require(run.parts.first { $0.name == "text" } as? TextFieldPart)
    return Walk(run: run, modal: modal, text: text)
  }

  @Test("a sheet, an alert over it, and a dismissal from the stack that takes both")
  func chainDismissedFromTheBottom() throws {
    let walk = try play(
      "modal.present(new,pageSheet,0,anim) settle modal.present(new,alert,1,anim) settle")
    #expect(walk.modal.actual == ["p1", "a2"])
    #expect(walk.modal.chain.first?.presentedViewController === walk.modal.chain.last)
    let fromSheet = try play(
      "modal.present(new,pageSheet,0,anim) settle modal.present(new,alert,1,anim) settle "
        + "modal.dismiss(1,anim) settle")
    #expect(fromSheet.modal.actual == ["p1"], "the sheet dismisses what it presents")
    let fromStack = try play(
      "modal.present(new,pageSheet,0,anim) modal.present(new,alert,1,anim) frame(0.1) "
        + "modal.dismiss(0,anim) settle")
    #expect(fromStack.modal.actual.isEmpty, "calls made during the slide waited, then ran in order")
  }

  @Test("a full-screen presentation makes the stack disappear; a sheet leaves it appeared")
  func appearanceUnderPresentations() throws {
    let walk = try play("modal.present(new,fullScreen,0,anim) settle")
    let (run, modal) = (walk.run, walk.modal)
    #expect(modal.root.appearanceState == .disappeared)
    try run.run(FuzzStep("modal.present", ["new", "formSheet", "1", "anim"]))
    try run.run(FuzzStep("settle"))
    #expect(modal.root.appearanceState == .disappeared)
    #expect(modal.chain.first?.appearanceState == .appeared, "under a sheet")
    try run.run(FuzzStep("modal.dismiss", ["0", "still"]))
    try run.run(FuzzStep("settle"))
    #expect(modal.root.appearanceState == .appeared)
  }

  @Test("a drag away and Escape dismiss a sheet; modal in presentation refuses both")
  func sheetDismissals() throws {
    let dragged = try play(
      "modal.present(new,pageSheet,0,anim) settle modal.drag(away) settle")
    #expect(dragged.modal.actual.isEmpty)
    let sprung = try play(
      "modal.present(new,pageSheet,0,anim) settle modal.drag(back) settle")
    #expect(sprung.modal.actual == ["p1"])
    let refused = try play(
      "modal.present(new,automatic,0,anim) settle modal.modal(on) modal.drag(away) settle "
        + "modal.escape settle")
    #expect(refused.modal.actual == ["p1"])
    let escaped = try play(
      "modal.present(new,formSheet,0,still) settle modal.escape settle")
    #expect(escaped.modal.actual.isEmpty)
  }

  @Test("presenting from a level that presents, or what is presented already, changes nothing")
  func misuseChangesNothing() throws {
    let walk = try play(
      "modal.present(new,pageSheet,0,anim) settle modal.present(new,alert,0,anim) "
        + "modal.present(chain0,fullScreen,1,anim) modal.present(setup,pageSheet,1,anim) settle")
    #expect(walk.modal.actual == ["p1"])
    #expect(walk.modal.chain.first?.lastPresentationError == .notPresentable)
  }

  @Test("typing, Backspace, select all, cut, paste and undo in a presented field")
  func editingInASheet() throws {
    let walk = try play(
      "modal.present(new,pageSheet,0,anim) settle text.focus text.type(8) text.type(3) "
        + "text.back(2) text.selectAll text.cut text.type(7) text.paste text.undo text.undo "
        + "text.redo settle")
    let sheet = try #require(walk.modal.chain.last as? FuzzFieldController)
    #expect(sheet.field.isFirstResponder)
    // "Ab c", " ", two Backspaces: "Ab "; cut it all; "👍🏽"; paste "Ab "; undo the paste
    // and the emoji (a step of its own: the cut came between); redo the emoji.
    #expect(sheet.field.text == "👍🏽")
  }

  /// Found by the fuzzer (seed 1): an accent typed alone after a letter joined it, but the
  /// field put the caret one past the end of its text.
  @Test("an accent typed alone after a letter leaves the caret after the one character")
  func combiningAccentTypedAlone() throws {
    let walk = try play("text.focus text.type(0) text.type(6) text.back(1)")
    #expect(walk.text.actual == ["base: "])
  }

  @Test(
    "walks that once failed replay clean",
    arguments: [
      // A focused field's caret blinked past the end of a settle (the settle now waits).
      "modal.present(new,overFullScreen,0,anim) settle",
      // Under a full-screen presentation over a chain, only its presenter disappeared; the
      // levels beneath stayed appeared, out of sight (seeds 1 and 2).
      "modal.present(new,pageSheet,0,anim) modal.present(new,actionSheet,1,anim) settle "
        + "modal.escape rest(1.009) resize(768,400) modal.present(new,formSheet,1,still) "
        + "modal.present(new,pageSheet,2,still) modal.present(new,fullScreen,3,still) settle",
      "modal.present(new,overFullScreen,0,still) modal.present(new,formSheet,1,still) "
        + "modal.present(new,pageSheet,2,still) modal.present(new,fullScreen,3,still) settle",
      // Text typed while an action sheet slid in over the field reached the field, though
      // keys went to the action sheet (seeds 1 and 3).
      "modal.present(chain0,pageSheet,0,still) text.type(8) "
        + "modal.present(new,actionSheet,1,anim) text.type(3) text.undo settle",
      "modal.present(new,fullScreen,1,anim) rest(0.189) frame(0.4415) text.copy "
        + "modal.present(new,fullScreen,2,anim) text.type(5) settle",
      // An accent typed alone put the caret past the end of the text (seed 1).
      "text.focus text.type(0) text.type(6) text.back(1) settle",
    ])
  func formerFailuresReplay(steps: String) throws {
    let target = try #require(FuzzTarget.named("presentations"))
    let parsed = try #require(FuzzStep.parse(steps))
    let failure = Shrinker(target: target).failure(of: parsed)
    #expect(failure == nil, "\(failure?.problems ?? [])")
  }

  @Test("random walks present, dismiss and type, check every step and replay from their text")
  func walksReplay() throws {
    let target = try #require(FuzzTarget.named("presentations"))
    let run = FuzzRun(target: target)
    var rng = SplitMix64(seed: 11)
    try run.walk(count: 1500, rng: &rng)
    let names = Set(run.steps.map(\.name))
    for name in ["modal.present", "modal.dismiss", "modal.drag", "text.type", "text.paste"] {
      #expect(names.contains(name), "no \(name) in the walk")
    }
    let steps = try #require(FuzzStep.parse(FuzzStep.text(of: run.steps)))
    let replayed = Shrinker(target: target).failure(of: Array(steps.dropLast()))
    #expect(replayed == nil, "\(replayed?.problems ?? [])")
  }
}
