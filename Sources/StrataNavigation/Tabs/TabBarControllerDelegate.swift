public import StrataKit

/// Decides and learns which tab a ``TabBarController`` shows, as `UITabBarControllerDelegate`.
/// Both methods have defaults: allow every selection, do nothing after it.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Whether the user may select `viewController`'s tab.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool
  /// The user selected `viewController`'s tab.
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  /// Allows the selection.
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
}
