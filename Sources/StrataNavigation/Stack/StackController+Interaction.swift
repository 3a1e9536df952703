import StrataKit

extension StackController {
  /// The spring a released drag settles with: critically damped, with ``animationDuration``
  /// as its response, so that it is 99 % of the way there after about that long (the
  /// perceptual duration, as SwiftUI's `Spring(duration:)` means it).
  var settleSpring: Spring { Spring(response: max(0.01, animationDuration), dampingRatio: 1) }

  /// Decides whether a drag can start a transition, and which, without changing anything: a
  /// pop when the finger moves toward the trailing edge and the top is not the root, a push
  /// when it moves toward the leading edge and the top offers a next controller. A drag that
  /// starts more vertical than horizontal never begins, nor does one that a scroll view under
  /// the finger (or ``contentScrollView``) can still scroll: the stack shares drags with them
  /// by `BackSwipeArbitration`'s rule. The transition starts when the pan begins (see
  /// `handlePan(_:)`).
  func decideInteraction(
    for pan: PanGestureRecognizer, allowsPush: Bool = true
  ) -> StackInteraction? {
    guard transition == nil, !hasQueuedCalls, isViewLoaded else { return nil }
    let translation = pan.translation(in: nil)
    guard abs(translation.x) > abs(translation.y) else { return nil }
    let forward = (isRightToLeft ? -translation.x : translation.x) > 0
    guard forward ? currentStack.count > 1 : allowsPush else { return nil }
    let sharing = contentScrollView.map { [$0] } ?? []
    guard
      BackSwipeArbitration.scrollView(keepingDragOf: pan, in: view, alsoSharing: sharing) == nil
    else { return nil }
    if forward { return StackInteraction(kind: .pop, next: nil) }
    guard let source = currentStack.last as? any StackPushSource,
      let next = source.nextViewController(), next.parent == nil,
      !currentStack.contains(where: { $0 === next })
    else { return nil }
    return StackInteraction(kind: .push, next: next)
  }

  /// The way the finger moves to complete `interaction`, in window coordinates: toward the
  /// trailing edge for a pop, the leading edge for a push (mirrored right to left).
  func swipeDirection(of interaction: StackInteraction?) -> Point {
    let sign = isRightToLeft ? -1.0 : 1.0
    return Point(x: interaction?.kind == .push ? -sign : sign, y: 0)
  }

  /// Drives the interactive transition with the swipe tracker's steps: starts it when the pan
  /// begins, moves the views under the finger, and settles it as the release decides.
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
  private func beginInteraction(_ decided: StackInteraction) -> StackTransition? {
    guard transition == nil, let outgoing = currentStack.last else { return nil }
    let incoming: ViewController
    let target: [ViewController]
    switch decided.kind {
    case .pop:
      guard currentStack.count > 1 else { return nil }
      incoming = currentStack[currentStack.count - 2]
      target = Array(currentStack.dropLast())
    case .push:
      guard let next = decided.next, next.parent == nil else { return nil }
      incoming = next
      target = currentStack + [next]
    }
    let running = StackTransition(
      kind: decided.kind, outgoing: outgoing, incoming: incoming, sourceStack: currentStack,
      targetStack: target, isInteractive: true, isAnimated: true)
    panGestureRecognizer.direction = decided.kind == .pop ? .pop : .push
    transition = running
    begin(running, animated: true)
    return running
  }

  /// Places the views under the finger, `offset` points along the swipe's direction, by the
  /// original's formulas.
  private func follow(_ running: StackTransition, offset: Double) {
    let width = swipeDistance
    let sign = isRightToLeft ? -1.0 : 1.0
    // The finger's movement toward the trailing edge (mirrored right to left).
    let translation = running.kind == .pop ? offset : -offset
    View.performWithoutAnimation {
      switch running.kind {
      case .pop:
        place(running.outgoing, x: sign * max(0, translation))
        place(running.incoming, x: sign * (-width / 3 + translation / 3))
      case .push:
        place(running.incoming, x: sign * min(width, width + translation))
        place(running.outgoing, x: sign * min(0, translation / 3))
      }
    }
    let progress =
      running.kind == .pop ? max(0, translation) / width : -min(0, translation) / width
    transitionDidUpdate(running, progress: min(1, progress))
  }

  /// Settles a released drag as `decision` says, with a spring that starts at the finger's
  /// velocity.
  private func release(_ running: StackTransition, _ decision: SwipeRelease) {
    let commits = decision.commits
    let added = running.kind == .push && commits ? [running.incoming] : []
    let removed = running.kind == .pop && commits ? [running.outgoing] : []
    let containment = begin(adding: added, removing: removed)
    View.animate(
      springResponse: settleSpring.response, dampingRatio: settleSpring.dampingRatio,
      initialVelocity: decision.normalizedVelocity
    ) {
      self.layout(running, progress: commits ? 1 : 0)
    } completion: { [weak self] _ in
      // Weak: a container dropped with its window mid-transition is not kept by it.
      self?.finish(running, committed: commits, containment: containment)
    }
  }
}
