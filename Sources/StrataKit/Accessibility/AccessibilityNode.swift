/// One element of a window's accessibility tree as an assistive technology reads it, a value
/// taken at one moment: what ``Window/accessibilityTree()`` returns and what the AT-SPI bridge
/// and tests read.
public struct AccessibilityNode: Sendable, Hashable, CustomStringConvertible {
  /// Identifies the view an element stands for while that view lives; actions are performed
  /// through it (``Window/performAccessibilityAction(named:on:)``).
  public struct ID: Sendable, Hashable {
    let rawValue: ObjectIdentifier

    @MainActor init(_ view: View) { rawValue = ObjectIdentifier(view) }
  }

  /// The states an element is in, named as AT-SPI's are.
  public struct States: OptionSet, Sendable, Hashable {
    /// The states' bits.
    public let rawValue: UInt32

    /// Creates states from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The element can be used.
    public static let enabled = States(rawValue: 1 << 0)
    /// The element can take the keyboard focus.
    public static let focusable = States(rawValue: 1 << 1)
    /// The element has the keyboard focus.
    public static let focused = States(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = States(rawValue: 1 << 3)
    /// The element can be selected (a list item, a tab).
    public static let selectable = States(rawValue: 1 << 4)
    /// Its text can be edited.
    public static let editable = States(rawValue: 1 << 5)
    /// The element is under a modal presentation's content: only it and what it holds are read.
    public static let modal = States(rawValue: 1 << 6)
  }

  /// The element's identity; `nil` for the window's frame.
  public var id: ID?
  /// What kind of element it is.
  public var role: AccessibilityRole
  /// What it is called (a button's title, a label's text).
  public var label: String?
  /// Its value (a text field's text, a slider's position).
  public var value: String?
  /// What activating it does, in a few words.
  public var hint: String?
  /// Its traits.
  public var traits: AccessibilityTraits
  /// Its states.
  public var states: States
  /// Where it is, in the window's coordinates (points).
  public var frame: Rect
  /// The names of the actions it can perform: `"activate"`, `"increment"`, `"decrement"`,
  /// `"escape"`, `"scroll left"` …, then its custom actions' names.
  public var actions: [String]
  /// The elements inside it, in reading order.
  public var children: [AccessibilityNode]
  /// The text, caret and selection of an editable element (a text field), as the AT-SPI
  /// bridge reads them; `nil` for other elements.
  package var textState: AccessibilityTextState?

  /// Creates a node.
  public init(
    id: ID?, role: AccessibilityRole, label: String? = nil, value: String? = nil,
    hint: String? = nil, traits: AccessibilityTraits = [], states: States = [],
    frame: Rect = .zero, actions: [String] = [], children: [AccessibilityNode] = []
  ) {
    self.id = id
    self.role = role
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.states = states
    self.frame = frame
    self.actions = actions
    self.children = children
  }

  /// This node and every node below it, depth first, in reading order.
  public var allNodes: [AccessibilityNode] {
    [self] + children.flatMap(\.allNodes)
  }

  /// The first node, depth first, with `label` (and `role`, when given).
  public func first(labelled label: String, role: AccessibilityRole? = nil) -> AccessibilityNode? {
    allNodes.first { $0.label == label && (role == nil || $0.role == role) }
  }

  /// The nodes, depth first, whose role is `role`.
  public func all(_ role: AccessibilityRole) -> [AccessibilityNode] {
    allNodes.filter { $0.role == role }
  }

  /// The tree as indented lines, one per element: role, quoted label, value, states and
  /// actions; frames are left out unless `includesFrames`, so that a description stays the
  /// same across small layout changes.
  public func treeDescription(includesFrames: Bool = false) -> String {
    var lines: [String] = []
    appendLines(to: &lines, depth: 0, includesFrames: includesFrames)
    return lines.joined(separator: "\n")
  }

  /// The tree as ``treeDescription(includesFrames:)`` writes it, without frames.
  public var description: String { treeDescription() }

  private func appendLines(to lines: inout [String], depth: Int, includesFrames: Bool) {
    var line = String(repeating: "  ", count: depth) + role.rawValue
    if let label { line += " \"\(label)\"" }
    if let value { line += " value=\"\(value)\"" }
    let names = Self.stateNames.filter { states.contains($0.0) }.map(\.1)
    if !names.isEmpty { line += " [" + names.joined(separator: ", ") + "]" }
    if !actions.isEmpty { line += " {" + actions.joined(separator: ", ") + "}" }
    if includesFrames { line += " @\(frame)" }
    lines.append(line)
    for child in children {
      child.appendLines(to: &lines, depth: depth + 1, includesFrames: includesFrames)
    }
  }

  private static let stateNames: [(States, String)] = [
    (.focused, "focused"), (.selected, "selected"), (.editable, "editable"), (.modal, "modal"),
  ]
}
