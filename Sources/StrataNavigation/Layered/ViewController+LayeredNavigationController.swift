public import StrataKit

extension ViewController {
  /// The nearest ``LayeredNavigationController`` that contains this controller, if any.
  public var layeredNavigationController: LayeredNavigationController? {
    firstAncestor(of: LayeredNavigationController.self)
  }

  /// The item of the layer that shows this controller (or the ancestor of it that is a layer)
  /// in its nearest ``LayeredNavigationController``; `nil` outside one.
  public var layeredNavigationItem: LayeredNavigationItem? {
    var current: ViewController? = self
    while let controller = current {
      if let container = controller.parent as? LayeredNavigationController {
        return container.item(for: controller)
      }
      current = controller.parent
    }
    return nil
  }
}
