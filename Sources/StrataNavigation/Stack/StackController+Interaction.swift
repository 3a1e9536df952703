import StrataKit

extension StackController {
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

  /// Starts the interactive transition `decided` describes, if it is still possible, and
  /// returns it.
  func beginInteraction(_ decided: StackInteraction) -> StackTransition? {
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
  func follow(_ running: StackTransition, offset: Double) {
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
}
