/// Why a ``LayeredNavigationController`` refused a call, or which fallback it took.
public enum LayeredNavigationControllerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The controller is already in this stack, and the push would not put it in front of a
  /// layer below it (which pops to that layer and pushes it again).
  case alreadyInStack
  /// The controller belongs to another container; remove it from there first.
  case hasAnotherParent
  /// The controller to push in front of is not in the stack. The UIKit-shaped `push` pushes on
  /// top instead; `tryPush` throws and changes nothing.
  case anchorNotInStack
  /// The root cannot be popped.
  case cannotPopRoot
  /// The controller to pop to is not in the stack.
  case notInStack

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case .alreadyInStack: "the view controller is already in this layered stack"
    case .hasAnotherParent: "the view controller belongs to another container"
    case .anchorNotInStack:
      "the view controller to push in front of is not in the layered stack"
    case .cannotPopRoot: "the root view controller cannot be popped"
    case .notInStack: "the view controller is not in this layered stack"
    }
  }
}
