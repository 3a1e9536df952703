import StrataKit

/// A drag of a ``LayeredNavigationController``'s layers in progress.
@MainActor
struct LayeredDrag {
  /// The pan that drives it.
  let pan: PanGestureRecognizer
  /// The index of the layer under the finger when the drag began.
  let touchedIndex: Int
  /// The layer under the finger.
  let touched: LayeredNavigationLayer
  /// Where every layer was when the drag began (logical x).
  let startX: [Double]
}
