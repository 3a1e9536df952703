/// A column of a split view controller (StrataNavigation's `SplitViewController`), left to
/// right in a left-to-right layout.
public enum SplitColumn: String, Sendable, Hashable, CaseIterable {
  /// The leading column, which every narrower layout keeps: usually a list.
  case primary
  /// The middle column of a three-column layout.
  case secondary
  /// The trailing column: usually what the other columns select.
  case detail
}
