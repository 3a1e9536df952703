/// What an accessibility element is and how it behaves, as `UIAccessibilityTraits`: a screen
/// reader says them and an assistive technology's role for the element follows from them.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The traits' bits.
  public let rawValue: UInt32

  /// Creates traits from their raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The element acts when activated, as a button.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// The element opens a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// The element is a heading of the content that follows.
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  /// The element is a picture.
  public static let image = AccessibilityTraits(rawValue: 1 << 3)
  /// The element is text that does not change.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
  /// The element is selected (a selected row, the current tab).
  public static let selected = AccessibilityTraits(rawValue: 1 << 5)
  /// The element cannot be used now.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
  /// The element's value goes up and down with ``View/accessibilityIncrement()`` and
  /// ``View/accessibilityDecrement()``.
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 7)
  /// The element is a bar of tabs: its elements are tabs, one of them selected.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 8)
  /// The element's value changes often (a clock, a progress); a reader polls it rather than
  /// announcing each change.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
  /// The element is a field to search with.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
  /// The element summarises the screen when it appears.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 11)
  /// Activating the element turns a page.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 12)
}
