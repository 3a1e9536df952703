extension View {
  /// Marks the view as needing ``layoutSubviews()`` before the next frame is drawn.
  public func setNeedsLayout() {
    needsLayout = true
    subtreeNeedsLayout = true
    var ancestor = superview
    while let view = ancestor, !view.subtreeNeedsLayout {
      view.subtreeNeedsLayout = true
      ancestor = view.superview
    }
    // Only a request: what changes what the views draw is the layout pass's setters.
    window?.setNeedsRender()
  }

  /// Lays out this view and then its subviews, top down, where they need it.
  ///
  /// A view that needs layout gets, in order, its view controller's `viewWillLayoutSubviews()`,
  /// its own ``layoutSubviews()`` and the controller's `viewDidLayoutSubviews()`.
  /// - Complexity: O(n) in the number of views that need layout and their ancestors.
  public func layoutIfNeeded() {
    guard subtreeNeedsLayout || needsLayout else { return }
    subtreeNeedsLayout = false
    if needsLayout {
      needsLayout = false
      let controller = owningViewController
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its frame's origin.
  public func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    let origin = frame.origin
    frame = Rect(origin: origin, size: fitted)
  }

  /// Marks the view's recorded content as stale: ``draw(in:)`` runs again before the next frame.
  public func setNeedsDisplay() {
    cachedContent = nil
    invalidateRendering()
  }

  func markSubtreeNeedsLayout() {
    needsLayout = true
    subtreeNeedsLayout = true
    for subview in subviews { subview.markSubtreeNeedsLayout() }
  }
}
