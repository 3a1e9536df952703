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

  /// Places `layer`, whose resting x and width are set, as a push onto `stack` does: against
  /// the right edge of the top of `stack`; when it would then overflow the container, the
  /// layers of `stack` shift left together, each stopping at its resting x, by the
  /// displacement of the lowest one out of place by at least the overflow (or of the highest
  /// displaced one): whole layers compress at once, as in the original.
  ///
  /// - Complexity: O(*n*) for the *n* layers of `stack`.
  private func place(_ layer: LayeredNavigationLayer, onto stack: [LayeredNavigationLayer]) {
    guard let anchorLayer = stack.last else { return }
    let landing = anchorLayer.maxX
    let overflow = landing + layer.width - containerWidth
    var shift = 0.0
    if overflow > 0, containerWidth > 0 {
      for candidate in stack where candidate.x > candidate.restingX {
        shift = candidate.x - candidate.restingX
        if shift >= overflow { break }
      }
    }
    for other in stack { other.x = max(other.restingX, other.x - shift) }
    var x = landing - shift
    // When compressing the layers below leaves less than the minimum of the new layer in view,
    // it covers the anchor instead and ends whole at the right edge (never left of its resting
    // x), pushing the layers below left to keep their resting spacing, as a drag does.
    if containerWidth > 0,
      x > containerWidth - min(Self.minimumTopLayerExposure, layer.width)
    {
      x = containerWidth - layer.width
    }
    layer.x = max(layer.restingX, x)
    for other in stack {
      other.x = max(other.restingX, min(other.x, layer.x - (layer.restingX - other.restingX)))
    }
  }

  /// Lays the layers out as pushing them one by one in a container of this width would: for a
  /// stack built before the container had a width.
  func placeAsPushed() {
    layersAwaitWidth = false
    for index in layers.indices.dropFirst() {
      place(layers[index], onto: Array(layers[..<index]))
    }
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
  /// Containment and appearance follow UIKit's order: `willMove(toParent:)` first, then the
  /// appearance transitions begin (popped layers disappear, the layers that will be uncovered
  /// appear, the ones that will be wholly covered disappear); when the motion ends, the views
  /// of popped layers leave, the transitions end, and the popped controllers leave and the
  /// pushed one arrives. `completion` runs then, before the queued calls. A drag may end an
  /// animated transition early, where its layers are drawn, when it removes no layer and
  /// brings none in vertically (see ``LayeredTransition``).
  func runTransition(
    to target: [LayeredNavigationLayer], adding added: LayeredNavigationLayer? = nil,
    entering: LayeredAnimationDirection? = nil, removing removed: [LayeredNavigationLayer] = [],
    leaving: LayeredAnimationDirection = .down, motion: Motion,
    completion: (() -> Void)? = nil
  ) {
    if let added { addChild(added.controller) }
    for layer in removed { layer.controller.willMove(toParent: nil) }
    layers = target
    let onScreen = isOnScreen
    let shown = visibility(of: target)
    var changed: [ViewController] = []
    for layer in removed where layer.isShown {
      layer.isShown = false
      if onScreen {
        layer.controller.beginAppearanceTransition(false, animated: !motion.isImmediate)
        changed.append(layer.controller)
      }
    }
    for (layer, isShown) in zip(target, shown) where layer.isShown != isShown {
      layer.isShown = isShown
      if onScreen {
        layer.controller.beginAppearanceTransition(isShown, animated: !motion.isImmediate)
        changed.append(layer.controller)
      }
    }
    if let added {
      installView(of: added)
      if let entering {
        View.performWithoutAnimation { added.view.frame = offscreenFrame(of: added, entering) }
      }
    }
    for layer in target where layer.isShown { layer.view.isHidden = false }

    let finish: () -> Void = { [weak self] in
      guard let self else { return }
      for layer in removed { layer.view.removeFromSuperview() }
      for controller in changed { controller.endAppearanceTransition() }
      for layer in removed {
        // A popped controller leaves disappeared, whatever the container's own appearance
        // did meanwhile (it may have left the screen and come back during the motion).
        self.settleAppearance(of: layer.controller, appeared: false, animated: !motion.isImmediate)
        layer.controller.viewIfLoaded?.removeFromSuperview()
        layer.controller.removeFromParent()
        layer.item.container = nil
        layer.item.view = nil
      }
      added?.controller.didMove(toParent: self)
      for layer in self.layers { layer.view.isHidden = !layer.isShown }
      self.moveFocus(afterAdding: added, removing: removed)
      completion?()
    }
    let move = {
      for layer in target { layer.view.frame = self.frame(of: layer) }
      for layer in removed { layer.view.frame = self.offscreenFrame(of: layer, leaving) }
    }
    if case .immediate = motion {
      View.performWithoutAnimation(move)
      finish()
      transitionOrDragDidEnd()
      return
    }
    let transition = LayeredTransition(
      isCatchable: removed.isEmpty && entering != .up && entering != .down, finish: finish)
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

  /// Moves the focus into the top layer when one was pushed and the focus was in the layers,
  /// or when the focus left with a popped layer (back to where it was in the layer uncovered).
  private func moveFocus(
    afterAdding added: LayeredNavigationLayer?, removing removed: [LayeredNavigationLayer]
  ) {
    guard let top = layers.last, let view = viewIfLoaded, let window = view.window else { return }
    if added != nil {
      window.moveFocus(into: top.controller, ifFocusIsIn: view)
    } else if !removed.isEmpty, let topView = top.controller.viewIfLoaded {
      window.moveFocus(into: top.controller, ifFocusIsIn: topView)
    }
  }

  private func transitionDidEnd() {
    runningTransition = nil
    // A resize during the motion may have covered or uncovered layers: the layers' appearance
    // follows where they are now.
    if !isTransitioning { updateVisibilityNow() }
    transitionOrDragDidEnd()
  }

  // MARK: Visibility

  /// Which of `stack`'s layers are on screen at their (model) places: not wholly covered by
  /// the layers above them and not wholly outside the container.
  ///
  /// - Complexity: O(*n*) for *n* layers whose places increase up the stack, as they do.
  func visibility(of stack: [LayeredNavigationLayer]) -> [Bool] {
    let width = containerWidth
    var result = Array(repeating: false, count: stack.count)
    // The stretches the layers above cover, sorted and disjoint.
    var covered: [(low: Double, high: Double)] = []
    for index in stack.indices.reversed() {
      let layer = stack[index]
      var low = layer.x
      var high = layer.maxX
      if width > 0 {
        low = max(low, 0)
        high = min(high, width)
      }
      let isInside = high - low > 0.5
      let isCovered = covered.contains { $0.low <= low + 0.5 && $0.high >= high - 0.5 }
      result[index] = isInside && !isCovered
      Self.insert((layer.x, layer.maxX), into: &covered)
    }
    return result
  }

  private static func insert(
    _ stretch: (low: Double, high: Double), into covered: inout [(low: Double, high: Double)]
  ) {
    guard stretch.high > stretch.low else { return }
    // The usual case: one stretch so far, which the new one touches.
    if covered.count == 1, stretch.high >= covered[0].low, stretch.low <= covered[0].high {
      covered[0] = (min(stretch.low, covered[0].low), max(stretch.high, covered[0].high))
      return
    }
    var merged = stretch
    var result: [(low: Double, high: Double)] = []
    var placed = false
    for existing in covered {
      if existing.high < merged.low {
        result.append(existing)
      } else if existing.low > merged.high {
        if !placed {
          result.append(merged)
          placed = true
        }
        result.append(existing)
      } else {
        merged = (min(merged.low, existing.low), max(merged.high, existing.high))
      }
    }
    if !placed { result.append(merged) }
    covered = result
  }

  /// Brings the layers' appearance and their views' visibility in line with where they are
  /// now, at once: used as a drag moves them and after a resize.
  func updateVisibilityNow() {
    let shown = visibility(of: layers)
    let onScreen = isOnScreen
    for (layer, isShown) in zip(layers, shown) where layer.isShown != isShown {
      layer.isShown = isShown
      layer.view.isHidden = !isShown
      guard onScreen else { continue }
      layer.controller.beginAppearanceTransition(isShown, animated: true)
      layer.controller.endAppearanceTransition()
    }
  }

  // MARK: Geometry

  /// The width `layer` has now: its item's width, or the container's width right of its
  /// resting x for a maximum-width layer, or 400.
  func resolvedWidth(of layer: LayeredNavigationLayer) -> Double {
    if let width = layer.item.resolvedWidth { return width }
    if layer.usesMaximumWidth, containerWidth > 0 {
      return max(0, containerWidth - layer.restingX)
    }
    return LayeredNavigationItem.defaultWidth
  }

  /// The frame of `layer`'s view at its model place, in the container's view.
  func frame(of layer: LayeredNavigationLayer) -> Rect {
    let height = viewIfLoaded?.bounds.height ?? 0
    let x = isRightToLeft ? containerWidth - layer.x - layer.width : layer.x
    return Rect(x: x, y: 0, width: layer.width, height: height)
  }

  /// Where `layer`'s view is when it is outside the container toward `direction` (for a
  /// layer already past that edge, further out).
  func offscreenFrame(
    of layer: LayeredNavigationLayer, _ direction: LayeredAnimationDirection
  ) -> Rect {
    var frame = frame(of: layer)
    let bounds = viewIfLoaded?.bounds ?? .zero
    var side = direction
    if isRightToLeft {
      if side == .left {
        side = .right
      } else if side == .right {
        side = .left
      }
    }
    switch side {
    case .up: frame.origin.y = bounds.minY - frame.height
    case .down: frame.origin.y = bounds.maxY
    case .left: frame.origin.x = min(bounds.minX, frame.minX) - frame.width
    case .right: frame.origin.x = max(bounds.maxX, frame.minX)
    }
    return frame
  }

  /// The resting place of `item`'s layer in the container's coordinates.
  func restingOrigin(of item: LayeredNavigationItem) -> Point? {
    guard let layer = layers.first(where: { $0.item === item }) else { return nil }
    let x = isRightToLeft ? containerWidth - layer.restingX - layer.width : layer.restingX
    return Point(x: x, y: 0)
  }

  /// Where `layer` rests above `below`: `below`'s resting x plus its
  /// ``LayeredNavigationItem/nextItemDistance`` (the original's place), but never so far right
  /// that the layer at rest would pass the container's right edge. It never rests left of
  /// `below`, nor left of the first layer's place, so that a strip of the root always shows.
  ///
  /// In a container wide enough for the stack nothing changes; in a narrow one (or under a
  /// deep stack) the layers pile up where the top one shows as much of itself as it can. A
  /// maximum-width layer counts as ``LayeredNavigationItem/defaultWidth`` wide here, so that it
  /// keeps at least that width where there is room.
  func restingX(of layer: LayeredNavigationLayer, above below: LayeredNavigationLayer) -> Double {
    let spaced = below.restingX + below.item.resolvedNextItemDistance
    let available = containerWidth
    guard available > 0, let root = layers.first else { return spaced }
    var width = LayeredNavigationItem.defaultWidth
    if let itemWidth = layer.item.resolvedWidth { width = itemWidth }
    let firstPlace = root.restingX + root.item.resolvedNextItemDistance
    let limit = max(firstPlace, available - width)
    return max(below.restingX, min(spaced, limit))
  }

  /// Recomputes the resting places and the widths of maximum-width layers, keeps every layer
  /// at or right of its resting x (outside a drag) and places the views; outside a
  /// transition, updates which layers show.
  ///
  /// When the container's width changes outside a drag and the top layer then ends out of
  /// view, it is brought whole into view (see ``keepTopLayerInView(of:whole:)``). A stack
  /// pushed before the container had a width is laid out as the pushes would have laid it out
  /// (see ``placeAsPushed()``).
  func relayoutLayers() {
    guard isViewLoaded else { return }
    let width = containerWidth
    let widthChanged = lastLayoutWidth != width
    lastLayoutWidth = width
    for (index, layer) in layers.enumerated() {
      if index > 0 { layer.restingX = restingX(of: layer, above: layers[index - 1]) }
      layer.width = resolvedWidth(of: layer)
      if drag == nil { layer.x = max(layer.x, layer.restingX) }
    }
    if layersAwaitWidth, width > 0, drag == nil {
      placeAsPushed()
    } else if widthChanged, drag == nil {
      keepTopLayerInView(whole: true)
    }
    for layer in layers {
      let frame = frame(of: layer)
      if layer.view.frame != frame { layer.view.frame = frame }
    }
    if !isTransitioning { updateVisibilityNow() }
  }

  /// Moves the layers of `stack` (the layers on screen when `nil`) above the root left when
  /// less than ``minimumTopLayerExposure`` of its top layer (or its width, when narrower)
  /// shows inside the container: far enough that it shows whole (`whole`) or that much of it,
  /// by the same amount for every layer, none left of its resting x, as a push compresses
  /// them. Used where no finger decided the places: a pop, a resize, a reveal. Changes the
  /// model positions only; returns whether any layer moved.
  @discardableResult
  func keepTopLayerInView(of stack: [LayeredNavigationLayer]? = nil, whole: Bool) -> Bool {
    let stack = stack ?? layers
    let width = containerWidth
    guard width > 0, stack.count > 1, let top = stack.last else { return false }
    let exposure = min(Self.minimumTopLayerExposure, top.width)
    guard top.x > width - exposure else { return false }
    let shift = top.x - (whole ? width - top.width : width - exposure)
    var moved = false
    for layer in stack.dropFirst() {
      let x = max(layer.restingX, layer.x - shift)
      if x != layer.x {
        layer.x = x
        moved = true
      }
    }
    return moved
  }

  /// Applies a change of `item` to its layer: its look, and with `geometry` its width and
  /// place.
  func itemDidChange(_ item: LayeredNavigationItem, geometry: Bool) {
    guard let layer = layers.first(where: { $0.item === item }) else { return }
    applyLook(to: layer)
    if geometry { relayoutLayers() }
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
