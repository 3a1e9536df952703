import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("TextField editing", .strictDiagnostics)
struct TextFieldEditingTests {
  @MainActor
  @Test("a click focuses the field; typed keys and their text insert each character once")
  func typing() {
    let scene = TextFieldScene()
    var changes: [String] = []
    scene.field.editingChanged = { changes.append($0.text) }
    #expect(scene.field.isFirstResponder)
    #expect(scene.field.isEditing)
    #expect(scene.host.window.showsFocusRing)
    scene.host.type("Hi you")
    #expect(scene.field.text == "Hi you")
    #expect(scene.field.selectedRange == 6..<6)
    #expect(changes == ["H", "Hi", "Hi ", "Hi y", "Hi yo", "Hi you"])
    #expect(scene.caretX == 20 + 36)
    #expect(scene.field.hasText)
  }

  @MainActor @Test("Backspace and Delete remove whole grapheme clusters: é as e + accent, a family")
  func graphemeDeletion() {
    let scene = TextFieldScene()
    let accented = "e\u{301}"
    let family = "👨‍👩‍👧"
    scene.host.type("caf" + accented + family)
    #expect(scene.field.text == "caf\(accented)\(family)")
    #expect(scene.field.selectedRange == 5..<5)
    scene.host.press(key: .backspace)
    #expect(scene.field.text == "caf\(accented)")
    scene.host.press(key: .backspace)
    #expect(scene.field.text == "caf")
    scene.field.insertText(accented)
    scene.host.press(key: .leftArrow)
    scene.host.press(key: .delete)
    #expect(scene.field.text == "caf")
    scene.field.deleteBackward()
    #expect(scene.field.text == "ca")
    scene.host.press(key: .home)
    scene.host.press(key: .backspace)
    #expect(scene.field.text == "ca", "nothing before the start")
  }

  /// Found by the fuzzer: the caret went one past the end of the text, counted before the
  /// accent joined the letter.
  @MainActor @Test("an accent typed alone joins the letter before it; the caret stays after both")
  func combiningAccentTypedAlone() {
    let scene = TextFieldScene()
    scene.host.type("ca")
    scene.host.type("\u{301}")
    #expect(scene.field.text == "c\u{E1}")
    #expect(scene.field.text.count == 2)
    #expect(scene.field.selectedRange == 2..<2)
    scene.host.press(key: .home)
    scene.host.press(key: .rightArrow)
    scene.host.type("x \u{301}")
    #expect(scene.field.text == "cx \u{301}\u{E1}")
    #expect(scene.field.selectedRange == 3..<3, "after the space that took the accent")
    scene.host.press(key: .backspace)
    #expect(scene.field.text == "cx\u{E1}")
  }

  @MainActor @Test("Shift+arrows select, arrows collapse the selection, Home and End move")
  func shiftArrows() {
    let scene = TextFieldScene(text: "hello world")
    scene.host.press(key: .home)
    #expect(scene.field.selectedRange == 0..<0)
    for _ in 0..<3 { scene.host.press(key: .rightArrow, modifiers: .shift) }
    #expect(scene.field.selectedRange == 0..<3)
    #expect(scene.field.selectedText == "hel")
    scene.host.press(key: .rightArrow)
    #expect(scene.field.selectedRange == 3..<3, "Right collapses to the selection's right end")
    scene.host.press(key: .end, modifiers: .shift)
    #expect(scene.field.selectedText == "lo world")
    scene.host.press(key: .leftArrow)
    #expect(scene.field.selectedRange == 3..<3)
    scene.host.press(key: .home, modifiers: .shift)
    #expect(scene.field.selectedRange == 0..<3)
    scene.host.press(key: .end)
    #expect(scene.field.selectedRange == 11..<11)
  }

  @MainActor
  @Test("Ctrl+Left and Ctrl+Right move by word, Ctrl+Backspace deletes one, Ctrl+A selects all")
  func wordsAndSelectAll() {
    let scene = TextFieldScene(text: "one two three")
    scene.host.press(key: .leftArrow, modifiers: .control)
    #expect(scene.field.selectedRange == 8..<8)
    scene.host.press(key: .leftArrow, modifiers: .control)
    #expect(scene.field.selectedRange == 4..<4)
    scene.host.press(key: .rightArrow, modifiers: .control)
    #expect(scene.field.selectedRange == 7..<7)
    scene.host.press(key: .rightArrow, modifiers: [.control, .shift])
    #expect(scene.field.selectedText == " three")
    scene.host.press(key: "a", modifiers: .control)
    #expect(scene.field.selectedRange == 0..<13)
    scene.host.press(key: .end)
    scene.host.press(key: .backspace, modifiers: .control)
    #expect(scene.field.text == "one two ")
  }

  @MainActor @Test("a click places the caret, a drag selects, Shift+click extends")
  func clickAndDrag() {
    let scene = TextFieldScene(text: "hello world")
    scene.host.rest(for: 1)
    scene.host.tap(at: scene.point(before: 2))
    #expect(scene.field.selectedRange == 2..<2)
    #expect(scene.caretX == 32)
    scene.host.rest(for: 1)
    scene.host.drag(from: scene.point(before: 1), to: scene.point(before: 8), steps: 5)
    #expect(scene.field.selectedRange == 1..<8)
    #expect(scene.field.selectedText == "ello wo")
    scene.host.rest(for: 1)
    scene.host.window.send(
      PointerEvent(
        id: 99, phase: .began, location: scene.point(before: 10),
        timestamp: scene.host.clock.now, modifiers: .shift))
    scene.host.window.send(
      PointerEvent(
        id: 99, phase: .ended, location: scene.point(before: 10),
        timestamp: scene.host.clock.now, modifiers: .shift))
    #expect(scene.field.selectedRange == 1..<10)
  }

  @MainActor @Test("a double-click selects a word, a triple-click the line; clicks apart do not")
  func multipleClicks() {
    let scene = TextFieldScene(text: "one two three")
    scene.host.rest(for: 1)
    scene.host.tap(at: scene.point(before: 5))
    scene.host.tap(at: scene.point(before: 5))
    #expect(scene.field.selectedText == "two")
    scene.host.tap(at: scene.point(before: 5))
    #expect(scene.field.selectedRange == 0..<13)
    scene.host.rest(for: 1)
    scene.host.tap(at: scene.point(before: 5))
    scene.host.rest(for: 0.5)
    scene.host.tap(at: scene.point(before: 5))
    #expect(scene.field.selectedRange == 5..<5, "a pause makes two single clicks")
  }

  @MainActor
  @Test("typing coalesces into one undo step per word; a pause splits; redo goes forward")
  func undoRedo() {
    let scene = TextFieldScene()
    scene.host.type("hello world")
    #expect(scene.field.canUndo)
    scene.host.press(key: "z", modifiers: .control)
    #expect(scene.field.text == "hello ")
    scene.host.press(key: "z", modifiers: .control)
    #expect(scene.field.text == "")
    #expect(!scene.field.canUndo)
    scene.host.press(key: "z", modifiers: [.control, .shift])
    #expect(scene.field.text == "hello ")
    scene.host.press(key: "y", modifiers: .control)
    #expect(scene.field.text == "hello world")
    #expect(scene.field.selectedRange == 11..<11)

    scene.host.type("ab")
    scene.host.rest(for: 2)
    scene.host.type("cd")
    scene.host.press(key: "z", modifiers: .control)
    #expect(scene.field.text == "hello worldab")
    scene.host.press(key: .backspace)
    scene.host.press(key: .backspace)
    #expect(!scene.field.canRedo, "a new edit forgets what was undone")
    scene.host.press(key: "z", modifiers: .control)
    #expect(scene.field.text == "hello worldab", "the Backspaces are one step")
  }

  @MainActor @Test("setting text puts the caret at the end, forgets undo, and sends no change")
  func settingText() {
    let scene = TextFieldScene()
    var changes = 0
    scene.field.editingChanged = { _ in changes += 1 }
    scene.host.type("ab")
    scene.field.text = "line one\nline two"
    #expect(scene.field.text == "line one line two")
    #expect(scene.field.selectedRange == 17..<17)
    #expect(!scene.field.canUndo)
    #expect(changes == 2)
    scene.field.selectedRange = -4..<99
    #expect(scene.field.selectedRange == 0..<17, "out-of-range selections are clamped")
  }

  @MainActor @Test("the delegate refuses a change and refuses to begin editing")
  func delegateVeto() {
    let scene = TextFieldScene(focus: false)
    let delegate = RecordingTextFieldDelegate()
    scene.field.delegate = delegate
    delegate.allowsBegin = false
    scene.host.tap(on: scene.field)
    #expect(!scene.field.isFirstResponder)
    scene.host.type("ab")
    #expect(scene.field.text == "")
    #expect(delegate.entries == ["shouldBegin"])

    delegate.allowsBegin = true
    delegate.refusedText = ["x"]
    scene.host.tap(on: scene.field)
    #expect(scene.field.isFirstResponder)
    scene.host.type("axb")
    #expect(scene.field.text == "ab")
    #expect(
      delegate.entries == ["shouldBegin", "shouldBegin", "didBegin", "change:a", "change:ab"])
  }

  @MainActor @Test("Return asks textFieldShouldReturn; Tab ends editing and tells the delegate")
  func returnAndTab() {
    let scene = TextFieldScene()
    let other = Button(frame: Rect(x: 20, y: 100, width: 80, height: 30), title: "OK")
    scene.controller.view.addSubview(other)
    let delegate = RecordingTextFieldDelegate()
    scene.field.delegate = delegate
    scene.host.type("ok\n")
    #expect(delegate.entries == ["change:o", "change:ok", "return"])
    #expect(scene.field.text == "ok")
    scene.host.press(key: .tab)
    #expect(!scene.field.isEditing)
    #expect(scene.host.firstResponder === other)
    #expect(delegate.entries.last == "didEnd")
  }

  @MainActor @Test("keys a field types take precedence over a shortcut of the same key")
  func keysBeforeCommands() {
    let controller = ShortcutController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 200))
    let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 30))
    controller.view.addSubview(field)
    host.advance(by: TestHost.frameDuration)
    host.press(key: "j")
    #expect(controller.log.entries == ["j"], "without a field focused the shortcut runs")
    host.tap(on: field)
    host.type("jj")
    #expect(field.text == "jj")
    #expect(controller.log.entries == ["j"])
    host.press(key: .escape)
    #expect(controller.log.entries == ["j", "escape"], "keys the field does not edit with go on")
  }

  @MainActor @Test("typing during a selection drag replaces the selection; the drag goes on")
  func typingDuringDrag() {
    let scene = TextFieldScene(text: "abcdef")
    scene.host.rest(for: 1)
    scene.host.beginDrag(at: scene.point(before: 1))
    scene.host.moveDrag(to: scene.point(before: 3))
    scene.host.type("X")
    #expect(scene.field.text == "aXdef")
    scene.host.moveDrag(to: scene.point(before: 4))
    scene.host.endDrag()
    #expect(scene.field.selectedRange == 2..<4, "the drag extends from the caret after the text")
  }
}

/// A controller with a "j" shortcut and an Escape shortcut.
@MainActor
private final class ShortcutController: ViewController {
  let log = CallLog()

  override var keyCommands: [KeyCommand] {
    [
      KeyCommand(input: "j") { [log] _ in log.record("j") },
      KeyCommand(input: .escape) { [log] _ in log.record("escape") },
    ]
  }
}
