public import StrataKit

extension CrossNavigationController {
  /// Presents `viewController` from `direction` (`.right`: it enters from the right edge),
  /// sliding it in over 0.3 s when `animated`. A controller that is already a screen or
  /// belongs to another container, or a direction that is the top screen's way back, is
  /// ignored (see ``lastError``).
  public func present(
    _ viewController: ViewController, direction: CrossDirection, animated: Bool
  ) {
    ignoringMisuse { () throws(CrossNavigationControllerError) in
      try tryPresent(viewController, direction: direction, animated: animated)
    }
  }

  /// Dismisses the top screen back the way it came, sliding it away when `animated`, and
  /// returns it; `nil` (and no change) when only the root is left.
  @discardableResult
  public func dismiss(animated: Bool) -> ViewController? {
    ignoringMisuse(returning: nil) {
      () throws(CrossNavigationControllerError) -> ViewController? in
      try tryDismiss(animated: animated)
    }
  }

  /// Dismisses the screens above `viewController` at once (the top one slides back the way it
  /// came) and returns them, top last; empty (and no change) when `viewController` is not one
  /// of the screens.
  @discardableResult
  public func dismiss(to viewController: ViewController, animated: Bool) -> [ViewController] {
    ignoringMisuse(returning: []) { () throws(CrossNavigationControllerError) in
      try tryDismiss(to: viewController, animated: animated)
    }
  }

  /// Presents `viewController` from `direction`, or throws why it cannot, leaving the screens
  /// unchanged.
  ///
  /// - Parameters:
  ///   - viewController: The screen to present.
  ///   - direction: The side it comes in from.
  ///   - animated: Whether it slides in.
  /// - Throws: ``CrossNavigationControllerError/alreadyInStack``,
  ///   ``CrossNavigationControllerError/hasAnotherParent`` or
  ///   ``CrossNavigationControllerError/directionLeadsBack(_:)``.
  public func tryPresent(
    _ viewController: ViewController, direction: CrossDirection, animated: Bool
  ) throws(CrossNavigationControllerError) {
    try enqueue(CrossCall(change: .present(viewController, direction), animated: animated))
  }

  /// Dismisses the top screen and returns it, or throws when only the root is left.
  ///
  /// - Parameter animated: Whether it slides away.
  /// - Returns: The dismissed screen.
  /// - Throws: ``CrossNavigationControllerError/cannotDismissRoot``.
  @discardableResult
  public func tryDismiss(animated: Bool) throws(CrossNavigationControllerError)
    -> ViewController
  {
    let top = plannedStack.last?.controller
    try enqueue(CrossCall(change: .dismiss, animated: animated))
    guard let top else { throw .cannotDismissRoot }
    return top
  }

  /// Dismisses the screens above `viewController` and returns them, top last, or throws when
  /// it is not one of the screens.
  ///
  /// - Parameters:
  ///   - viewController: The screen to go back to.
  ///   - animated: Whether the top screen slides away.
  /// - Returns: The dismissed screens, top last; empty when `viewController` is on top.
  /// - Throws: ``CrossNavigationControllerError/notInStack``.
  @discardableResult
  public func tryDismiss(to viewController: ViewController, animated: Bool)
    throws(CrossNavigationControllerError) -> [ViewController]
  {
    let before = plannedStack
    guard let index = before.firstIndex(where: { $0.controller === viewController }) else {
      throw .notInStack
    }
    let dismissed = before[(index + 1)...].map(\.controller)
    if !dismissed.isEmpty {
      try enqueue(CrossCall(change: .dismissTo(viewController), animated: animated))
    } else {
      clearMisuse()
    }
    return dismissed
  }

  /// The screens once the running transition and every queued call are done. A drag still
  /// under the finger counts as cancelled: its outcome is applied when the finger lifts.
  var plannedStack: [CrossEntry] {
    var stack = settledStack
    for call in queuedCrossCalls {
      if let next = try? call.applied(to: stack, owner: self) { stack = next }
    }
    return stack
  }

  /// The screens as the running transition leaves them, or the current ones.
  private var settledStack: [CrossEntry] {
    guard let transition else { return currentStack }
    if transition.isInteractive, interactionCommits != true { return currentStack }
    return transition.targetStack
  }

  /// Checks `call` against the planned screens, then runs it now or after the running
  /// transition.
  private func enqueue(_ call: CrossCall) throws(CrossNavigationControllerError) {
    _ = try call.applied(to: plannedStack, owner: self)
    clearMisuse()
    queuedCrossCalls.append(call)
    performWhenIdle { [weak self] in self?.runFirstQueuedCall() }
  }

  /// Applies the oldest queued call to the screens as they are now; a call that no longer
  /// applies is reported and skipped, and one that leaves them as they are (a dismiss to a
  /// screen a completed drag already went back to) does nothing, as the direct call would.
  private func runFirstQueuedCall() {
    guard !queuedCrossCalls.isEmpty else { return }
    let call = queuedCrossCalls.removeFirst()
    do {
      let target = try call.applied(to: currentStack, owner: self)
      guard target.last?.controller !== currentStack.last?.controller else { return }
      perform(setting: target, animated: call.animated)
    } catch {
      reportMisuse(error)
    }
  }
}
