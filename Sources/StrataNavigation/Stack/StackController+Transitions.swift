import StrataKit

extension StackController {
  /// Moves from the current stack to `target` for `call` (a queued call, run when no
  /// transition runs): containment for the controllers that leave or join, and a push- or
  /// pop-like transition when the top changes.
  func perform(_ call: StackCall, setting target: [ViewController]) {
    guard let incoming = target.last else { return }
    guard !currentStack.isEmpty else {
      // An emptied stack (a navigation controller that gave its stack to a split's primary)
      // takes the new one at once.
      let containment = begin(adding: target, removing: [])
      currentStack = target
      if isViewLoaded { install(incoming, at: 0) }
      containment.commit()
      return
    }
    guard let running = beginChange(for: call, to: target) else {
      if incoming.isViewLoaded { applyShadow(to: incoming) }
      return
    }
    begin(running, animated: call.animated)
    if running.isAnimated { transition = running }
    run(running)
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

  /// Moves the two views of `running` to `progress`; inside an animation block they slide.
  func moveScreens(of running: StackTransition, to progress: Double) {
    layout(running, progress: progress)
  }

  /// Ends `finished`: its views are placed where it ends, the screens settle (see
  /// `settleScreens(of:committed:containment:)`), the top view fills the stack, and the hooks,
  /// the bottom bar's host and the queued calls hear of it.
  func finish(
    _ finished: StackTransition, committed: Bool, containment: ContainmentTransaction
  ) {
    // A stack whose view is not loaded has nothing to lay out; touching `view` here would load
    // it with the old top installed (`viewDidLoad` installs the top of the stack in force).
    let hasView = isViewLoaded
    if hasView {
      View.performWithoutAnimation { layout(finished, progress: committed ? 1 : 0) }
    }
    settleScreens(of: finished, committed: committed, containment: containment)
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
