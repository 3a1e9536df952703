import StrataKit

extension LayeredNavigationController {
  /// How the layers move to their new places.
  enum Motion {
    /// At once.
    case immediate
    /// Along a timing curve, for `duration` seconds.
    case curve(TimingCurve, duration: Double)
    /// With ``settleSpring``, starting at `velocity` (a fraction of the distance per second).
    case spring(velocity: Double)
  }

  // MARK: Running queued calls

  /// Runs a queued call: the transition it asks for, against the stack on screen now.
  func perform(_ operation: LayeredOperation) {
    switch operation {
    case .push(let layer, let anchor, let animated, let direction):
      performPush(layer, anchor: anchor, animated: animated, direction: direction)
    case .pop(let animated, let direction):
      guard layers.count > 1 else { return }
      performPop(keeping: layers.count - 1, animated: animated, direction: direction)
    case .popTo(let target, let animated, let direction):
      let index = target.flatMap { target in layers.firstIndex { $0 === target } } ?? 0
      if target != nil, !layers.contains(where: { $0 === target }) { return }
      performPop(keeping: index + 1, animated: animated, direction: direction)
    case .compress(let animated):
      layersAwaitWidth = false
      for layer in layers { layer.x = layer.restingX }
      runTransition(
        to: layers,
        motion: animated ? .curve(.easeInOut, duration: Self.transitionDuration) : .immediate)
    case .reveal(let layer):
      guard let index = layers.firstIndex(where: { $0 === layer }) else { return }
      reveal(index)
    }
  }

  private func performPush(
    _ layer: LayeredNavigationLayer, anchor: LayeredNavigationLayer?, animated: Bool,
    direction: LayeredAnimationDirection
  ) {
    if let parent = layer.controller.parent, parent !== self {
      reportMisuse(LayeredNavigationControllerError.hasAnotherParent)
      return
    }
    // A re-push whose pop found nothing to pop (a drag dropped its anchor meanwhile).
    if layers.contains(where: { $0.controller === layer.controller }) {
      reportMisuse(LayeredNavigationControllerError.alreadyInStack)
      return
    }
    let anchorIndex = anchor.flatMap { anchor in layers.firstIndex { $0 === anchor } }
    if anchor != nil, anchorIndex == nil {
      reportMisuse(
        LayeredNavigationControllerError.anchorNotInStack, outcome: "pushed on top instead")
    }
    let keptCount = (anchorIndex ?? layers.count - 1) + 1
    let removed = Array(layers[keptCount...])
    var target = Array(layers[..<keptCount])
    let anchorLayer = target[target.count - 1]
    focusedIndex = nil

    layer.restingX = restingX(of: layer, above: anchorLayer)
    layer.width = resolvedWidth(of: layer)
    place(layer, onto: target)
    // Without a width nothing can compress yet: the stack is laid out again once there is one.
    if containerWidth <= 0 { layersAwaitWidth = true }
    target.append(layer)

    adopt(layer)
    // The layer pushed over takes the focus from the layers; the anchor gets it back on a pop.
    anchorLayer.controller.viewIfLoaded?.window?.rememberFocus(leaving: anchorLayer.controller)
    let willAnimate = animated && isViewLoaded && view.window != nil
    runTransition(
      to: target, adding: layer, entering: willAnimate ? direction : nil, removing: removed,
      leaving: .down,
      motion: willAnimate ? .curve(.easeOut, duration: Self.transitionDuration) : .immediate)
  }

  private func performPop(
    keeping count: Int, animated: Bool, direction: LayeredAnimationDirection
  ) {
    guard count >= 1, count < layers.count else { return }
    focusedIndex = nil
    let removed = Array(layers[count...])
    let kept = Array(layers[..<count])
    keepTopLayerInView(of: kept, whole: true)
    let willAnimate = animated && isViewLoaded && view.window != nil
    runTransition(
      to: kept, removing: removed, leaving: direction,
      motion: willAnimate ? .curve(.linear, duration: Self.transitionDuration) : .immediate)
  }

  /// Opens the gap above the layer at `index` so it shows whole, and moves the layers left
  /// (down to their resting x) when its right edge is past the container's.
  private func reveal(_ index: Int) {
    let focused = layers[index]
    if index + 1 < layers.count {
      let opening = focused.x + focused.width - layers[index + 1].x
      if opening > 0 {
        for layer in layers[(index + 1)...] { layer.x += opening }
      }
    }
    let overflow = focused.maxX - containerWidth
    // The root never moves: focusing it reveals nothing more.
    if overflow > 0, containerWidth > 0, index > 0 {
      var moved = 0.0
      for layer in layers[1...index] {
        let x = max(layer.restingX, layer.x - overflow)
        moved = layer.x - x
        layer.x = x
      }
      for layer in layers[(index + 1)...] { layer.x -= moved }
    }
    // Revealing a lower layer never pushes the top one out of view.
    keepTopLayerInView(whole: false)
    runTransition(to: layers, motion: .spring(velocity: 0))
  }

  // MARK: The one transition

  /// Moves from the layers on screen to `target` (whose layers already hold their target x),
  /// adding `added` (its view entering from `entering`, or in place when `nil`) and removing
  /// `removed` (their views leaving toward `leaving`), with `motion`.
  ///
  /// Containment and appearance follow UIKit's order (see
  /// ``beginContainment(of:adding:removing:animated:)``): `willMove(toParent:)` first, then
  /// the appearance transitions begin; when the motion ends, the views of popped layers leave,
  /// the transitions end, and the popped controllers leave and the pushed one arrives.
  /// `completion` runs then, before the queued calls. A drag may end an animated transition
  /// early, where its layers are drawn, when it removes no layer and brings none in vertically
  /// (see ``LayeredTransition``).
  func runTransition(
    to target: [LayeredNavigationLayer], adding added: LayeredNavigationLayer? = nil,
    entering: LayeredAnimationDirection? = nil, removing removed: [LayeredNavigationLayer] = [],
    leaving: LayeredAnimationDirection = .down, motion: Motion,
    completion: (() -> Void)? = nil
  ) {
    let change = beginContainment(
      of: target, adding: added, removing: removed, animated: !motion.isImmediate)
    if let added {
      installView(of: added)
      if let entering {
        View.performWithoutAnimation { added.view.frame = offscreenFrame(of: added, entering) }
      }
    }
    for layer in target where layer.isShown { layer.view.isHidden = false }
    let finish: () -> Void = { [weak self] in
      guard let self else { return }
      self.finishContainment(change)
      completion?()
    }
    let move = {
      for layer in target { layer.view.frame = self.frame(of: layer) }
      for layer in removed { layer.view.frame = self.offscreenFrame(of: layer, leaving) }
    }
    let isCatchable = removed.isEmpty && entering != .up && entering != .down
    run(move, with: motion, isCatchable: isCatchable, finish: finish)
  }

  /// Runs `move` with `motion`, then `finish`, and ends the transition: at once for an
  /// immediate motion, otherwise as a ``LayeredTransition`` a drag may catch when
  /// `isCatchable`.
  private func run(
    _ move: @escaping () -> Void, with motion: Motion, isCatchable: Bool,
    finish: @escaping () -> Void
  ) {
    if case .immediate = motion {
      View.performWithoutAnimation(move)
      finish()
      transitionOrDragDidEnd()
      return
    }
    let transition = LayeredTransition(isCatchable: isCatchable, finish: finish)
    runningTransition = transition
    let ended: (Bool) -> Void = { [weak self] _ in
      // A drag that caught the layers has ended the transition already.
      guard transition.end() else { return }
      self?.transitionDidEnd()
    }
    switch motion {
    case .immediate:
      break
    case .curve(let curve, let duration):
      View.animate(withDuration: duration, curve: curve, animations: move, completion: ended)
    case .spring(let velocity):
      View.animate(
        springResponse: Self.settleSpring.response,
        dampingRatio: Self.settleSpring.dampingRatio, initialVelocity: velocity,
        animations: move, completion: ended)
    }
  }

  private func transitionDidEnd() {
    runningTransition = nil
    // A resize during the motion may have covered or uncovered layers: the layers' appearance
    // follows where they are now.
    if !isTransitioning { updateVisibilityNow() }
    transitionOrDragDidEnd()
  }
}

// MARK: -

extension LayeredNavigationController.Motion {
  /// Whether the move happens at once.
  var isImmediate: Bool {
    if case .immediate = self { return true }
    return false
  }
}
