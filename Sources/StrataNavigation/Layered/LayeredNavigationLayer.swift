import StrataKit

/// One layer of a ``LayeredNavigationController``: a controller, its item, the view that
/// frames it, and where the layer is along the stack.
///
/// Positions are logical: distances from the container's leading edge, in points, so that a
/// right-to-left layout mirrors them.
@MainActor
final class LayeredNavigationLayer {
  /// The controller the layer shows.
  let controller: ViewController
  /// The item that describes the layer.
  let item: LayeredNavigationItem
  /// The view that frames the controller's view.
  let view = LayeredLayerView()
  /// Whether the layer was pushed with `maximumWidth`.
  let usesMaximumWidth: Bool
  /// Where the layer rests when the stack is compressed.
  var restingX = 0.0
  /// Where the layer is now (its model position).
  var x = 0.0
  /// The layer's width, in points.
  var width = LayeredNavigationItem.defaultWidth
  /// Whether the layer counts as on screen: not wholly covered by the layers above it nor
  /// outside the container. Such a layer's view is shown and the controller follows the
  /// container's appearance.
  var isShown = false
  /// Keeps the chrome's title in step with the controller's title.
  var titleObservation: ObservationToken?

  init(controller: ViewController, item: LayeredNavigationItem, usesMaximumWidth: Bool) {
    self.controller = controller
    self.item = item
    self.usesMaximumWidth = usesMaximumWidth
  }

  /// The distance the layer above may move right of this one before this one follows: the
  /// item's, or the layer's width when it is unset (`nil`, negative or not finite).
  var snappingDistance: Double {
    item.snappingDistance.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? width
  }

  /// The logical right edge.
  var maxX: Double { x + width }
}
