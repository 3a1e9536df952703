import StrataKit

extension LayeredNavigationController {
  /// The layer a pan drags: the topmost shown layer above the root under the point where the
  /// pointer went down, or the top layer for a trackpad swipe; `nil` when there is none.
  func touchedLayerIndex(for pan: PanGestureRecognizer) -> Int? {
    guard isViewLoaded, layers.count > 1 else { return nil }
    if pan.numberOfTouches == 0 { return layers.count - 1 }
    let start = pan.location(in: view) - pan.translation(in: view)
    for index in layers.indices.reversed() where layers[index].isShown {
      if layers[index].view.frame.contains(start) { return index > 0 ? index : nil }
    }
    return nil
  }

  /// Drives the drag: starts it when the pan begins, moves the layers with the finger, and
  /// snaps them when the finger lifts or the pan is cancelled.
  func handlePan(_ pan: PanGestureRecognizer) {
    if pan.state == .began { beginDrag(with: pan) }
    guard let current = drag, current.pan === pan else { return }
    let sign = isRightToLeft ? -1.0 : 1.0
    switch pan.state {
    case .began, .changed:
      follow(current, translation: sign * pan.translation(in: nil).x)
    case .ended:
      release(current, velocity: sign * pan.velocity(in: nil).x, allowsDrop: true)
    case .cancelled, .failed:
      release(current, velocity: 0, allowsDrop: false)
    default:
      break
    }
  }

  private func beginDrag(with pan: PanGestureRecognizer) {
    guard drag == nil, runningTransitions == 0, let index = touchedLayerIndex(for: pan) else {
      return
    }
    focusedIndex = nil
    let touched = layers[index]
    drag = LayeredDrag(
      pan: pan, touchedIndex: index, touched: touched, startX: layers.map(\.x))
    delegate?.layeredNavigationController(self, willMove: touched.controller)
  }

  /// Places the layers for a drag `translation` points along the stack: the touched layer
  /// and those above it follow the finger (at half speed past full compression); each layer
  /// below follows the one above it once their gap reaches its snapping distance, or is pushed
  /// left to keep their resting spacing, never left of its resting x.
  ///
  /// - Complexity: O(*m*) for the *m* layers that move, plus O(*n*) to decide which show.
  private func follow(_ current: LayeredDrag, translation: Double) {
    let touchedIndex = current.touchedIndex
    guard touchedIndex < layers.count, layers[touchedIndex] === current.touched else { return }
    let touched = layers[touchedIndex]
    var x = current.startX[touchedIndex] + translation
    if x < touched.restingX { x = touched.restingX - (touched.restingX - x) / 2 }
    let offset = x - current.startX[touchedIndex]
    View.performWithoutAnimation {
      for index in touchedIndex..<layers.count {
        move(layers[index], to: current.startX[index] + offset)
      }
      var upper = touched
      for index in stride(from: touchedIndex - 1, through: 1, by: -1) {
        let lower = layers[index]
        var lowerX = lower.x
        if upper.x >= lowerX + lower.snappingDistance { lowerX = upper.x - lower.snappingDistance }
        let spacing = upper.restingX - lower.restingX
        if upper.x - lowerX <= spacing { lowerX = upper.x - spacing }
        lowerX = max(lower.restingX, lowerX)
        if lowerX == lower.x { break }
        move(lower, to: lowerX)
        upper = lower
      }
    }
    updateVisibilityNow()
    delegate?.layeredNavigationController(self, moving: touched.controller)
  }

  private func move(_ layer: LayeredNavigationLayer, to x: Double) {
    guard layer.x != x else { return }
    layer.x = x
    layer.view.frame = frame(of: layer)
  }

  /// Ends the drag: drops to the root when allowed and the first layer is far enough right;
  /// otherwise snaps the first gap, from the bottom, that is neither closed nor open, and
  /// brings the top layer back into view when it would rest outside the container.
  private func release(_ current: LayeredDrag, velocity: Double, allowsDrop: Bool) {
    let touched = current.touched.controller
    let didMove: () -> Void = { [weak self] in
      guard let self else { return }
      self.delegate?.layeredNavigationController(self, didMove: touched)
    }
    if allowsDrop, dropLayersWhenPulledRight, layers.count > 1,
      layers[1].x > layers[0].maxX + Self.dropDistance
    {
      drag = nil
      dropToRoot(completion: didMove)
      return
    }
    var snapVelocity: Double?
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
      for layer in layers[(index + 1)...] { layer.x += delta }
      snapVelocity = abs(delta) > 1 ? velocity / delta : 0
      break
    }
    // Open gaps may add up to more than the container's width: the top layer comes back into
    // view rather than resting outside it.
    let broughtIntoView = keepTopLayerInView(whole: true)
    drag = nil
    guard snapVelocity != nil || broughtIntoView else {
      didMove()
      runQueuedCalls()
      return
    }
    let normalized = broughtIntoView ? 0 : snapVelocity ?? 0
    runTransition(
      to: layers, motion: .spring(velocity: min(50, max(-50, normalized))), completion: didMove)
  }
}
