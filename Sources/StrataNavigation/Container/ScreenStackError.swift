/// The refusals every ``ScreenStack`` shares, as each container's typed error names them
/// (``StackControllerError``, ``CrossNavigationControllerError``), so that one set of rules
/// checks the calls of all of them.
protocol ScreenStackError: Error {
  /// The controller is already one of the screens.
  static var alreadyInStack: Self { get }
  /// The controller belongs to another container, or contains this one.
  static var hasAnotherParent: Self { get }
  /// Only the root is left, and it cannot be taken away.
  static var cannotPopRoot: Self { get }
  /// The controller to go back to is not one of the screens.
  static var notInStack: Self { get }
  /// A list of screens is empty.
  static var emptyStack: Self { get }
  /// A controller appears twice in a list of screens.
  static var duplicateController: Self { get }
}
