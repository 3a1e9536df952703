public import StrataKit

/// What a ``LayeredNavigationController`` tells about the layers the user drags, as
/// FRLayeredNavigationControllerDelegate. Every method has an empty default.
@MainActor
public protocol LayeredNavigationControllerDelegate: AnyObject {
  /// A drag began on `viewController`'s layer.
  func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    willMove viewController: ViewController)

  /// The dragged layer, `viewController`'s, moved; called on every move of the drag.
  func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    moving viewController: ViewController)

  /// The layers came to rest after a drag of `viewController`'s layer (the snap ended).
  func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    didMove viewController: ViewController)
}

// MARK: -

extension LayeredNavigationControllerDelegate {
  /// Does nothing.
  public func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    willMove viewController: ViewController
  ) {}

  /// Does nothing.
  public func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    moving viewController: ViewController
  ) {}

  /// Does nothing.
  public func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    didMove viewController: ViewController
  ) {}
}
