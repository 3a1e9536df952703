extension View {
  /// The part of the view its window shows, in window coordinates (model geometry): its bounds
  /// clipped by every ancestor that clips to its bounds and by the window; ``Rect/null`` when
  /// nothing of it shows: outside a window, clipped away, or hidden or transparent (alpha below
  /// 0.01, as for hit testing) on the way up. The focus model orders views by it and a test
  /// taps at its centre.
  ///
  /// - Complexity: O(depth).
  package var visibleRectInWindow: Rect {
    guard let window, !window.isHidden else { return .null }
    var rect = bounds
    var view: View = self
    while let superview = view.superview {
      guard !view.isHidden, view.alpha >= 0.01 else { return .null }
      rect = rect.applying(view.transformToSuperview)
      if superview.clipsToBounds || superview === window {
        rect = rect.intersection(superview.bounds)
      }
      guard !rect.isEmpty else { return .null }
      view = superview
    }
    return rect
  }

  /// Whether the view and every ancestor take user interaction.
  ///
  /// - Complexity: O(depth).
  package var isInteractiveOnTheWayUp: Bool {
    var node: View? = self
    while let current = node {
      guard current.isUserInteractionEnabled else { return false }
      node = current.superview
    }
    return true
  }

  /// The view itself or its nearest ancestor that can become focused
  /// (``canBecomeFocused``): what a click on the view focuses.
  package var nearestFocusableView: View? {
    var node: View? = self
    while let current = node {
      if current.canBecomeFocused { return current }
      node = current.superview
    }
    return nil
  }
}
