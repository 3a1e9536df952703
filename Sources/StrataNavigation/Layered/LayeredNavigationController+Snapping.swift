import StrataKit

// How the layers settle when a drag ends: snapped to a gap, or dropped to the root.
extension LayeredNavigationController {
  /// The gap a released drag snaps, with the layers where the release leaves them (the rubber
  /// band is drawn only): the first, from the bottom, that is neither closed (the layers'
  /// resting spacing) nor open (the lower layer's snapping distance), with its width now and
  /// both of those, in points; `nil` when every gap is one or the other.
  ///
  /// - Complexity: O(*n*) for *n* layers.
  func snappingGap() -> (index: Int, gap: Double, closed: Double, open: Double)? {
    for index in layers.indices.dropLast() {
      let lower = layers[index]
      let upper = layers[index + 1]
      let gap = max(upper.x, upper.restingX) - max(lower.x, lower.restingX)
      let closed = upper.restingX - lower.restingX
      let open = lower.snappingDistance
      if abs(gap - closed) < 0.5 || abs(gap - open) < 0.5 { continue }
      return (index, gap, closed, open)
    }
    return nil
  }

  /// Settles the layers as the tracker's release `decision` says, as the original does: a
  /// release faster than ``snappingVelocity`` opens the snapping gap (see ``snappingGap()``)
  /// when thrown right and closes it when thrown left; a slower one snaps it to the nearer of
  /// the two, closed on a tie. A pan that was cancelled (`interrupted`) snaps as a release
  /// without speed does, and never drops. Otherwise, with ``dropLayersWhenPulledRight``, a
  /// first layer released far enough right drops the layers above the root. The layers stay
  /// where the finger and the snap put them, even past the container's edge.
  func settleDrag(_ decision: SwipeRelease, interrupted: Bool) {
    guard let reported = drag?.reported else {
      swipeTracker.didFinish()
      return
    }
    let didMove: () -> Void = { [weak self] in
      guard let self else { return }
      self.swipeTracker.didFinish()
      self.delegate?.layeredNavigationController(self, didMove: reported)
    }
    drag = nil
    // The rubber band is drawn only: the touched layer's place is its resting x.
    for layer in layers { layer.x = max(layer.x, layer.restingX) }
    if !interrupted, dropLayersWhenPulledRight, layers.count > 1,
      layers[1].x > layers[0].maxX + Self.dropDistance
    {
      dropToRoot(completion: didMove)
      return
    }
    let velocity = snap(as: interrupted ? releaseWithoutSpeed() : decision)
    guard layers.contains(where: { $0.view.frame != frame(of: $0) }) else {
      didMove()
      transitionOrDragDidEnd()
      return
    }
    runTransition(
      to: layers, motion: .spring(velocity: min(50, max(-50, velocity))), completion: didMove)
  }

  /// Moves the layers above the snapping gap so that it is as `decision` chose: open at the
  /// cancel progress, closed at the other snap point. Returns the velocity the settle starts
  /// with, as a fraction per second of the way left; 0 when no gap snaps.
  private func snap(as decision: SwipeRelease) -> Double {
    guard let snapping = snappingGap() else { return 0 }
    let target = decision.commits ? snapping.closed : snapping.open
    let delta = target - snapping.gap
    for layer in layers[(snapping.index + 1)...] {
      layer.x = max(layer.restingX, layer.x + delta)
    }
    // The release measures velocity toward the open gap; where the open gap is the narrower,
    // the gap's axis runs against the finger's.
    return snapping.open >= snapping.closed
      ? decision.normalizedVelocity : -decision.normalizedVelocity
  }

  /// The release of the layers where they are now, without speed: a cancelled pan's.
  private func releaseWithoutSpeed() -> SwipeRelease {
    SwipeRelease(
      progress: swipeProgress, cancelProgress: swipeCancelProgress,
      snapPoints: swipeSnapPoints, distance: swipeDistance, velocity: 0,
      threshold: swipeTracker.threshold, projection: swipeTracker.projection)
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
