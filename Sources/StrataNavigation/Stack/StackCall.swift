import StrataKit

/// A call to a ``StackController`` waiting for the running transition or drag to end. It is
/// kept as the change it asks for, not as the stack it would make, so that it applies to the
/// stack as the transition leaves it (a push made during a pop drag that completes lands on the
/// popped stack).
@MainActor
struct StackCall {
  /// What the call changes.
  enum Change {
    /// Push the controller on top.
    case push(ViewController)
    /// Pop the top controller.
    case pop
    /// Pop the controllers above this one.
    case popTo(ViewController)
    /// Make the stack this list.
    case set([ViewController])
  }

  /// What the call changes.
  let change: Change
  /// Whether the change animates.
  let animated: Bool

  /// The stack this call makes of `stack`, or why it cannot be applied to it.
  ///
  /// - Parameters:
  ///   - stack: The stack to apply the call to, root first.
  ///   - owner: The stack controller the call was made on; controllers already its children
  ///     may be reused.
  /// - Returns: The stack after the call, root first.
  /// - Throws: The ``StackControllerError`` a direct call would throw on `stack`.
  func applied(to stack: [ViewController], owner: StackController) throws(StackControllerError)
    -> [ViewController]
  {
    switch change {
    case .push(let controller):
      if stack.contains(where: { $0 === controller }) { throw .alreadyInStack }
      return try Self.validated(stack + [controller], owner: owner)
    case .pop:
      guard stack.count > 1 else { throw .cannotPopRoot }
      return Array(stack.dropLast())
    case .popTo(let controller):
      guard let index = stack.firstIndex(where: { $0 === controller }) else { throw .notInStack }
      return Array(stack[...index])
    case .set(let list):
      return try Self.validated(list, owner: owner)
    }
  }

  /// Checks that `list` can be `owner`'s stack: not empty, no controller twice, none that
  /// belongs to another container or contains the stack.
  static func validated(_ list: [ViewController], owner: StackController)
    throws(StackControllerError) -> [ViewController]
  {
    guard !list.isEmpty else { throw .emptyStack }
    for (index, controller) in list.enumerated() {
      if list[..<index].contains(where: { $0 === controller }) { throw .duplicateController }
      if let parent = controller.parent, parent !== owner { throw .hasAnotherParent }
      if controller === owner || owner.isDescendant(of: controller) { throw .hasAnotherParent }
    }
    return list
  }
}
