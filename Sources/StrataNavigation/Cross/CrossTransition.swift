import StrataKit

/// A transition between two top screens of a ``CrossNavigationController`` that is running.
@MainActor
struct CrossTransition {
  /// Whether a screen comes in (present) or the top one leaves (dismiss).
  let isPresenting: Bool
  /// The side the moving screen comes from (present) or leaves toward (dismiss): the presented
  /// screen's direction, unless a dismiss chose another.
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
  /// The controllers the transition adds: children from its start (`willMove(toParent:)`
  /// sent), sent `didMove(toParent:)` when it commits and removed again when it is cancelled.
  let added: [ViewController]
  /// The controllers that leave the container when the transition commits.
  let removed: [ViewController]
  /// Run once the transition has ended, for the call that started it.
  var completion: ((CrossNavigationControllerError?) -> Void)? = nil
}
