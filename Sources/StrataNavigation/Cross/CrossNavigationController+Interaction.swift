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

  /// Starts the interactive transition `decided` describes, if it is still possible, and
  /// returns it.
  func beginInteraction(_ decided: CrossInteraction) -> CrossTransition? {
    guard transition == nil, let top = currentStack.last else { return nil }
    let running: CrossTransition
    if let next = decided.destination {
      guard next.parent == nil else { return nil }
      // The screen dragged in is a child from the start: containment before appearance.
      let containment = begin(adding: [next], removing: [])
      running = CrossTransition(
        kind: .push, outgoing: top.controller, incoming: next, sourceStack: currentStack,
        targetStack: currentStack + [CrossEntry(controller: next, direction: decided.direction)],
        isInteractive: true, isAnimated: true, containment: containment)
    } else {
      guard currentStack.count > 1, top.direction != nil else { return nil }
      running = CrossTransition(
        kind: .pop, outgoing: top.controller,
        incoming: currentStack[currentStack.count - 2].controller, sourceStack: currentStack,
        targetStack: Array(currentStack.dropLast()), isInteractive: true, isAnimated: true)
    }
    transition = running
    begin(running, animated: true, reportsStart: true)
    return running
  }

  /// Moves the views to where the finger is, `offset` points along the locked axis.
  func follow(_ running: CrossTransition, offset: Double) {
    let fraction = offset / swipeDistance
    View.performWithoutAnimation { progress?.value = min(1, max(0, fraction)) }
  }
}
