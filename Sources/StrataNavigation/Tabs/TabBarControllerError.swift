/// Why a ``TabBarController`` refused a call. Its state is left as it was.
public enum TabBarControllerError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The index is not the index of a tab.
  case indexOutOfRange(Int, count: Int)
  /// The controller is not one of the tabs.
  case notATab
  /// A controller belongs to another container, or appears twice.
  case invalidControllers

  /// A sentence that says what was wrong.
  public var description: String {
    switch self {
    case .indexOutOfRange(let index, let count):
      "tab index \(index) is out of range (there are \(count) tabs)"
    case .notATab: "the view controller is not one of the tabs"
    case .invalidControllers:
      "a view controller belongs to another container or appears twice"
    }
  }
}
