import StrataKit

// Which layers are on screen, and their appearance as that changes.
extension LayeredNavigationController {
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
}
