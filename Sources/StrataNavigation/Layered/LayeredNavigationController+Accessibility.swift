import StrataKit

extension LayeredNavigationController: AccessibleContainer {
  /// "Show layer below" while the layer under the top one is partly covered (what dragging the
  /// top layer aside does: the gap above it opens until it shows whole), and "Close layers"
  /// while a gap is open (the layers slide back to their resting places, as ``compress(animated:)``).
  var gestureActions: [AccessibilityCustomAction] {
    var actions: [AccessibilityCustomAction] = []
    if layers.count > 1 {
      let below = layers[layers.count - 2]
      if layers[layers.count - 1].x < below.maxX - 0.5 {
        actions.append(
          gestureAction("Show layer below") { [weak self] in self?.enqueue(.reveal(below)) })
      }
    }
    if layers.contains(where: { $0.x > $0.restingX + 0.5 }) {
      actions.append(
        gestureAction("Close layers") { [weak self] in self?.compress(animated: true) })
    }
    return actions
  }

  /// Pops the top layer when there is one above the root.
  func goBackOnEscape() -> Bool {
    guard viewControllers.count > 1 else { return false }
    _ = pop(animated: true)
    return true
  }

  /// The top layer's controller.
  var accessibilityScreen: ViewController? { topViewController }
}
