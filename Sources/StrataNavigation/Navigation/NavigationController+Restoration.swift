import StrataKit

extension NavigationController {
  /// The archive key of whether the navigation bar is hidden.
  static let navigationBarHiddenKey = "navigationBarHidden"

  /// Archives whether the bar is hidden; the stack archives the controllers
  /// (`StackController`'s restoration).
  func encodeNavigationBarState(with coder: StateCoder) {
    coder.encode(isNavigationBarHidden, forKey: Self.navigationBarHiddenKey)
  }

  /// Whether the archived bar is hidden; `nil` when the archive does not say.
  ///
  /// - Throws: ``StateRestorationError/invalidValue(key:identifierPath:reason:)`` when the
  ///   value is not a Boolean.
  func decodeNavigationBarHidden(from coder: StateCoder) throws(StateRestorationError) -> Bool? {
    try coder.decodeIfPresent(Bool.self, forKey: Self.navigationBarHiddenKey)
  }
}
