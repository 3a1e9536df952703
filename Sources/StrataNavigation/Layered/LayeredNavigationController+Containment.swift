import StrataKit

// The containment and appearance of a change of the stack, around the transition that shows
// it, in UIKit's order.
extension LayeredNavigationController {
  /// Begins a change of the stack to `target`: `added`'s controller joins
  /// (`willMove(toParent:)`), the controllers of `removed` are told they leave
  /// (`willMove(toParent: nil)`), `target` becomes the stack on screen, and, while the
  /// container is on screen, the appearance transitions begin: popped layers disappear, the
  /// layers that will be uncovered appear, the ones that will be wholly covered disappear.
  func beginContainment(
    of target: [LayeredNavigationLayer], adding added: LayeredNavigationLayer?,
    removing removed: [LayeredNavigationLayer], animated: Bool
  ) -> LayeredStackChange {
    let containment = begin(
      adding: added.map { [$0.controller] } ?? [], removing: removed.map(\.controller))
    layers = target
    let onScreen = isOnScreen
    let shown = visibility(of: target)
    var changed: [ViewController] = []
    for layer in removed where layer.isShown {
      layer.isShown = false
      if onScreen {
        layer.controller.beginAppearanceTransition(false, animated: animated)
        changed.append(layer.controller)
      }
    }
    for (layer, isShown) in zip(target, shown) where layer.isShown != isShown {
      layer.isShown = isShown
      if onScreen {
        layer.controller.beginAppearanceTransition(isShown, animated: animated)
        changed.append(layer.controller)
      }
    }
    return LayeredStackChange(
      containment: containment, added: added, removed: removed, changedAppearance: changed,
      isAnimated: animated)
  }

  /// Finishes `change` once its motion ended: the views of popped layers leave, the
  /// appearance transitions end (a popped controller leaves disappeared, whatever the
  /// container's own appearance did meanwhile), the popped controllers leave and the pushed
  /// one arrives, the layers' views show as the layers do, and the focus moves.
  func finishContainment(_ change: LayeredStackChange) {
    for layer in change.removed { layer.view.removeFromSuperview() }
    for controller in change.changedAppearance { controller.endAppearanceTransition() }
    for layer in change.removed {
      // The container may have left the screen and come back during the motion.
      settleAppearance(of: layer.controller, appeared: false, animated: change.isAnimated)
      layer.controller.viewIfLoaded?.removeFromSuperview()
    }
    change.containment.commit()
    for layer in change.removed {
      layer.item.container = nil
      layer.item.view = nil
    }
    for layer in layers { layer.view.isHidden = !layer.isShown }
    moveFocus(afterAdding: change.added, removing: change.removed)
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
}
