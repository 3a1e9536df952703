/// Learns what a scroll view does, as `UIScrollViewDelegate`. Every method has a default
/// implementation that does nothing.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed (every frame while it moves).
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// A drag is starting.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifted with `velocity` (points per millisecond, as UIKit); the delegate may
  /// move `targetContentOffset`, where the content comes to rest.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: inout Point)
  /// The drag ended; `decelerate` tells whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on its own after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The content came to rest after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// An animation started by `setContentOffset(_:animated:)` or `scrollRectToVisible` ended.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point,
    targetContentOffset: inout Point
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
