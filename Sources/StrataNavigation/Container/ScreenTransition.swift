import StrataKit

/// A transition between two top screens of a ``ScreenStack`` that is running: a push or a
/// pop, made by a call (animated or at once) or driven by a finger.
@MainActor
struct ScreenTransition<Entry: ScreenStackEntry> {
  /// Which way the screens go.
  enum Kind {
    /// A screen comes in over the top one: a push, a present.
    case push
    /// The top screen goes, revealing the one below: a pop, a dismiss.
    case pop
  }

  /// Which way the screens go.
  let kind: Kind
  /// The controller on top before the transition.
  let outgoing: ViewController
  /// The controller on top after it.
  let incoming: ViewController
  /// The screens before the transition.
  let sourceStack: [Entry]
  /// The screens once the transition completes.
  let targetStack: [Entry]
  /// Whether a finger drives it.
  let isInteractive: Bool
  /// Whether its views move over time (a finger or an animation) rather than at once.
  let isAnimated: Bool
  /// The way the screen left on top comes back, when the call chose one.
  var returnSide: Entry.ReturnSide? = nil
  /// The containment begun with the transition: a call's whole change, or the screen a drag
  /// brings in when the container makes it a child from the drag's start; `nil` for a drag
  /// whose containment begins when the finger lifts.
  var containment: ContainmentTransaction? = nil
  /// Run once the transition has ended, for the call that started it.
  var completion: (() -> Void)? = nil
}
