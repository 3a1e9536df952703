/// Why a ``CrossNavigationController`` refused a call. The screens are left as they were.
public enum CrossNavigationControllerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The controller is already one of the screens.
  case alreadyInStack
  /// The controller belongs to another container; remove it from there first.
  case hasAnotherParent
  /// The root screen cannot be dismissed.
  case cannotDismissRoot
  /// The controller to dismiss to is not one of the screens.
  case notInStack

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case .alreadyInStack: "the view controller is already one of the screens"
    case .hasAnotherParent: "the view controller belongs to another container"
    case .cannotDismissRoot: "the root screen cannot be dismissed"
    case .notInStack: "the view controller is not one of the screens"
    }
  }
}

// MARK: - ScreenStackError

extension CrossNavigationControllerError: ScreenStackError {
  /// Taking the top screen away with only the root left: ``cannotDismissRoot``.
  static var cannotPopRoot: Self { .cannotDismissRoot }
  /// An empty list of screens would take the root away: ``cannotDismissRoot``.
  static var emptyStack: Self { .cannotDismissRoot }
  /// A screen listed twice is a screen already presented: ``alreadyInStack``.
  static var duplicateController: Self { .alreadyInStack }
}
