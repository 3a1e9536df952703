import StrataKit

/// A transition between two top screens of a ``CrossNavigationController`` that is running.
@MainActor
struct CrossTransition {
  /// Whether a screen comes in (present) or the top one leaves (dismiss).
  let isPresenting: Bool
  /// The side the moving screen comes from (present) or goes back to (dismiss): the presented
  /// screen's direction.
  let side: CrossDirection
  /// The screen on top before the transition.
  let outgoing: ViewController
  /// The screen on top after it.
  let incoming: ViewController
  /// The screens before the transition.
  let sourceStack: [CrossEntry]
  /// The screens once the transition completes.
  let targetStack: [CrossEntry]
  /// Whether a finger drives it.
  let isInteractive: Bool
  /// The controllers that join the container when the transition commits.
  let added: [ViewController]
  /// The controllers that leave it when the transition commits.
  let removed: [ViewController]
}
