import StrataKit

/// A drag of a ``LayeredNavigationController``'s layers in progress: what the finger moves,
/// and how far it has moved them. Its pan and phases are the container's swipe tracker's.
@MainActor
struct LayeredDrag {
  /// The index of the layer under the finger when the drag began; `nil` when the finger went
  /// down on the root's strip or on empty space, which slides the whole stack over the root.
  let touchedIndex: Int?
  /// The layer under the finger, when there is one.
  let touched: LayeredNavigationLayer?
  /// The controller the delegate hears about: the touched layer's, or the root's.
  let reported: ViewController
  /// The translation the layers have followed so far, in logical points.
  var translation = 0.0
  /// How far the finger has gone left of the touched layer's resting x while every layer was
  /// at rest, in points; the layer shows half of it (the rubber band).
  var overshoot = 0.0
}
