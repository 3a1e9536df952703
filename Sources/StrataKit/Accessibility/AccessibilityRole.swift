/// What kind of thing an element of the accessibility tree is, named as AT-SPI's roles are
/// (the names GTK 4 gives its widgets): derived from an element's traits, its container type
/// and where it stands.
public enum AccessibilityRole: String, Sendable, Hashable, Codable {
  /// The window itself.
  case frame
  /// A view that groups elements without a role of its own (a container that offers actions).
  case panel
  /// Text that does not change (a label).
  case label
  /// A button.
  case pushButton = "push button"
  /// A link.
  case link
  /// A heading.
  case heading
  /// A picture.
  case image
  /// A list of items.
  case list
  /// An item of a list.
  case listItem = "list item"
  /// A bar of tabs.
  case pageTabList = "page tab list"
  /// One tab of a tab bar.
  case pageTab = "page tab"
  /// Editable text.
  case entry
  /// A value that goes up and down.
  case slider
  /// A region a reader can jump to.
  case landmark
}
