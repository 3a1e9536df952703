public import StrataKit

/// A view controller that offers the controller a left drag (a right drag in right-to-left
/// layouts) pushes onto its ``StackController``, as CWStackController's
/// `nextViewController` does.
@MainActor
public protocol StackPushSource: AnyObject {
  /// The controller to push when the user drags toward it, or `nil` to offer none. Called when
  /// such a drag begins; a controller offered for a drag that is then cancelled is discarded.
  func nextViewController() -> ViewController?
}
