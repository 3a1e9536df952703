/// Checks a window's retained composition against a walk of the whole tree: a second
/// compositor that never reuses a layer's content composes every frame after the window's
/// own, and the two lists (with layers matched up by their views), their layers out of sight
/// and their damage must agree. A difference means some change did not mark what it changed
/// (see `View.invalidateRendering()`).
@MainActor
struct CompositionCheck {
  private var compositor: Compositor

  init() {
    compositor = Compositor()
    compositor.retainsLayerContent = false
  }

  /// Composes `window` again without reuse and returns how `list` and `damage`, those of
  /// `composed` (the window's compositor), differ from that walk; `nil` when they agree.
  mutating func difference(of list: DisplayList, composedBy composed: Compositor, in window: Window)
    -> String?
  {
    let full = compositor.compose(window)
    // Both sides' layer identities as the views they stand for.
    let views = composed.layerViews
    let fullViews = compositor.layerViews
    guard list.commands.count == full.commands.count else {
      return "\(list.commands.count) commands, a full walk \(full.commands.count)"
    }
    for (index, (command, expected)) in zip(list.commands, full.commands).enumerated() {
      if case .pushLayer(let layer) = command, case .pushLayer(let other) = expected {
        guard views[layer.id] == fullViews[other.id] else {
          return "command \(index): the layer of another view"
        }
        var matched = layer
        matched.id = other.id
        guard matched == other else {
          return "command \(index): \(Self.detail(layer)), a full walk \(Self.detail(other))"
        }
        continue
      }
      guard command == expected else {
        return "command \(index): \(command), a full walk \(expected)"
      }
    }
    let outOfSight = Set(list.layersOutOfSight.compactMap { views[$0] })
    let fullOutOfSight = Set(full.layersOutOfSight.compactMap { fullViews[$0] })
    guard outOfSight == fullOutOfSight else {
      return "\(outOfSight.count) layers out of sight, a full walk \(fullOutOfSight.count)"
    }
    let nearSight = Set(list.layersNearSight.compactMap { views[$0] })
    let fullNearSight = Set(full.layersNearSight.compactMap { fullViews[$0] })
    guard nearSight == fullNearSight else {
      return "\(nearSight.count) layers near sight, a full walk \(fullNearSight.count)"
    }
    guard composed.damage == compositor.damage else {
      return "damage \(composed.damage), a full walk \(compositor.damage)"
    }
    return nil
  }

  /// Composes the layers of `views` as the window's compositor did for a host to rasterise
  /// them (`Compositor.composeLayers(of:in:)`), so that both sides know those layers.
  mutating func composeLayers(of views: [View], in window: Window) {
    _ = compositor.composeLayers(of: views, in: window)
  }

  private static func detail(_ layer: DisplayLayer) -> String {
    "\(layer) alpha \(layer.alpha) generation \(layer.generation) damage \(layer.damage) "
      + "opaque \(layer.opaqueRect) scale \(layer.scale)"
  }
}
