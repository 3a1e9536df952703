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
  /// The containment begun with the transition: a call's whole change, or the screen a drag
  /// brings in (a child from the drag's start); `nil` for a drag that goes back, whose
  /// containment begins when the finger lifts.
  let containment: ContainmentTransaction?
  /// Run once the transition has ended, for the call that started it.
  var completion: ((CrossNavigationControllerError?) -> Void)? = nil
}
