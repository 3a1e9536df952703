/// The view above a window's root view that holds the window's presentations, in the order they
/// were presented, and the engine that runs them: what is presented from what, the calls that
/// wait for a presentation or a dismissal to end, and what a full-screen presentation hides.
///
/// The window's presentation chain is the root view controller, then each presented controller
/// in order; each presents the next. A call made while a presentation or a dismissal animates, or
/// while a person drags a sheet, waits and runs after it, in order (see
/// ``performWhenIdle(_:)``). Calls are checked when they are made against the chain as it will
/// be once the waiting calls have run (``plannedChain``).
///
/// The container is in the window only while something is presented.
@MainActor
final class PresentationContainerView: View {
  /// The window whose presentations these are.
  private(set) weak var owner: Window?
  /// The presentations, bottom first.
  private(set) var presentations: [PresentationController] = []
  /// The presented controllers, bottom first, once the waiting calls have run.
  private(set) var plannedChain: [ViewController] = []
  /// The calls that wait for the running transition, in order.
  private var queuedCalls: [() -> Void] = []
  /// The views hidden because a full-screen presentation covers them.
  private var coveredViews: [View] = []

  /// Creates the container of `window`.
  init(window: Window) {
    owner = window
    super.init(frame: window.bounds)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
  }

  /// Whether a presentation or a dismissal animates, or a person drags a sheet.
  var isTransitioning: Bool { presentations.contains { $0.phase != .presented } }

  /// The topmost presentation, if any.
  var topmost: PresentationController? { presentations.last }

  /// The level of `controller` in the chain (0 for the root view controller), now.
  func level(of controller: ViewController) -> Int? {
    if controller === owner?.rootViewController { return 0 }
    return presentations.firstIndex { $0.presented === controller }.map { $0 + 1 }
  }

  /// The level of `controller` in the chain once the waiting calls have run.
  func plannedLevel(of controller: ViewController) -> Int? {
    if controller === owner?.rootViewController { return 0 }
    return plannedChain.firstIndex { $0 === controller }.map { $0 + 1 }
  }

  // MARK: Calls

  /// Checks a presentation of `presented` by `presenting`, whose tree's root is `host`, and
  /// runs it now or after the running transition.
  func present(
    _ presented: ViewController, by presenting: ViewController, host: ViewController,
    animated: Bool, completion: (() -> Void)?
  ) throws(PresentationError) {
    guard let owner else { throw .notInWindow }
    if plannedChain.contains(where: { $0 === presented }) || presented.incomingPresentation != nil {
      throw .alreadyPresented
    }
    if presented.parent != nil || presented === owner.rootViewController
      || presenting.isDescendant(of: presented)
    {
      throw .notPresentable
    }
    guard let level = plannedLevel(of: host) else {
      throw level(of: host) != nil ? .presenterIsBeingDismissed : .notInWindow
    }
    if level < plannedChain.count { throw .alreadyPresenting }
    plannedChain.append(presented)
    presented.plannedPresentationWindow = owner
    performWhenIdle { [weak self, weak presenting, weak host] in
      guard let self, let presenting, let host else { return }
      self.startPresentation(
        of: presented, by: presenting, host: host, animated: animated, completion: completion)
    }
  }

  /// Checks a dismissal asked of `host` (the root of the caller's tree): what `host` presents
  /// goes, or else `host` itself; runs it now or after the running transition.
  func dismiss(from host: ViewController, animated: Bool, completion: (() -> Void)?)
    throws(PresentationError)
  {
    guard let level = plannedLevel(of: host) else { throw .nothingToDismiss }
    let target: Int
    if level < plannedChain.count {
      target = level
    } else if level > 0 {
      target = level - 1
    } else {
      throw .nothingToDismiss
    }
    plannedChain.removeSubrange(target...)
    performWhenIdle { [weak self] in
      self?.startDismissal(toLevel: target, animated: animated, completion: completion)
    }
  }

  /// Dismisses everything at once, without waiting: the window's root view controller is
  /// being replaced.
  func dismissAllImmediately() {
    queuedCalls = []
    plannedChain = []
    guard !presentations.isEmpty else { return }
    for presentation in presentations {
      presentation.wrapperView.removeAllAnimations()
      presentation.cardView.removeAllAnimations()
      presentation.dimmingView.removeAllAnimations()
    }
    startDismissal(toLevel: 0, animated: false, completion: nil)
  }

  /// Runs `call` now, or after the running transition and the calls that wait already.
  func performWhenIdle(_ call: @escaping () -> Void) {
    queuedCalls.append(call)
    runQueuedCalls()
  }

  /// Runs the waiting calls in order until one starts a transition.
  func runQueuedCalls() {
    while !isTransitioning, !queuedCalls.isEmpty {
      queuedCalls.removeFirst()()
    }
  }

  // MARK: Presenting

  private func startPresentation(
    of presented: ViewController, by presenting: ViewController, host: ViewController,
    animated: Bool, completion: (() -> Void)?
  ) {
    guard let owner, level(of: host) == presentations.count,
      presented.incomingPresentation == nil, presented.parent == nil
    else {
      // The chain changed under the call (a sheet a person dragged away, say).
      plannedChain.removeAll { $0 === presented }
      presented.plannedPresentationWindow = nil
      presenting.storedPresentationError = .presenterIsBeingDismissed
      Diagnostics.warn(
        "\(type(of: presenting)): \(PresentationError.presenterIsBeingDismissed); the "
          + "presentation that waited was dropped")
      return
    }
    let presentation = PresentationController(
      presenting: presenting, presented: presented, host: host,
      sizeClass: owner.traitCollection.horizontalSizeClass)
    if superview !== owner {
      frame = owner.bounds
      owner.addSubview(self)
    } else {
      owner.bringSubviewToFront(self)
    }
    presentations.append(presentation)
    presenting.outgoingPresentation = presentation
    presented.incomingPresentation = presentation
    presentation.focusBeforePresentation = owner.firstResponder as? View
    presented.updateTraitCollection(inheriting: owner.traitCollection)
    if !presented.isViewLoaded, !(presented is AlertController) {
      presented.sizeForLoading = presentation.cardFrame(in: bounds).size
    }
    if presentation.coversHost {
      // Everything beneath goes out of sight: the host first, then the levels under it that
      // still show (those under an earlier full-screen presentation are gone already).
      for level in levels(below: presentations.count - 1).reversed() {
        level.beginAppearanceTransition(false, animated: animated)
      }
    }
    presented.beginAppearanceTransition(true, animated: animated)
    addSubview(presentation.wrapperView)
    presentation.cardView.addSubview(presented.view)
    presented.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    presentation.layOut(in: bounds)
    presentation.wrapperView.layoutIfNeeded()
    if animated { presentation.showHidden(in: bounds) }
    presentation.animate(
      animated, changes: { presentation.showShown() },
      completion: { [weak self] in self?.finishPresentation(presentation, completion: completion) })
  }

  private func finishPresentation(
    _ presentation: PresentationController, completion: (() -> Void)?
  ) {
    guard presentation.phase == .presenting else { return }
    presentation.phase = .presented
    presentation.presented.endAppearanceTransition()
    if presentation.coversHost, let index = presentations.firstIndex(where: { $0 === presentation })
    {
      for level in levels(below: index).reversed() where level.appearanceState == .disappearing {
        level.endAppearanceTransition()
      }
    }
    updateCoveredViews()
    owner?.moveFocus(intoPresentation: presentation)
    completion?()
    runQueuedCalls()
  }

  // MARK: Dismissing

  /// Dismisses the presentations from `level` up: the topmost moves out (seeded with
  /// `velocity` after a drag), the others go at once.
  func startDismissal(
    toLevel level: Int, animated: Bool, velocity: Double = 0, completion: (() -> Void)?
  ) {
    guard level < presentations.count else {
      completion?()
      return
    }
    let removed = Array(presentations[level...])
    if let index = plannedChain.firstIndex(where: { $0 === removed[0].presented }) {
      plannedChain.removeSubrange(index...)
    }
    for presentation in removed { presentation.phase = .dismissing }
    for presentation in removed.reversed() {
      presentation.presented.beginAppearanceTransition(false, animated: animated)
    }
    // What a full-screen presentation among them covered shows again.
    if removed.contains(where: \.coversHost) {
      for shown in levelsShown(keeping: level) {
        shown.beginAppearanceTransition(true, animated: animated)
      }
    }
    for presentation in removed.dropLast() { presentation.wrapperView.isHidden = true }
    updateCoveredViews()
    let top = removed[removed.count - 1]
    let bounds = bounds
    top.animate(
      animated, velocity: velocity, changes: { top.moveOut(in: bounds) },
      completion: { [weak self] in self?.finishDismissal(removed, completion: completion) })
  }

  private func finishDismissal(_ removed: [PresentationController], completion: (() -> Void)?) {
    guard let first = removed.first, presentations.contains(where: { $0 === first }) else {
      return
    }
    for presentation in removed { presentation.wrapperView.removeFromSuperview() }
    presentations.removeAll { presentation in removed.contains { $0 === presentation } }
    if removed.contains(where: \.coversHost) {
      for shown in levelsShown(keeping: presentations.count)
      where shown.appearanceState == .appearing {
        shown.endAppearanceTransition()
      }
    }
    for presentation in removed.reversed() {
      let presented = presentation.presented
      presented.endAppearanceTransition()
      if presentation.presenting?.outgoingPresentation === presentation {
        presentation.presenting?.outgoingPresentation = nil
      }
      presented.incomingPresentation = nil
      presented.plannedPresentationWindow = nil
    }
    updateCoveredViews()
    if presentations.isEmpty { removeFromSuperview() }
    owner?.restoreFocus(afterDismissing: first)
    completion?()
    runQueuedCalls()
  }

  // MARK: Levels

  /// The controllers of the levels beneath the presentation at `index`: the window's root view
  /// controller, then the controllers presented below it, bottom first.
  private func levels(below index: Int) -> [ViewController] {
    (owner?.rootViewController.map { [$0] } ?? [])
      + presentations[..<min(index, presentations.count)].map(\.presented)
  }

  /// The levels that show once only the first `count` presentations are left: from the
  /// controller the topmost full-screen presentation among them shows (else the window's root
  /// view controller) up, bottom first.
  private func levelsShown(keeping count: Int) -> [ViewController] {
    let levels = levels(below: count)
    guard
      let cover = presentations[..<min(count, presentations.count)].lastIndex(where: \.coversHost)
    else { return levels }
    return Array(levels.dropFirst(cover + 1))
  }

  // MARK: Covered views

  /// Hides what a full-screen presentation at rest covers (the root view and the
  /// presentations beneath it) and shows again what it no longer covers.
  private func updateCoveredViews() {
    var covered: [View] = []
    let cover = presentations.lastIndex { $0.coversHost && $0.phase == .presented }
    if let cover {
      if let rootView = owner?.rootViewController?.viewIfLoaded { covered.append(rootView) }
      covered += presentations[..<cover].map(\.wrapperView)
    }
    for view in coveredViews where !covered.contains(where: { $0 === view }) {
      view.isHidden = false
    }
    coveredViews.removeAll { view in !covered.contains { $0 === view } }
    for view in covered where !view.isHidden {
      view.isHidden = true
      coveredViews.append(view)
    }
  }

  // MARK: Window visibility

  /// Whether a full-screen presentation covers the root view controller.
  var coversRoot: Bool {
    presentations.contains { $0.coversHost && $0.phase != .dismissing }
  }

  /// The window closes: the presented controllers on screen begin to disappear, topmost
  /// first. Returns them, for the window to end their disappearance.
  func windowWillClose() -> [ViewController] {
    let shown = presentations.reversed().map(\.presented).filter {
      $0.appearanceState == .appeared || $0.appearanceState == .appearing
    }
    for controller in shown { controller.beginAppearanceTransition(false, animated: false) }
    return shown
  }

  /// The window shows again: the presented controllers a person sees (from the topmost
  /// full-screen presentation up) appear, bottom first.
  func windowDidShow() {
    let cover = presentations.lastIndex { $0.coversHost && $0.phase != .dismissing } ?? 0
    let shown = presentations[cover...].map(\.presented).filter {
      $0.appearanceState == .disappeared
    }
    for controller in shown { controller.beginAppearanceTransition(true, animated: false) }
    for controller in shown { controller.endAppearanceTransition() }
  }

  // MARK: View

  /// Lays each presentation out in the container's bounds (the window's).
  override func layoutSubviews() {
    for presentation in presentations { presentation.layOut(in: bounds) }
  }

  /// Escape dismisses the topmost presentation when it is a sheet at rest that allows it and
  /// nothing waits to change the chain.
  override var keyCommands: [KeyCommand] {
    guard let top = dismissibleSheet else { return [] }
    return [
      KeyCommand(input: .escape, title: "Dismiss") { [weak top] _ in
        top?.presented.dismiss(animated: true)
      }
    ]
  }

  /// A reader's escape dismisses the topmost sheet, as Escape does.
  override func accessibilityPerformEscape() -> Bool {
    guard let top = dismissibleSheet else { return false }
    top.presented.dismiss(animated: true)
    return true
  }

  /// The topmost presentation when it is a sheet at rest that allows dismissal and nothing
  /// waits to change the chain.
  private var dismissibleSheet: PresentationController? {
    guard let top = presentations.last, top.isSheet, top.phase == .presented,
      !top.presented.isModalInPresentation, plannedChain.last === top.presented
    else { return nil }
    return top
  }

  /// Tells each presented controller, bottom first, that the window's traits change to
  /// `traits` (when not `nil`) and that its card's size changes with the window's `size`.
  func windowWillTransition(
    to size: Size, traits: TraitCollection?, with coordinator: ViewControllerTransitionCoordinator
  ) {
    for presentation in presentations {
      let presented = presentation.presented
      if let traits { presented.willTransition(to: traits, with: coordinator) }
      let cardSize = presentation.cardFrame(in: Rect(origin: .zero, size: size)).size
      if cardSize != presentation.cardView.bounds.size {
        presented.viewWillTransition(to: cardSize, with: coordinator)
      }
    }
  }

  /// Gives each presented controller the window's traits.
  func updateTraits(_ traits: TraitCollection) {
    for presentation in presentations {
      presentation.presented.updateTraitCollection(inheriting: traits)
    }
  }
}
