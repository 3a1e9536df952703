import StrataKit

/// A transition between two top controllers of a ``StackController`` that is running.
@MainActor
struct StackTransition {
  /// Which way the views move.
  enum Kind {
    /// A new controller slides in over the top one.
    case push
    /// The top controller slides away, revealing the one below.
    case pop
  }

  let kind: Kind
  /// The controller on top before the transition.
  let outgoing: ViewController
  /// The controller on top after it.
  let incoming: ViewController
  /// The stack before the transition.
  let sourceStack: [ViewController]
  /// The stack once the transition completes.
  let targetStack: [ViewController]
  /// Whether a finger drives it.
  let isInteractive: Bool
  /// Whether its views move over time (a finger or an animation) rather than at once.
  let isAnimated: Bool
}
