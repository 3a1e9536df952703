/// A button for a navigation bar or toolbar, as `UIBarButtonItem`.
@MainActor
public final class BarButtonItem {
  /// The look of a bar button.
  public enum Style: String, Sendable, Hashable, Codable {
    /// A plain button.
    case plain
    /// A button that confirms, drawn bold.
    case done
  }

  /// A system item: space between a toolbar's buttons, as `UIBarButtonItem.SystemItem`'s
  /// spaces.
  public enum SystemItem: String, Sendable, Hashable, Codable {
    /// Space that grows to share what is left of the bar's width with the other flexible
    /// spaces.
    case flexibleSpace
    /// Space of the item's ``BarButtonItem/width``.
    case fixedSpace
  }

  /// The button's title.
  public var title: String?
  /// The button's image, drawn instead of the title when set.
  public var image: Image?
  /// The button's style; defaults to ``Style/plain``.
  public var style: Style
  /// Whether the button can be tapped; defaults to true.
  public var isEnabled = true
  /// A view shown instead of the title and image.
  public var customView: View?
  /// Called with the item when it is tapped.
  public var action: ((BarButtonItem) -> Void)?
  /// The system item this is, or `nil` for a button.
  public let systemItem: SystemItem?
  /// The width of a fixed space, in points; a button's width when positive (0, the default,
  /// fits the button to its title or image).
  public var width = 0.0

  /// Whether the item is space rather than a button.
  public var isSpace: Bool { systemItem != nil }

  /// Creates a titled item.
  public init(
    title: String?, style: Style = .plain, action: ((BarButtonItem) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.action = action
    self.systemItem = nil
  }

  /// Creates an item that shows an image.
  public init(image: Image, style: Style = .plain, action: ((BarButtonItem) -> Void)? = nil) {
    self.image = image
    self.style = style
    self.action = action
    self.systemItem = nil
  }

  /// Creates an item that shows a custom view.
  public init(customView: View) {
    self.customView = customView
    self.style = .plain
    self.systemItem = nil
  }

  /// Creates a system item: a flexible or a fixed space (give a fixed space its ``width``).
  public init(systemItem: SystemItem) {
    self.style = .plain
    self.systemItem = systemItem
  }

  /// Space that grows to share the toolbar's free width, as `UIBarButtonItem.flexibleSpace()`.
  public static func flexibleSpace() -> BarButtonItem {
    BarButtonItem(systemItem: .flexibleSpace)
  }

  /// Space of `width` points, as `UIBarButtonItem.fixedSpace(_:)`.
  public static func fixedSpace(_ width: Double) -> BarButtonItem {
    let item = BarButtonItem(systemItem: .fixedSpace)
    item.width = max(0, width.isFinite ? width : 0)
    return item
  }

  /// Calls ``action`` with the item when it is enabled; returns whether it ran.
  @discardableResult
  public func sendAction() -> Bool {
    guard isEnabled, let action else { return false }
    action(self)
    return true
  }
}
