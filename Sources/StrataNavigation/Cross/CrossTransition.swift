import StrataKit

/// A transition between two top screens of a ``CrossNavigationController`` that is running:
/// the screen stack's transition over screens and their sides.
typealias CrossTransition = ScreenTransition<CrossEntry>

extension ScreenTransition where Entry == CrossEntry {
  /// Whether a screen comes in (present) rather than the top one leaving (dismiss).
  var isPresenting: Bool { kind == .push }

  /// The side the moving screen comes from (present) or leaves toward (dismiss): the
  /// presented screen's side, unless a dismiss chose the side the screen below comes back
  /// from (the top one then leaves toward the opposite side).
  var side: CrossDirection {
    if isPresenting { return targetStack.last?.direction ?? .right }
    return returnSide?.opposite ?? sourceStack.last?.direction ?? .right
  }
}
