import StrataKit

// The layers' places: where a push puts a layer, where layers rest, their frames, and how
// a resize or a change of an item moves them.
extension LayeredNavigationController {
  /// Places `layer`, whose resting x and width are set, as a push onto `stack` does: against
  /// the right edge of the top of `stack`; when it would then overflow the container, the
  /// layers of `stack` shift left together, each stopping at its resting x, by the
  /// displacement of the lowest one out of place by at least the overflow (or of the highest
  /// displaced one): whole layers compress at once, as in the original.
  ///
  /// - Complexity: O(*n*) for the *n* layers of `stack`.
  func place(_ layer: LayeredNavigationLayer, onto stack: [LayeredNavigationLayer]) {
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
