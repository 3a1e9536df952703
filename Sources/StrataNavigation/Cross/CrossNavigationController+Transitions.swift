import StrataKit

extension CrossNavigationController {
  /// Moves from the current screens to `target` for `call` (a queued call, run when no
  /// transition runs): containment for the controllers that join or leave, and a present- or
  /// dismiss-like transition of the top screen, after which the call's completion runs.
  func perform(_ call: CrossCall, setting target: [CrossEntry]) {
    guard let running = beginChange(for: call, to: target) else { return }
    transition = running
    begin(running, animated: call.animated, reportsStart: running.isAnimated)
    run(running)
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

  /// Moves the running transition to `fraction` through the progress value, which lays out
  /// the views and reports `viewIsAppearing` on every frame; inside an animation block it
  /// animates.
  func moveScreens(of running: CrossTransition, to fraction: Double) {
    progress?.value = fraction
  }

  /// Ends `finished`: its views are placed where it ends, the screens settle (see
  /// `settleScreens(of:committed:containment:)`), the top view fills the container, and the
  /// call's completion runs before the queued calls.
  func finish(
    _ finished: CrossTransition, committed: Bool, containment: ContainmentTransaction
  ) {
    progressDidChange(to: committed ? 1 : 0)
    settleScreens(of: finished, committed: committed, containment: containment)
    transition = nil
    swipeTracker.didFinish()
    reportedProgress = nil
    if isViewLoaded {
      View.performWithoutAnimation {
        progress?.value = 0
        currentStack.last?.controller.viewIfLoaded?.frame = view.bounds
      }
    }
    finished.completion?()
    transitionOrDragDidEnd()
  }
}
