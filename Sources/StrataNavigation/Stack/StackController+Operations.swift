public import StrataKit

extension StackController {
  /// Pushes `viewController` on top, sliding it in when `animated`. Pushing a controller that
  /// is already in the stack or belongs to another container is ignored (see ``lastError``).
  public func push(_ viewController: ViewController, animated: Bool) {
    ignoringMisuse { () throws(StackControllerError) in
      try tryPush(viewController, animated: animated)
    }
  }

  /// Pops the top controller, sliding it away when `animated`, and returns it; `nil` (and no
  /// change) when only the root is left.
  @discardableResult
  public func pop(animated: Bool) -> ViewController? {
    ignoringMisuse(returning: nil) { () throws(StackControllerError) -> ViewController? in
      try tryPop(animated: animated)
    }
  }

  /// Pops the controllers above `viewController` and returns them, top last; empty (and no
  /// change) when `viewController` is not in the stack.
  @discardableResult
  public func pop(to viewController: ViewController, animated: Bool) -> [ViewController] {
    ignoringMisuse(returning: []) { () throws(StackControllerError) in
      try tryPop(to: viewController, animated: animated)
    }
  }

  /// Pops every controller above the root and returns them, top last.
  @discardableResult
  public func popToRoot(animated: Bool) -> [ViewController] {
    guard let root = plannedStack.first else { return [] }
    return pop(to: root, animated: animated)
  }

  /// Replaces the stack with `viewControllers`, animating a push (new top) or a pop (the new
  /// top was in the stack) when `animated`. An empty list, duplicates or controllers of
  /// another container are ignored (see ``lastError``).
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    ignoringMisuse { () throws(StackControllerError) in
      try trySetViewControllers(viewControllers, animated: animated)
    }
  }

  /// Pushes `viewController`, or throws why it cannot, leaving the stack unchanged.
  ///
  /// - Throws: ``StackControllerError/alreadyInStack`` or
  ///   ``StackControllerError/hasAnotherParent``.
  public func tryPush(_ viewController: ViewController, animated: Bool) throws(StackControllerError)
  {
    try enqueue(StackCall(change: .push(viewController), animated: animated))
  }

  /// Pops the top controller and returns it, or throws when only the root is left.
  ///
  /// - Throws: ``StackControllerError/cannotPopRoot``.
  @discardableResult
  public func tryPop(animated: Bool) throws(StackControllerError) -> ViewController {
    let top = plannedStack.last
    try enqueue(StackCall(change: .pop, animated: animated))
    guard let top else { throw .cannotPopRoot }
    return top
  }

  /// Pops the controllers above `viewController` and returns them, or throws when it is not in
  /// the stack.
  ///
  /// - Throws: ``StackControllerError/notInStack``.
  @discardableResult
  public func tryPop(to viewController: ViewController, animated: Bool) throws(StackControllerError)
    -> [ViewController]
  {
    let before = plannedStack
    guard let index = before.firstIndex(where: { $0 === viewController }) else {
      throw .notInStack
    }
    let popped = Array(before[(index + 1)...])
    if !popped.isEmpty {
      try enqueue(
        StackCall(change: .popTo(viewController, returnSide: nil), animated: animated))
    } else {
      clearMisuse()
    }
    return popped
  }

  /// Replaces the stack, or throws why it cannot, leaving it unchanged.
  ///
  /// - Throws: ``StackControllerError/emptyStack``,
  ///   ``StackControllerError/duplicateController`` or
  ///   ``StackControllerError/hasAnotherParent``.
  public func trySetViewControllers(_ viewControllers: [ViewController], animated: Bool)
    throws(StackControllerError)
  {
    try enqueue(StackCall(change: .set(viewControllers), animated: animated))
  }
}
