import StrataKit

#if canImport(Glibc)
  import Glibc
#endif

/// Where the window is on the screen, for the extents AT-SPI asks for in screen coordinates.
struct ScreenPlacement: Sendable, Hashable {
  /// The window's top-left corner on the screen, in screen units.
  var originX: Int
  /// The window's top-left corner on the screen, in screen units.
  var originY: Int
  /// Screen units per point (1 on X11 at scale 1, 2 at scale 2).
  var unitsPerPoint: Double
}

/// Why the object model refused a call, as the D-Bus error it becomes.
struct ATSPIError: Error, Sendable, Hashable {
  /// The D-Bus error name, such as `org.freedesktop.DBus.Error.UnknownObject`.
  var name: String
  /// What went wrong, in a sentence.
  var message: String

  static func unknownObject(_ path: String) -> ATSPIError {
    ATSPIError(
      name: "org.freedesktop.DBus.Error.UnknownObject", message: "No accessible object at \(path)")
  }

  static func unknownMethod(_ interface: String, _ method: String) -> ATSPIError {
    ATSPIError(
      name: "org.freedesktop.DBus.Error.UnknownMethod",
      message: "\(interface).\(method) is not answered here")
  }

  static func invalidArguments(_ method: String) -> ATSPIError {
    ATSPIError(
      name: "org.freedesktop.DBus.Error.InvalidArgs", message: "Bad arguments to \(method)")
  }
}

/// A window's accessible objects as AT-SPI clients read and operate them: the answers to the
/// `org.a11y.atspi` interfaces' methods and properties, from a snapshot of the window's tree
/// taken again after the window changed. Plain Swift: the bridge carries its calls over D-Bus.
@MainActor
final class ATSPIObjectModel {
  /// The window read.
  let window: Window
  /// The application's name (the program's).
  let applicationName: String
  /// The bus name references to this application's objects carry (its unique name).
  var busName = ""
  /// The registry's root, the application's parent, once the application is embedded.
  var desktop = DBusValue.reference(busName: "", path: ATSPIPaths.null)
  /// The id the registry gave the application (`Application.Id`).
  var applicationID: Int32 = 0
  /// Where the window is on the screen.
  var placement: () -> ScreenPlacement

  private var paths = ATSPIPaths()
  private(set) var tree = ATSPITree()
  private var isStale = true
  /// What the window told readers since the last reading: where the reader's focus went, what
  /// to say.
  private var notes: [(focus: AccessibilityNode.ID?, announcement: String?)] = []
  /// What changed in the readings since the events were last returned.
  private var unsent: [ATSPIEvent] = []

  /// A model of `window` for the application `applicationName`.
  init(
    window: Window, applicationName: String,
    placement: @escaping () -> ScreenPlacement = {
      ScreenPlacement(originX: 0, originY: 0, unitsPerPoint: 1)
    }
  ) {
    self.window = window
    self.applicationName = applicationName
    self.placement = placement
  }

  /// Notes that the window may have changed: the next question or ``refresh()`` reads it again.
  func invalidate() { isStale = true }

  /// Notes what the window told readers (``Window/postAccessibilityNotification(_:)``): the
  /// next ``refresh()`` moves a reader's focus to the element the window's reader focus is on
  /// now (for a screen or layout change that names one), and passes an announcement on.
  func note(_ notification: AccessibilityNotification) {
    switch notification {
    case .screenChanged(_, let announcement):
      notes.append((window.accessibilityFocus, announcement))
    case .layoutChanged(let focus):
      if focus != nil { notes.append((window.accessibilityFocus, nil)) }
    case .announcement(let text):
      notes.append((nil, text))
    }
    // Only the latest matter to a reader; a window that is never read keeps a few.
    if notes.count > 16 { notes.removeFirst(notes.count - 16) }
    isStale = true
  }

  /// Reads the window's tree again when it may have changed, and returns what changed since
  /// the events were last returned: those of this reading, after those of readings a client's
  /// question made in between (which are kept, not lost).
  ///
  /// - Complexity: O(n) in the number of elements, when the window changed.
  @discardableResult
  func refresh() -> [ATSPIEvent] {
    read()
    defer { unsent = [] }
    return unsent
  }

  /// Reads the window's tree again when it may have changed, and keeps what changed to be
  /// sent with the next ``refresh()``.
  private func read() {
    guard isStale else { return }
    isStale = false
    let old = tree
    tree = ATSPITree(root: window.accessibilityTree(), paths: &paths)
    var events = ATSPIEvent.changes(from: old, to: tree)
    for (focus, announcement) in notes {
      if let focus, let path = paths.existingPath(for: focus), tree[path] != nil {
        events.append(.focus(path: path))
      }
      if let announcement, !announcement.isEmpty {
        events.append(.announcement(path: ATSPIPaths.window, text: announcement))
      }
    }
    notes = []
    unsent += events
  }

  /// The interfaces the object at `path` implements; `nil` when there is no such object.
  func interfaces(at path: String) -> [String]? {
    if path == ATSPIPaths.root {
      return ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"]
    }
    if path == ATSPIPaths.cache { return ["org.a11y.atspi.Cache"] }
    read()
    guard let node = tree[path]?.node else { return nil }
    var names = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
    if !node.actions.isEmpty { names.append("org.a11y.atspi.Action") }
    if node.role.hasText { names.append("org.a11y.atspi.Text") }
    if node.textState != nil { names.append("org.a11y.atspi.EditableText") }
    if node.role.selectsChildren { names.append("org.a11y.atspi.Selection") }
    if node.role == .slider { names.append("org.a11y.atspi.Value") }
    return names
  }

  // MARK: - Properties

  /// The property `name` of `interface` of the object at `path`; `nil` when there is none.
  func property(_ name: String, of interface: String, at path: String) -> DBusValue? {
    guard let interfaces = interfaces(at: path), interfaces.contains(interface) else { return nil }
    let short = interface.replacingPrefix("org.a11y.atspi.")
    if path == ATSPIPaths.root {
      return applicationProperty(name, interface: short)
    }
    guard let element = tree[path] else { return nil }
    let node = element.node
    switch (short, name) {
    case ("Accessible", "Name"): return .string(node.label ?? "")
    case ("Accessible", "Description"): return .string(node.hint ?? "")
    case ("Accessible", "Parent"): return reference(element.parent)
    case ("Accessible", "ChildCount"): return .int32(Int32(clamping: element.children.count))
    case ("Accessible", "Locale"): return .string(Self.locale)
    case ("Accessible", "AccessibleId"): return .string("")
    case ("Action", "NActions"): return .int32(Int32(clamping: node.actions.count))
    case ("Text", "CharacterCount"):
      return .int32(Int32(clamping: text(of: node).unicodeScalars.count))
    case ("Text", "CaretOffset"):
      // Only editable text has a caret; a label's is -1, as AT-SPI says "none".
      return .int32(node.textState.map { Int32(clamping: $0.caret) } ?? -1)
    case ("Selection", "NSelectedChildren"):
      return .int32(Int32(clamping: selectedChildren(of: element).count))
    case ("Value", "CurrentValue"): return .double(Self.number(in: node.value) ?? 0)
    case ("Value", "MinimumValue"):
      return .double(Self.isPercent(node.value) ? 0 : Self.number(in: node.value) ?? 0)
    case ("Value", "MaximumValue"):
      return .double(Self.isPercent(node.value) ? 100 : Self.number(in: node.value) ?? 0)
    case ("Value", "MinimumIncrement"): return .double(0)
    case ("Value", "Text"): return .string(node.value ?? "")
    default: return nil
    }
  }

  private func applicationProperty(_ name: String, interface: String) -> DBusValue? {
    switch (interface, name) {
    case ("Accessible", "Name"): .string(applicationName)
    case ("Accessible", "Description"): .string("")
    case ("Accessible", "Parent"): desktop
    case ("Accessible", "ChildCount"): .int32(1)
    case ("Accessible", "Locale"): .string(Self.locale)
    case ("Accessible", "AccessibleId"): .string("")
    case ("Application", "ToolkitName"): .string("Strata")
    case ("Application", "Version"): .string(Self.toolkitVersion)
    case ("Application", "AtspiVersion"): .string("2.1")
    case ("Application", "Id"): .int32(applicationID)
    default: nil
    }
  }

  /// Sets a writable property: the application's `Id` (the registry sets it), a value's
  /// `CurrentValue` (stepped towards the number asked). Returns whether it was set.
  func setProperty(_ name: String, of interface: String, at path: String, to value: DBusValue)
    -> Bool
  {
    switch (interface, name) {
    case ("org.a11y.atspi.Application", "Id") where path == ATSPIPaths.root:
      guard let id = value.intValue else { return false }
      applicationID = Int32(clamping: id)
      return true
    case ("org.a11y.atspi.Value", "CurrentValue"):
      guard let target = value.doubleValue, let node = tree[path]?.node, let id = node.id,
        let current = Self.number(in: node.value), target != current
      else { return false }
      let acted = window.performAccessibilityAction(
        named: target > current ? "increment" : "decrement", on: id)
      invalidate()
      return acted
    default:
      return false
    }
  }

  // MARK: - Methods

  /// Answers the method `method` of `interface` on the object at `path` with `arguments` (the
  /// call's arguments, a structure): its reply (a structure), or why not.
  func call(_ method: String, of interface: String, at path: String, arguments: DBusValue)
    -> Result<DBusValue, ATSPIError>
  {
    guard let interfaces = interfaces(at: path) else { return .failure(.unknownObject(path)) }
    guard interfaces.contains(interface) else {
      return .failure(.unknownMethod(interface, method))
    }
    let short = interface.replacingPrefix("org.a11y.atspi.")
    let arguments = arguments.members
    let reply: [DBusValue]?
    switch short {
    case "Text", "EditableText":
      let answer =
        short == "Text"
        ? textCall(method, at: path, arguments: arguments)
        : editableTextCall(method, at: path, arguments: arguments)
      return (answer ?? .failure(.unknownMethod(interface, method))).map { .tuple($0) }
    case "Accessible": reply = accessibleCall(method, at: path, arguments: arguments)
    case "Application":
      reply = method == "GetLocale" ? [.string(Self.locale)] : nil
    case "Component": reply = componentCall(method, at: path, arguments: arguments)
    case "Action": reply = actionCall(method, at: path, arguments: arguments)
    case "Selection": reply = selectionCall(method, at: path, arguments: arguments)
    case "Cache": reply = method == "GetItems" ? [cacheItems()] : nil
    default: reply = nil
    }
    guard let reply else { return .failure(.unknownMethod(interface, method)) }
    return .success(.tuple(reply))
  }

  /// Every element as the cache lists it: its reference, the application's, its parent's, its
  /// index, its number of children, its interfaces, name, role, description and states.
  private func cacheItems() -> DBusValue {
    let items = tree.elements.keys.sorted().compactMap { path -> DBusValue? in
      guard let element = tree[path] else { return nil }
      let node = element.node
      return .tuple([
        reference(path), reference(ATSPIPaths.root), reference(element.parent),
        .int32(Int32(clamping: element.index)), .int32(Int32(clamping: element.children.count)),
        .strings(interfaces(at: path) ?? []), .string(node.label ?? ""),
        .uint32(node.role.atspiNumber), .string(node.hint ?? ""),
        .array(elementType: "u", ATSPIStateSet(node).words.map(DBusValue.uint32)),
      ])
    }
    return .array(elementType: "((so)(so)(so)iiassusau)", items)
  }

  private func accessibleCall(_ method: String, at path: String, arguments: [DBusValue])
    -> [DBusValue]?
  {
    let isRoot = path == ATSPIPaths.root
    let element = tree[path]
    let children = isRoot ? [ATSPIPaths.window] : element?.children ?? []
    switch method {
    case "GetChildAtIndex":
      guard let index = arguments.first?.intValue else { return nil }
      return [reference(children.indices.contains(index) ? children[index] : ATSPIPaths.null)]
    case "GetChildren":
      return [.array(elementType: "(so)", children.map(reference))]
    case "GetIndexInParent":
      return [.int32(isRoot ? -1 : Int32(clamping: element?.index ?? -1))]
    case "GetRelationSet":
      return [.array(elementType: "(ua(so))", [])]
    case "GetRole":
      return [.uint32(isRoot ? atspiApplicationRole : element?.node.role.atspiNumber ?? 0)]
    case "GetRoleName", "GetLocalizedRoleName":
      return [.string(isRoot ? "application" : element?.node.role.rawValue ?? "invalid")]
    case "GetState":
      let states: ATSPIStateSet = isRoot ? [] : element.map { ATSPIStateSet($0.node) } ?? []
      return [.array(elementType: "u", states.words.map(DBusValue.uint32))]
    case "GetAttributes":
      var attributes = ["toolkit": "Strata"]
      if let node = element?.node, let value = node.value, !node.role.isEditableText {
        attributes["value"] = value
      }
      return [
        .array(
          elementType: "{ss}",
          attributes.sorted { $0.key < $1.key }.map {
            .dictEntry(key: .string($0.key), value: .string($0.value))
          })
      ]
    case "GetApplication":
      return [reference(ATSPIPaths.root)]
    case "GetInterfaces":
      return [.strings(interfaces(at: path) ?? [])]
    default:
      return nil
    }
  }

  private func componentCall(_ method: String, at path: String, arguments: [DBusValue])
    -> [DBusValue]?
  {
    guard let element = tree[path] else { return nil }
    let coordinates = UInt32(arguments.last?.intValue ?? 0)
    switch method {
    case "GetExtents":
      let rect = extents(of: element, coordinates: UInt32(arguments.first?.intValue ?? 0))
      return [.tuple(rect.map { .int32($0) })]
    case "GetPosition":
      let rect = extents(of: element, coordinates: UInt32(arguments.first?.intValue ?? 0))
      return [.int32(rect[0]), .int32(rect[1])]
    case "GetSize":
      let rect = extents(of: element, coordinates: 1)
      return [.int32(rect[2]), .int32(rect[3])]
    case "Contains":
      guard arguments.count == 3, let x = arguments[0].intValue, let y = arguments[1].intValue
      else { return nil }
      return [.boolean(contains(x, y, in: element, coordinates: coordinates))]
    case "GetAccessibleAtPoint":
      guard arguments.count == 3, let x = arguments[0].intValue, let y = arguments[1].intValue
      else { return nil }
      let hit = subtreeHit(x, y, from: path, coordinates: coordinates)
      return [reference(hit ?? ATSPIPaths.null)]
    case "GetLayer":
      return [.uint32(element.node.role == .frame ? 7 : 3)]
    case "GetMDIZOrder":
      return [.int32(-1)]
    case "GetAlpha":
      return [.double(1)]
    case "GrabFocus":
      // The view behind the element takes the keyboard focus when it can; the focus event
      // goes out with the events the call's answer sends.
      guard let id = element.node.id else { return [.boolean(false)] }
      let focused = window.focusAccessibilityElement(id)
      invalidate()
      return [.boolean(focused)]
    default:
      return nil
    }
  }

  /// The element's rectangle (x, y, width, height) in screen (0), window (1) or parent (2)
  /// coordinates, in screen units.
  private func extents(of element: ATSPITree.Element, coordinates: UInt32) -> [Int32] {
    let placement = placement()
    let scale = placement.unitsPerPoint
    var frame = element.node.frame
    if coordinates == 2, let parent = tree[element.parent] {
      frame.origin.x -= parent.node.frame.minX
      frame.origin.y -= parent.node.frame.minY
    }
    let origin = coordinates == 0 ? (Double(placement.originX), Double(placement.originY)) : (0, 0)
    let values = [
      origin.0 + frame.minX * scale, origin.1 + frame.minY * scale, frame.width * scale,
      frame.height * scale,
    ]
    return values.map { Int32(clamping: Int(($0.isFinite ? $0 : 0).rounded())) }
  }

  private func contains(_ x: Int, _ y: Int, in element: ATSPITree.Element, coordinates: UInt32)
    -> Bool
  {
    let rect = extents(of: element, coordinates: coordinates).map(Int.init)
    return x >= rect[0] && y >= rect[1] && x < rect[0] + rect[2] && y < rect[1] + rect[3]
  }

  /// The deepest element at or under `path` that contains the point, the last drawn first.
  private func subtreeHit(_ x: Int, _ y: Int, from path: String, coordinates: UInt32) -> String? {
    guard let element = tree[path], contains(x, y, in: element, coordinates: coordinates) else {
      return nil
    }
    for child in element.children.reversed() {
      if let hit = subtreeHit(x, y, from: child, coordinates: coordinates) { return hit }
    }
    return path
  }

  private func actionCall(_ method: String, at path: String, arguments: [DBusValue])
    -> [DBusValue]?
  {
    guard let node = tree[path]?.node else { return nil }
    let names = node.actions.map { Self.atspiActionName($0, role: node.role) }
    let index = arguments.first?.intValue ?? -1
    let name = names.indices.contains(index) ? names[index] : ""
    switch method {
    case "GetName", "GetLocalizedName": return [.string(name)]
    case "GetDescription": return [.string(name.isEmpty ? "" : node.hint ?? "")]
    case "GetKeyBinding": return [.string("")]
    case "GetActions":
      return [
        .array(
          elementType: "(sss)",
          names.map { .tuple([.string($0), .string(node.hint ?? ""), .string("")]) })
      ]
    case "DoAction":
      guard !name.isEmpty else { return [.boolean(false)] }
      return [.boolean(perform(node.actions[index], on: node))]
    default: return nil
    }
  }

  private func perform(_ action: String, on node: AccessibilityNode) -> Bool {
    guard let id = node.id else { return false }
    let acted = window.performAccessibilityAction(named: action, on: id)
    invalidate()
    return acted
  }

  /// The name AT-SPI clients know an action by: "click" for activating, as GTK 4 names a
  /// button's, but "activate" on editable text, as GTK 4 names an entry's; others keep their
  /// names.
  static func atspiActionName(_ name: String, role: AccessibilityRole) -> String {
    name == "activate" && !role.isEditableText ? "click" : name
  }

  private func selectionCall(_ method: String, at path: String, arguments: [DBusValue])
    -> [DBusValue]?
  {
    guard let element = tree[path] else { return nil }
    let selected = selectedChildren(of: element)
    let index = arguments.first?.intValue ?? -1
    switch method {
    case "GetSelectedChild":
      return [reference(selected.indices.contains(index) ? selected[index] : ATSPIPaths.null)]
    case "IsChildSelected":
      let children = element.children
      return [.boolean(children.indices.contains(index) && selected.contains(children[index]))]
    case "SelectChild":
      let children = element.children
      guard children.indices.contains(index), let child = tree[children[index]]?.node,
        child.actions.contains("activate")
      else { return [.boolean(false)] }
      return [.boolean(perform("activate", on: child))]
    case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection":
      // One item is always chosen in a list or a bar of tabs: nothing to deselect.
      return [.boolean(false)]
    default:
      return nil
    }
  }

  private func selectedChildren(of element: ATSPITree.Element) -> [String] {
    element.children.filter { tree[$0]?.node.states.contains(.selected) == true }
  }

  // MARK: - Helpers

  private func reference(_ path: String) -> DBusValue {
    if path == ATSPIPaths.null { return .reference(busName: "", path: path) }
    return .reference(busName: busName, path: path)
  }

  /// The locale the application shows itself in: POSIX's, from the environment.
  static var locale: String {
    for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = getenv(name).map({ String(cString: $0) }), !value.isEmpty { return value }
    }
    return "C"
  }

  /// The toolkit's version, as `Application.Version` reports it.
  static let toolkitVersion = "0.32"

  /// The number a value reads as (`"40%"` reads as 40), or `nil`.
  nonisolated static func number(in value: String?) -> Double? {
    guard var text = value?.trimmingSpaces() else { return nil }
    if text.hasSuffix("%") { text.removeLast() }
    return Double(text)
  }

  private nonisolated static func isPercent(_ value: String?) -> Bool {
    value?.trimmingSpaces().hasSuffix("%") == true
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }

  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
