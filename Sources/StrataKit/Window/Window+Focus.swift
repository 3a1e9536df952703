extension Window {
  /// The views Tab and Shift+Tab move the focus through now, in reading order: top to bottom,
  /// then leading to trailing (left to right, or right to left when the window's
  /// ``layoutDirection`` is right to left), views that start on the same row by their leading
  /// edge, and views at the same place in the order of the tree.
  ///
  /// A view is in the loop when it can become focused (``View/canBecomeFocused``) and first
  /// responder, it and its ancestors take user interaction and are neither hidden nor
  /// transparent (alpha below 0.01), part of it shows in the window (see the clips of its
  /// ancestors), and it is not covered: the window's hit test at the centre of what shows of it
  /// lands in it or in its subtree. Positions are the model's, rounded to whole points.
  ///
  /// - Complexity: O(n × k) for n views and k focusable ones.
  public var focusableViews: [View] {
    focusStops().map(\.view)
  }

  /// Moves the focus to the next view of ``focusableViews`` after the focused one (or before
  /// it, when `backward`), wrapping around; with no view focused, to the first (or the last).
  /// The focused view shows its focus ring, also when it is the only one and keeps the focus.
  /// Returns whether a view took the focus. Tab and Shift+Tab call it.
  @discardableResult
  public func moveFocus(backward: Bool = false) -> Bool {
    let stops = focusStops()
    guard !stops.isEmpty else { return false }
    let focused = firstResponder as? View
    let target: View
    if let focused, let index = stops.firstIndex(where: { $0.view === focused }) {
      target = stops[(index + (backward ? stops.count - 1 : 1)) % stops.count].view
    } else if focused != nil, let anchor = focusAnchor {
      // The focused view is covered or out of sight: go on from where it is.
      let place = FocusOrderKey(anchor, direction: layoutDirection, treeIndex: -1)
      if backward {
        target = (stops.last { $0.key < place } ?? stops[stops.count - 1]).view
      } else {
        target = (stops.first { place < $0.key } ?? stops[0]).view
      }
    } else {
      target = (backward ? stops[stops.count - 1] : stops[0]).view
    }
    guard target.becomeFirstResponder() else { return false }
    // Tab on the only focusable view keeps the focus there; the ring shows all the same.
    setFocusRingVisible(true)
    return true
  }

  /// Hands the focus on when the focused view left the window, or was hidden or made
  /// transparent on the way up: to the first of ``focusableViews`` at or after where it was in
  /// reading order (wrapping around), which shows its focus ring when the lost view did. While
  /// nothing focusable shows, the focus waits for the next view that does. The window calls it
  /// before it composes a frame and before it routes a key, so a view that leaves and comes
  /// back in the same turn (moved between containers) keeps the focus.
  ///
  /// - Complexity: O(depth) while the focused view shows; O(n × k) when it moves the focus.
  public func updateFocusIfNeeded() {
    guard let anchor = focusAnchor else { return }
    if let view = storedFirstResponder as? View, isShownOnTheWayUp(view) {
      focusAnchor = focusPosition(of: view)
      return
    }
    let stops = focusStops()
    guard !stops.isEmpty else {
      // Nothing to hand the focus to yet: the lost view lets it go, and the place waits.
      storedFirstResponder = nil
      return
    }
    let place = FocusOrderKey(anchor, direction: layoutDirection, treeIndex: -1)
    let target = (stops.first { place < $0.key } ?? stops[0]).view
    focusRingOverride = showsFocusRing
    defer { focusRingOverride = nil }
    target.becomeFirstResponder()
    focusWasHandedOn = true
  }

  /// Remembers the focused view when it is inside `controller`'s view, which begins to
  /// disappear (or is covered by a layer pushed over it), so that the focus comes back to it
  /// when the controller shows again; forgets what it remembered otherwise.
  package func rememberFocus(leaving controller: ViewController) {
    guard let root = controller.viewIfLoaded, let view = firstResponder as? View,
      view.isDescendant(of: root)
    else {
      controller.focusToRestore = nil
      return
    }
    controller.focusToRestore = view
  }

  /// Moves the focus into `controller`'s view, which has just appeared, when the focus was in
  /// content that left (it left the window, was hidden, or its controller is disappearing or
  /// has disappeared; or nothing holds it while a place waits), or when the controller comes
  /// back to a view it remembers while the focus is elsewhere in its parent (on a back button,
  /// say). See ``focus(into:)``.
  func moveFocus(intoAppeared controller: ViewController) {
    let remembered = controller.restoresFocusAfterTransition ? controller.focusToRestore : nil
    guard let root = controller.viewIfLoaded, root.window === self else {
      controller.focusToRestore = nil
      return
    }
    let focused = firstResponder as? View
    let parentView = controller.parent?.viewIfLoaded ?? root
    let returns = remembered != nil && (focused?.isDescendant(of: parentView) ?? false)
    guard returns || focusLeftWithItsContent else {
      controller.focusToRestore = nil
      return
    }
    focus(into: controller)
  }

  /// Moves the focus into `controller`'s view, which a container has just brought forward (a
  /// layer pushed, the layer a pop uncovers), when the focus is inside `scope` (the
  /// container's view) or was in content that left. See ``focus(into:)``.
  package func moveFocus(into controller: ViewController, ifFocusIsIn scope: View) {
    let focused = firstResponder as? View
    guard focused?.isDescendant(of: scope) ?? false || focusLeftWithItsContent else { return }
    focus(into: controller)
  }

  /// Focuses, inside `controller`'s view, the view it remembers (when it restores focus and
  /// the view is still one of ``focusableViews``), else the one its
  /// ``ViewController/preferredFocusEnvironments`` lead to, else its first focusable view; the
  /// focus ring shows as it did. Nothing changes when the focus is inside already or nothing
  /// there can take it. The controller forgets what it remembered.
  private func focus(into controller: ViewController) {
    let remembered = controller.restoresFocusAfterTransition ? controller.focusToRestore : nil
    controller.focusToRestore = nil
    guard let root = controller.viewIfLoaded, root.window === self else { return }
    if let focused = firstResponder as? View, focused.isDescendant(of: root), !focusWasHandedOn {
      return
    }
    let stops = focusStops().map(\.view).filter { $0.isDescendant(of: root) }
    let target: View?
    if let remembered, stops.contains(where: { $0 === remembered }) {
      target = remembered
    } else {
      target = preferredFocus(in: [controller], among: stops, depth: 0) ?? stops.first
    }
    guard let target else { return }
    focusRingOverride = showsFocusRing
    defer { focusRingOverride = nil }
    target.becomeFirstResponder()
  }

  /// Whether the focus was in content that has left: a place waits with nothing holding the
  /// focus, or the focused view left the window, was hidden, or is inside a controller that is
  /// disappearing or has disappeared.
  private var focusLeftWithItsContent: Bool {
    guard let stored = storedFirstResponder else { return focusAnchor != nil }
    // A hand-off is where the focus waits until what the person returns to shows.
    if focusWasHandedOn { return true }
    guard let view = stored as? View else { return false }
    guard isShownOnTheWayUp(view) else { return true }
    var node: View? = view
    while let current = node {
      if let state = current.owningViewController?.appearanceState,
        state == .disappearing || state == .disappeared
      {
        return true
      }
      node = current.superview
    }
    return false
  }

  /// The first of `stops` that `environments` lead to, in their order: a view among the stops
  /// is taken; otherwise its (or a controller's) own preferred environments are searched,
  /// then the stops inside its view. Stops looking after 32 levels, so environments that lead
  /// back to themselves end.
  private func preferredFocus(
    in environments: [any FocusEnvironment], among stops: [View], depth: Int
  ) -> View? {
    guard depth < 32 else { return nil }
    for environment in environments {
      let root: View?
      if let view = environment as? View {
        if stops.contains(where: { $0 === view }) { return view }
        root = view
      } else {
        root = (environment as? ViewController)?.viewIfLoaded
      }
      let preferred = environment.preferredFocusEnvironments
      if let found = preferredFocus(in: preferred, among: stops, depth: depth + 1) {
        return found
      }
      if let root, let found = stops.first(where: { $0.isDescendant(of: root) }) {
        return found
      }
    }
    return nil
  }

  /// Focuses what a click on `view` focuses: the view or its nearest ancestor that can become
  /// focused, without a focus ring; a click anywhere hides the ring. Returns the view that
  /// holds the focus afterwards when it is that one, else `nil`.
  @discardableResult
  package func focus(fromPointerOn view: View?) -> View? {
    setFocusRingVisible(false)
    focusWasHandedOn = false
    guard let target = view?.nearestFocusableView, target.window === self else { return nil }
    if storedFirstResponder !== target {
      focusRingOverride = false
      defer { focusRingOverride = nil }
      target.becomeFirstResponder()
    }
    return firstResponder === target ? target : nil
  }

  /// Where `view` is for the focus order: what shows of it, else its whole rectangle, in
  /// window coordinates.
  func focusPosition(of view: View) -> Rect {
    let shown = view.visibleRectInWindow
    return shown.isNull ? view.convert(view.bounds, to: nil) : shown
  }

  /// Whether `view` is in this window and neither it nor an ancestor is hidden or transparent
  /// (it may be scrolled or clipped out of sight, and keeps the focus then).
  private func isShownOnTheWayUp(_ view: View) -> Bool {
    var node: View? = view
    while let current = node, current !== self {
      guard !current.isHidden, current.alpha >= 0.01 else { return false }
      node = current.superview
    }
    return node === self
  }

  /// The focusable views with their places, sorted in reading order.
  private func focusStops() -> [(view: View, key: FocusOrderKey)] {
    var found: [View] = []
    collectFocusable(in: self, into: &found)
    var stops: [(view: View, key: FocusOrderKey)] = []
    for (index, view) in found.enumerated() {
      let shown = view.visibleRectInWindow
      guard !shown.isNull, let hit = hitTest(shown.center), hit.isDescendant(of: view) else {
        continue
      }
      stops.append((view, FocusOrderKey(shown, direction: layoutDirection, treeIndex: index)))
    }
    return stops.sorted { $0.key < $1.key }
  }

  /// Appends the views of `view`'s subtree (depth first, back to front) that can become
  /// focused, skipping hidden, transparent and non-interactive subtrees.
  private func collectFocusable(in view: View, into found: inout [View]) {
    for subview in view.subviews
    where !subview.isHidden && subview.alpha >= 0.01 && subview.isUserInteractionEnabled {
      if subview.canBecomeFocused, subview.canBecomeFirstResponder { found.append(subview) }
      collectFocusable(in: subview, into: &found)
    }
  }
}

/// A view's place in reading order: its row (top edge), then its leading edge, in whole points,
/// then its place in the tree.
private struct FocusOrderKey: Comparable {
  var row: Double
  var leading: Double
  var treeIndex: Int

  /// The place of `rect` (window coordinates) in a window laid out in `direction`.
  init(_ rect: Rect, direction: LayoutDirection, treeIndex: Int) {
    row = rect.minY.rounded()
    leading = direction == .rightToLeft ? -rect.maxX.rounded() : rect.minX.rounded()
    self.treeIndex = treeIndex
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.row, lhs.leading, lhs.treeIndex) < (rhs.row, rhs.leading, rhs.treeIndex)
  }
}
