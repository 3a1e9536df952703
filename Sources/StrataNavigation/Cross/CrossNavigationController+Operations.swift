public import StrataKit

extension CrossNavigationController {
  /// Presents `viewController` from `direction` (`.right`: it enters from the right edge),
  /// sliding it in over 0.3 s when `animated`. Any side will do, the top screen's way back
  /// included (the new screen then leaves back toward that side). A controller that is already
  /// a screen or belongs to another container is ignored (see ``lastError``).
  ///
  /// - Parameters:
  ///   - viewController: The screen to present.
  ///   - direction: The side it comes in from.
  ///   - animated: Whether it slides in.
  ///   - completion: Run once, when the transition has ended (after the transition or drag
  ///     the call waited for), or at once with the error when the call is refused; `nil` by
  ///     default.
  public func present(
    _ viewController: ViewController, direction: CrossDirection, animated: Bool,
    completion: ((CrossNavigationControllerError?) -> Void)? = nil
  ) {
    let call = CrossCall(
      change: .push(CrossEntry(controller: viewController, direction: direction)),
      animated: animated, completion: completion)
    ignoringMisuse(returning: (), completion: completion) {
      () throws(CrossNavigationControllerError) in try enqueue(call)
    }
  }

  /// Dismisses the top screen back the way it came, sliding it away when `animated`, and
  /// returns it; `nil` (and no change) when only the root is left.
  ///
  /// - Parameters:
  ///   - animated: Whether it slides away.
  ///   - completion: Run once, when the transition has ended, or at once with the error when
  ///     the call is refused; `nil` by default.
  /// - Returns: The dismissed screen, or `nil` when only the root is left.
  @discardableResult
  public func dismiss(
    animated: Bool, completion: ((CrossNavigationControllerError?) -> Void)? = nil
  ) -> ViewController? {
    ignoringMisuse(returning: nil, completion: completion) {
      () throws(CrossNavigationControllerError) -> ViewController? in
      try dismissTop(animated: animated, completion: completion)
    }
  }

  /// Dismisses the screens above `viewController` at once and returns them, top last; empty
  /// (and no change) when `viewController` is not one of the screens.
  ///
  /// - Parameters:
  ///   - viewController: The screen to go back to.
  ///   - direction: The side `viewController` comes back in from, as a drag toward it asks
  ///     (CrossNavigation's `dismissViewControllerToDirection:`); the top screen leaves toward
  ///     the opposite side. `nil` (the default) is the top screen's way back: it slides back
  ///     the way it came.
  ///   - animated: Whether the top screen slides away.
  ///   - completion: Run once, when the transition has ended, at once when `viewController` is
  ///     already on top, or at once with the error when the call is refused; `nil` by default.
  /// - Returns: The dismissed screens, top last; empty when `viewController` is on top or not
  ///   one of the screens.
  @discardableResult
  public func dismiss(
    to viewController: ViewController, direction: CrossDirection? = nil, animated: Bool,
    completion: ((CrossNavigationControllerError?) -> Void)? = nil
  ) -> [ViewController] {
    ignoringMisuse(returning: [], completion: completion) {
      () throws(CrossNavigationControllerError) in
      try dismissScreens(
        above: viewController, direction: direction, animated: animated, completion: completion)
    }
  }

  /// Presents `viewController` from `direction`, or throws why it cannot, leaving the screens
  /// unchanged.
  ///
  /// - Parameters:
  ///   - viewController: The screen to present.
  ///   - direction: The side it comes in from; any side, the top screen's way back included.
  ///   - animated: Whether it slides in.
  ///   - completion: Run once: when the transition has ended, or with the error when the call
  ///     is refused (now, before it throws, or when its turn comes after a transition);
  ///     `nil` by default.
  /// - Throws: ``CrossNavigationControllerError/alreadyInStack`` or
  ///   ``CrossNavigationControllerError/hasAnotherParent``.
  public func tryPresent(
    _ viewController: ViewController, direction: CrossDirection, animated: Bool,
    completion: ((CrossNavigationControllerError?) -> Void)? = nil
  ) throws(CrossNavigationControllerError) {
    let call = CrossCall(
      change: .push(CrossEntry(controller: viewController, direction: direction)),
      animated: animated, completion: completion)
    try reportingRefusal(to: completion) { () throws(CrossNavigationControllerError) in
      try enqueue(call)
    }
  }

  /// Dismisses the top screen and returns it, or throws when only the root is left.
  ///
  /// - Parameters:
  ///   - animated: Whether it slides away.
  ///   - completion: Run once: when the transition has ended, or with the error when the call
  ///     is refused (now, before it throws, or when its turn comes); `nil` by default.
  /// - Returns: The dismissed screen.
  /// - Throws: ``CrossNavigationControllerError/cannotDismissRoot``.
  @discardableResult
  public func tryDismiss(
    animated: Bool, completion: ((CrossNavigationControllerError?) -> Void)? = nil
  ) throws(CrossNavigationControllerError) -> ViewController {
    try reportingRefusal(to: completion) {
      () throws(CrossNavigationControllerError) -> ViewController in
      try dismissTop(animated: animated, completion: completion)
    }
  }

  /// Dismisses the screens above `viewController` and returns them, top last, or throws when
  /// it is not one of the screens.
  ///
  /// - Parameters:
  ///   - viewController: The screen to go back to.
  ///   - direction: The side it comes back in from (the top screen leaves toward the
  ///     opposite one); `nil` (the default) for the top screen's way back.
  ///   - animated: Whether the top screen slides away.
  ///   - completion: Run once: when the transition has ended, at once when `viewController` is
  ///     already on top, or with the error when the call is refused (now, before it throws, or
  ///     when its turn comes); `nil` by default.
  /// - Returns: The dismissed screens, top last; empty when `viewController` is on top.
  /// - Throws: ``CrossNavigationControllerError/notInStack``.
  @discardableResult
  public func tryDismiss(
    to viewController: ViewController, direction: CrossDirection? = nil, animated: Bool,
    completion: ((CrossNavigationControllerError?) -> Void)? = nil
  ) throws(CrossNavigationControllerError) -> [ViewController] {
    try reportingRefusal(to: completion) {
      () throws(CrossNavigationControllerError) -> [ViewController] in
      try dismissScreens(
        above: viewController, direction: direction, animated: animated, completion: completion)
    }
  }

  /// Queues the dismiss of the top screen and returns it; a refusal is thrown without running
  /// `completion` (the caller runs it with the error).
  private func dismissTop(
    animated: Bool, completion: ((CrossNavigationControllerError?) -> Void)?
  ) throws(CrossNavigationControllerError) -> ViewController {
    let top = plannedStack.last?.controller
    try enqueue(CrossCall(change: .pop, animated: animated, completion: completion))
    guard let top else { throw .cannotDismissRoot }
    return top
  }

  /// Queues the dismiss of the screens above `viewController` and returns them, top last;
  /// with nothing above it, runs `completion` at once. A refusal is thrown without running
  /// `completion` (the caller runs it with the error).
  private func dismissScreens(
    above viewController: ViewController, direction: CrossDirection?, animated: Bool,
    completion: ((CrossNavigationControllerError?) -> Void)?
  ) throws(CrossNavigationControllerError) -> [ViewController] {
    let before = plannedStack
    guard let index = before.firstIndex(where: { $0.controller === viewController }) else {
      throw .notInStack
    }
    let dismissed = before[(index + 1)...].map(\.controller)
    if dismissed.isEmpty {
      clearMisuse()
      completion?(nil)
    } else {
      try enqueue(
        CrossCall(
          change: .popTo(viewController, returnSide: direction), animated: animated,
          completion: completion))
    }
    return dismissed
  }

  /// Runs `call` for a UIKit-shaped method: returns its result or, when it refuses, reports
  /// the refusal (see ``lastError``), runs `completion` with it and returns `fallback`.
  private func ignoringMisuse<Result>(
    returning fallback: Result, completion: ((CrossNavigationControllerError?) -> Void)?,
    _ call: () throws(CrossNavigationControllerError) -> Result
  ) -> Result {
    do {
      return try call()
    } catch {
      reportMisuse(error)
      completion?(error)
      return fallback
    }
  }

  /// Runs `call` for a `try…` method: returns its result or, when it refuses, runs
  /// `completion` with the error and throws it.
  private func reportingRefusal<Result>(
    to completion: ((CrossNavigationControllerError?) -> Void)?,
    _ call: () throws(CrossNavigationControllerError) -> Result
  ) throws(CrossNavigationControllerError) -> Result {
    do {
      return try call()
    } catch {
      completion?(error)
      throw error
    }
  }
}
