/// Why a view controller refused to present or dismiss (see
/// ``ViewController/tryPresent(_:animated:completion:)``). Nothing changes.
public enum PresentationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The controller to present is presented already, or will be by a call that waits.
  case alreadyPresented
  /// The controller to present has a parent, is the root of a window, or is the presenter or
  /// one of its ancestors.
  case notPresentable
  /// The presenter presents another controller already (or will, by a call that waits).
  case alreadyPresenting
  /// The presenter is being dismissed, or will be by a call that waits.
  case presenterIsBeingDismissed
  /// The presenter's view is not in a window, so there is nowhere to present.
  case notInWindow
  /// The controller neither presents anything nor is presented.
  case nothingToDismiss

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case .alreadyPresented: "the view controller is already presented"
    case .notPresentable:
      "the view controller has a parent, is a window's root, or contains the presenter"
    case .alreadyPresenting: "the presenter already presents a view controller"
    case .presenterIsBeingDismissed: "the presenter is being dismissed"
    case .notInWindow: "the presenter's view is not in a window"
    case .nothingToDismiss: "the view controller neither presents nor is presented"
    }
  }
}
