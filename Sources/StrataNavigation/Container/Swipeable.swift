import StrataKit

/// A container whose content a ``SwipeTracker`` moves, as libadwaita's `AdwSwipeable` is to its
/// swipe tracker: the container answers where the swipe may come to rest and where it is now;
/// the tracker decides the rest.
///
/// Progress is measured in the container's own units: a swipe of progress 1 moves the content
/// by ``swipeDistance`` points along the finger's direction.
@MainActor
protocol Swipeable: AnyObject {
  /// How many points the content moves per unit of progress; at least 1.
  var swipeDistance: Double { get }
  /// The progress values a released swipe may come to rest at, in ascending order.
  var swipeSnapPoints: [Double] { get }
  /// Where the swipe is now, in progress units.
  var swipeProgress: Double { get }
  /// Where a cancelled swipe comes to rest, in progress units: the snap point it started from.
  var swipeCancelProgress: Double { get }
}
