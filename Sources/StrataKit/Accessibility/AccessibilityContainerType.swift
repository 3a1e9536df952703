/// What a view that is not itself an element, but groups elements, is to an assistive
/// technology, as `UIAccessibilityContainerType`.
public enum AccessibilityContainerType: String, Sendable, Hashable, Codable {
  /// No particular kind: its elements are read as if they were its parent's.
  case none
  /// A list whose elements are its items (a ``ListView``).
  case list
  /// A region a reader can jump to.
  case landmark
  /// A group read as one unit of related elements.
  case semanticGroup
}
