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
      return CrossInteraction(direction: direction, destination: nil, fingerDirection: finger)
    }
    guard let next = autotransitDestination(from: top, toward: direction), next.parent == nil,
      next !== self, !isDescendant(of: next),
      !currentStack.contains(where: { $0.controller === next })
    else { return nil }
    return CrossInteraction(direction: direction, destination: next, fingerDirection: finger)
  }

  /// Drives the interactive transition with the swipe tracker's steps: starts it when the pan
  /// begins, moves the views with the finger along the locked axis, and settles it as the
  /// release decides.
  func handlePan(_ pan: PanGestureRecognizer) {
    guard let step = swipeTracker.handle(pan, for: self) else { return }
    switch step {
    case .begin(let decided, let offset, _):
      guard let running = beginInteraction(decided) else {
        swipeTracker.reset()
        return
      }
      follow(running, offset: offset)
    case .follow(let offset, _):
      guard let running = transition, running.isInteractive else { return }
      follow(running, offset: offset)
    case .release(let decision):
      guard let running = transition, running.isInteractive else {
        swipeTracker.didFinish()
        return
      }
      release(running, decision)
    }
  }

  /// Starts the interactive transition `decided` describes, if it is still possible, and
  /// returns it.
  private func beginInteraction(_ decided: CrossInteraction) -> CrossTransition? {
    guard transition == nil, let top = currentStack.last else { return nil }
    let running: CrossTransition
    if let next = decided.destination {
      guard next.parent == nil else { return nil }
      // The screen dragged in is a child from the start: containment before appearance.
      let containment = begin(adding: [next], removing: [])
      running = CrossTransition(
        isPresenting: true, side: decided.direction, outgoing: top.controller, incoming: next,
        sourceStack: currentStack,
        targetStack: currentStack + [CrossEntry(controller: next, direction: decided.direction)],
        isInteractive: true, containment: containment)
    } else {
      guard currentStack.count > 1, let side = top.direction else { return nil }
      running = CrossTransition(
        isPresenting: false, side: side, outgoing: top.controller,
        incoming: currentStack[currentStack.count - 2].controller, sourceStack: currentStack,
        targetStack: Array(currentStack.dropLast()), isInteractive: true, containment: nil)
    }
    transition = running
    begin(running, animated: true, reportsStart: true)
    return running
  }

  /// Moves the views to where the finger is, `offset` points along the locked axis.
  private func follow(_ running: CrossTransition, offset: Double) {
    let fraction = offset / swipeDistance
    View.performWithoutAnimation { progress?.value = min(1, max(0, fraction)) }
  }

  /// Settles a released drag as `decision` says, with a spring that starts at the finger's
  /// velocity. The screen leaving the container is sent `willMove(toParent: nil)` now: the top
  /// one when the drag completes, the one dragged in when it is cancelled.
  private func release(_ running: CrossTransition, _ decision: SwipeRelease) {
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
