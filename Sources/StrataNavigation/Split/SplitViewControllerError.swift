/// Why a ``SplitViewController`` refused a call (or corrected its initializer's list). The
/// split is left as it was.
public enum SplitViewControllerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The initializer got no controllers; the split shows a blank primary.
  case emptyList
  /// The initializer got this many controllers, more than three; the split keeps the first
  /// three distinct ones.
  case tooManyControllers(Int)
  /// The initializer got the same controller more than once; the split keeps its first place.
  case duplicateController
  /// The controller already shows in another column of this split.
  case alreadyInSplit
  /// The controller belongs to another container (or contains the split); remove it from
  /// there first.
  case hasAnotherParent

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case .emptyList: "a split view controller needs at least one view controller"
    case .tooManyControllers(let count):
      "a split view controller shows at most three view controllers, not \(count)"
    case .duplicateController:
      "a split view controller got the same view controller more than once"
    case .alreadyInSplit: "the view controller is already in another column of this split"
    case .hasAnotherParent: "the view controller belongs to another container"
    }
  }
}
