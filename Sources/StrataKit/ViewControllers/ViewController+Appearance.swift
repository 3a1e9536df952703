extension ViewController {
  /// Called after every appearance state change of every view controller, with the controller
  /// and its new state: a hook for the package's tracing tools (the gallery's `--trace`).
  /// Defaults to `nil`.
  package static var appearanceObserver: ((ViewController, AppearanceState) -> Void)?

  /// Starts an appearance (`true`) or disappearance (`false`) transition: sends
  /// `viewWillAppear` or `viewWillDisappear` and, when the controller forwards appearance
  /// automatically, does the same for the children whose views are in its view.
  ///
  /// Starting an appearance while appearing or appeared (or a disappearance while disappearing
  /// or disappeared) is a no-op, so the callbacks stay balanced. Starting the opposite
  /// transition while one runs reverses it.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (isAppearing, appearanceState) {
    case (true, .disappeared), (true, .disappearing):
      loadViewIfNeeded()
      appearanceState = .appearing
      appearanceIsAnimated = animated
      viewWillAppear(animated)
    case (false, .appeared), (false, .appearing):
      // What showed remembers its focus; a cancelled appearance keeps what it remembered.
      if appearanceState == .appeared { viewIfLoaded?.window?.rememberFocus(leaving: self) }
      appearanceState = .disappearing
      appearanceIsAnimated = animated
      viewWillDisappear(animated)
    default:
      return
    }
    Self.appearanceObserver?(self, appearanceState)
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenInView {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Ends the running appearance transition: sends `viewDidAppear` or `viewDidDisappear` and
  /// forwards the end to the children. A no-op when no transition runs.
  public func endAppearanceTransition() {
    let animated = appearanceIsAnimated
    switch appearanceState {
    case .appearing:
      appearanceState = .appeared
      viewIfLoaded?.window?.moveFocus(intoAppeared: self)
      viewDidAppear(animated)
    case .disappearing:
      appearanceState = .disappeared
      parent?.viewIfLoaded?.window?.moveFocus(fromDisappeared: self)
      viewDidDisappear(animated)
    case .appeared, .disappeared:
      return
    }
    Self.appearanceObserver?(self, appearanceState)
    guard shouldAutomaticallyForwardAppearanceMethods else { return }
    for child in childrenInView { child.endAppearanceTransition() }
  }

  /// The children whose views are loaded and inside this controller's view.
  var childrenInView: [ViewController] {
    guard let view = viewIfLoaded else { return [] }
    return children.filter { child in
      guard let childView = child.viewIfLoaded else { return false }
      return childView.isDescendant(of: view)
    }
  }

  /// Called by the view as it is about to enter or leave a window: starts the automatic
  /// appearance transition of a child whose parent forwards appearance.
  ///
  /// Entering while the parent has appeared sends both callbacks at once; entering while the
  /// parent is appearing sends `viewWillAppear` now and leaves `viewDidAppear` to the parent's
  /// end. Leaving while appearing or appeared sends `viewWillDisappear` and `viewDidDisappear`.
  func viewWillMove(toWindow newWindow: Window?) {
    guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return }
    let isInWindow = viewIfLoaded?.window != nil
    if newWindow != nil, !isInWindow {
      switch (parent.appearanceState, appearanceState) {
      case (.appeared, .disappeared):
        startedAutomaticAppearance = true
        beginAppearanceTransition(true, animated: false)
      case (.appearing, .disappeared), (.appearing, .disappearing):
        beginAppearanceTransition(true, animated: parent.appearanceIsAnimated)
      default:
        break
      }
    } else if newWindow == nil, isInWindow,
      appearanceState == .appeared || appearanceState == .appearing
    {
      startedAutomaticAppearance = true
      beginAppearanceTransition(false, animated: false)
    }
  }

  /// Called by the view after it entered or left a window: ends an automatic transition.
  func viewDidMoveToWindow() {
    guard startedAutomaticAppearance else { return }
    startedAutomaticAppearance = false
    endAppearanceTransition()
  }
}
