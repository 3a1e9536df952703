import StrataKit

/// A call to a ``StackController`` waiting for the running transition to end.
enum StackOperation {
  /// Make the stack this list.
  case set([ViewController], animated: Bool)
}

/// A transition between two top controllers that is running.
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
  /// The stack once the transition completes.
  let targetStack: [ViewController]
  /// Whether a finger drives it.
  let isInteractive: Bool
}
