/// Why a ``StackController`` refused a call. The stack is left as it was.
public enum StackControllerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The controller is already in this stack.
  case alreadyInStack
  /// The controller belongs to another container; remove it from there first.
  case hasAnotherParent
  /// The root cannot be popped.
  case cannotPopRoot
  /// The controller to pop to is not in the stack.
  case notInStack
  /// A stack needs at least one controller.
  case emptyStack
  /// The same controller appears twice in the list.
  case duplicateController

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case .alreadyInStack: "the view controller is already in this stack"
    case .hasAnotherParent: "the view controller belongs to another container"
    case .cannotPopRoot: "the root view controller cannot be popped"
    case .notInStack: "the view controller is not in this stack"
    case .emptyStack: "a stack needs at least one view controller"
    case .duplicateController: "a view controller appears twice in the list"
    }
  }
}

// MARK: - ScreenStackError

/// A stack's refusals are the screen stack's, case for case.
extension StackControllerError: ScreenStackError {}
