import StrataKit

/// A set of AT-SPI states (`AtspiStateType`), sent as two 32-bit words (`au`) by `GetState`.
struct ATSPIStateSet: OptionSet, Sendable, Hashable {
  let rawValue: UInt64

  init(rawValue: UInt64) { self.rawValue = rawValue }

  private init(bit: Int) { rawValue = 1 << UInt64(bit) }

  static let active = ATSPIStateSet(bit: 1)
  static let checked = ATSPIStateSet(bit: 4)
  static let editable = ATSPIStateSet(bit: 7)
  static let enabled = ATSPIStateSet(bit: 8)
  static let focusable = ATSPIStateSet(bit: 11)
  static let focused = ATSPIStateSet(bit: 12)
  static let modal = ATSPIStateSet(bit: 16)
  static let resizable = ATSPIStateSet(bit: 21)
  static let selectable = ATSPIStateSet(bit: 22)
  static let selected = ATSPIStateSet(bit: 23)
  static let sensitive = ATSPIStateSet(bit: 24)
  static let showing = ATSPIStateSet(bit: 25)
  static let singleLine = ATSPIStateSet(bit: 26)
  static let visible = ATSPIStateSet(bit: 30)
  static let checkable = ATSPIStateSet(bit: 41)

  /// The states of an element the tree shows, as GTK 4 reports a widget's: every element in
  /// the tree is visible and showing (the tree leaves out what does not show); an enabled one
  /// is enabled and sensitive.
  init(_ node: AccessibilityNode) {
    self = [.visible, .showing]
    let states = node.states
    if states.contains(.enabled) { formUnion([.enabled, .sensitive]) }
    if states.contains(.focusable) { insert(.focusable) }
    if states.contains(.focused) { insert(.focused) }
    if states.contains(.selectable) { insert(.selectable) }
    if states.contains(.selected) { insert(.selected) }
    if states.contains(.editable) { formUnion([.editable, .singleLine]) }
    if states.contains(.modal) { insert(.modal) }
  }

  /// The two words `GetState` sends: states 0 to 31, then 32 to 63.
  var words: [UInt32] {
    [UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)]
  }

  /// The names `StateChanged` events carry for the states a reader follows, with each state.
  static let eventNames: [(ATSPIStateSet, String)] = [
    (.focused, "focused"), (.selected, "selected"), (.checked, "checked"),
    (.showing, "showing"), (.enabled, "enabled"), (.sensitive, "sensitive"),
  ]
}
