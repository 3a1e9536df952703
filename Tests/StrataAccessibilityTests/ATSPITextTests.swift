import StrataKit
import StrataTesting
import Testing

@testable import StrataAccessibility

/// A form a reader fills in: a name field, a search field, a password field, a button and a
/// label, on an opaque white page.
@MainActor
private final class FormScreen: ViewController, TextFieldDelegate {
  let name = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 30))
  let search = TextField(frame: Rect(x: 10, y: 50, width: 300, height: 30))
  let password = TextField(frame: Rect(x: 10, y: 90, width: 300, height: 30))
  let go = Button(frame: Rect(x: 10, y: 130, width: 80, height: 40), title: "Go")
  let caption = Label(frame: Rect(x: 10, y: 180, width: 200, height: 30), text: "Caption")
  /// What the name field's delegate heard, in order.
  var heard: [String] = []
  /// Replacements the delegate refuses.
  var refused: Set<String> = []
  /// Whether the delegate lets the name field begin editing.
  var allowsBegin = true

  override func viewDidLoad() {
    view.backgroundColor = .white
    name.placeholder = "Name"
    name.delegate = self
    name.editingChanged = { [unowned self] field in heard.append("changed \(field.text)") }
    search.placeholder = "Search"
    search.accessibilityTraits = .searchField
    password.placeholder = "Password"
    password.isSecureTextEntry = true
    for subview in [name, search, password, go, caption] as [View] { view.addSubview(subview) }
  }

  func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { allowsBegin }

  func textField(
    _ textField: TextField, shouldChangeCharactersIn range: Range<String.Index>,
    replacementString string: String
  ) -> Bool {
    heard.append("should \(textField.text[range])→\(string)")
    return !refused.contains(string)
  }

  func textFieldDidChange(_ textField: TextField) { heard.append("did \(textField.text)") }
}

@Suite("A text field over AT-SPI: Text, EditableText, the focus", .strictDiagnostics)
@MainActor
struct ATSPITextTests {
  private let text = "org.a11y.atspi.Text"
  private let editable = "org.a11y.atspi.EditableText"

  private func makeModel() -> (TestHost, FormScreen, ATSPIObjectModel) {
    let screen = FormScreen()
    let host = TestHost(rootViewController: screen, size: Size(width: 400, height: 300))
    let model = ATSPIObjectModel(window: host.window, applicationName: "form")
    model.busName = ":1.9"
    _ = model.refresh()
    return (host, screen, model)
  }

  /// The result of calling `method` of `interface` (short name) at `path`.
  private func call(
    _ model: ATSPIObjectModel, _ method: String, _ interface: String, at path: String,
    _ arguments: [DBusValue] = []
  ) -> Result<DBusValue, ATSPIError> {
    model.call(method, of: "org.a11y.atspi." + interface, at: path, arguments: .tuple(arguments))
  }

  /// The reply's members of a call that must succeed.
  private func reply(
    _ model: ATSPIObjectModel, _ method: String, _ interface: String, at path: String,
    _ arguments: [DBusValue] = []
  ) -> [DBusValue] {
    let result = call(model, method, interface, at: path, arguments)
    guard case .success(let reply) = result else {
      Issue.record("\(interface).\(method) at \(path) failed: \(result)")
      return []
    }
    return reply.members
  }

  private func path(named name: String, in model: ATSPIObjectModel) throws -> String {
    try #require(model.tree.elements.first { $0.value.node.label == name }?.key)
  }

  /// What `Text` reads at `path`: the whole text and the caret.
  private func read(_ model: ATSPIObjectModel, at path: String) -> (String, Int) {
    let whole = reply(model, "GetText", "Text", at: path, [.int32(0), .int32(-1)])
    let caret = model.property("CaretOffset", of: text, at: path)?.intValue ?? -2
    return (whole.first?.stringValue ?? "", caret)
  }

  /// A frame, then what changed since the model last read the window.
  private func frame(_ host: TestHost, _ model: ATSPIObjectModel) -> [ATSPIEvent] {
    _ = host.advance(by: TestHost.frameDuration)
    model.invalidate()
    return model.refresh()
  }

  @Test("roles are GTK 4's: text for an entry, entry for a search field, password text")
  func roles() throws {
    let (_, _, model) = makeModel()
    let name = try path(named: "Name", in: model)
    let search = try path(named: "Search", in: model)
    let password = try path(named: "Password", in: model)
    #expect(reply(model, "GetRole", "Accessible", at: name) == [.uint32(61)])
    #expect(reply(model, "GetRoleName", "Accessible", at: name) == [.string("text")])
    #expect(reply(model, "GetRole", "Accessible", at: search) == [.uint32(79)])
    #expect(reply(model, "GetRoleName", "Accessible", at: search) == [.string("entry")])
    #expect(reply(model, "GetRole", "Accessible", at: password) == [.uint32(40)])
    #expect(reply(model, "GetRoleName", "Accessible", at: password) == [.string("password text")])
    for field in [name, search, password] {
      let interfaces = model.interfaces(at: field) ?? []
      #expect(interfaces.contains(text) && interfaces.contains(editable))
      let states = ATSPIStateSet(rawValue: UInt64(0))
        .union([.editable, .singleLine, .focusable, .enabled, .sensitive, .visible, .showing])
      #expect(
        reply(model, "GetState", "Accessible", at: field) == [
          .array(elementType: "u", states.words.map(DBusValue.uint32))
        ])
      // GTK 4 names an entry's action "activate", not a button's "click".
      #expect(reply(model, "GetName", "Action", at: field, [.int32(0)]) == [.string("activate")])
    }
    // A label reads as text but is not editable.
    let caption = try path(named: "Caption", in: model)
    #expect(model.interfaces(at: caption)?.contains(editable) == false)
    #expect(model.property("CaretOffset", of: text, at: caption) == .int32(-1))
  }

  @Test("offsets count Unicode scalars: a composed é is two, a family emoji seven")
  func scalarOffsets() throws {
    let (host, screen, model) = makeModel()
    // "e" + combining acute, a family (man ZWJ woman ZWJ girl ZWJ boy), then "x".
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    screen.name.text = "e\u{301}" + family + "x"
    #expect(screen.name.text.count == 3)
    _ = frame(host, model)
    let name = try path(named: "Name", in: model)
    #expect(model.property("CharacterCount", of: text, at: name) == .int32(10))
    #expect(read(model, at: name) == ("e\u{301}" + family + "x", 10))
    #expect(reply(model, "GetText", "Text", at: name, [.int32(2), .int32(9)]) == [.string(family)])
    #expect(reply(model, "GetCharacterAtOffset", "Text", at: name, [.int32(1)]) == [.int32(0x301)])
    // A caret asked for inside the emoji goes to its start; a selection inside it widens to
    // the whole emoji.
    #expect(
      reply(model, "SetCaretOffset", "Text", at: name, [.int32(4)]) == [.boolean(true)])
    #expect(screen.name.selectedRange == 1..<1)
    #expect(model.property("CaretOffset", of: text, at: name) == .int32(2))
    #expect(
      reply(model, "SetSelection", "Text", at: name, [.int32(0), .int32(1), .int32(5)])
        == [.boolean(true)])
    #expect(screen.name.selectedRange == 0..<2)
    #expect(reply(model, "GetSelection", "Text", at: name, [.int32(0)]) == [.int32(0), .int32(9)])
    #expect(screen.name.selectedText == "e\u{301}" + family)
    // Deleting the combining accent alone deletes the whole "é", as Backspace does.
    #expect(
      reply(model, "DeleteText", "EditableText", at: name, [.int32(1), .int32(2)])
        == [.boolean(true)])
    #expect(screen.name.text == family + "x")
  }

  @Test("caret and selection: set, read, added, removed; a backward selection keeps its anchor")
  func caretAndSelection() throws {
    let (_, screen, model) = makeModel()
    screen.name.text = "Hello world"
    model.invalidate()
    let name = try path(named: "Name", in: model)
    #expect(model.property("CaretOffset", of: text, at: name) == .int32(11))
    #expect(reply(model, "GetNSelections", "Text", at: name) == [.int32(0)])
    #expect(
      call(model, "GetSelection", "Text", at: name, [.int32(0)])
        == .failure(.invalidArguments("GetSelection: no selection 0")))
    #expect(reply(model, "SetCaretOffset", "Text", at: name, [.int32(5)]) == [.boolean(true)])
    #expect(screen.name.selectedRange == 5..<5)
    #expect(reply(model, "SetCaretOffset", "Text", at: name, [.int32(12)]) == [.boolean(false)])
    #expect(reply(model, "SetCaretOffset", "Text", at: name, [.int32(-1)]) == [.boolean(false)])
    #expect(model.property("CaretOffset", of: text, at: name) == .int32(5))
    // Backward: from 11 (the anchor) to 6, the caret at 6.
    #expect(
      reply(model, "AddSelection", "Text", at: name, [.int32(11), .int32(6)]) == [.boolean(true)])
    #expect(screen.name.selectedText == "world")
    #expect(model.property("CaretOffset", of: text, at: name) == .int32(6))
    #expect(reply(model, "GetNSelections", "Text", at: name) == [.int32(1)])
    #expect(reply(model, "GetSelection", "Text", at: name, [.int32(0)]) == [.int32(6), .int32(11)])
    // One selection at most.
    #expect(
      reply(model, "AddSelection", "Text", at: name, [.int32(0), .int32(2)]) == [.boolean(false)])
    #expect(
      reply(model, "SetSelection", "Text", at: name, [.int32(1), .int32(0), .int32(2)])
        == [.boolean(false)])
    #expect(
      reply(model, "SetSelection", "Text", at: name, [.int32(0), .int32(0), .int32(-1)])
        == [.boolean(true)])
    #expect(screen.name.selectedText == "Hello world")
    #expect(reply(model, "RemoveSelection", "Text", at: name, [.int32(0)]) == [.boolean(true)])
    #expect(screen.name.selectedRange == 11..<11)
    #expect(reply(model, "RemoveSelection", "Text", at: name, [.int32(0)]) == [.boolean(false)])
    #expect(
      reply(model, "SetSelection", "Text", at: name, [.int32(0), .int32(40), .int32(2)])
        == [.boolean(false)])
    #expect(screen.name.text == "Hello world")
  }

  @Test("editing goes through the field's delegate: asked, told, and a refusal changes nothing")
  func editingThroughDelegate() throws {
    let (_, screen, model) = makeModel()
    let name = try path(named: "Name", in: model)
    #expect(
      reply(model, "SetTextContents", "EditableText", at: name, [.string("Ada")])
        == [.boolean(true)])
    #expect(read(model, at: name) == ("Ada", 3))
    #expect(screen.heard == ["should →Ada", "changed Ada", "did Ada"])
    // The first two bytes of "B\u{e9}..." are "B" and half of "é": the half is not inserted.
    #expect(
      reply(
        model, "InsertText", "EditableText", at: name, [.int32(0), .string("Béla "), .int32(2)])
        == [.boolean(true)])
    #expect(read(model, at: name) == ("BAda", 1))
    #expect(
      reply(model, "InsertText", "EditableText", at: name, [.int32(99), .string("!"), .int32(-1)])
        == [.boolean(true)])
    #expect(read(model, at: name) == ("BAda!", 5))
    screen.refused = ["no"]
    screen.heard = []
    #expect(
      reply(model, "InsertText", "EditableText", at: name, [.int32(1), .string("no"), .int32(-1)])
        == [.boolean(false)])
    #expect(read(model, at: name) == ("BAda!", 5))
    #expect(screen.heard == ["should →no"])
    #expect(
      reply(model, "DeleteText", "EditableText", at: name, [.int32(0), .int32(1)])
        == [.boolean(true)])
    #expect(read(model, at: name) == ("Ada!", 0))
    #expect(
      reply(model, "DeleteText", "EditableText", at: name, [.int32(3), .int32(3)])
        == [.boolean(false)])
    // The edits are one undo step each, as a paste's are.
    #expect(screen.name.undo())
    #expect(screen.name.text == "BAda!")
    // A disabled field refuses every edit and cannot take the focus.
    screen.name.isEnabled = false
    model.invalidate()
    #expect(
      reply(model, "SetTextContents", "EditableText", at: name, [.string("x")])
        == [.boolean(false)])
    #expect(reply(model, "GrabFocus", "Component", at: name) == [.boolean(false)])
    #expect(screen.name.text == "BAda!")
  }

  @Test("cut, copy and paste go through the window's clipboard; a password is never copied")
  func clipboard() throws {
    let (host, screen, model) = makeModel()
    screen.name.text = "copy that"
    screen.password.text = "secret"
    model.invalidate()
    let name = try path(named: "Name", in: model)
    let password = try path(named: "Password", in: model)
    #expect(read(model, at: password) == ("••••••", 6))
    #expect(reply(model, "CopyText", "EditableText", at: name, [.int32(0), .int32(4)]).isEmpty)
    #expect(host.window.clipboard.string == "copy")
    #expect(
      reply(model, "CutText", "EditableText", at: name, [.int32(4), .int32(-1)])
        == [.boolean(true)])
    #expect(host.window.clipboard.string == " that")
    #expect(read(model, at: name) == ("copy", 4))
    #expect(
      reply(model, "PasteText", "EditableText", at: name, [.int32(0)]) == [.boolean(true)])
    #expect(read(model, at: name) == (" thatcopy", 5))
    #expect(reply(model, "CopyText", "EditableText", at: password, [.int32(0), .int32(6)]).isEmpty)
    #expect(
      reply(model, "CutText", "EditableText", at: password, [.int32(0), .int32(6)])
        == [.boolean(false)])
    #expect(host.window.clipboard.string == " that")
    #expect(screen.password.text == "secret")
    // Pasting into the password field works, as typing does.
    #expect(
      reply(model, "PasteText", "EditableText", at: password, [.int32(6)]) == [.boolean(true)])
    #expect(screen.password.text == "secret that")
    // A label is not editable text.
    let caption = try path(named: "Caption", in: model)
    #expect(
      call(model, "SetTextContents", "EditableText", at: caption, [.string("x")])
        == .failure(.unknownMethod(editable, "SetTextContents")))
  }

  @Test("text events: a frame's typing is one insertion; the caret and selection are heard")
  func textEvents() throws {
    let (host, screen, model) = makeModel()
    let name = try path(named: "Name", in: model)
    #expect(host.tap(on: screen.name))
    _ = frame(host, model)
    // Typed between two frames: one insertion of both characters, one caret move.
    host.type("h")
    host.type("i")
    #expect(screen.name.text == "hi")
    var events = frame(host, model)
    #expect(
      events == [
        .textChanged(path: name, isInsertion: true, offset: 0, text: "hi"),
        .textCaretMoved(path: name, offset: 2),
      ])
    // Replacing the text is a deletion then an insertion of what differs.
    #expect(
      reply(model, "SetTextContents", "EditableText", at: name, [.string("hop")])
        == [.boolean(true)])
    events = frame(host, model)
    #expect(
      events == [
        .textChanged(path: name, isInsertion: false, offset: 1, text: "i"),
        .textChanged(path: name, isInsertion: true, offset: 1, text: "op"),
        .textCaretMoved(path: name, offset: 3),
      ])
    #expect(
      reply(model, "SetSelection", "Text", at: name, [.int32(0), .int32(0), .int32(2)])
        == [.boolean(true)])
    events = frame(host, model)
    #expect(
      events == [.textCaretMoved(path: name, offset: 2), .textSelectionChanged(path: name)])
    _ = host.press(key: .rightArrow)
    events = frame(host, model)
    #expect(events == [.textSelectionChanged(path: name)])
    #expect(frame(host, model).isEmpty)
  }

  @Test("GrabFocus moves the keyboard focus to the element's view, and the focus is heard")
  func grabFocus() throws {
    let (host, screen, model) = makeModel()
    let go = try path(named: "Go", in: model)
    let name = try path(named: "Name", in: model)
    let caption = try path(named: "Caption", in: model)
    #expect(reply(model, "GrabFocus", "Component", at: go) == [.boolean(true)])
    #expect(host.firstResponder === screen.go)
    #expect(host.window.showsFocusRing)
    var events = model.refresh()
    #expect(events.last == .focus(path: go))
    #expect(events.contains(.stateChanged(path: go, state: "focused", isOn: true)))
    // A label cannot take the focus: it stays where it was.
    #expect(reply(model, "GrabFocus", "Component", at: caption) == [.boolean(false)])
    #expect(host.firstResponder === screen.go)
    // A field whose delegate refuses to begin editing does not take it either.
    screen.allowsBegin = false
    #expect(reply(model, "GrabFocus", "Component", at: name) == [.boolean(false)])
    #expect(host.firstResponder === screen.go)
    screen.allowsBegin = true
    #expect(reply(model, "GrabFocus", "Component", at: name) == [.boolean(true)])
    #expect(screen.name.isEditing)
    events = model.refresh()
    #expect(events.contains(.stateChanged(path: go, state: "focused", isOn: false)))
    #expect(events.last == .focus(path: name))
    // Then typing goes to the field.
    host.type("ok")
    #expect(screen.name.text == "ok")
    try host.checkInvariants()
  }

  @Test("bad input changes nothing: offsets past the text, a path gone, an element gone")
  func badInput() throws {
    let (host, screen, model) = makeModel()
    screen.name.text = "abc"
    model.invalidate()
    let name = try path(named: "Name", in: model)
    #expect(
      reply(model, "GetText", "Text", at: name, [.int32(7), .int32(2)]) == [.string("")])
    #expect(
      reply(model, "DeleteText", "EditableText", at: name, [.int32(-5), .int32(-9)])
        == [.boolean(true)])
    #expect(screen.name.text == "")
    screen.name.text = "abc"
    model.invalidate()
    #expect(
      reply(model, "DeleteText", "EditableText", at: name, [.int32(50), .int32(60)])
        == [.boolean(false)])
    #expect(screen.name.text == "abc")
    // The field leaves the window: its element is gone, and an edit on its old path fails.
    screen.name.removeFromSuperview()
    _ = host.advance(by: TestHost.frameDuration)
    model.invalidate()
    #expect(
      call(model, "SetTextContents", "EditableText", at: name, [.string("x")])
        == .failure(.unknownObject(name)))
    #expect(screen.name.text == "abc")
  }

  @Test("a field edited and focused while it slides: done at once, read where it is drawn")
  func editDuringAnimation() throws {
    let (host, screen, model) = makeModel()
    View.animate(withDuration: 0.3) { screen.name.frame.origin.x = 90 }
    _ = host.advance(by: 0.1)
    model.invalidate()
    _ = model.refresh()
    let name = try path(named: "Name", in: model)
    let during = try #require(model.tree[name]?.node.frame.minX)
    #expect(during > 10 && during < 90)
    #expect(
      reply(model, "SetTextContents", "EditableText", at: name, [.string("mid-slide")])
        == [.boolean(true)])
    #expect(reply(model, "GrabFocus", "Component", at: name) == [.boolean(true)])
    #expect(screen.name.text == "mid-slide")
    #expect(screen.name.isEditing)
    let events = model.refresh()
    #expect(
      events.contains(.textChanged(path: name, isInsertion: true, offset: 0, text: "mid-slide")))
    #expect(events.last == .focus(path: name))
    _ = host.settle()
    model.invalidate()
    _ = model.refresh()
    #expect(model.tree[name]?.node.frame.minX == 90)
    #expect(read(model, at: name) == ("mid-slide", 9))
    #expect(host.firstResponder === screen.name)
    try host.checkInvariants()
  }
}
