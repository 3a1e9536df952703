import StrataKit

/// A call to a ``CrossNavigationController`` waiting for the running transition or drag to
/// end, kept as the change it asks for so that it applies to the screens as the transition
/// leaves them (a present made during a dismiss drag that completes lands on the screen below).
@MainActor
struct CrossCall {
  /// What the call changes.
  enum Change {
    /// Present the controller from the side.
    case present(ViewController, CrossDirection)
    /// Dismiss the top screen.
    case dismiss
    /// Dismiss the screens above this one; the screen left on top comes back in from the side,
    /// or, when `nil`, from the top screen's way back.
    case dismissTo(ViewController, CrossDirection?)
  }

  /// What the call changes.
  let change: Change
  /// Whether the change animates.
  let animated: Bool
  /// Run once, when the call's transition ends, when the call turns out to change nothing, or
  /// with the error when it is refused.
  let completion: ((CrossNavigationControllerError?) -> Void)?

  /// The side a dismiss makes the screen below come back in from, when the call chose one.
  var returnSide: CrossDirection? {
    if case .dismissTo(_, let side) = change { return side }
    return nil
  }

  /// The screens this call makes of `stack`, or why it cannot be applied to them.
  ///
  /// - Parameters:
  ///   - stack: The screens to apply the call to, root first.
  ///   - owner: The controller the call was made on; its own children may be reused.
  /// - Returns: The screens after the call, root first.
  /// - Throws: The ``CrossNavigationControllerError`` a direct call would throw on `stack`.
  func applied(to stack: [CrossEntry], owner: CrossNavigationController)
    throws(CrossNavigationControllerError) -> [CrossEntry]
  {
    switch change {
    case .present(let controller, let direction):
      if stack.contains(where: { $0.controller === controller }) { throw .alreadyInStack }
      if let parent = controller.parent, parent !== owner { throw .hasAnotherParent }
      if controller === owner || owner.isDescendant(of: controller) { throw .hasAnotherParent }
      return stack + [CrossEntry(controller: controller, direction: direction)]
    case .dismiss:
      guard stack.count > 1 else { throw .cannotDismissRoot }
      return Array(stack.dropLast())
    case .dismissTo(let controller, _):
      guard let index = stack.firstIndex(where: { $0.controller === controller }) else {
        throw .notInStack
      }
      return Array(stack[...index])
    }
  }
}
