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
    if forward { return StackInteraction(pan: pan, kind: .pop, next: nil) }
    guard let source = currentStack.last as? any StackPushSource,
      let next = source.nextViewController(), next.parent == nil,
      !currentStack.contains(where: { $0 === next })
    else { return nil }
    return StackInteraction(pan: pan, kind: .push, next: next)
  }

  /// Starts the interactive transition decided for `pan`, if it is still possible.
  private func beginInteraction(for pan: PanGestureRecognizer) {
    guard let decided = decidedInteraction, decided.pan === pan else { return }
    decidedInteraction = nil
    guard transition == nil, let outgoing = currentStack.last else { return }
    let incoming: ViewController
    let target: [ViewController]
    switch decided.kind {
    case .pop:
      guard currentStack.count > 1 else { return }
      incoming = currentStack[currentStack.count - 2]
      target = Array(currentStack.dropLast())
    case .push:
      guard let next = decided.next, next.parent == nil else { return }
      incoming = next
      target = currentStack + [next]
    }
    let running = StackTransition(
      kind: decided.kind, outgoing: outgoing, incoming: incoming, sourceStack: currentStack,
      targetStack: target, isInteractive: true, isAnimated: true)
    panGestureRecognizer.direction = decided.kind == .pop ? .pop : .push
    transition = running
    begin(running, animated: true)
  }

  /// Drives the interactive transition with the pan: starts it when the pan begins, moves the
  /// views under the finger, and settles it when the finger lifts.
  func handlePan(_ pan: PanGestureRecognizer) {
    if pan.state == .began { beginInteraction(for: pan) }
    guard let running = transition, running.isInteractive else { return }
    let width = max(1, contentFrame.width)
    let sign = isRightToLeft ? -1.0 : 1.0
    let translation = sign * pan.translation(in: nil).x
    switch pan.state {
    case .began, .changed:
      follow(running, translation: translation, width: width)
    case .ended:
      release(running, velocity: sign * pan.velocity(in: nil).x, width: width)
    case .cancelled, .failed:
      release(running, velocity: 0, width: width, forceCancel: true)
    default:
      break
    }
  }

  /// Places the views under the finger, by the original's formulas.
  private func follow(_ running: StackTransition, translation: Double, width: Double) {
    let sign = isRightToLeft ? -1.0 : 1.0
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

  /// Decides a released drag by its position projected from the finger's velocity and settles
  /// it with a spring that starts at that velocity.
  private func release(
    _ running: StackTransition, velocity: Double, width: Double, forceCancel: Bool = false
  ) {
    let sign = isRightToLeft ? -1.0 : 1.0
    let moving: ViewController = running.kind == .pop ? running.outgoing : running.incoming
    let x = sign * (moving.viewIfLoaded.map { $0.frame.minX - contentFrame.minX } ?? 0)
    let covered = running.kind == .pop ? x : width - x
    let decision = SwipeRelease(
      progress: covered / width, cancelProgress: 0, snapPoints: [0, 1], distance: width,
      velocity: running.kind == .pop ? velocity : -velocity, threshold: threshold,
      forceCancel: forceCancel)
    let commits = decision.commits
    let added = running.kind == .push && commits ? [running.incoming] : []
    let removed = running.kind == .pop && commits ? [running.outgoing] : []
    let containment = begin(adding: added, removing: removed)
    interactionCommits = commits
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
