import StrataKit

// How the layers settle when a drag ends: snapped to a gap, or dropped to the root.
extension LayeredNavigationController {
  /// Ends the drag: drops to the root when allowed and the first layer is far enough right;
  /// otherwise snaps the first gap, from the bottom, that is neither closed nor open. The
  /// layers stay where the finger and the snap put them, even past the container's edge.
  func release(_ current: LayeredDrag, velocity: Double, allowsDrop: Bool) {
    let reported = current.reported
    let didMove: () -> Void = { [weak self] in
      guard let self else { return }
      self.delegate?.layeredNavigationController(self, didMove: reported)
    }
    drag = nil
    // The rubber band is drawn only: the touched layer's place is its resting x.
    for layer in layers { layer.x = max(layer.x, layer.restingX) }
    if allowsDrop, dropLayersWhenPulledRight, layers.count > 1,
      layers[1].x > layers[0].maxX + Self.dropDistance
    {
      dropToRoot(completion: didMove)
      return
    }
    var snapVelocity = 0.0
    for index in layers.indices.dropLast() {
      let lower = layers[index]
      let upper = layers[index + 1]
      let gap = upper.x - lower.x
      let closed = upper.restingX - lower.restingX
      let open = lower.snappingDistance
      if abs(gap - closed) < 0.5 || abs(gap - open) < 0.5 { continue }
      let target: Double
      if abs(velocity) > Self.snappingVelocity {
        target = velocity > 0 ? open : closed
      } else {
        target = abs(gap - closed) <= abs(gap - open) ? closed : open
      }
      let delta = target - gap
      for layer in layers[(index + 1)...] { layer.x = max(layer.restingX, layer.x + delta) }
      snapVelocity = abs(delta) > 1 ? velocity / delta : 0
      break
    }
    guard layers.contains(where: { $0.view.frame != frame(of: $0) }) else {
      didMove()
      transitionOrDragDidEnd()
      return
    }
    runTransition(
      to: layers, motion: .spring(velocity: min(50, max(-50, snapVelocity))), completion: didMove)
  }

  /// Pops to the root, sliding the layers out to the right: a release of a drag with
  /// ``dropLayersWhenPulledRight``. `completion` runs when the layers are gone.
  func dropToRoot(completion: @escaping () -> Void) {
    focusedIndex = nil
    let willAnimate = isViewLoaded && view.window != nil
    runTransition(
      to: Array(layers.prefix(1)), removing: Array(layers.dropFirst()), leaving: .right,
      motion: willAnimate ? .curve(.linear, duration: Self.transitionDuration) : .immediate,
      completion: completion)
  }
}
