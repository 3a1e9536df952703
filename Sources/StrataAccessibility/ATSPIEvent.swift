import StrataKit

/// A change AT-SPI clients hear about as an `org.a11y.atspi.Event.*` signal, found by comparing
/// the tree before and after a frame.
enum ATSPIEvent: Sendable, Hashable {
  /// A state of the object at `path` turned on or off (`object:state-changed:<state>`).
  case stateChanged(path: String, state: String, isOn: Bool)
  /// A child was added to or removed from the object at `path`, at `index`
  /// (`object:children-changed:add` or `:remove`).
  case childrenChanged(path: String, isAdded: Bool, index: Int, child: String)
  /// A property of the object at `path` changed (`object:property-change:<property>`), such as
  /// `accessible-name`.
  case propertyChanged(path: String, property: String, value: DBusValue)
  /// The object at `path` took the keyboard focus (`focus:`).
  case focus(path: String)
  /// A reader is to say `text`, politely, for the object at `path` (`object:announcement`).
  case announcement(path: String, text: String)
  /// `text` was inserted into or deleted from the editable text at `path`, at scalar `offset`
  /// (`object:text-changed:insert` or `:delete`).
  case textChanged(path: String, isInsertion: Bool, offset: Int, text: String)
  /// The caret of the editable text at `path` moved to scalar `offset`
  /// (`object:text-caret-moved`).
  case textCaretMoved(path: String, offset: Int)
  /// The selection of the editable text at `path` changed (`object:text-selection-changed`).
  case textSelectionChanged(path: String)

  /// The signal that carries the event, sent from the object's path: its interface, its
  /// member, and its arguments (`siiva{sv}`: the detail, two numbers, a value and no
  /// properties), the value's references naming `busName`.
  func signal(busName: String) -> (path: String, interface: String, member: String, body: DBusValue)
  {
    let (path, interface, member, detail, detail1, detail2, value):
      (String, String, String, String, Int32, Int32, DBusValue) =
        switch self {
        case .stateChanged(let path, let state, let isOn):
          (path, "Object", "StateChanged", state, isOn ? 1 : 0, 0, .int32(0))
        case .childrenChanged(let path, let isAdded, let index, let child):
          (
            path, "Object", "ChildrenChanged", isAdded ? "add" : "remove", Int32(clamping: index),
            0, .reference(busName: busName, path: child)
          )
        case .propertyChanged(let path, let property, let value):
          (path, "Object", "PropertyChange", property, 0, 0, value)
        case .focus(let path):
          (path, "Focus", "Focus", "", 0, 0, .int32(0))
        case .announcement(let path, let text):
          (path, "Object", "Announcement", "", 1, 0, .string(text))
        case .textChanged(let path, let isInsertion, let offset, let text):
          (
            path, "Object", "TextChanged", isInsertion ? "insert" : "delete",
            Int32(clamping: offset), Int32(clamping: text.unicodeScalars.count), .string(text)
          )
        case .textCaretMoved(let path, let offset):
          (path, "Object", "TextCaretMoved", "", Int32(clamping: offset), 0, .int32(0))
        case .textSelectionChanged(let path):
          (path, "Object", "TextSelectionChanged", "", 0, 0, .int32(0))
        }
    let body = DBusValue.tuple([
      .string(detail), .int32(detail1), .int32(detail2), .variant(value),
      .array(elementType: "{sv}", []),
    ])
    return (path, "org.a11y.atspi.Event." + interface, member, body)
  }

  /// The events that take a client's view of `old` to `new`: children removed (last first),
  /// then added, then names, descriptions and sliders' values changed, editable text changed
  /// (its text, caret and selection), states changed, and the focus moved.
  ///
  /// - Complexity: O(n) in the number of elements of both trees.
  static func changes(from old: ATSPITree, to new: ATSPITree) -> [ATSPIEvent] {
    var removed: [(parent: String, index: Int, child: String)] = []
    var added: [(parent: String, index: Int, child: String)] = []
    var properties: [ATSPIEvent] = []
    var states: [ATSPIEvent] = []
    var texts: [(path: String, events: [ATSPIEvent])] = []
    // A subtree that goes or comes is one event, on the parent that stays.
    for (path, element) in old.elements where new[path]?.parent != element.parent {
      if new.contains(element.parent) { removed.append((element.parent, element.index, path)) }
    }
    var focus: String?
    for (path, element) in new.elements {
      guard let before = old[path], before.parent == element.parent else {
        if old.contains(element.parent) { added.append((element.parent, element.index, path)) }
        if element.node.states.contains(.focused) { focus = path }
        continue
      }
      let (was, now) = (before.node, element.node)
      if was.label != now.label {
        properties.append(
          .propertyChanged(path: path, property: "accessible-name", value: .string(now.label ?? ""))
        )
      }
      if was.hint != now.hint {
        properties.append(
          .propertyChanged(
            path: path, property: "accessible-description", value: .string(now.hint ?? "")))
      }
      if was.value != now.value, now.role == .slider {
        let number = ATSPIObjectModel.number(in: now.value) ?? 0
        properties.append(
          .propertyChanged(path: path, property: "accessible-value", value: .double(number)))
      }
      if let wasText = was.textState, let nowText = now.textState, wasText != nowText {
        texts.append((path, textChanges(at: path, from: wasText, to: nowText)))
      }
      let (wasStates, nowStates) = (ATSPIStateSet(was), ATSPIStateSet(now))
      for (state, name) in ATSPIStateSet.eventNames
      where wasStates.contains(state) != nowStates.contains(state) {
        states.append(.stateChanged(path: path, state: name, isOn: nowStates.contains(state)))
      }
      if nowStates.contains(.focused) && !wasStates.contains(.focused) { focus = path }
    }
    let gone = removed.sorted { ($0.parent, -$0.index) < ($1.parent, -$1.index) }.flatMap {
      [
        ATSPIEvent.stateChanged(path: $0.child, state: "showing", isOn: false),
        .childrenChanged(path: $0.parent, isAdded: false, index: $0.index, child: $0.child),
      ]
    }
    let arrived = added.sorted { ($0.parent, $0.index) < ($1.parent, $1.index) }.map {
      ATSPIEvent.childrenChanged(path: $0.parent, isAdded: true, index: $0.index, child: $0.child)
    }
    let sortedProperties = properties.sorted { "\($0)" < "\($1)" }
    let sortedStates = states.sorted { "\($0)" < "\($1)" }
    let sortedTexts = texts.sorted { $0.path < $1.path }.flatMap(\.events)
    return gone + arrived + sortedProperties + sortedTexts + sortedStates
      + (focus.map { [.focus(path: $0)] } ?? [])
  }

  /// The events that take editable text at `path` from `old` to `new`, as GTK sends them: the
  /// scalars deleted, then those inserted (between the text's common start and end, so that a
  /// frame's typing is one insertion), the caret moved, the selection changed.
  ///
  /// - Complexity: O(n) in the length of the texts.
  static func textChanges(
    at path: String, from old: AccessibilityTextState, to new: AccessibilityTextState
  ) -> [ATSPIEvent] {
    var events: [ATSPIEvent] = []
    if old.text != new.text {
      let (before, after) = (Array(old.text.unicodeScalars), Array(new.text.unicodeScalars))
      var start = 0
      while start < min(before.count, after.count), before[start] == after[start] { start += 1 }
      var end = 0
      while end < min(before.count, after.count) - start,
        before[before.count - 1 - end] == after[after.count - 1 - end]
      {
        end += 1
      }
      func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
      }
      let deleted = text(before[start..<before.count - end])
      let inserted = text(after[start..<after.count - end])
      if !deleted.isEmpty {
        events.append(.textChanged(path: path, isInsertion: false, offset: start, text: deleted))
      }
      if !inserted.isEmpty {
        events.append(.textChanged(path: path, isInsertion: true, offset: start, text: inserted))
      }
    }
    if old.caret != new.caret { events.append(.textCaretMoved(path: path, offset: new.caret)) }
    let (wasSelected, isSelected) = (old.selection, new.selection)
    if wasSelected != isSelected && !(wasSelected.isEmpty && isSelected.isEmpty) {
      events.append(.textSelectionChanged(path: path))
    }
    return events
  }
}
