public import StrataKit

extension ViewController {
  /// The nearest ``StackController`` that contains this controller, if any.
  public var stackController: StackController? {
    firstAncestor(of: StackController.self)
  }
}
