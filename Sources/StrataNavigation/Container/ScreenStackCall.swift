import StrataKit

/// A call to a ``ScreenStack`` waiting for the running transition or drag to end. It is kept
/// as the change it asks for, not as the screens it would make, so that it applies to the
/// screens as the transition leaves them (a push made during a pop drag that completes lands
/// on the popped stack).
@MainActor
struct ScreenStackCall<Entry: ScreenStackEntry, Failure: ScreenStackError>: ContainerCall {
  /// What a call changes.
  enum Change {
    /// Put the screen on top: a push, a present.
    case push(Entry)
    /// Take the top screen away: a pop, a dismiss.
    case pop
    /// Take away the screens above the controller; the one left on top comes back as
    /// `returnSide` says, or the way the top screen came when `nil`.
    case popTo(ViewController, returnSide: Entry.ReturnSide?)
    /// Make the screens this list, root first.
    case set([Entry])
  }

  /// What the call changes.
  let change: Change
  /// Whether the change animates.
  let animated: Bool
  /// Run once: when the call's transition ends, when the call turns out to change nothing, or
  /// with the error when it is refused; `nil` for none.
  var completion: ((Failure?) -> Void)? = nil

  /// The way the screen left on top comes back, when the call chose one.
  var returnSide: Entry.ReturnSide? {
    if case .popTo(_, let side) = change { return side }
    return nil
  }

  /// The screens this call makes of `stack`, or why it cannot be applied to them.
  ///
  /// - Parameters:
  ///   - stack: The screens to apply the call to, root first.
  ///   - owner: The container the call was made on; its own children may be reused.
  /// - Returns: The screens after the call, root first.
  /// - Throws: The error a direct call would throw on `stack`.
  /// - Complexity: O(*n*²) in the number of screens, for the checks of a list.
  func applied(to stack: [Entry], owner: ViewController) throws(Failure) -> [Entry] {
    switch change {
    case .push(let entry):
      if stack.contains(where: { $0.controller === entry.controller }) {
        throw Failure.alreadyInStack
      }
      return try Self.validated(stack + [entry], owner: owner)
    case .pop:
      guard stack.count > 1 else { throw Failure.cannotPopRoot }
      return Array(stack.dropLast())
    case .popTo(let controller, _):
      guard let index = stack.firstIndex(where: { $0.controller === controller }) else {
        throw Failure.notInStack
      }
      return Array(stack[...index])
    case .set(let list):
      return try Self.validated(list, owner: owner)
    }
  }

  /// Checks that `list` can be `owner`'s screens: not empty, no controller twice, none that
  /// belongs to another container or contains `owner`.
  /// - Complexity: O(*n*²) in the number of screens.
  static func validated(_ list: [Entry], owner: ViewController) throws(Failure) -> [Entry] {
    guard !list.isEmpty else { throw Failure.emptyStack }
    for (index, entry) in list.enumerated() {
      let controller = entry.controller
      if list[..<index].contains(where: { $0.controller === controller }) {
        throw Failure.duplicateController
      }
      if let parent = controller.parent, parent !== owner { throw Failure.hasAnotherParent }
      if controller === owner || owner.isDescendant(of: controller) {
        throw Failure.hasAnotherParent
      }
    }
    return list
  }
}
