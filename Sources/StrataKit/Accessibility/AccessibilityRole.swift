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
  /// A field to search with: GTK 4's role for a `GtkSearchEntry`, and for a view with the
  /// ``AccessibilityTraits/searchField`` trait.
  case entry
  /// One line of editable text: GTK 4's role for a `GtkEntry`, and a ``TextField``'s.
  case text
  /// Editable text that is hidden as it is typed: GTK 4's role for a `GtkPasswordEntry`, and a
  /// secure ``TextField``'s.
  case passwordText = "password text"
  /// A value that goes up and down.
  case slider
  /// A region a reader can jump to.
  case landmark

  /// Whether an element of this role holds text a person edits: an entry, a text, a password
  /// text.
  package var isEditableText: Bool {
    self == .entry || self == .text || self == .passwordText
  }
}
