public import StrataKit

/// The shape every Strata container shares: appearance forwarded to the children on screen,
/// children embedded and removed with UIKit's containment callbacks in UIKit's order, misuse
/// reported the same way, and calls that arrive during a transition or a drag queued until it
/// ends.
///
/// Every container of StrataNavigation is built on it: ``StackController`` (and
/// ``NavigationController``, which is a stack), ``TabBarController``, ``PagesContainer``,
/// ``LayeredNavigationController``, ``SplitViewController`` and ``CrossNavigationController``.
/// An app's own container can be too:
///
/// - Appearance: the container forwards appearance itself
///   (`shouldAutomaticallyForwardAppearanceMethods` is false). Override
///   ``childrenReceivingAppearance`` to name the children that are on screen; the container's
///   `viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)` and `viewDidDisappear(_:)`
///   pass the transition on to them. A container that changes which children are on screen
///   sends those children `beginAppearanceTransition(_:animated:)` itself, while
///   ``isOnScreen`` is true.
/// - Containment: StrataKit's `ViewController.embed(_:in:at:frame:resizesWithSuperview:)` adds
///   a child and its view and then sends `didMove(toParent:)` (`embed(_:)` leaves the view for
///   later, `place(_:in:at:frame:resizesWithSuperview:)` shows it); `unembed(_:)` sends
///   `willMove(toParent: nil)`, takes the view out and removes the child.
/// - Misuse: each container has a typed `lastError` and a `try…` variant of every call that
///   can be misused. The UIKit-shaped call runs the `try…` variant through
///   `ignoringMisuse(returning:_:)`: a refusal leaves the state as it was, is remembered (read
///   it through the container's `lastError`) and is written to Strata's diagnostics.
/// - Transitions and queued calls: ``isTransitioning`` is true while the container runs a
///   transition or a drag of its own, or while a child it waits for runs one. Meanwhile
///   `performWhenIdle(_:)` keeps calls in order; when the transition or drag ends, the
///   container runs them and then tells the observers of its end (a parent that waits for it).
@MainActor
open class ContainerViewController: ViewController {
  /// The last refusal, untyped; each container exposes it as its typed `lastError`.
  package var reportedMisuse: (any Error)?

  private var queuedCalls: [() -> Void] = []
  /// The handlers told when a transition or a drag has ended and the container is idle.
  private var transitionEndObservers = ObserverList<ContainerViewController>()
  /// The children told about the container's running appearance transition.
  private var forwardedChildren: [ViewController] = []

  /// Creates a container with no children.
  public override init() {
    super.init()
  }

  /// Containers forward appearance to their children themselves.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  /// The children whose views are on screen with the container's, which follow its appearance
  /// transitions; none by default.
  open var childrenReceivingAppearance: [ViewController] { [] }

  /// Whether a transition or a drag is running, so that calls wait for it: one of the
  /// container's own, or one of a child it waits for (a split view's primary pushing in its
  /// stack). False for a container that runs none.
  open var isTransitioning: Bool {
    isRunningOwnTransition || awaitedChildren.contains { $0.isTransitioning }
  }

  /// Whether the container runs a transition or a drag of its own; each container answers
  /// from its own state (a running stack transition, a drag, a count of animations). False by
  /// default.
  package var isRunningOwnTransition: Bool { false }

  /// The child containers whose transitions the container's calls wait for, and whose ends it
  /// observes while calls wait; none by default.
  package var awaitedChildren: [ContainerViewController] { [] }

  /// Whether the container has appeared, so that its children get appearance callbacks when
  /// they come and go.
  public var isOnScreen: Bool { appearanceState == .appeared }

  /// Whether the container's layout runs right to left, from its trait collection: the one
  /// test every container's geometry, swipes and keys use.
  package var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }

  /// Forwards the appearance to ``childrenReceivingAppearance``. Children still told about a
  /// disappearance that has not ended (the container comes back before it is gone) and no
  /// longer on screen wait for `viewDidAppear(_:)`, which ends their disappearance.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let current = childrenReceivingAppearance
    forwardedChildren = current + pendingChildren(besides: current)
    for child in current {
      // A child not yet placed loads with the size this container will give it.
      child.loadViewIfNeeded(sizedFor: self)
      child.beginAppearanceTransition(true, animated: animated)
    }
  }

  /// Ends the appearance of ``childrenReceivingAppearance``. Children that left the screen
  /// while the container was appearing (a push from the root's `viewWillAppear(_:)`, say)
  /// disappear, and children that arrived meanwhile appear, so every child's state matches
  /// the screen.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let current = childrenReceivingAppearance
    for child in forwardedChildren where !current.contains(where: { $0 === child }) {
      settleAppearance(of: child, appeared: false, animated: animated)
    }
    forwardedChildren = []
    for child in current { settleAppearance(of: child, appeared: true, animated: animated) }
  }

  /// Forwards the disappearance to ``childrenReceivingAppearance``, and to the children still
  /// told about an appearance that has not ended (the container leaves before it arrived, after
  /// it changed which children show).
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    let current = childrenReceivingAppearance
    forwardedChildren = current + pendingChildren(besides: current)
    for child in forwardedChildren { child.beginAppearanceTransition(false, animated: animated) }
  }

  /// The controllers told about the container's last appearance transition, which has not
  /// ended, that are not in `current` and are still children or were removed without joining
  /// another parent (a page unloaded mid-way): their transition is the container's to end.
  private func pendingChildren(besides current: [ViewController]) -> [ViewController] {
    forwardedChildren.filter { child in
      (child.parent === self || child.parent == nil) && !current.contains { $0 === child }
    }
  }

  /// Ends the disappearance of the children told about it, and of any child that came on
  /// screen meanwhile. A child that has since joined another parent is that parent's to end.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    let told = forwardedChildren.filter { $0.parent === self || $0.parent == nil }
    let children = told + childrenReceivingAppearance
    forwardedChildren = []
    for child in children { settleAppearance(of: child, appeared: false, animated: animated) }
  }

  /// Brings `child` to the appeared (`appeared` true) or disappeared state: ends a transition
  /// that is running that way, or sends a whole one (`viewWillAppear` then `viewDidAppear`,
  /// or the disappearing pair); nothing when it is there already. Containers use it when a
  /// transition ends, so that a child's state matches the screen whatever happened meanwhile.
  /// Nothing either when `child` has since joined another parent: its state is that parent's.
  public func settleAppearance(of child: ViewController, appeared: Bool, animated: Bool) {
    guard child.parent == nil || child.parent === self else { return }
    switch (appeared, child.appearanceState) {
    case (true, .appeared), (false, .disappeared):
      return
    case (true, .appearing), (false, .disappearing):
      child.endAppearanceTransition()
    case (true, .disappeared), (true, .disappearing), (false, .appeared), (false, .appearing):
      child.beginAppearanceTransition(appeared, animated: animated)
      child.endAppearanceTransition()
    }
  }

  // MARK: Misuse

  /// Runs `call` (a `try…` variant) for its UIKit-shaped form: returns its result, or, when it
  /// refuses, remembers and reports the refusal (see ``reportMisuse(_:)``) and returns
  /// `fallback`.
  package func ignoringMisuse<Result, Failure: Error>(
    returning fallback: Result, _ call: () throws(Failure) -> Result
  ) -> Result {
    do {
      return try call()
    } catch {
      reportMisuse(error)
      return fallback
    }
  }

  /// Runs `call` (a `try…` variant) for its UIKit-shaped form, reporting a refusal.
  package func ignoringMisuse<Failure: Error>(_ call: () throws(Failure) -> Void) {
    ignoringMisuse(returning: (), call)
  }

  /// Remembers `error` as the container's `lastError` and reports it through Strata's
  /// diagnostics, saying what happened instead (`outcome`, by default that the call was
  /// ignored); the caller leaves the state as it was or applies the documented fallback.
  package func reportMisuse(_ error: any Error, outcome: String = "the call was ignored") {
    reportedMisuse = error
    Diagnostics.warn("\(type(of: self)): \(error); \(outcome)")
  }

  /// Forgets the last refusal: a call succeeded.
  package func clearMisuse() {
    reportedMisuse = nil
  }

  // MARK: Accessibility

  /// The screen the container last announced to a reader (see `AccessibleContainer.swift`).
  var announcedScreen: ObjectIdentifier?

  /// The gestures possible now as named actions, for a container that names them
  /// (`AccessibleContainer`); `nil` otherwise.
  open override var accessibilityCustomActions: [AccessibilityCustomAction]? {
    (self as? any AccessibleContainer)?.gestureActions
  }

  /// Goes back as a screen reader's escape asks, for a container that can; false otherwise.
  open override func accessibilityPerformEscape() -> Bool {
    (self as? any AccessibleContainer)?.goBackOnEscape() ?? false
  }

  // MARK: Queued calls

  /// Runs `call` now, or after the running transition (and the calls queued before it) when
  /// ``isTransitioning`` is true or calls are already waiting.
  package func performWhenIdle(_ call: @escaping () -> Void) {
    queuedCalls.append(call)
    runQueuedCalls()
  }

  /// Whether calls wait for the running transition.
  package var hasQueuedCalls: Bool { !queuedCalls.isEmpty }

  /// Runs the queued calls in order until one starts a transition.
  package func runQueuedCalls() {
    while !isTransitioning, !queuedCalls.isEmpty {
      queuedCalls.removeFirst()()
    }
    if !queuedCalls.isEmpty { queuedCallsAreWaiting() }
  }

  /// Takes the queued calls out of the queue, oldest first, for a parent whose own calls were
  /// made before them to run those first; ``putBackQueuedCalls(_:)`` returns them.
  package func takeQueuedCalls() -> [() -> Void] {
    defer { queuedCalls = [] }
    return queuedCalls
  }

  /// Puts `calls`, taken by ``takeQueuedCalls()``, back behind the calls queued since.
  package func putBackQueuedCalls(_ calls: [() -> Void]) {
    queuedCalls += calls
  }

  /// Called when queued calls still wait after ``runQueuedCalls()``: a container whose
  /// transition can end without a callback of its own (a child's transition) arranges here to
  /// run them when it does. Does nothing by default.
  func queuedCallsAreWaiting() {}

  // MARK: Transition end

  /// Ends a transition or a drag: runs the calls that waited for it, in order, and, when none
  /// of them started another, tells the observers of the end. Containers call it when a
  /// transition or a drag of their own ends, and when a child's that they waited for does.
  package func transitionOrDragDidEnd() {
    runQueuedCalls()
    guard !isTransitioning else { return }
    announceScreenIfChanged()
    for handler in transitionEndObservers.liveHandlers() { handler(self) }
  }

  /// Registers `handler` to run each time a transition or a drag of the container ends and
  /// leaves it idle (the calls that waited for it have run); it runs until the returned token
  /// is cancelled or released.
  package func observeTransitionEnd(_ handler: @escaping (ContainerViewController) -> Void)
    -> ObservationToken
  {
    transitionEndObservers.add(handler)
  }
}
