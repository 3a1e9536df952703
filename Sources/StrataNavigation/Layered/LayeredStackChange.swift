import StrataKit

/// The containment and appearance of one change of a ``LayeredNavigationController``'s stack
/// that spans a transition: begun when the transition starts, finished when it ends.
@MainActor
struct LayeredStackChange {
  /// The containment of the controllers that join and leave.
  let containment: ContainmentTransaction
  /// The layer pushed, if one is.
  let added: LayeredNavigationLayer?
  /// The layers popped, bottom first.
  let removed: [LayeredNavigationLayer]
  /// The controllers whose appearance transition began with the change and ends with it.
  let changedAppearance: [ViewController]
  /// Whether the change animates.
  let isAnimated: Bool
}
