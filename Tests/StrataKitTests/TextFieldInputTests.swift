import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@Suite("TextField input", .strictDiagnostics)
struct TextFieldInputTests {
  @MainActor @Test("Ctrl+C, Ctrl+X and Ctrl+V go through the window's clipboard")
  func clipboard() {
    let scene = TextFieldScene(text: "hello world")
    let clipboard = TestClipboard()
    scene.host.window.clipboard = clipboard
    scene.host.press(key: .leftArrow, modifiers: [.control, .shift])
    scene.host.press(key: "c", modifiers: .control)
    #expect(clipboard.writes == ["world"])
    #expect(scene.field.text == "hello world")
    scene.host.press(key: "x", modifiers: .control)
    #expect(clipboard.writes == ["world", "world"])
    #expect(scene.field.text == "hello ")
    scene.host.press(key: .home)
    scene.host.press(key: "v", modifiers: .control)
    #expect(scene.field.text == "worldhello ")
    #expect(scene.field.selectedRange == 5..<5)
    clipboard.string = "two\nlines"
    scene.host.press(key: "v", modifiers: .control)
    #expect(scene.field.text == "worldtwo lineshello ", "a pasted line break becomes a space")
    scene.host.press(key: "z", modifiers: .control)
    #expect(scene.field.text == "worldhello ", "a paste is one undo step")
  }

  @MainActor @Test("a secure field shows a bullet per character and refuses to copy or cut")
  func secureEntry() {
    let scene = TextFieldScene()
    let clipboard = TestClipboard()
    scene.host.window.clipboard = clipboard
    scene.field.isSecureTextEntry = true
    scene.host.type("pa" + "e\u{301}")
    scene.host.advance(by: TestHost.frameDuration)
    #expect(scene.host.lastDisplayList.texts.contains("•••"))
    #expect(!scene.host.lastDisplayList.texts.contains { $0.contains("pa") })
    scene.host.press(key: "a", modifiers: .control)
    scene.host.press(key: "c", modifiers: .control)
    scene.host.press(key: "x", modifiers: .control)
    #expect(clipboard.writes.isEmpty)
    #expect(scene.field.text == "pa" + "e\u{301}")
  }

  @MainActor @Test("a composition shows underlined in place of the selection, then commits")
  func composition() {
    let scene = TextFieldScene(text: "ab")
    var changes = 0
    scene.field.editingChanged = { _ in changes += 1 }
    scene.host.press(key: .leftArrow)
    scene.host.compose("ni", caret: 1)
    #expect(scene.field.markedText == "ni")
    #expect(scene.field.text == "ab", "a composition is not the text yet")
    #expect(changes == 0)
    #expect(scene.caretX == 20 + 6 * 2, "the caret is inside the composition")
    scene.host.advance(by: TestHost.frameDuration)
    #expect(scene.host.lastDisplayList.texts.contains("anib"))
    // The underline: 1 point under the composition's two characters, in the field's bounds.
    #expect(scene.host.lastDisplayList.fills.contains(Rect(x: 6, y: 20, width: 12, height: 1)))
    scene.host.compose("nǐ")
    scene.host.commitComposition("你")
    #expect(scene.field.markedText == nil)
    #expect(scene.field.text == "a你b")
    #expect(scene.field.selectedRange == 2..<2)
    #expect(changes == 1)

    scene.host.compose("x")
    scene.host.compose("")
    #expect(scene.field.markedText == nil)
    #expect(scene.field.text == "a你b", "an empty composition ends it with nothing typed")
    scene.host.press(key: "a", modifiers: .control)
    scene.host.compose("zz")
    scene.host.press(key: .enter)
    #expect(scene.field.text == "zz", "Return commits the composition over the selection")
  }

  @MainActor @Test("the clear button empties the field when the delegate allows it")
  func clearButton() {
    let scene = TextFieldScene(text: "abc")
    let delegate = RecordingTextFieldDelegate()
    scene.field.delegate = delegate
    scene.field.clearButtonMode = .whileEditing
    scene.host.advance(by: TestHost.frameDuration)
    let clear = Point(x: 320 - TextField.clearButtonSize / 2, y: 35)
    delegate.allowsClear = false
    scene.host.tap(at: clear)
    #expect(scene.field.text == "abc")
    delegate.allowsClear = true
    scene.host.rest(for: 1)
    scene.host.tap(at: clear)
    #expect(scene.field.text == "")
    #expect(delegate.entries == ["shouldClear", "shouldClear", "change:"])
    scene.host.press(key: "z", modifiers: .control)
    #expect(scene.field.text == "abc")
  }

  @MainActor @Test("the caret blinks while focused, stays solid after a rest, and the window rests")
  func caretBlinkStops() {
    let scene = TextFieldScene(text: "ab")
    let caret = try! #require(scene.field.textInputCaretRect)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(scene.host.window.nextScheduledTime != nil, "the blink's next step is scheduled")
    // With the focus ring showing (a click shows it), the compositor redraws the ring over
    // the blinking caret too: the damage stays within the field and its ring.
    let field = Rect(x: 18, y: 18, width: 304, height: 34)
    scene.host.advance(by: 0.5)
    #expect(!scene.host.window.lastDamagedRect.isNull)
    #expect(field.contains(scene.host.window.lastDamagedRect))
    #expect(scene.host.window.lastDamagedRect.contains(caret))
    scene.host.advance(by: 0.5)
    #expect(field.contains(scene.host.window.lastDamagedRect))
    scene.host.type("c")
    scene.host.rest(for: TextField.caretBlinkDuration + 1)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(!scene.host.window.hasAnimationsInFlight)
    #expect(scene.host.window.nextScheduledTime == nil)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(!scene.host.window.needsRender)
    scene.host.advance(by: 0.5)
    #expect(scene.host.window.lastDamagedRect.isNull, "nothing blinks after the rest")
    #expect(scene.field.textInputCaretRect == Rect(x: 38, y: 29, width: 2, height: 12))
    scene.host.press(key: .leftArrow)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(scene.host.window.nextScheduledTime != nil, "input blinks the caret again")
  }

  @MainActor @Test("without a focus ring, a blink damages the caret's rectangle alone")
  func blinkDamagesCaretAlone() throws {
    let scene = TextFieldScene(text: "ab", focus: false)
    #expect(scene.host.focus(scene.field))
    #expect(!scene.host.window.showsFocusRing)
    scene.host.advance(by: TestHost.frameDuration)
    let caret = try #require(scene.field.textInputCaretRect)
    // The caret and the point of margin the compositor keeps around what it redraws.
    let damage = caret.insetBy(dx: -1, dy: -1)
    scene.host.advance(by: 0.5)
    #expect(scene.host.window.lastDamagedRect == damage)
    scene.host.advance(by: 0.5)
    #expect(scene.host.window.lastDamagedRect == damage)
  }

  @MainActor
  @Test("right-to-left text: the caret starts at the right and the arrows move it on screen")
  func rightToLeftCaret() {
    let scene = TextFieldScene(text: "שלום")
    #expect(scene.field.selectedRange == 0..<0, "the click at the right end is the start")
    #expect(scene.caretX == 20 + 298)
    scene.host.press(key: .end)
    // Four characters of 6 points, aligned right in the 298 points the caret leaves.
    #expect(scene.field.selectedRange == 4..<4)
    #expect(scene.caretX == 20 + 298 - 24)
    scene.host.press(key: .rightArrow)
    #expect(scene.field.selectedRange == 3..<3, "right moves back in a right-to-left line")
    #expect(scene.caretX == 20 + 298 - 18)
    scene.host.press(key: .leftArrow)
    scene.host.press(key: .leftArrow)
    #expect(scene.field.selectedRange == 4..<4, "nothing is left of the line's end")
    scene.host.press(key: .home)
    #expect(scene.caretX == 20 + 298)
    scene.host.press(key: .rightArrow, modifiers: .control)
    #expect(scene.field.selectedRange == 0..<0, "Ctrl+Right goes toward the start here")
    scene.host.press(key: .leftArrow, modifiers: [.control, .shift])
    #expect(scene.field.selectedRange == 0..<4)
  }

  @MainActor @Test("mixed text: the arrows visit every caret position in screen order")
  func mixedTextCaret() {
    let scene = TextFieldScene(text: "ab אב")
    scene.host.press(key: .home)
    var positions = [scene.caretX]
    for _ in 0..<6 {
      scene.host.press(key: .rightArrow)
      positions.append(scene.caretX)
    }
    #expect(positions == positions.sorted())
    #expect(positions.first == 20)
    #expect(positions.last == Double(20 + 30))
  }

  @MainActor @Test("the text comes back with its controller's state")
  func restoration() throws {
    let scene = TextFieldScene(text: "Ada")
    scene.controller.restorationIdentifier = "form"
    scene.field.restorationIdentifier = "name"
    scene.host.press(key: .leftArrow, modifiers: .shift)
    let archive = try #require(scene.controller.restorationArchive())

    let controller = ViewController()
    controller.restorationIdentifier = "form"
    let field = TextField()
    field.restorationIdentifier = "name"
    controller.view.addSubview(field)
    try controller.restoreState(from: archive)
    #expect(field.text == "Ada")
    #expect(field.selectedRange == 2..<3)
  }

  @MainActor @Test("a field that edited and blinked is freed once it leaves its window")
  func fieldIsFreed() {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 200))
    weak var weakField: TextField?
    do {
      let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 30), text: "abc")
      weakField = field
      controller.view.addSubview(field)
      host.advance(by: TestHost.frameDuration)
      host.tap(on: field)
      host.type("d")
      host.advance(by: 0.5)
      #expect(host.window.nextScheduledTime != nil, "the caret blinks")
      field.removeFromSuperview()
    }
    host.advance(by: TestHost.frameDuration)
    #expect(weakField == nil)
    #expect(host.window.isAtRest, "the blink stopped with the field gone")
    #expect(host.firstResponder == nil)
  }

  @MainActor @Test("the caret is drawn: a pixel of the caret has the tint colour")
  func caretPixels() throws {
    let controller = ViewController()
    controller.view.backgroundColor = .white
    let host = TestHost(
      rootViewController: controller, size: Size(width: 200, height: 60), rendering: .cairo)
    let field = TextField(frame: Rect(x: 10, y: 10, width: 180, height: 40))
    controller.view.addSubview(field)
    host.advance(by: TestHost.frameDuration)
    host.tap(on: field)
    host.type("Hi")
    let caret = try #require(field.textInputCaretRect)
    let image = try host.renderImage()
    let pixel = try #require(
      image.color(atColumn: Int(caret.minX) + 1, row: Int(caret.midY)))
    #expect(pixel.blue > 0.9 && pixel.red < 0.1, "the caret is system blue, got \(pixel)")
    let before = try #require(image.color(atColumn: Int(caret.minX) + 6, row: Int(caret.midY)))
    #expect(before.red > 0.9, "right of the caret is the background")
  }
}

extension DisplayList {
  /// The rectangles the list fills, in order.
  fileprivate var fills: [Rect] {
    commands.compactMap { command in
      if case .fillRect(let rect, _, _) = command { return rect }
      return nil
    }
  }

  /// The texts of the list's text runs, in order.
  fileprivate var texts: [String] {
    commands.compactMap { command in
      if case .text(let run) = command { return run.text }
      return nil
    }
  }
}
