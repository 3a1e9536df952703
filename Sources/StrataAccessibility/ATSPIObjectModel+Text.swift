import StrataKit

// MARK: - Text and EditableText

extension ATSPIObjectModel {
  /// The text of an element as `Text` reads it: an editable element's text (a bullet per
  /// character of secure entry), another's label.
  func text(of node: AccessibilityNode) -> String {
    if let state = node.textState { return state.text }
    return (node.role.isEditableText ? node.value : node.label) ?? ""
  }

  /// Answers a method of `org.a11y.atspi.Text` on the element at `path`: reading the text by
  /// offsets, and the caret and selection of editable text (one selection at most). Offsets
  /// are in characters as AT-SPI counts them (Unicode scalars); an end of -1 is the end of the
  /// text. `nil` for a method not answered here.
  func textCall(_ method: String, at path: String, arguments: [DBusValue])
    -> Result<[DBusValue], ATSPIError>?
  {
    guard let node = tree[path]?.node else { return .failure(.unknownObject(path)) }
    let characters = Array(text(of: node).unicodeScalars)
    let integers = arguments.map { $0.intValue ?? 0 }
    func clamp(_ offset: Int) -> Int { min(max(offset, 0), characters.count) }
    func string(_ start: Int, _ end: Int) -> String {
      let (from, to) = (clamp(start), clamp(end < 0 ? characters.count : end))
      guard from < to else { return "" }
      var result = String.UnicodeScalarView()
      result.append(contentsOf: characters[from..<to])
      return String(result)
    }
    let state = node.textState
    let selection = state.map(\.selection).flatMap { $0.isEmpty ? nil : $0 }
    switch (method, integers.count) {
    case ("GetText", 2):
      return .success([.string(string(integers[0], integers[1]))])
    case ("GetCharacterAtOffset", 1):
      let offset = integers[0]
      let value = characters.indices.contains(offset) ? Int32(characters[offset].value) : 0
      return .success([.int32(value)])
    case ("GetStringAtOffset", 2), ("GetTextAtOffset", 2):
      // Characters for granularity or boundary 0; the whole text (one line) otherwise.
      let (offset, unit) = (integers[0], integers[1])
      let (start, end) = unit == 0 ? (clamp(offset), clamp(offset + 1)) : (0, characters.count)
      return .success([.string(string(start, end)), .int32(Int32(start)), .int32(Int32(end))])
    case ("GetNSelections", 0):
      return .success([.int32(selection == nil ? 0 : 1)])
    case ("GetSelection", 1):
      guard integers[0] == 0, let selection else {
        return .failure(.invalidArguments("GetSelection: no selection \(integers[0])"))
      }
      return .success([.int32(Int32(selection.lowerBound)), .int32(Int32(selection.upperBound))])
    case ("SetSelection", 3), ("AddSelection", 2):
      let isAdding = method == "AddSelection"
      let bounds = isAdding ? (integers[0], integers[1]) : (integers[1], integers[2])
      guard let state, isAdding ? selection == nil : integers[0] == 0,
        let ends = Self.offsets(bounds, in: state)
      else { return .success([.boolean(false)]) }
      return .success([.boolean(edit(.select(anchor: ends.anchor, caret: ends.caret), on: node))])
    case ("RemoveSelection", 1):
      guard let state, integers[0] == 0, selection != nil else {
        return .success([.boolean(false)])
      }
      let caret = state.caret
      return .success([.boolean(edit(.select(anchor: caret, caret: caret), on: node))])
    case ("SetCaretOffset", 1):
      guard let state, (0...state.characterCount).contains(integers[0]) else {
        return .success([.boolean(false)])
      }
      let offset = integers[0]
      return .success([.boolean(edit(.select(anchor: offset, caret: offset), on: node))])
    default:
      return nil
    }
  }

  /// Answers a method of `org.a11y.atspi.EditableText` on the element at `path`, through the
  /// element's own editing (a text field's delegate is asked): replacing the whole text,
  /// inserting (the first `length` bytes of the text, in UTF-8, as libatspi passes them; all of
  /// it for a negative length), deleting, and cutting, copying and pasting through the window's
  /// clipboard. An insertion point outside the text goes to its nearer end; a range's end of -1
  /// (or past the text) is the end of the text. `nil` for a method not answered here.
  func editableTextCall(_ method: String, at path: String, arguments: [DBusValue])
    -> Result<[DBusValue], ATSPIError>?
  {
    guard let node = tree[path]?.node else { return .failure(.unknownObject(path)) }
    guard let state = node.textState else {
      return .failure(.unknownMethod("org.a11y.atspi.EditableText", method))
    }
    let count = state.characterCount
    let integers = arguments.map { $0.intValue ?? 0 }
    func range(_ start: Int, _ end: Int) -> Range<Int> {
      let (from, to) = (min(max(start, 0), count), end < 0 ? count : min(max(end, 0), count))
      return min(from, to)..<max(from, to)
    }
    switch (method, arguments.count) {
    case ("SetTextContents", 1):
      let text = arguments[0].stringValue ?? ""
      return .success([.boolean(edit(.replace(0..<count, with: text), on: node))])
    case ("InsertText", 3):
      let position = min(max(integers[0], 0), count)
      let text = Self.prefix(of: arguments[1].stringValue ?? "", bytes: integers[2])
      guard !text.isEmpty else { return .success([.boolean(false)]) }
      return .success([.boolean(edit(.replace(position..<position, with: text), on: node))])
    case ("DeleteText", 2), ("CutText", 2):
      let span = range(integers[0], integers[1])
      guard !span.isEmpty else { return .success([.boolean(false)]) }
      let change: AccessibilityTextEdit =
        method == "CutText" ? .cut(span) : .replace(span, with: "")
      return .success([.boolean(edit(change, on: node))])
    case ("CopyText", 2):
      let span = range(integers[0], integers[1])
      if !span.isEmpty { _ = edit(.copy(span), on: node) }
      return .success([])
    case ("PasteText", 1):
      let position = min(max(integers[0], 0), count)
      return .success([.boolean(edit(.paste(at: position), on: node))])
    default:
      return nil
    }
  }

  /// Makes `edit` in the element of `node` and notes that the window changed; returns whether
  /// it was made.
  private func edit(_ edit: AccessibilityTextEdit, on node: AccessibilityNode) -> Bool {
    guard let id = node.id else { return false }
    let made = window.performAccessibilityTextEdit(edit, on: id)
    invalidate()
    return made
  }

  /// A selection's ends (`start` the anchor, `end` where the caret goes) made valid for
  /// `state`: `nil` when `start` lies outside the text; an end of -1, or past the text, is its
  /// end.
  private static func offsets(_ bounds: (Int, Int), in state: AccessibilityTextState)
    -> (anchor: Int, caret: Int)?
  {
    let count = state.characterCount
    guard (0...count).contains(bounds.0) else { return nil }
    return (bounds.0, bounds.1 < 0 ? count : min(max(bounds.1, 0), count))
  }

  /// The first `bytes` bytes of `text` in UTF-8, cut back to a whole scalar; all of it when
  /// `bytes` is negative or reaches past the end.
  static func prefix(of text: String, bytes: Int) -> String {
    guard bytes >= 0, bytes < text.utf8.count else { return text }
    var result = String.UnicodeScalarView()
    var used = 0
    for scalar in text.unicodeScalars {
      used += UTF8.width(scalar)
      if used > bytes { break }
      result.append(scalar)
    }
    return String(result)
  }
}
