/// A named action an assistive technology offers on an element, as
/// `UIAccessibilityCustomAction`: a person who cannot perform a gesture picks it by name.
@MainActor
public final class AccessibilityCustomAction {
  /// The name a reader says and a client performs the action by.
  public let name: String
  /// Runs the action; returns whether it acted.
  public let handler: (AccessibilityCustomAction) -> Bool

  /// Creates an action named `name` that runs `handler`.
  public init(name: String, handler: @escaping (AccessibilityCustomAction) -> Bool) {
    self.name = name
    self.handler = handler
  }

  /// Runs the handler; returns whether it acted.
  @discardableResult
  public func perform() -> Bool { handler(self) }
}
