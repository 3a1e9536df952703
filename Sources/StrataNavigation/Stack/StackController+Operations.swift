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
    if plannedStack.contains(where: { $0 === viewController }) {
      throw .alreadyInStack
    }
    try trySetViewControllers(plannedStack + [viewController], animated: animated)
  }

  /// Pops the top controller and returns it, or throws when only the root is left.
  ///
  /// - Throws: ``StackControllerError/cannotPopRoot``.
  @discardableResult
  public func tryPop(animated: Bool) throws(StackControllerError) -> ViewController {
    guard plannedStack.count > 1, let top = plannedStack.last else { throw .cannotPopRoot }
    try trySetViewControllers(Array(plannedStack.dropLast()), animated: animated)
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
    guard let index = plannedStack.firstIndex(where: { $0 === viewController }) else {
      throw .notInStack
    }
    let popped = Array(plannedStack[(index + 1)...])
    if !popped.isEmpty {
      try trySetViewControllers(Array(plannedStack[...index]), animated: animated)
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
    guard !viewControllers.isEmpty else { throw .emptyStack }
    for (index, controller) in viewControllers.enumerated() {
      if viewControllers[..<index].contains(where: { $0 === controller }) {
        throw .duplicateController
      }
      if let parent = controller.parent, parent !== self { throw .hasAnotherParent }
      if controller === self || isDescendant(of: controller) { throw .hasAnotherParent }
    }
    clearMisuse()
    plannedStack = viewControllers
    queuedTargets.append(viewControllers)
    performWhenIdle { [weak self] in self?.perform(setting: viewControllers, animated: animated) }
  }
}
