public import StrataKit

extension ViewController {
  /// The nearest ``PagesContainer`` that contains this controller, if any.
  public var pagesContainer: PagesContainer? {
    firstAncestor(of: PagesContainer.self)
  }
}
