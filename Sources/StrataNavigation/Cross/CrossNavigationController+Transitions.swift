import StrataKit

extension CrossNavigationController {
  /// Moves from the current screens to `target` for `call` (a queued call, run when no
  /// transition runs): containment for the controllers that join or leave, and a present- or
  /// dismiss-like transition of the top screen, after which the call's completion runs.
  func perform(_ call: CrossCall, setting target: [CrossEntry]) {
    // A transition from a screen to itself would take its view out of the window.
    guard let outgoingEntry = currentStack.last, let incomingEntry = target.last,
      outgoingEntry.controller !== incomingEntry.controller
    else {
      call.completion?(nil)
      return
    }
    let added = target.map(\.controller).filter { controller in
      !currentStack.contains { $0.controller === controller }
    }
    let removed = currentStack.map(\.controller).filter { controller in
      !target.contains { $0.controller === controller }
    }
    // The top screen is told first that it leaves.
    let containment = begin(adding: added, removing: removed.reversed())
    let isPresenting = added.contains { $0 === incomingEntry.controller }
    let side: CrossDirection
    if isPresenting {
      side = incomingEntry.direction ?? .right
    } else {
      side = call.returnSide?.opposite ?? outgoingEntry.direction ?? .right
    }
    let running = CrossTransition(
      isPresenting: isPresenting, side: side, outgoing: outgoingEntry.controller,
      incoming: incomingEntry.controller, sourceStack: currentStack, targetStack: target,
      isInteractive: false, containment: containment, completion: call.completion)
    let willAnimate = call.animated && isViewLoaded && view.window != nil
    transition = running
    begin(running, animated: call.animated, reportsStart: willAnimate)
    guard willAnimate else {
      finish(running, committed: true, containment: containment)
      return
    }
    View.animate(withDuration: animationDuration, curve: .easeInOut) {
      self.progress?.value = 1
    } completion: { [weak self] _ in
      // Weak: a container dropped with its window mid-transition is not kept by it.
      self?.finish(running, committed: true, containment: containment)
    }
  }

  /// Puts the incoming view in place (one full width or height off its side) and starts the
  /// appearance callbacks. With `reportsStart`, the screens are told that the transition is
  /// at 0; a transition that ends at once (not animated) tells them only where it ends.
  func begin(_ running: CrossTransition, animated: Bool, reportsStart: Bool) {
    guard isViewLoaded else { return }
    let index: Int
    if running.isPresenting {
      index = view.subviews.count
    } else {
      index = view.subviews.firstIndex { $0 === running.outgoing.viewIfLoaded } ?? 0
    }
    place(running.incoming, in: view, at: index)
    reportedProgress = nil
    View.performWithoutAnimation { progress?.value = 0 }
    if reportsStart {
      progressDidChange(to: 0)
    } else {
      View.performWithoutAnimation { layout(running, progress: 0) }
    }
    if isOnScreen {
      running.outgoing.beginAppearanceTransition(false, animated: animated)
      running.incoming.beginAppearanceTransition(true, animated: animated)
    }
  }

  /// Moves the running transition's views to `fraction` and tells its screens how much of
  /// them shows; the progress value calls it on every frame.
  func progressDidChange(to fraction: Double) {
    guard let running = transition else { return }
    let clamped = fraction.isFinite ? min(1, max(0, fraction)) : 0
    View.performWithoutAnimation { layout(running, progress: clamped) }
    report(running, progress: clamped)
  }

  /// Tells the screens of `running` how much of them shows: `progress` to the incoming one,
  /// 1 − `progress` to the outgoing one; a value already reported is not repeated.
  func report(_ running: CrossTransition, progress: Double) {
    guard reportedProgress != progress else { return }
    reportedProgress = progress
    (running.incoming as? any CrossNavigationParticipant)?.viewIsAppearing(progress)
    (running.outgoing as? any CrossNavigationParticipant)?.viewIsAppearing(1 - progress)
  }

  /// Places the two views of `running` for `progress` (0 = start, 1 = done): the screen that
  /// comes in moves from one full width (or height) off its side to the centre, the other one
  /// moves as far the other way.
  func layout(_ running: CrossTransition, progress: Double) {
    guard isViewLoaded else { return }
    let size = view.bounds.size
    let unit = running.side.onScreen(rightToLeft: isRightToLeft).unitVector
    let full = Point(x: unit.x * size.width, y: unit.y * size.height)
    if running.isPresenting {
      move(running.incoming, by: full * (1 - progress))
      move(running.outgoing, by: full * -progress)
    } else {
      move(running.outgoing, by: full * progress)
      move(running.incoming, by: full * (progress - 1))
    }
  }

  /// Moves `controller`'s view by `offset` from the container's bounds, keeping their size.
  private func move(_ controller: ViewController, by offset: Point) {
    guard let childView = controller.viewIfLoaded else { return }
    childView.frame = view.bounds.offsetBy(dx: offset.x, dy: offset.y)
  }

  /// Ends `finished`: on commit the outgoing view leaves and `containment` completes; on
  /// cancel the incoming view leaves, the appearance callbacks are reversed (UIKit's order) and
  /// `containment` is undone (for a drag, `willMove(toParent: nil)` was sent when it was
  /// released). The call's completion runs before the queued calls.
  /// The side that leaves always ends disappeared; while the container is on screen (or has
  /// disappeared) the side that stays is brought to match it, even when the transition began
  /// before the container was taken off screen (a tab switch mid-present).
  func finish(
    _ finished: CrossTransition, committed: Bool, containment: ContainmentTransaction
  ) {
    let onScreen = isOnScreen
    let offScreen = appearanceState == .disappeared
    progressDidChange(to: committed ? 1 : 0)
    if committed {
      finished.outgoing.viewIfLoaded?.removeFromSuperview()
      settleAppearance(of: finished.outgoing, appeared: false, animated: true)
      if onScreen || offScreen {
        settleAppearance(of: finished.incoming, appeared: onScreen, animated: true)
      }
      containment.commit()
      currentStack = finished.targetStack
    } else {
      settleAppearance(of: finished.incoming, appeared: false, animated: true)
      finished.incoming.viewIfLoaded?.removeFromSuperview()
      if onScreen || offScreen {
        settleAppearance(of: finished.outgoing, appeared: onScreen, animated: true)
      }
      containment.cancel()
    }
    transition = nil
    swipeTracker.didFinish()
    reportedProgress = nil
    if isViewLoaded {
      View.performWithoutAnimation {
        progress?.value = 0
        currentStack.last?.controller.viewIfLoaded?.frame = view.bounds
      }
    }
    finished.completion?(nil)
    transitionOrDragDidEnd()
  }
}
