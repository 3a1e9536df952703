public import StrataKit

extension ViewController {
  /// The nearest ``CrossNavigationController`` that contains this controller, if any.
  public var crossNavigationController: CrossNavigationController? {
    firstAncestor(of: CrossNavigationController.self)
  }
}
