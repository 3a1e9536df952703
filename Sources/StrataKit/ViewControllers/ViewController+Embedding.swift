extension ViewController {
  // The "add the child, show its view, didMove" sequence every container and every wrapper of
  // one repeats, in UIKit's order, in one place.

  /// Makes `child` a child of this controller without showing its view, then sends
  /// `didMove(toParent:)`; the controller shows the view later with
  /// ``place(_:in:at:frame:resizesWithSuperview:)``.
  public func embed(_ child: ViewController) {
    addChild(child)
    child.didMove(toParent: self)
  }

  /// Makes `child` a child of this controller, puts its view into `superview` (see
  /// ``place(_:in:at:frame:resizesWithSuperview:)``), then sends `didMove(toParent:)`.
  public func embed(
    _ child: ViewController, in superview: View, at index: Int? = nil, frame: Rect? = nil,
    resizesWithSuperview: Bool = true
  ) {
    addChild(child)
    place(
      child, in: superview, at: index, frame: frame, resizesWithSuperview: resizesWithSuperview)
    child.didMove(toParent: self)
  }

  /// Puts `child`'s view (loading it if needed) into `superview` at `index` (on top by default)
  /// with `frame` (the superview's bounds by default), without animation. Used for a child
  /// that is already embedded and comes back on screen.
  ///
  /// With `resizesWithSuperview` (the default) the view's width and height follow the
  /// superview's; without it the controller lays the view out itself.
  public func place(
    _ child: ViewController, in superview: View, at index: Int? = nil, frame: Rect? = nil,
    resizesWithSuperview: Bool = true
  ) {
    let slot = frame ?? superview.bounds
    // The slot's size, or what this controller says a child gets when it names no frame; a
    // slot with no area yet (the container is not laid out) leaves the size to the parent.
    if !child.isViewLoaded, slot.width > 0 || slot.height > 0 {
      child.sizeForLoading =
        frame?.size
        ?? size(forChildContentContainer: child, withParentContainerSize: superview.bounds.size)
    }
    let childView = child.view
    View.performWithoutAnimation { childView.frame = slot }
    if resizesWithSuperview { childView.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
    guard childView.superview !== superview else { return }
    let count = superview.subviews.count
    superview.insertSubview(childView, at: min(max(0, index ?? count), count))
  }

  /// Sends `child` `willMove(toParent: nil)`, takes its view out of the hierarchy and removes
  /// it from the children. A no-op for a controller that is not a child.
  public func unembed(_ child: ViewController) {
    guard child.parent === self else { return }
    child.willMove(toParent: nil)
    child.viewIfLoaded?.removeFromSuperview()
    child.removeFromParent()
  }
}
