/// One button of an ``AlertController``, as `UIAlertAction`: a title, a style and a handler
/// that runs after the alert is dismissed.
@MainActor
public final class AlertAction {
  /// How an action's button looks and which key picks it.
  public enum Style: String, Sendable, Hashable {
    /// An ordinary action, in the tint colour; Return picks it when it is the only one (or
    /// the alert's ``AlertController/preferredAction``).
    case `default`
    /// The action that leaves things as they were, in bold; Escape picks it. An alert has at
    /// most one.
    case cancel
    /// An action that destroys something, in red.
    case destructive
  }

  /// The button's title.
  public let title: String?
  /// The action's style.
  public let style: Style
  /// Runs, with the action, once the alert picked with it has been dismissed.
  let handler: ((AlertAction) -> Void)?
  /// The button that shows the action, once its alert has loaded its view.
  weak var button: Button?

  /// Whether the action can be picked; a disabled action's button is greyed out and neither a
  /// tap nor a key picks it. Defaults to true.
  public var isEnabled = true {
    didSet { button?.isEnabled = isEnabled }
  }

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: How the button looks and which key picks it.
  ///   - handler: Runs, with the action, once the alert has been dismissed; defaults to none.
  public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}
