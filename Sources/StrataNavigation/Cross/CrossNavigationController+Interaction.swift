import StrataKit

extension CrossNavigationController {
  /// Decides whether a drag can start a transition, and which, without changing anything.
  ///
  /// The dominant axis and the sign of the movement past the slop name the side asked for (a
  /// finger moving left asks for `.right`). The drag goes back when that side is the top
  /// screen's way back, or presents the destination the top screen offers for it; in both
  /// cases only when the top screen supports interactive transitions and
  /// `shouldAutotransit(to:presenting:)` agrees, asked before the destination is made so that
  /// a refused drag makes nothing. A scroll view under the finger that can still scroll the
  /// way the finger moves keeps the drag (`BackSwipeArbitration`). The transition starts when
  /// the pan begins (see `handlePan(_:)`).
  func decideInteraction(for pan: PanGestureRecognizer) -> CrossInteraction? {
    guard transition == nil, !hasQueuedCalls, isViewLoaded, let top = currentStack.last else {
      return nil
    }
    guard BackSwipeArbitration.scrollView(keepingDragOf: pan, in: view) == nil else {
      return nil
    }
    let participant = top.controller as? any CrossNavigationParticipant
    guard participant?.supportsInteractiveTransition ?? true else { return nil }
    let translation = pan.translation(in: view)
    guard translation != .zero else { return nil }
    let finger: Point
    let sideOnScreen: CrossDirection
    if abs(translation.x) >= abs(translation.y) {
      finger = Point(x: translation.x < 0 ? -1 : 1, y: 0)
      sideOnScreen = translation.x < 0 ? .right : .left
    } else {
      finger = Point(x: 0, y: translation.y < 0 ? -1 : 1)
      sideOnScreen = translation.y < 0 ? .bottom : .top
    }
    let direction = sideOnScreen.onScreen(rightToLeft: isRightToLeft)
    if direction == top.backDirection {
      guard participant?.shouldAutotransit(to: direction, presenting: false) ?? true else {
        return nil
      }
      return CrossInteraction(
        pan: pan, direction: direction, destination: nil, fingerDirection: finger)
    }
    guard let next = autotransitDestination(from: top, toward: direction), next.parent == nil,
      next !== self, !isDescendant(of: next),
      !currentStack.contains(where: { $0.controller === next })
    else { return nil }
    return CrossInteraction(
      pan: pan, direction: direction, destination: next, fingerDirection: finger)
  }

  /// Starts the interactive transition decided for `pan`, if it is still possible.
  private func beginInteraction(for pan: PanGestureRecognizer) {
    guard let decided = decidedInteraction, decided.pan === pan else { return }
    decidedInteraction = nil
    guard transition == nil, let top = currentStack.last else { return }
    let running: CrossTransition
    if let next = decided.destination {
      guard next.parent == nil else { return }
      // The screen dragged in is a child from the start: containment before appearance.
      let containment = begin(adding: [next], removing: [])
      running = CrossTransition(
        isPresenting: true, side: decided.direction, outgoing: top.controller, incoming: next,
        sourceStack: currentStack,
        targetStack: currentStack + [CrossEntry(controller: next, direction: decided.direction)],
        isInteractive: true, containment: containment)
    } else {
      guard currentStack.count > 1, let side = top.direction else { return }
      running = CrossTransition(
        isPresenting: false, side: side, outgoing: top.controller,
        incoming: currentStack[currentStack.count - 2].controller, sourceStack: currentStack,
        targetStack: Array(currentStack.dropLast()), isInteractive: true, containment: nil)
    }
    interactionFingerDirection = decided.fingerDirection
    transition = running
    begin(running, animated: true, reportsStart: true)
  }

  /// Drives the interactive transition with the pan: starts it when the pan begins, moves the
  /// views with the finger along the locked axis, and settles it when the finger lifts.
  func handlePan(_ pan: PanGestureRecognizer) {
    if pan.state == .began { beginInteraction(for: pan) }
    guard let running = transition, running.isInteractive, interactionCommits == nil,
      let finger = interactionFingerDirection
    else { return }
    let length = max(1, finger.x != 0 ? view.bounds.width : view.bounds.height)
    let translation = pan.translation(in: view)
    let covered = translation.x * finger.x + translation.y * finger.y
    switch pan.state {
    case .began, .changed:
      View.performWithoutAnimation { progress?.value = min(1, max(0, covered / length)) }
    case .ended:
      let velocity = pan.velocity(in: view)
      release(running, velocity: velocity.x * finger.x + velocity.y * finger.y, length: length)
    case .cancelled, .failed:
      release(running, velocity: 0, length: length, forceCancel: true)
    default:
      break
    }
  }

  /// Decides a released drag by its position projected from the finger's velocity and settles
  /// it with a spring that starts at that velocity. The screen leaving the container is sent
  /// `willMove(toParent: nil)` now: the top one when the drag completes, the one dragged in
  /// when it is cancelled.
  private func release(
    _ running: CrossTransition, velocity: Double, length: Double, forceCancel: Bool = false
  ) {
    let current = progress?.value ?? 0
    let decision = SwipeRelease(
      progress: current, cancelProgress: 0, snapPoints: [0, 1], distance: length,
      velocity: velocity, threshold: threshold, forceCancel: forceCancel)
    let commits = decision.commits
    let containment: ContainmentTransaction
    if commits {
      // A drag that goes back tells the top screen now that it leaves.
      containment =
        running.containment
        ?? begin(adding: [], removing: running.isPresenting ? [] : [running.outgoing])
    } else {
      containment = running.containment?.announcingCancel() ?? begin(adding: [], removing: [])
    }
    interactionCommits = commits
    View.animate(
      springResponse: max(0.01, animationDuration), dampingRatio: 1,
      initialVelocity: decision.normalizedVelocity
    ) {
      self.progress?.value = commits ? 1 : 0
    } completion: { [weak self] _ in
      // Weak: a container dropped with its window mid-transition is not kept by it.
      self?.finish(running, committed: commits, containment: containment)
    }
  }
}
