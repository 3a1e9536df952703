public import StrataKit

/// Learns when a ``NavigationController`` shows a controller, as
/// `UINavigationControllerDelegate`. Both methods default to doing nothing.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// A transition to `viewController` starts (also an interactive one, which may be cancelled).
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)
  /// `viewController` is now on top.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
}

extension NavigationControllerDelegate {
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}
  /// Does nothing.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
}
