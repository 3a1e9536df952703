import StrataKit

extension SplitViewController {
  /// Brings the columns in line with the width: collapses or separates auxiliary columns one
  /// at a time, puts the views of the columns that show into the split (and takes the others
  /// out), tells the observers when the count changed (at the first layout too), and lays the
  /// columns out — sliding them when `animated` and the count changed after the first layout.
  /// The column `presenting` (one just shown) collapses with the primary's push animation;
  /// every other collapse or separation is a resize's, without animation.
  func updateColumns(
    animated: Bool, silentlyCollapsing silent: Set<SplitColumn> = [],
    presenting: SplitColumn? = nil
  ) {
    guard isViewLoaded, !isUpdatingColumns else { return }
    let width = view.bounds.width
    guard width > 0 else { return }
    isUpdatingColumns = true
    defer { isUpdatingColumns = false }
    let oldCount = displayedColumns.count
    let hadLaidOut = lastLaidOutWidth != nil
    let wasShown = shownControllers
    let oldFrames = wasShown.map { $0.viewIfLoaded?.frame }
    let target = targetColumnCount(forWidth: width)
    if target != displayedColumns.count, columnChangeMustWait(forCount: target) {
      waitForIdleColumns()
    } else {
      reconcileColumns(count: target, silentlyCollapsing: silent, presenting: presenting)
    }
    lastLaidOutWidth = width
    if overlayIsVisible, !isPrimaryEffectivelyHidden { endOverlayAtOnce() }
    syncHierarchy()
    let countChanged = displayedColumns.count != oldCount
    let arriving = shownControllers.filter { controller in
      !wasShown.contains { $0 === controller }
    }
    // A column that collapsed fades out where it was, unless another container (the primary,
    // merging it) took its view.
    var leaving: [(view: View, frame: Rect)] = []
    if animated, hadLaidOut, countChanged {
      for (controller, frame) in zip(wasShown, oldFrames) {
        guard let frame, let columnView = controller.viewIfLoaded, columnView.superview == nil,
          controller.parent == nil, !shownControllers.contains(where: { $0 === controller })
        else { continue }
        leaving.append((columnView, frame))
      }
    }
    layoutColumns(
      animated: animated && hadLaidOut && countChanged, fadingIn: hadLaidOut ? arriving : [],
      fadingOut: leaving)
    if countChanged {
      for handler in columnCountObservers.liveHandlers() { handler(self) }
    }
  }

  /// Runs `call` once no transition runs (the split's own or its primary's), in order with the
  /// other calls; waits for the end of a busy primary's transition.
  func performWhenColumnsIdle(_ call: @escaping () -> Void) {
    performWhenIdle(call)
    if hasQueuedCalls, isPrimaryBusy { waitForIdleColumns() }
  }

  /// Queues on a primary stack in a transition a turn for the split's waiting calls: when the
  /// stack's transition ends they run ahead of the calls made on the stack after them, as in
  /// call order (UIKit applies both at once). Without it the stack would run its own waiting
  /// calls first and only then tell the split that its transition ended.
  func holdPrimaryCallsBehindWaitingOnes() {
    guard let stack = primary as? StackController else { return }
    stack.performWhenIdle { [weak self, weak stack] in
      guard let self, let stack else { return }
      self.runWaitingCalls(aheadOf: stack)
    }
  }

  /// Runs the split's waiting calls (once no column must wait any longer) while the calls
  /// queued on `stack` after them are set aside, so that the columns take and give back the
  /// stack as it is; then puts those calls back behind the ones the split's calls made.
  private func runWaitingCalls(aheadOf stack: StackController) {
    guard hasQueuedCalls, !stack.isTransitioning else { return }
    let laterCalls = stack.takeQueuedCalls()
    let laterStackCalls = stack.queuedStackCalls
    stack.queuedStackCalls = ContainerCallQueue()
    busyColumnDidEndTransition()
    for call in laterStackCalls.calls { stack.queuedStackCalls.append(call) }
    stack.putBackQueuedCalls(laterCalls)
  }

  /// Whether going to `count` columns must wait: the primary runs a transition of its own, or
  /// a column that would collapse is a container in a transition (a navigation controller
  /// mid-push), whose stack can move to the primary only once the transition has ended.
  func columnChangeMustWait(forCount count: Int) -> Bool {
    if isPrimaryBusy { return true }
    let staying = displayedColumns(forCount: count)
    return displayedColumns.contains { column in
      !staying.contains(column) && Self.isBusy(controller(for: column))
    }
  }

  /// Whether `controller` is a container in a transition or with calls waiting for one.
  static func isBusy(_ controller: ViewController?) -> Bool {
    guard let container = controller as? ContainerViewController else { return false }
    return container.isTransitioning || container.hasQueuedCalls
  }

  /// Waits until the primary's transition (or that of a column about to collapse) is over,
  /// observing the end of each busy one, then brings the columns in line with the width and
  /// runs the calls that waited. The columns keep their count (and take the new width)
  /// meanwhile. Each call observes the containers busy now, in place of those observed before.
  func waitForIdleColumns() {
    var busy: [ContainerViewController] = []
    for controller in [primary] + displayedColumns.compactMap({ self.controller(for: $0) }) {
      guard Self.isBusy(controller), let container = controller as? ContainerViewController,
        !busy.contains(where: { $0 === container })
      else { continue }
      busy.append(container)
    }
    idleColumnsObservations = busy.map { container in
      container.observeTransitionEnd { [weak self] _ in self?.busyColumnDidEndTransition() }
    }
  }

  /// Brings the columns in line with the width and runs the calls that waited, once no column
  /// that must wait is busy any longer; otherwise waits for the next end.
  private func busyColumnDidEndTransition() {
    let width = viewIfLoaded?.bounds.width ?? 0
    let target = width > 0 ? targetColumnCount(forWidth: width) : displayedColumns.count
    guard !columnChangeMustWait(forCount: target) else { return waitForIdleColumns() }
    idleColumnsObservations = []
    updateColumns(animated: canAnimate)
    transitionOrDragDidEnd()
  }

  /// Collapses the next auxiliary column, or separates the last collapsed one, until `count`
  /// columns show. A column in `silent` collapses without the hooks: it is not presented and
  /// waits out of the hierarchy until the split widens. The column `presenting` collapses
  /// with animation (a show); the others without (a resize), as TOSplitViewController did.
  func reconcileColumns(
    count: Int, silentlyCollapsing silent: Set<SplitColumn> = [], presenting: SplitColumn? = nil
  ) {
    let wanted = max(0, presentColumns.count - count)
    while collapsedColumns.count < wanted {
      let column = collapseOrder[collapsedColumns.count]
      collapse(
        column, animated: column == presenting && canAnimate, silently: silent.contains(column))
    }
    while collapsedColumns.count > wanted, let column = collapsedColumns.last {
      separate(column, animated: false)
    }
  }

  /// Collapses `column` into the primary. The delegate is asked first, while the column's
  /// controller is still the split's child and on screen (as TOSplitViewController asked it);
  /// then the controller leaves the screen and the hierarchy, and unless the delegate merged
  /// it, the primary's `collapseAuxiliary` takes it in (a navigation controller pushes its
  /// stack, with the push animation when `animated`). Last, the delegate may supply a new
  /// primary.
  func collapse(_ column: SplitColumn, animated: Bool, silently: Bool = false) {
    guard let auxiliary = controller(for: column) else { return }
    let handled =
      !silently
      && (delegate?.splitViewController(
        self, collapse: auxiliary, ofType: column, onto: primary, animated: animated) ?? false)
    removeFromScreen(auxiliary)
    unembed(auxiliary)
    collapsedColumns.append(column)
    guard !silently else { return }
    if !handled {
      _ = primary.collapseAuxiliary(auxiliary, ofType: column, onto: self, animated: animated)
    }
    if let replacement = delegate?.splitViewController(self, primaryForCollapsingFrom: column) {
      replacePrimary(with: replacement)
    }
  }

  /// Separates the last collapsed column, `column`, from the primary: the delegate or the
  /// primary gives its controller back (else the split keeps the one it had), then the
  /// delegate may supply a new primary. ``syncHierarchy()`` then embeds and shows it.
  ///
  /// When the primary gives nothing back and the app made the column's controller part of
  /// another stack, the split gives the column up. Unless `normalizes` is false (a caller that
  /// is about to fill the column), a secondary left without a detail then becomes the detail.
  func separate(_ column: SplitColumn, animated: Bool, normalizes: Bool = true) {
    guard collapsedColumns.last == column else { return }
    collapsedColumns.removeLast()
    let restored =
      delegate?.splitViewController(self, separateOfType: column, from: primary)
      ?? primary.separateAuxiliary(ofType: column, from: self, animated: animated)
    if let restored, restored !== controller(for: column), restored !== primary {
      setController(restored, for: column)
    } else if restored == nil, let kept = controller(for: column), kept.parent != nil,
      kept.parent !== self
    {
      // The app made the column's controller part of another stack: it stays there.
      setController(nil, for: column)
    }
    if normalizes { normalizeColumns() }
    if let replacement = delegate?.splitViewController(self, primaryForExpandingTo: column) {
      replacePrimary(with: replacement)
    }
  }

  /// Makes a secondary left without a detail the detail, as a split of two columns has a
  /// primary and a detail.
  func normalizeColumns() {
    guard detail == nil, let secondary else { return }
    detail = secondary
    self.secondary = nil
    // A navigation controller in the primary column merged it as the secondary: it gives it
    // back as the detail. (A primary with hooks of its own is asked for the detail.)
    if collapsedColumns.contains(.secondary) {
      (primary as? NavigationController)?.moveMerge(from: .secondary, to: .detail)
    }
    collapsedColumns = collapsedColumns.map { $0 == .secondary ? .detail : $0 }
  }

  /// Whether the app put a controller of an auxiliary column into a stack of its own (the
  /// primary's, by hand, rather than by collapsing the column): the split then gives that
  /// column up when it next separates.
  package var hasColumnTakenByApp: Bool {
    [secondary, detail].contains { controller in
      guard let controller, let parent = controller.parent, parent !== self else { return false }
      let merges = (primary as? NavigationController)?.splitMerges ?? []
      let merged = merges.contains { merge in
        merge.auxiliary === controller && merge.moved.first === controller
          && (parent as? StackController)?.viewControllers.first !== controller
      }
      return !merged
    }
  }

  /// Makes `replacement` the primary; the old one leaves the screen and the hierarchy.
  func replacePrimary(with replacement: ViewController) {
    guard replacement !== primary, column(of: replacement) == nil else { return }
    let old = primary
    removeFromScreen(old)
    let containment = begin(adding: [replacement], removing: [old])
    old.viewIfLoaded?.removeFromSuperview()
    primary = replacement
    containment.commit()
  }

  /// The controllers whose views belong in the split now, leading first.
  var controllersToShow: [ViewController] {
    displayedColumns.compactMap { column in
      if column == .primary, isPrimaryEffectivelyHidden, !overlayIsVisible,
        !primaryIsAnimating
      {
        return nil
      }
      return controller(for: column)
    }
  }

  /// Whether the primary's view stays in place while it slides out or in.
  var primaryIsAnimating: Bool {
    runningAnimations > 0 && shownControllers.contains { $0 === primary }
  }

  /// Takes out of the split the views that no longer belong (with disappearance callbacks),
  /// unembeds the controllers that left the model, embeds and shows the ones that arrived
  /// (with appearance callbacks), and keeps the separators and the overlay on top.
  func syncHierarchy() {
    let wanted = controllersToShow
    for controller in shownControllers where !wanted.contains(where: { $0 === controller }) {
      removeFromScreen(controller)
    }
    let inModel = viewControllers
    for child in children where !inModel.contains(where: { $0 === child }) {
      removeFromScreen(child)
      unembed(child)
    }
    for controller in wanted where !shownControllers.contains(where: { $0 === controller }) {
      if controller.parent !== self { embed(controller) }
      putOnScreen(controller)
    }
    updateColumnTraits()
    updateSeparatorViews()
  }

  /// Gives the narrow columns a compact horizontal size class, as TOSplitViewController
  /// overrode their traits: the primary in two or three columns (hidden or not), and the
  /// secondary in three. The detail, and the primary alone, inherit the split's traits.
  func updateColumnTraits() {
    let count = displayedColumns.count
    let compact = TraitCollection(horizontalSizeClass: .compact)
    for column in presentColumns {
      guard let controller = controller(for: column), controller.parent === self else { continue }
      let isNarrow =
        (column == .primary && count > 1) || (column == .secondary && count == 3)
      let wanted = isNarrow ? compact : nil
      if overrideTraitCollection(forChild: controller) != wanted {
        setOverrideTraitCollection(wanted, forChild: controller)
      }
    }
  }

  /// Adds `controller`'s view to the split and sends the appearance callbacks the split's own
  /// state calls for (`viewDidAppear` now when the split has appeared, later when it is
  /// appearing).
  func putOnScreen(_ controller: ViewController, at index: Int? = nil, animated: Bool = false) {
    place(controller, in: view, at: index ?? columnViewCount, resizesWithSuperview: false)
    // Already shown (its appearance is under way or done): the view only moves.
    guard !shownControllers.contains(where: { $0 === controller }) else { return }
    shownControllers.append(controller)
    switch appearanceState {
    case .appeared:
      controller.beginAppearanceTransition(true, animated: animated)
      if !animated { controller.endAppearanceTransition() }
    case .appearing:
      controller.beginAppearanceTransition(true, animated: animated)
    case .disappeared, .disappearing:
      break
    }
  }

  /// Takes `controller`'s view out of the split with the disappearance callbacks it needs.
  ///
  /// The view's running animations end first (at their model values): a slide of the columns
  /// or of the primary that was moving it then finishes without waiting for a view that is no
  /// longer in the split.
  func removeFromScreen(_ controller: ViewController) {
    guard let index = shownControllers.firstIndex(where: { $0 === controller }) else { return }
    shownControllers.remove(at: index)
    let visible = controller.appearanceState != .disappeared
    if visible { controller.beginAppearanceTransition(false, animated: false) }
    controller.viewIfLoaded?.removeAllAnimations()
    controller.viewIfLoaded?.removeFromSuperview()
    if visible { controller.endAppearanceTransition() }
  }

  /// How many of the split's subviews are columns (they sit below separators and overlay).
  var columnViewCount: Int {
    view.subviews.count { subview in
      shownControllers.contains { $0.viewIfLoaded === subview }
    }
  }

  /// Makes one separator per column boundary, above the columns.
  func updateSeparatorViews() {
    let needed = max(0, visibleColumnsForLayout.count - 1)
    while separators.count > needed {
      let separator = separators.removeLast()
      separator.removeAllAnimations()
      separator.removeFromSuperview()
    }
    while separators.count < needed {
      let separator = View()
      separator.backgroundColor = separatorStrokeColor
      separators.append(separator)
    }
    for separator in separators { view.bringSubviewToFront(separator) }
    if overlayDimmingView.superview === view { view.bringSubviewToFront(overlayDimmingView) }
    if overlayIsVisible, let primaryView = primary.viewIfLoaded, primaryView.superview === view {
      view.bringSubviewToFront(primaryView)
    }
  }

  /// The columns laid out side by side (a hidden primary is not one of them).
  var visibleColumnsForLayout: [SplitColumn] {
    displayedColumns.filter { !($0 == .primary && isPrimaryEffectivelyHidden) }
  }

  /// Sets every shown column's frame and the separators'. With `animated`, the views slide
  /// from where they are, the views in `fadingIn` fade in from beside their neighbour, and the
  /// views in `fadingOut` (of columns that collapsed) fade out at their old frames: each in a
  /// stand-in view that takes no touches and leaves when the fade ends, so that the view's own
  /// alpha never changes and another container may take it meanwhile. Without `animated` the
  /// changes follow the animation context of the caller (none in a layout pass).
  func layoutColumns(
    animated: Bool, fadingIn: [ViewController] = [],
    fadingOut: [(view: View, frame: Rect)] = []
  ) {
    let frames = columnFrames(in: view.bounds)
    let separatorWidth = 1 / max(1, view.window?.scale ?? traitCollection.displayScale)
    let apply = {
      for controller in self.shownControllers {
        guard let column = self.column(of: controller), var frame = frames[column] else {
          continue
        }
        if column == .primary, self.overlayIsVisible || self.overlayIsMoving {
          if self.overlayIsMoving { continue }
          frame = self.overlayFrame(shown: true)
        }
        controller.view.frame = frame
        controller.view.alpha = 1
      }
      let boundaries = self.visibleColumnsForLayout.dropLast().compactMap { frames[$0] }
      for (separator, frame) in zip(self.separators, boundaries) {
        let x = self.isRightToLeft ? frame.minX : frame.maxX - separatorWidth
        separator.frame = Rect(x: x, y: frame.minY, width: separatorWidth, height: frame.height)
        if separator.superview !== self.view { self.view.addSubview(separator) }
      }
    }
    guard animated else {
      apply()
      return
    }
    var standIns: [View] = []
    View.performWithoutAnimation {
      for controller in fadingIn {
        guard let column = column(of: controller), let frame = frames[column] else { continue }
        let offset = (isRightToLeft ? 1.0 : -1.0) * frame.width / 3
        controller.view.frame = frame.offsetBy(dx: offset, dy: 0)
        controller.view.alpha = 0
      }
      for (leavingView, frame) in fadingOut {
        let standIn = freeStandIn()
        standIn.isUserInteractionEnabled = false
        standIn.alpha = 1
        standIn.frame = frame
        leavingView.frame = Rect(origin: .zero, size: frame.size)
        standIn.addSubview(leavingView)
        view.insertSubview(standIn, at: 0)
        standIns.append(standIn)
      }
    }
    View.animate(withDuration: columnAnimationDuration, curve: .easeInOut) {
      apply()
      for standIn in standIns { standIn.alpha = 0 }
    } completion: { _ in
      for standIn in standIns {
        for leavingView in standIn.subviews { leavingView.removeFromSuperview() }
        standIn.removeFromSuperview()
      }
    }
  }

  /// A stand-in for a fading column that is not in use (not in the split's view): one of the
  /// split's own, made with it and kept, or a new one when all are fading.
  private func freeStandIn() -> View {
    if let free = columnStandIns.first(where: { $0.superview == nil }) { return free }
    let extra = View()
    columnStandIns.append(extra)
    return extra
  }

  /// The frames of the displayed columns in `bounds`.
  func columnFrames(in bounds: Rect) -> [SplitColumn: Rect] {
    layoutRules.frames(
      of: displayedColumns, in: bounds, primaryHidden: primaryIsHidden,
      rightToLeft: isRightToLeft)
  }
}

extension SplitViewController {
  /// Throws when `list` cannot become the split's controllers.
  func validateList(_ list: [ViewController]) throws(SplitViewControllerError) {
    if list.isEmpty { throw .emptyList }
    if list.count > 3 { throw .tooManyControllers(list.count) }
    for (index, controller) in list.enumerated() {
      if list[..<index].contains(where: { $0 === controller }) { throw .duplicateController }
      // The split's own controllers may change columns, even collapsed into the primary.
      if column(of: controller) != nil { continue }
      if controller === self || isDescendant(of: controller) { throw .hasAnotherParent }
      if controller.parent != nil { throw .hasAnotherParent }
    }
  }

  /// Makes `list` the split's controllers (checked by ``validateList(_:)``): every collapsed
  /// column separates, the controllers that leave go out of the screen and the hierarchy, and
  /// the columns are brought in line with the width without animation.
  func replaceAllColumns(with list: [ViewController]) {
    if overlayIsVisible { endOverlayAtOnce() }
    while let last = collapsedColumns.last {
      separate(last, animated: false, normalizes: false)
    }
    let old = viewControllers
    primary = list[0]
    secondary = list.count == 3 ? list[1] : nil
    detail = list.count > 1 ? list[list.count - 1] : nil
    for controller in old where !list.contains(where: { $0 === controller }) {
      removeFromScreen(controller)
      unembed(controller)
    }
    guard isViewLoaded, lastLaidOutWidth != nil else {
      for controller in list where controller.parent !== self { embed(controller) }
      return
    }
    updateColumns(animated: false)
  }
}
