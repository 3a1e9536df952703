import StrataKit

extension NavigationController {
  /// Hides or shows the toolbar, sliding it out of or into the bottom edge when `animated`
  /// (0.2 s), as `UINavigationController.setToolbarHidden(_:animated:)`. The top controller's
  /// view shrinks or grows with it.
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != isToolbarHidden else { return }
    isToolbarHidden = hidden
    relayoutBars(animated: animated)
  }

  /// Adds the toolbar to the loaded view with the top controller's items.
  func configureToolbar() {
    toolbar.autoresizingMask = [.flexibleWidth]
    toolbar.isRightToLeft = isRightToLeft
    view.addSubview(toolbar)
    View.performWithoutAnimation { layoutToolbar() }
    showToolbarItemsOfTop()
  }

  /// Places the toolbar along the bottom edge, or just below it while hidden, in front of the
  /// content.
  func layoutToolbar() {
    let bounds = view.bounds
    toolbar.frame = Rect(
      x: bounds.minX, y: bounds.maxY - (isToolbarHidden ? 0 : Toolbar.height),
      width: bounds.width, height: Toolbar.height)
    if toolbar.superview === view, view.subviews.last !== toolbar,
      view.subviews.last !== navigationBar
    {
      view.bringSubviewToFront(toolbar)
    }
  }

  /// Shows the top controller's toolbar items at once and follows their changes.
  func showToolbarItemsOfTop() {
    let top = currentStack.last
    toolbar.setItems(top?.toolbarItems, animated: false)
    observeToolbarItems(of: top)
  }

  /// Starts the cross-fade to `incoming`'s toolbar items.
  func toolbarTransitionWillBegin(to incoming: ViewController) {
    if toolbar.superview === view { view.bringSubviewToFront(toolbar) }
    toolbarItemsObservation = nil
    toolbar.beginTransition(to: incoming.toolbarItems)
  }

  /// Ends the cross-fade, keeping the new items when `committed`, and follows the changes of
  /// the top controller's items.
  func toolbarTransitionDidEnd(committed: Bool) {
    toolbar.endTransition(committed: committed)
    let top = currentStack.last
    // Items set during the transition show now.
    let shown = (toolbar.items ?? []).map(ObjectIdentifier.init)
    if shown != (top?.toolbarItems ?? []).map(ObjectIdentifier.init) {
      toolbar.setItems(top?.toolbarItems, animated: false)
    }
    observeToolbarItems(of: top)
  }

  private func observeToolbarItems(of top: ViewController?) {
    toolbarItemsObservation = top?.observeToolbarItems { [weak self, weak top] animated in
      guard let self, let top, self.transition == nil, self.currentStack.last === top else {
        return
      }
      self.toolbar.setItems(top.toolbarItems, animated: animated && self.isOnScreen)
    }
  }
}
