extension View {
  /// Adds `view` on top of the other subviews, taking it from its current superview.
  ///
  /// Adding the view to itself or to one of its own descendants is a documented no-op.
  public func addSubview(_ view: View) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among the subviews (clamped to `0...subviews.count`), taking it
  /// from its current superview.
  ///
  /// Calls, in order: `willMove(toSuperview:)` and `willMove(toWindow:)` on the view, then
  /// after the move `didMoveToWindow()` and `didMoveToSuperview()`, then ``didAddSubview(_:)``
  /// on this view. Inserting the view into itself or one of its descendants is a no-op.
  public func insertSubview(_ view: View, at index: Int) {
    guard !isDescendant(of: view) else { return }
    if view.superview === self {
      guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
      subviews.remove(at: current)
      subviews.insert(view, at: min(max(0, index), subviews.count))
      setNeedsLayout()
      invalidateRendering()
      return
    }
    let oldWindow = view.window
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
    if let oldSuperview = view.superview {
      oldSuperview.willRemoveSubview(view)
      oldSuperview.detach(view)
      oldSuperview.invalidateRendering()
    }
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.superview = self
    if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
    view.didMoveToSuperview()
    didAddSubview(view)
    view.markSubtreeNeedsLayout()
    setNeedsLayout()
    invalidateRendering()
    if let oldWindow, newWindow == nil {
      oldWindow.animationRegistry.removeAnimationsOfOwnersOutside(oldWindow)
    }
  }

  /// Inserts `view` just above `sibling`; when `sibling` is not a subview, `view` is added on
  /// top.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      return addSubview(view)
    }
    let currentIndex = subviews.firstIndex { $0 === view }
    let target = currentIndex.map { $0 < index ? index : index + 1 } ?? index + 1
    insertSubview(view, at: target)
  }

  /// Inserts `view` just below `sibling`; when `sibling` is not a subview, `view` is added on
  /// top.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    guard let index = subviews.firstIndex(where: { $0 === sibling }) else {
      return addSubview(view)
    }
    let currentIndex = subviews.firstIndex { $0 === view }
    let target = currentIndex.map { $0 < index ? index - 1 : index } ?? index
    insertSubview(view, at: target)
  }

  /// Moves `view` in front of the other subviews; a no-op when it is not a subview.
  public func bringSubviewToFront(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  /// Moves `view` behind the other subviews; a no-op when it is not a subview.
  public func sendSubviewToBack(_ view: View) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Takes the view out of its superview; a no-op when it has none.
  ///
  /// A view that leaves its window this way loses its running animations and those of its
  /// subviews (and of the values they own), as in UIKit: they end at their model values and
  /// their completions run with `false` at the window's next frame.
  public func removeFromSuperview() {
    guard let oldSuperview = superview else { return }
    let oldWindow = window
    oldSuperview.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { propagateWillMove(toWindow: nil) }
    oldSuperview.detach(self)
    if oldWindow != nil { propagateDidMoveToWindow() }
    didMoveToSuperview()
    oldSuperview.setNeedsLayout()
    oldSuperview.invalidateRendering()
    if let oldWindow { oldWindow.animationRegistry.removeAnimationsOfOwnersOutside(oldWindow) }
  }

  private func detach(_ view: View) {
    subviews.removeAll { $0 === view }
    view.superview = nil
  }

  private func propagateWillMove(toWindow newWindow: Window?) {
    willMove(toWindow: newWindow)
    owningViewController?.viewWillMove(toWindow: newWindow)
    for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
  }

  private func propagateDidMoveToWindow() {
    if hasRunningAnimations, let window { window.animationRegistry.register(self) }
    didMoveToWindow()
    owningViewController?.viewDidMoveToWindow()
    for subview in subviews { subview.propagateDidMoveToWindow() }
  }
}
