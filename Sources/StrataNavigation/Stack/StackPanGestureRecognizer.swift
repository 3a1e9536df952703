public import StrataKit

/// The pan that drives a ``StackController``'s interactive pushes and pops: a
/// `PanGestureRecognizer` that knows which way its drag goes.
@MainActor
public final class StackPanGestureRecognizer: PanGestureRecognizer {
  /// Which transition a stack drag drives.
  public enum Direction: String, Sendable, Hashable {
    /// No drag in progress, or it was not decided yet.
    case none
    /// The drag pushes the controller the top one offers.
    case push
    /// The drag pops the top controller.
    case pop
  }

  /// The transition the drag in progress drives; ``Direction/none`` before it begins and after
  /// it ends.
  public internal(set) var direction: Direction = .none

  /// Creates the recognizer.
  public required init() {
    super.init()
  }

  /// Forgets the direction when the gesture is over.
  public override func reset() {
    super.reset()
    direction = .none
  }
}
