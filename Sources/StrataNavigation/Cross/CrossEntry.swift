import StrataKit

/// One screen of a ``CrossNavigationController`` and the side it came in from.
@MainActor
struct CrossEntry: ScreenStackEntry {
  /// A dismiss to an earlier screen may choose the side it comes back in from.
  typealias ReturnSide = CrossDirection

  /// The screen.
  let controller: ViewController
  /// The side it was presented from; `nil` for the root.
  let direction: CrossDirection?

  /// The side a drag asks for to take the screen away: the opposite of the one it came from;
  /// `nil` for the root.
  var backDirection: CrossDirection? { direction?.opposite }
}
