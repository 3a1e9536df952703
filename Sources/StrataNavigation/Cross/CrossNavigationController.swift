public import StrataKit

/// Navigation in four directions: screens presented from the left, the top, the right or the
/// bottom, by call or dragged in under the finger; the CrossNavigation of Strata.
///
/// A presented screen starts one full width (or height) off its side and slides in while the
/// old one slides out the other way (0.3 s, ease-in-out); dismissing is the reverse. A drag
/// locks its axis and sign on its first movement past the slop: a finger moving left asks for
/// the `.right` destination, moving up for `.bottom`. It goes back when that is the top
/// screen's way back (the opposite of the side it came from), or brings in the screen the top
/// one offers for that side (``CrossNavigationParticipant/destination(for:)``, or the
/// ``graph``), when ``CrossNavigationParticipant/shouldAutotransit(to:presenting:)`` agrees
/// (asked before the screen is made); otherwise it does nothing. The screen being dragged in is
/// a child of the container from the drag's start, with its traits; a cancelled drag removes
/// it again. Progress is the offset along the axis over the width (or height), reported every
/// frame to both screens through ``CrossNavigationParticipant/viewIsAppearing(_:)``. A call may
/// present from any side, the top screen's way back included, and
/// `dismiss(to:direction:animated:completion:)` chooses the side the screen left on top comes
/// back from; completions run once the transition has ended.
///
/// Beyond the original: a release decides by the position projected from the finger's velocity
/// (a throw finishes or cancels; a slow release finishes past ``threshold``) and settles with a
/// spring seeded with that velocity; a cancelled drag settles back and sends the reverse
/// appearance callbacks; calls made during a transition or a drag are queued and applied to the
/// screens it leaves. Misuse never crashes: the UIKit-shaped calls ignore it and record why in
/// ``lastError``; the `try…` variants throw a ``CrossNavigationControllerError``. Alt+arrow
/// presents the destination on that side or, for the arrow of the way back, dismisses; a
/// trackpad's two-finger swipe drags; right to left, `.left` and `.right` swap sides.
/// Navigation and tab bar controllers can be screens: their bars travel with their views, and a
/// navigation controller's edge pop takes precedence over the cross drag where it applies.
///
/// | CrossNavigation | CrossNavigationController |
/// | --- | --- |
/// | a `CNViewController` (or `CNNavigationController`, `CNTabBarController`) as the first screen | `init(rootViewController:)` with any controller |
/// | `presentViewController:direction:animated:completion:` | `present(_:direction:animated:completion:)` |
/// | `dismissViewControllerAnimated:completion:` | `dismiss(animated:completion:)` (returns the dismissed screen) |
/// | `dismissViewControllerToDirection:animated:completion:` on an earlier screen | `dismiss(to:direction:animated:completion:)` |
/// | the chain of presented controllers | `viewControllers`, `topViewController`, `direction(of:)` |
/// | `CNDirection` (`CNDirectionLeft`, `Top`, `Right`, `Bottom`) | ``CrossDirection`` (`.left`, `.top`, `.right`, `.bottom`) |
/// | `leftClass`, `topClass`, `rightClass`, `bottomClass` | ``CrossNavigationParticipant/destination(for:)`` |
/// | `shouldAutotransitToDirection:present:` | ``CrossNavigationParticipant/shouldAutotransit(to:presenting:)`` |
/// | `viewIsAppearing:` (percent complete) | ``CrossNavigationParticipant/viewIsAppearing(_:)`` |
/// | `supportsInteractiveTransition` | ``CrossNavigationParticipant/supportsInteractiveTransition`` |
/// | storyboard keys `leftID`, `topID`, `rightID`, `bottomID` | ``CrossNavigationGraph`` JSON (`left`, `top`, `right`, `bottom`), `init(graph:)` |
/// | (none) | `viewController.crossNavigationController` |
/// | (none) | `tryPresent(_:direction:animated:completion:)`, `tryDismiss(animated:completion:)`, `tryDismiss(to:direction:animated:completion:)`, ``lastError`` |
@MainActor
open class CrossNavigationController: ContainerViewController {
  /// The screens, root first, as they are once the running transition and the queued calls are
  /// done (a drag under the finger counts as cancelled).
  public var viewControllers: [ViewController] { plannedStack.map(\.controller) }

  /// The screen on top, once queued calls have run.
  public var topViewController: ViewController? { plannedStack.last?.controller }

  /// The side `viewController` was presented from; `nil` for the root and for a controller
  /// that is not one of the screens.
  public func direction(of viewController: ViewController) -> CrossDirection? {
    plannedStack.first { $0.controller === viewController }?.direction
  }

  /// The pan that drives interactive presents and dismisses; attached to the container's view.
  /// It takes a trackpad's two-finger swipe as a drag.
  public let panGestureRecognizer = PanGestureRecognizer()

  /// How long an animated present or dismiss takes, in seconds; defaults to 0.3 (ease-in-out).
  /// A released drag settles with a critically damped spring whose response is this duration.
  public var animationDuration = 0.3

  /// The fraction of the width or height (0…1) a released drag must reach, after projecting
  /// its velocity, to complete; defaults to 0.5.
  public var threshold: Double {
    get { swipeTracker.threshold }
    set { swipeTracker.threshold = newValue.isFinite ? min(1, max(0, newValue)) : 0.5 }
  }

  /// The graph the screens were made from, when the container was created with
  /// `init(graph:)`; it answers for screens that do not offer a destination themselves.
  public let graph: CrossNavigationGraph?

  /// Why the last UIKit-shaped call that was refused was refused, if one was; a call that
  /// succeeds clears it.
  public var lastError: CrossNavigationControllerError? {
    reportedMisuse as? CrossNavigationControllerError
  }

  /// The screens as they are on screen now.
  var currentStack: [CrossEntry]
  /// The calls queued behind the running transition or drag, oldest first.
  var queuedStackCalls = ContainerCallQueue<CrossCall>()
  /// The running transition, animated or interactive.
  var transition: CrossTransition?
  /// The screens the top screen offers toward each side, asked once per top screen for a
  /// reader's actions (see `CrossNavigationController+Accessibility.swift`).
  var offeredDestinations: (top: ObjectIdentifier, screens: [CrossDirection: ViewController])?
  /// The swipe of the container's pan: pending from `gestureRecognizerShouldBegin(_:)` (which
  /// transition the pan would drive) until the pan begins, dragging while the finger is down,
  /// finishing while the released drag settles (`commits` says how it ends).
  let swipeTracker = SwipeTracker<CrossInteraction>(threshold: 0.5)
  /// The progress of the running transition (0 = start, 1 = done), animated by presents,
  /// dismisses and settles; it moves the views and reports `viewIsAppearing` every frame.
  var progress: AnimatedValue<Double>?
  /// The progress last reported to the transition's screens.
  var reportedProgress: Double?
  /// The graph screen each controller made from the graph stands for.
  var graphScreens: [ObjectIdentifier: CrossGraphScreen] = [:]

  /// Creates a container with `rootViewController` as its first screen.
  public init(rootViewController: ViewController) {
    currentStack = [CrossEntry(controller: rootViewController, direction: nil)]
    graph = nil
    super.init()
    embed(rootViewController)
  }

  /// Creates a container that runs `graph`: its root screen first, and the destinations the
  /// graph names for each side.
  public init(graph: CrossNavigationGraph) {
    let root = graph.makeScreen(graph.root)
    currentStack = [CrossEntry(controller: root, direction: nil)]
    self.graph = graph
    super.init()
    remember(root, as: graph.root)
    embed(root)
  }

  /// The top screen follows the container's appearance.
  open override var childrenReceivingAppearance: [ViewController] {
    currentStack.last.map { [$0.controller] } ?? []
  }

  /// Whether a present, a dismiss or a drag is running; calls made meanwhile wait for it.
  package override var isRunningOwnTransition: Bool { transition != nil }

  /// Sets up the view, the pan and the top screen's view.
  open override func viewDidLoad() {
    super.viewDidLoad()
    prepareSlidingScreens(with: panGestureRecognizer)
    view.addGestureRecognizer(panGestureRecognizer)
    let value = AnimatedValue(0.0, view: view)
    value.onChange = { [weak self] fraction in self?.progressDidChange(to: fraction) }
    progress = value
    if let top = currentStack.last?.controller { place(top, in: view, at: 0) }
  }

  /// Keeps the views of the transition (or the top view) filling the container's bounds.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if let running = transition {
      View.performWithoutAnimation {
        layout(running, progress: progress?.presentationValue ?? 0)
      }
    } else if let top = currentStack.last?.controller, top.isViewLoaded {
      View.performWithoutAnimation { top.view.frame = view.bounds }
    }
  }

  /// The container takes first-responder status so its keyboard shortcuts work.
  open override var canBecomeFirstResponder: Bool { true }

  /// The top screen: keys go to it when nothing inside the container holds the focus.
  open override var childForKeyCommands: ViewController? { topViewController }

  /// Alt+arrow presents the destination on that side, or dismisses for the arrow of the top
  /// screen's way back (left and right swap right to left).
  open override var keyCommands: [KeyCommand] {
    let arrows: [(Key, CrossDirection)] = [
      (.leftArrow, .left), (.upArrow, .top), (.rightArrow, .right), (.downArrow, .bottom),
    ]
    return arrows.map { key, side in
      KeyCommand(input: key, modifiers: .alternate, title: "Go \(side)") { [weak self] _ in
        guard let self else { return }
        self.navigate(toward: side.onScreen(rightToLeft: self.isRightToLeft))
      }
    }
  }

  /// Goes toward `direction` as a key asks: back when it is the top screen's way back,
  /// otherwise to the destination the top screen offers, if `shouldAutotransit` agrees.
  func navigate(toward direction: CrossDirection) {
    guard let top = plannedStack.last else { return }
    let participant = top.controller as? any CrossNavigationParticipant
    if direction == top.backDirection {
      guard participant?.shouldAutotransit(to: direction, presenting: false) ?? true else {
        return
      }
      dismiss(animated: true)
      return
    }
    guard let next = autotransitDestination(from: top, toward: direction) else { return }
    present(next, direction: direction, animated: true)
  }

  /// The screen a drag or a key toward `direction` brings in over `entry`, when
  /// `shouldAutotransit(to:presenting:)` agrees: asked first, so that a refusal makes nothing.
  func autotransitDestination(from entry: CrossEntry, toward direction: CrossDirection)
    -> ViewController?
  {
    guard direction != entry.backDirection else { return nil }
    let participant = entry.controller as? any CrossNavigationParticipant
    guard participant?.shouldAutotransit(to: direction, presenting: true) ?? true else {
      return nil
    }
    return destination(from: entry, toward: direction)
  }

  /// The screen `entry` offers toward `direction`: its own answer as a participant, else the
  /// graph's. A screen made from the graph is remembered as the graph screen it stands for.
  func destination(from entry: CrossEntry, toward direction: CrossDirection) -> ViewController? {
    guard direction != entry.backDirection else { return nil }
    if let participant = entry.controller as? any CrossNavigationParticipant,
      let offered = participant.destination(for: direction)
    {
      return offered
    }
    guard let graph, let screen = graphScreens[ObjectIdentifier(entry.controller)],
      screen.controller === entry.controller,
      let identifier = graph.destination(of: screen.identifier, toward: direction)
    else { return nil }
    let made = graph.makeScreen(identifier)
    remember(made, as: identifier)
    return made
  }

  /// Records that `controller` stands for the graph screen `identifier`, forgetting
  /// controllers that are gone.
  private func remember(_ controller: ViewController, as identifier: String) {
    graphScreens = graphScreens.filter { $0.value.controller != nil }
    graphScreens[ObjectIdentifier(controller)] = CrossGraphScreen(
      controller: controller, identifier: identifier)
  }
}

// MARK: - GestureRecognizerDelegate

extension CrossNavigationController: GestureRecognizerDelegate {
  /// Lets the pan begin only for a drag that has a transition to drive, and remembers which;
  /// the transition itself starts when the pan begins.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? PanGestureRecognizer, pan === panGestureRecognizer
    else { return true }
    let decided = decideInteraction(for: pan)
    swipeTracker.prepare(
      decided, for: pan, direction: decided?.fingerDirection ?? .zero, in: view)
    return decided != nil
  }

  /// Makes the pan wait for the edge pans inside the top screen (a navigation controller's
  /// back swipe), so that they take precedence where they apply.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === panGestureRecognizer,
      otherGestureRecognizer is ScreenEdgePanGestureRecognizer,
      let otherView = otherGestureRecognizer.view,
      let topView = currentStack.last?.controller.viewIfLoaded
    else { return false }
    return otherView.isDescendant(of: topView)
  }

  /// Makes the pan of every scroll view inside the container wait for the container's pan to
  /// fail; the pan fails when that scroll view can still scroll the way the finger moves
  /// (`BackSwipeArbitration`).
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === panGestureRecognizer, isViewLoaded else { return false }
    return BackSwipeArbitration.scrollPan(
      otherGestureRecognizer, waitsForPanIn: view, vertically: true)
  }
}

// MARK: - ScreenStack

extension CrossNavigationController: ScreenStack {
  /// The screens that leave together are told top first.
  static var tellsTopFirstWhenLeaving: Bool { true }
}

// MARK: - Swipeable

extension CrossNavigationController: Swipeable {
  /// The width of the container for a horizontal drag, its height for a vertical one: a swipe
  /// of progress 1 moves a screen across it. The axis is the running drag's, or the pending
  /// one's before it begins.
  var swipeDistance: Double {
    guard isViewLoaded else { return 1 }
    let side = transition?.side ?? swipeTracker.intent?.direction ?? .right
    return max(1, side.isHorizontal ? view.bounds.width : view.bounds.height)
  }

  /// Where the drag began (0) and where its transition completes (1).
  var swipeSnapPoints: [Double] { [0, 1] }

  /// How far the moving screen (the one a present brings in, the one a dismiss takes away)
  /// has come toward where the transition completes, read from its frame; 0 without an
  /// interactive transition.
  var swipeProgress: Double {
    guard let running = transition, running.isInteractive, isViewLoaded else { return 0 }
    let moving = running.isPresenting ? running.incoming : running.outgoing
    guard let frame = moving.viewIfLoaded?.frame else { return 0 }
    let unit = running.side.onScreen(rightToLeft: isRightToLeft).unitVector
    let offset = (frame.minX - view.bounds.minX) * unit.x + (frame.minY - view.bounds.minY) * unit.y
    let covered = offset / swipeDistance
    return running.isPresenting ? 1 - covered : covered
  }

  /// A cancelled drag returns to where it began.
  var swipeCancelProgress: Double { 0 }
}
