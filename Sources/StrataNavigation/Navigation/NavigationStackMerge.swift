import StrataKit

/// A split view column whose controllers a ``NavigationController`` took onto its stack when
/// the column collapsed into it, remembered so that it can give them back.
@MainActor
struct NavigationStackMerge {
  /// The column that collapsed (the detail, once a collapsed secondary became the detail).
  var column: SplitColumn
  /// The column's controller: a navigation controller emptied by the merge, or a controller
  /// pushed as it was.
  let auxiliary: ViewController
  /// The controllers pushed onto the stack, bottom first (the auxiliary's root first).
  let moved: [ViewController]
}
