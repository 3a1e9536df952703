import StrataKit

/// A container whose children are a stack of screens with one on top, which a push brings in
/// and a pop takes away, by a call or under the finger: the one engine that
/// ``StackController`` (and so ``NavigationController``) and ``CrossNavigationController``
/// configure.
///
/// The engine keeps the calls that wait for a transition or a drag as ``ScreenStackCall``
/// values and folds them into the screens they plan; begins a call's change with its
/// containment and ends every transition with containment and appearance in UIKit's order;
/// runs a call's transition over ``animationDuration`` and settles a released drag with a
/// spring; and drives the drags through the container's ``SwipeTracker``. A container keeps
/// its geometry (where the screens go for a progress along its axis: ``follow(_:offset:)``,
/// ``moveScreens(of:to:)``), what it does around a transition (``finish(_:committed:containment:)``)
/// and its own API.
@MainActor
protocol ScreenStack: ContainerViewController, Swipeable, GestureRecognizerDelegate {
  /// What the container keeps about each screen.
  associatedtype Entry: ScreenStackEntry
  /// The container's typed refusal.
  associatedtype Failure: ScreenStackError
  /// What a pan drives once it begins, as the container decides it.
  associatedtype Intent

  /// The screens as they are on screen now, root first.
  var currentStack: [Entry] { get set }
  /// The running transition, animated or interactive.
  var transition: ScreenTransition<Entry>? { get }
  /// The calls queued behind the running transition or drag, oldest first.
  var queuedStackCalls: ContainerCallQueue<ScreenStackCall<Entry, Failure>> { get set }
  /// The swipe of the container's pans.
  var swipeTracker: SwipeTracker<Intent> { get }
  /// How long a call's animated transition takes, in seconds; also the response of the
  /// spring a released drag settles with.
  var animationDuration: Double { get }
  /// Whether the screens that leave together are told top first, rather than root first.
  static var tellsTopFirstWhenLeaving: Bool { get }

  /// Moves from the current screens to `target` for `call`, a queued call whose turn came.
  func perform(_ call: ScreenStackCall<Entry, Failure>, setting target: [Entry])
  /// Starts the interactive transition `decided` describes, if it is still possible, and
  /// returns it.
  func beginInteraction(_ decided: Intent) -> ScreenTransition<Entry>?
  /// Places the screens of `running` under the finger, `offset` points along the swipe's
  /// direction.
  func follow(_ running: ScreenTransition<Entry>, offset: Double)
  /// Moves the screens of `running` to `progress` (0 = start, 1 = done); inside an animation
  /// block they move there over time.
  func moveScreens(of running: ScreenTransition<Entry>, to progress: Double)
  /// Ends `finished`, committed or cancelled, with `containment` (see
  /// ``settleScreens(of:committed:containment:)``), and tells whoever waits for it.
  func finish(
    _ finished: ScreenTransition<Entry>, committed: Bool, containment: ContainmentTransaction)
}

extension ScreenStack {
  // MARK: Calls and the planned screens

  /// The screens once the running transition and every queued call are done. A drag still
  /// under the finger counts as cancelled: its outcome is applied when the finger lifts.
  /// - Complexity: O(*c* · *n*²) for *c* queued calls over *n* screens.
  var plannedStack: [Entry] {
    queuedStackCalls.planned(from: settledStack, owner: self)
  }

  /// The screens as the running transition leaves them, or the current ones.
  private var settledStack: [Entry] {
    guard let transition else { return currentStack }
    if transition.isInteractive, swipeTracker.commits != true { return currentStack }
    return transition.targetStack
  }

  /// Checks `call` against the planned screens, then runs it now or after the running
  /// transition or drag.
  func enqueue(_ call: ScreenStackCall<Entry, Failure>) throws(Failure) {
    _ = try call.applied(to: plannedStack, owner: self)
    clearMisuse()
    queuedStackCalls.append(call)
    performWhenIdle { [weak self] in self?.runFirstQueuedCall() }
  }

  /// Applies the oldest queued call to the screens as they are now; a call that no longer
  /// applies (its controller went meanwhile, or joined another container) is reported and
  /// skipped, and its completion runs with the error.
  private func runFirstQueuedCall() {
    guard let call = queuedStackCalls.popFirst() else { return }
    do {
      let target = try call.applied(to: currentStack, owner: self)
      perform(call, setting: target)
    } catch {
      reportMisuse(error)
      call.completion?(error)
    }
  }

  // MARK: A call's transition

  /// Begins the change from the current screens to `target` for `call`: the controllers that
  /// join are added and those that leave are told (top first or root first, as the container
  /// tells them), and the transition that shows the change is returned, not yet started. It
  /// animates when the call does and the container is in a window. When the top stays, the
  /// change completes at once (containment committed, the screens set, the call's completion
  /// run) and the result is `nil`.
  func beginChange(
    for call: ScreenStackCall<Entry, Failure>, to target: [Entry]
  ) -> ScreenTransition<Entry>? {
    guard let outgoing = currentStack.last?.controller, let incoming = target.last?.controller
    else {
      call.completion?(nil)
      return nil
    }
    let added = target.map(\.controller).filter { controller in
      !currentStack.contains { $0.controller === controller }
    }
    var removed = currentStack.map(\.controller).filter { controller in
      !target.contains { $0.controller === controller }
    }
    if Self.tellsTopFirstWhenLeaving { removed.reverse() }
    let containment = begin(adding: added, removing: removed)
    guard outgoing !== incoming else {
      containment.commit()
      currentStack = target
      call.completion?(nil)
      return nil
    }
    let isPop = currentStack.contains { $0.controller === incoming }
    return ScreenTransition(
      kind: isPop ? .pop : .push, outgoing: outgoing, incoming: incoming,
      sourceStack: currentStack, targetStack: target, isInteractive: false,
      isAnimated: call.animated && isViewLoaded && view.window != nil,
      returnSide: call.returnSide, containment: containment,
      completion: call.completion.map { completion in { completion(nil) } })
  }

  /// Runs a call's transition, begun, to its end: over ``animationDuration`` (ease-in-out)
  /// when it animates, else at once.
  func run(_ running: ScreenTransition<Entry>) {
    let containment = running.containment ?? begin(adding: [], removing: [])
    guard running.isAnimated else {
      finish(running, committed: true, containment: containment)
      return
    }
    View.animate(withDuration: animationDuration, curve: .easeInOut) {
      self.moveScreens(of: running, to: 1)
    } completion: { [weak self] _ in
      // Weak: a container dropped with its window mid-transition is not kept by it.
      self?.finish(running, committed: true, containment: containment)
    }
  }

  /// Ends the containment and appearance of `finished`. On commit the outgoing view leaves
  /// (unless another container took it meanwhile), the outgoing screen ends disappeared, the
  /// incoming one is brought to match the container, `containment` completes and the screens
  /// become the transition's target. On cancel the incoming view leaves with the reverse
  /// appearance callbacks (UIKit's order) and `containment` is undone. The side that stays is
  /// brought to match the container while it is on screen or has disappeared, even when the
  /// transition began while the container itself was appearing or going away.
  func settleScreens(
    of finished: ScreenTransition<Entry>, committed: Bool, containment: ContainmentTransaction
  ) {
    let onScreen = isOnScreen
    let offScreen = appearanceState == .disappeared
    if committed {
      if let outgoingView = finished.outgoing.viewIfLoaded, outgoingView.superview === viewIfLoaded
      {
        outgoingView.removeFromSuperview()
      }
      // The outgoing view has left, whatever the container's own appearance is doing.
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
  }

  // MARK: Swipes

  /// Sets up the container's view for screens that slide: clipped to its bounds, with `pan`
  /// asking the container whether it may begin and driving its swipes (a trackpad's
  /// two-finger swipe counts as a drag). The caller adds `pan` to a view.
  func prepareSlidingScreens(with pan: PanGestureRecognizer) {
    view.clipsToBounds = true
    pan.delegate = self
    pan.allowedScrollTypes = .continuous
    pan.addAction { [weak self] pan in self?.handlePan(pan) }
  }

  /// The spring a released drag settles with: critically damped, with ``animationDuration``
  /// as its response, so that it is 99 % of the way there after about that long (the
  /// perceptual duration, as SwiftUI's `Spring(duration:)` means it).
  var settleSpring: Spring { Spring(response: max(0.01, animationDuration), dampingRatio: 1) }

  /// Drives the interactive transition with the swipe tracker's steps: starts it when the pan
  /// begins, moves the screens under the finger, and settles it as the release decides.
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

  /// Settles a released drag as `decision` says, with a spring that starts at the finger's
  /// velocity. The containment the release decides begins now: a completing drag's screen
  /// that leaves is told so, and one that joins is added unless it joined at the drag's start;
  /// a cancelled drag's screen that joined at its start is told that it leaves again.
  private func release(_ running: ScreenTransition<Entry>, _ decision: SwipeRelease) {
    let commits = decision.commits
    let containment: ContainmentTransaction
    if commits {
      containment =
        running.containment
        ?? begin(
          adding: running.kind == .push ? [running.incoming] : [],
          removing: running.kind == .pop ? [running.outgoing] : [])
    } else {
      containment = running.containment?.announcingCancel() ?? begin(adding: [], removing: [])
    }
    let spring = settleSpring
    View.animate(
      springResponse: spring.response, dampingRatio: spring.dampingRatio,
      initialVelocity: decision.normalizedVelocity
    ) {
      self.moveScreens(of: running, to: commits ? 1 : 0)
    } completion: { [weak self] _ in
      // Weak: a container dropped with its window mid-transition is not kept by it.
      self?.finish(running, committed: commits, containment: containment)
    }
  }
}
