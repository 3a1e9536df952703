import StrataKit

extension AccessibilityRole {
  /// The role's number in AT-SPI's `AtspiRole` enumeration, what `GetRole` answers.
  var atspiNumber: UInt32 {
    switch self {
    case .frame: 23
    case .panel: 39
    case .label: 29
    case .pushButton: 43
    case .link: 88
    case .heading: 83
    case .image: 27
    case .list: 31
    case .listItem: 32
    case .pageTabList: 38
    case .pageTab: 37
    case .entry: 79
    case .text: 61
    case .passwordText: 40
    case .slider: 51
    case .landmark: 110
    }
  }

  /// Whether an element of this role shows text a reader can walk character by character
  /// (AT-SPI's `Text` interface): a label, a heading, a link, editable text.
  var hasText: Bool {
    switch self {
    case .label, .heading, .link, .entry, .text, .passwordText: true
    default: false
    }
  }

  /// Whether an element of this role holds selectable children (AT-SPI's `Selection`): a list
  /// and a bar of tabs.
  var selectsChildren: Bool {
    self == .list || self == .pageTabList
  }
}

/// AT-SPI's role number for the application object at the root of the tree.
let atspiApplicationRole: UInt32 = 75
