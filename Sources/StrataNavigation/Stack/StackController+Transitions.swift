import StrataKit

extension StackController {
  /// Moves from the current stack to `target` (a queued call, run when no transition runs):
  /// containment for the controllers that leave or join, and a push- or pop-like transition
  /// when the top changes.
  func perform(setting target: [ViewController], animated: Bool) {
    guard let incoming = target.last else { return }
    guard let outgoing = currentStack.last else {
      // An emptied stack (a navigation controller that gave its stack to a split's primary)
      // takes the new one at once.
      let containment = begin(adding: target, removing: [])
      currentStack = target
      if isViewLoaded { install(incoming, at: 0) }
      containment.commit()
      return
    }
    let added = target.filter { controller in !currentStack.contains { $0 === controller } }
    // The outgoing top is last in `currentStack`, so it is told last when it leaves.
    let removed = currentStack.filter { controller in !target.contains { $0 === controller } }
    let containment = begin(adding: added, removing: removed)
    if outgoing === incoming {
      containment.commit()
      currentStack = target
      if incoming.isViewLoaded { applyShadow(to: incoming) }
      return
    }
    let kind: StackTransition.Kind =
      currentStack.contains { $0 === incoming } ? .pop : .push
    let willAnimate = animated && isViewLoaded && view.window != nil
    let running = StackTransition(
      kind: kind, outgoing: outgoing, incoming: incoming, sourceStack: currentStack,
      targetStack: target, isInteractive: false, isAnimated: willAnimate)
    begin(running, animated: animated)
    guard willAnimate else {
      finish(running, committed: true, containment: containment)
      return
    }
    transition = running
    View.animate(withDuration: animationDuration, curve: .easeInOut) {
      self.layout(running, progress: 1)
    } completion: { [weak self] _ in
      // Weak: a container dropped with its window mid-transition is not kept by it.
      self?.finish(running, committed: true, containment: containment)
    }
  }

  /// Puts the incoming view in place (off screen) and starts the appearance callbacks.
  func begin(_ transition: StackTransition, animated: Bool) {
    guard isViewLoaded else { return }
    switch transition.kind {
    case .push:
      install(transition.incoming, at: view.subviews.count)
    case .pop:
      let index = view.subviews.firstIndex { $0 === transition.outgoing.viewIfLoaded } ?? 0
      install(transition.incoming, at: index)
    }
    View.performWithoutAnimation { layout(transition, progress: 0) }
    transitionWillBegin(transition, animated: animated)
    bottomBarHost?.bottomBarContentWillTransition(
      BottomBarTransition(
        outgoingView: transition.outgoing.view, incomingView: transition.incoming.view,
        outgoingHidesBar: Self.hidesBottomBar(transition.sourceStack),
        incomingHidesBar: Self.hidesBottomBar(transition.targetStack)))
    if isOnScreen {
      transition.outgoing.beginAppearanceTransition(false, animated: animated)
      transition.incoming.beginAppearanceTransition(true, animated: animated)
    }
  }

  /// Places the two views of `transition` for `progress` (0 = start, 1 = done).
  func layout(_ transition: StackTransition, progress: Double) {
    let width = contentFrame.width
    let sign = isRightToLeft ? -1.0 : 1.0
    switch transition.kind {
    case .push:
      place(transition.incoming, x: sign * width * (1 - progress))
      place(transition.outgoing, x: sign * -width / 3 * progress)
    case .pop:
      place(transition.incoming, x: sign * -width / 3 * (1 - progress))
      place(transition.outgoing, x: sign * width * progress)
    }
    transitionDidUpdate(transition, progress: progress)
  }

  /// Moves `controller`'s view to `x`, keeping it the size of the stack's bounds.
  func place(_ controller: ViewController, x: Double) {
    guard let childView = controller.viewIfLoaded else { return }
    let frame = contentFrame
    childView.frame = frame.offsetBy(dx: x, dy: 0)
  }

  /// Ends `transition`: on commit the outgoing view leaves and containment completes; on
  /// cancel the incoming view leaves and the appearance callbacks are reversed (UIKit's order).
  /// While the stack is on screen each side's appearance is brought to match the screen, even
  /// when the transition began while the stack itself was appearing or away.
  func finish(
    _ finished: StackTransition, committed: Bool, containment: ContainmentTransaction
  ) {
    let onScreen = isOnScreen
    let offScreen = appearanceState == .disappeared
    // A stack whose view is not loaded has nothing to lay out; touching `view` here would load
    // it with the old top installed (`viewDidLoad` installs the top of the stack in force).
    let hasView = isViewLoaded
    if committed {
      if hasView { View.performWithoutAnimation { layout(finished, progress: 1) } }
      // Unless the outgoing view moved to another container meanwhile (a split's column took
      // it back).
      if let outgoingView = finished.outgoing.viewIfLoaded, outgoingView.superview === viewIfLoaded
      {
        outgoingView.removeFromSuperview()
      }
      // The outgoing view has left, whatever the stack's own appearance is doing: a stack that
      // began to disappear meanwhile forwards its disappearance to the incoming side only.
      settleAppearance(of: finished.outgoing, appeared: false, animated: true)
      if onScreen || offScreen {
        settleAppearance(of: finished.incoming, appeared: onScreen, animated: true)
      }
      containment.commit()
      currentStack = finished.targetStack
    } else {
      if hasView { View.performWithoutAnimation { layout(finished, progress: 0) } }
      settleAppearance(of: finished.incoming, appeared: false, animated: true)
      finished.incoming.viewIfLoaded?.removeFromSuperview()
      if onScreen || offScreen {
        settleAppearance(of: finished.outgoing, appeared: onScreen, animated: true)
      }
      // Empty for a cancelled drag: its containment begins only when a release commits.
      containment.cancel()
    }
    if hasView, let top = currentStack.last {
      applyShadow(to: top)
      View.performWithoutAnimation { top.viewIfLoaded?.frame = contentFrame }
    }
    transition = nil
    swipeTracker.didFinish()
    transitionDidEnd(finished, committed: committed)
    bottomBarHost?.bottomBarContentDidTransition(self)
    transitionOrDragDidEnd()
  }

  /// Whether `stack` hides the bottom bar: some controller above its root asks to, as in UIKit,
  /// so the bar stays hidden for everything pushed above one that hid it.
  static func hidesBottomBar(_ stack: [ViewController]) -> Bool {
    stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }
}
