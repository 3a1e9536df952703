extension ViewController {
  /// The items a navigation controller's toolbar shows while this controller is on top of its
  /// stack, as `UIViewController.toolbarItems`; `nil` (the default) shows an empty toolbar.
  /// Setting it changes the toolbar at once; ``setToolbarItems(_:animated:)`` can fade.
  public var toolbarItems: [BarButtonItem]? {
    get { storedToolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }

  /// Sets ``toolbarItems``, cross-fading the toolbar's items when `animated` and this controller
  /// is on top of a navigation controller whose toolbar shows.
  public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
    storedToolbarItems = items
    for handler in toolbarItemsObservers.liveHandlers() { handler(animated) }
  }

  /// Calls `handler` with whether to animate each time ``toolbarItems`` is set, until the token
  /// is cancelled or released. Containers with a toolbar observe their top controller with it.
  public func observeToolbarItems(_ handler: @escaping (Bool) -> Void) -> ObservationToken {
    toolbarItemsObservers.add(handler)
  }
}
