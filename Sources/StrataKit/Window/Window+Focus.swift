extension Window {
  /// The views Tab and Shift+Tab move the focus through now, in reading order: row by row from
  /// the top, and in a row from leading to trailing (left to right, or right to left when the
  /// window's ``layoutDirection`` is right to left), views at the same place in the order of
  /// the tree. A row starts at the highest view not yet placed and takes the views that follow
  /// it whose middle lies within its height while its middle lies within theirs, so a button a
  /// few points lower than its neighbour in a bar still reads after it, and a tall list beside
  /// a column of buttons reads before them.
  ///
  /// A view is in the loop when it can become focused (``View/canBecomeFocused``) and first
  /// responder, it and its ancestors take user interaction and are neither hidden nor
  /// transparent (alpha below 0.01), part of it shows in the window (see the clips of its
  /// ancestors), and it is not covered: the window's hit test at the centre of what shows of it
  /// lands in it or in its subtree. Positions are the model's, rounded to whole points.
  ///
  /// - Complexity: O(n × k) for n views and k focusable ones.
  public var focusableViews: [View] {
    focusStops().compactMap(\.view)
  }

  /// Moves the focus to the next view of ``focusableViews`` after the focused one (or before
  /// it, when `backward`), wrapping around; with no view focused, to the first (or the last).
  /// The focused view shows its focus ring, also when it is the only one and keeps the focus.
  /// Returns whether a view took the focus. Tab and Shift+Tab call it.
  @discardableResult
  public func moveFocus(backward: Bool = false) -> Bool {
    let views = focusableViews
    guard !views.isEmpty else { return false }
    let focused = firstResponder as? View
    let target: View
    if let focused, let index = views.firstIndex(where: { $0 === focused }) {
      target = views[(index + (backward ? views.count - 1 : 1)) % views.count]
    } else if focused != nil, let anchor = focusAnchor {
      // The focused view is covered or out of sight: go on from where it is.
      target = view(nextTo: anchor, backward: backward)
    } else {
      target = backward ? views[views.count - 1] : views[0]
    }
    guard target.becomeFirstResponder() else { return false }
    // Tab on the only focusable view keeps the focus there; the ring shows all the same.
    setFocusRingVisible(true)
    return true
  }

  /// Hands the focus on when the focused view left the window, or was hidden or made
  /// transparent on the way up: to the next candidate of its nearest former ancestor that
  /// still shows and holds one, the first of ``focusableViews`` inside it at or after where the
  /// lost view was in reading order (wrapping around within it), which shows its focus ring
  /// when the lost view did. While
  /// nothing focusable shows, the focus waits for the next view that does. The window calls it
  /// before it composes a frame and before it routes a key, so a view that leaves and comes
  /// back in the same turn (moved between containers) keeps the focus.
  ///
  /// - Complexity: O(depth) while the focused view shows; O(n × k) when it moves the focus.
  public func updateFocusIfNeeded() {
    guard let anchor = focusAnchor else { return }
    if let view = storedFirstResponder as? View, isShownOnTheWayUp(view) {
      focusAnchor = focusPosition(of: view)
      // A view moved to another superview keeps the focus; its new ancestors count.
      if focusAncestors.first?.view !== view.superview {
        focusAncestors = FocusAncestor.chain(of: view)
      }
      return
    }
    let stops = focusStops(around: anchor)
    guard stops.contains(where: { $0.view != nil }) else {
      // Nothing to hand the focus to yet: the lost view lets it go, and the place waits.
      storedFirstResponder = nil
      return
    }
    let scope = focusAncestors.lazy.compactMap(\.view).first { ancestor in
      ancestor !== self && ancestor.window === self && isShownOnTheWayUp(ancestor)
        && stops.contains { $0.view?.isDescendant(of: ancestor) ?? false }
    }
    let inside = stops.filter { stop in
      guard let scope, let view = stop.view else { return true }
      return view.isDescendant(of: scope)
    }
    let target = Self.view(after: inside, backward: false)
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
    let returns =
      remembered != nil && (focused?.isDescendant(of: parentView) ?? false)
      && focused?.keepsFocusWhenContentReturns == false
    guard returns || focusLeftWithItsContent else {
      controller.focusToRestore = nil
      return
    }
    focus(into: controller)
  }

  /// Moves the focus out of `controller`'s view, which has just disappeared, when the focused
  /// view is inside it: to where its parent's ``ViewController/preferredFocusEnvironments``
  /// lead (the content that replaced it, for a container), when that shows already.
  func moveFocus(fromDisappeared controller: ViewController) {
    guard let root = controller.viewIfLoaded, let view = storedFirstResponder as? View,
      view.isDescendant(of: root), let parent = controller.parent,
      parent.viewIfLoaded?.window === self
    else { return }
    // Only to content the parent prefers that shows already: a container that shows the new
    // content after the old left moves the focus when it appears.
    let stops = focusStops().compactMap(\.view)
    let preferred = parent.preferredFocusEnvironments
    guard let target = preferredFocus(in: preferred, among: stops, depth: 0) else { return }
    focusRingOverride = showsFocusRing
    defer { focusRingOverride = nil }
    target.becomeFirstResponder()
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
  package func focus(into controller: ViewController) {
    let remembered = controller.restoresFocusAfterTransition ? controller.focusToRestore : nil
    controller.focusToRestore = nil
    guard let root = controller.viewIfLoaded, root.window === self else { return }
    if let focused = firstResponder as? View, focused.isDescendant(of: root),
      !focusLeftWithItsContent
    {
      return
    }
    let stops = focusStops().compactMap(\.view).filter { $0.isDescendant(of: root) }
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
  /// then the stops inside its view; a controller that restores focus and remembers one of the
  /// stops gives that one. Stops looking after 32 levels, so environments that lead
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
      } else if let controller = environment as? ViewController {
        // A controller on the way that comes back goes back to the view it remembers.
        if controller.restoresFocusAfterTransition, let remembered = controller.focusToRestore,
          stops.contains(where: { $0 === remembered })
        {
          return remembered
        }
        root = controller.viewIfLoaded
      } else {
        root = nil
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

  /// The focusable views with their places, in reading order; with `anchor`, a place with no
  /// view among them where the anchor's rectangle is.
  private func focusStops(around anchor: Rect? = nil) -> [FocusStop] {
    var found: [View] = []
    collectFocusable(in: self, into: &found)
    var stops: [FocusStop] = []
    for (index, view) in found.enumerated() {
      let shown = view.visibleRectInWindow
      guard !shown.isNull, let hit = hitTest(shown.center), hit.isDescendant(of: view) else {
        continue
      }
      stops.append(FocusStop(view: view, rect: shown, treeIndex: index))
    }
    if let anchor { stops.append(FocusStop(view: nil, rect: anchor, treeIndex: -1)) }
    return FocusStop.readingOrder(of: stops, direction: layoutDirection)
  }

  /// The focusable view after (or before, when `backward`) the place `anchor`, in reading
  /// order, wrapping around. There is at least one focusable view.
  private func view(nextTo anchor: Rect, backward: Bool) -> View {
    Self.view(after: focusStops(around: anchor), backward: backward)
  }

  /// The view of `stops` (in reading order, with one place without a view) after (or before,
  /// when `backward`) that place, wrapping around. There is at least one view.
  private static func view(after stops: [FocusStop], backward: Bool) -> View {
    let place = stops.firstIndex { $0.view == nil } ?? 0
    let count = stops.count
    for step in 1..<count {
      let index = (place + (backward ? count - step : step)) % count
      if let view = stops[index].view { return view }
    }
    return stops.compactMap(\.view)[0]
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

/// A superview of the focused view, held weakly.
struct FocusAncestor {
  weak var view: View?

  /// The superviews of `view`, nearest first.
  @MainActor
  static func chain(of view: View) -> [FocusAncestor] {
    var chain: [FocusAncestor] = []
    var node = view.superview
    while let current = node {
      chain.append(FocusAncestor(view: current))
      node = current.superview
    }
    return chain
  }
}

/// A focusable view, or a place, for the reading order.
private struct FocusStop {
  /// The view; `nil` for a place (where a focused view that left was).
  var view: View?
  /// What shows of it, in window coordinates.
  var rect: Rect
  /// Its place in the tree, depth first.
  var treeIndex: Int

  /// `stops` in reading order in a window laid out in `direction`: rows from the top, each
  /// started by the highest stop left and taking the stops after it that share its row (each
  /// one's middle within the other's height), then each row from leading to trailing; stops at
  /// the same place by their tree order.
  /// Positions are rounded to whole points.
  ///
  /// - Complexity: O(n log n) for n stops.
  static func readingOrder(of stops: [FocusStop], direction: LayoutDirection) -> [FocusStop] {
    func leading(_ stop: FocusStop) -> Double {
      direction == .rightToLeft ? -stop.rect.maxX.rounded() : stop.rect.minX.rounded()
    }
    let byTop = stops.sorted {
      ($0.rect.minY.rounded(), leading($0), $0.treeIndex)
        < ($1.rect.minY.rounded(), leading($1), $1.treeIndex)
    }
    var ordered: [FocusStop] = []
    var row: [FocusStop] = []
    func endRow() {
      ordered += row.sorted { (leading($0), $0.treeIndex) < (leading($1), $1.treeIndex) }
      row = []
    }
    for stop in byTop {
      if let first = row.first, !first.sharesRow(with: stop) { endRow() }
      row.append(stop)
    }
    endRow()
    return ordered
  }

  /// Whether `other`, which starts no higher, reads on the same row: each one's middle lies
  /// within the other's height (whole points).
  private func sharesRow(with other: FocusStop) -> Bool {
    func contains(_ rect: Rect, _ y: Double) -> Bool {
      y >= rect.minY.rounded() && y < rect.maxY.rounded()
    }
    return contains(rect, other.rect.midY.rounded()) && contains(other.rect, rect.midY.rounded())
  }
}
