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

  /// Creates a titled item.
  public init(
    title: String?, style: Style = .plain, action: ((BarButtonItem) -> Void)? = nil
  ) {
    self.title = title
    self.style = style
    self.action = action
  }

  /// Creates an item that shows an image.
  public init(image: Image, style: Style = .plain, action: ((BarButtonItem) -> Void)? = nil) {
    self.image = image
    self.style = style
    self.action = action
  }

  /// Creates an item that shows a custom view.
  public init(customView: View) {
    self.customView = customView
    self.style = .plain
  }

  /// Calls ``action`` with the item when it is enabled; returns whether it ran.
  @discardableResult
  public func sendAction() -> Bool {
    guard isEnabled, let action else { return false }
    action(self)
    return true
  }
}
