/// Learns what a ``PagesContainer`` shows. Both methods default to doing nothing.
@MainActor
public protocol PagesContainerDelegate: AnyObject {
  /// The page at `index` became the selected page.
  func pagesContainer(_ container: PagesContainer, didSelectPageAt index: Int)
  /// The pages moved: `position` is the fractional page index on screen (1.5 is half way
  /// between the second and the third page).
  func pagesContainer(_ container: PagesContainer, didScrollTo position: Double)
}

extension PagesContainerDelegate {
  /// Does nothing.
  public func pagesContainer(_ container: PagesContainer, didSelectPageAt index: Int) {}
  /// Does nothing.
  public func pagesContainer(_ container: PagesContainer, didScrollTo position: Double) {}
}
