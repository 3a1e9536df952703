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
        }
    let body = DBusValue.tuple([
      .string(detail), .int32(detail1), .int32(detail2), .variant(value),
      .array(elementType: "{sv}", []),
    ])
    return (path, "org.a11y.atspi.Event." + interface, member, body)
  }

  /// The events that take a client's view of `old` to `new`: children removed (last first),
  /// then added, then names, descriptions and sliders' values changed, states changed, and the
  /// focus moved.
  ///
  /// - Complexity: O(n) in the number of elements of both trees.
  static func changes(from old: ATSPITree, to new: ATSPITree) -> [ATSPIEvent] {
    var removed: [(parent: String, index: Int, child: String)] = []
    var added: [(parent: String, index: Int, child: String)] = []
    var properties: [ATSPIEvent] = []
    var states: [ATSPIEvent] = []
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
    return gone + arrived + sortedProperties + sortedStates
      + (focus.map { [.focus(path: $0)] } ?? [])
  }
}
