import StrataKit

extension LayeredNavigationController {
  /// What a pan would drag: the index of the topmost drawn layer under the point where the
  /// pointer went down (where the layers are drawn, so that a moving layer can be caught), 0
  /// for the root's strip or empty space (the whole stack slides), or the top layer for a
  /// trackpad swipe; `nil` when there is nothing to drag.
  func touchedLayerIndex(for pan: PanGestureRecognizer) -> Int? {
    guard isViewLoaded, layers.count > 1 else { return nil }
    if pan.numberOfTouches == 0 { return layers.count - 1 }
    let start = pan.location(in: view) - pan.translation(in: view)
    for index in layers.indices.reversed() where !layers[index].view.isHidden {
      if layers[index].view.presentation.frame.contains(start) { return index }
    }
    return 0
  }

  /// Drives the drag with the swipe tracker's steps: starts it on the layer decided when the
  /// pan was asked whether it may begin, moves the layers with the finger, and settles them as
  /// the release decides when the finger lifts or the pan is cancelled.
  func handlePan(_ pan: PanGestureRecognizer) {
    guard let step = swipeTracker.handle(pan, for: self) else { return }
    switch step {
    case .begin(let index, let offset, _):
      guard beginDrag(touching: index) else {
        swipeTracker.reset()
        return
      }
      follow(translation: offset)
    case .follow(let offset, _):
      follow(translation: offset)
    case .release(let decision):
      settleDrag(decision, interrupted: pan.state != .ended)
    }
  }

  /// Starts a drag of the layer at `index` (0: the whole stack over the root), catching the
  /// running transition's layers where they are drawn; returns false, changing nothing, when
  /// the layers cannot be dragged now.
  private func beginDrag(touching index: Int) -> Bool {
    guard drag == nil, layers.count > 1, layers.indices.contains(index) else { return false }
    if let transition = runningTransition {
      guard transition.isCatchable else { return false }
      catchLayers(from: transition)
    }
    focusedIndex = nil
    let touched = index > 0 ? layers[index] : nil
    let reported = (touched ?? layers[0]).controller
    drag = LayeredDrag(touchedIndex: index > 0 ? index : nil, touched: touched, reported: reported)
    delegate?.layeredNavigationController(self, willMove: reported)
    return true
  }

  /// Stops `transition` where its layers are drawn now, as a touch stops a UIKit
  /// interruptible animation: each layer's place becomes its presented place, and the
  /// transition's containment and appearance calls end now.
  private func catchLayers(from transition: LayeredTransition) {
    let width = containerWidth
    for layer in layers {
      let frame = layer.view.presentation.frame
      layer.x = isRightToLeft ? width - frame.maxX : frame.minX
    }
    runningTransition = nil
    transition.end()
    View.performWithoutAnimation {
      for layer in layers {
        layer.view.frame = frame(of: layer)
        layer.view.removeAllAnimations()
      }
    }
    updateVisibilityNow()
  }

  /// Moves the layers for the drag's new `translation` (logical points), by its change since
  /// the last move, as the original does:
  ///
  /// - the touched layer and each layer above it take the change, none left of its resting
  ///   x (without a touched layer, every layer but the root does);
  /// - each layer below the touched one moves with its upper neighbour while their gap is
  ///   open (its snapping distance, tested before and after the move, so the pair moves
  ///   together both ways), is pulled along once the gap opens that far, and is pushed left
  ///   to keep their resting spacing, never left of its resting x;
  /// - once every layer is at rest, the touched layer goes on left at half the finger's
  ///   speed (the rubber band), and retraces that on the way back.
  ///
  /// - Complexity: O(*m*) for the *m* layers that move, plus O(*n*) to decide which show.
  private func follow(translation: Double) {
    guard var current = drag else { return }
    if let index = current.touchedIndex {
      guard index < layers.count, layers[index] === current.touched else { return }
    }
    var delta = translation - current.translation
    current.translation = translation
    let before = layers.map(\.x)
    if let index = current.touchedIndex, current.overshoot > 0 {
      let touched = layers[index]
      let back = delta < 0 ? delta : min(delta, current.overshoot)
      current.overshoot -= back
      delta -= back
      touched.x = touched.restingX - current.overshoot / 2
    }
    if delta != 0 { move(by: delta, drag: &current, before: before) }
    drag = current
    View.performWithoutAnimation {
      for (layer, x) in zip(layers, before) where layer.x != x {
        layer.view.frame = frame(of: layer)
      }
    }
    updateVisibilityNow()
    delegate?.layeredNavigationController(self, moving: current.reported)
  }

  /// Applies a finger's move of `delta` points (see ``follow(translation:)``) to the layers'
  /// model places; `before` holds where every layer was.
  private func move(by delta: Double, drag current: inout LayeredDrag, before: [Double]) {
    let lowest = current.touchedIndex ?? 1
    var overshoot = 0.0
    for index in stride(from: layers.count - 1, through: lowest, by: -1) {
      let layer = layers[index]
      let x = layer.x + delta
      if index == current.touchedIndex { overshoot = max(0, layer.restingX - x) }
      layer.x = max(layer.restingX, x)
    }
    for index in stride(from: lowest - 1, through: 1, by: -1) {
      let lower = layers[index]
      let upper = layers[index + 1]
      var x = lower.x
      let distance = lower.snappingDistance
      if before[index + 1] - x >= distance - Self.geometryTolerance {
        x += upper.x - before[index + 1]
      } else if upper.x - x > distance {
        x = upper.x - distance
      }
      x = min(x, upper.x - (upper.restingX - lower.restingX))
      lower.x = max(lower.restingX, x)
    }
    if overshoot > 0, let index = current.touchedIndex,
      layers.allSatisfy({ $0.x <= $0.restingX })
    {
      current.overshoot = overshoot
      layers[index].x = layers[index].restingX - overshoot / 2
    }
  }
}
