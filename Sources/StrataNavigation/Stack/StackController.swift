public import StrataKit

/// A navigation stack in which a horizontal pan anywhere pops (drag toward the trailing edge)
/// or pushes (drag toward the leading edge, when the top controller offers a next one): the
/// CWStackController of Strata.
///
/// Pushed views slide in from the trailing edge over the previous one, which moves a third of
/// the width the other way (parallax) and leaves the hierarchy when covered; pushed views carry a
/// shadow on their leading edge. A release decides by the position projected from the finger's
/// velocity (as `UIScrollView` projects), so a fling completes below ``threshold`` and a drag
/// thrown back cancels; the settle is a spring that starts at the finger's speed and takes
/// about ``animationDuration``.
///
/// Calls made while a transition or a drag runs are queued and run in order when it ends, on
/// the stack it leaves: a push made during a pop drag that completes lands on the popped stack.
/// Until the finger lifts, ``viewControllers`` counts the drag as cancelled; a queued call that
/// no longer applies then (a pop of what is now the root) is refused as a direct call would be.
/// Misuse never crashes: the UIKit-shaped calls ignore it, report it to Strata's diagnostics
/// and record why in ``lastError``; the `try…` variants throw a ``StackControllerError``. Right-to-left layouts mirror every direction. With a
/// hardware keyboard, Alt+Left pops and Alt+Right pushes (mirrored in right-to-left layouts).
///
/// | CWStackController | StackController |
/// | --- | --- |
/// | `initWithRootViewController:` | `init(rootViewController:)` |
/// | `pushViewController:animated:` | `push(_:animated:)` |
/// | `popViewControllerAnimated:` | `pop(animated:)` |
/// | `popToViewController:animated:` | `pop(to:animated:)` |
/// | `popToRootViewControllerAnimated:` | `popToRoot(animated:)` |
/// | `viewControllers`, `setViewControllers:animated:` | `viewControllers`, `setViewControllers(_:animated:)` |
/// | `topViewController` | `topViewController` |
/// | `panGestureRecognizer` (`CWStackPanGestureRecognizer`, `direction`) | `panGestureRecognizer` (``StackPanGestureRecognizer``, `direction`) |
/// | `threshold` (the dragged fraction on release) | ``threshold`` (the fraction reached by the position projected from the release: covered + v / 1000 / (1 − 0.998), as `UIScrollView` projects) |
/// | `durationForAnimations` (pushes, pops and the settle) | ``animationDuration`` (pushes and pops; the settle is a spring of that response seeded with the finger's velocity) |
/// | `shadowColor`, `shadowOffset`, `shadowOpacity` (radius: Core Animation's 3) | `shadowColor`, `shadowOffset`, `shadowOpacity`, `shadowRadius` (3) |
/// | `contentScrollView` | `contentScrollView` |
/// | `CWStackProtocol` `nextViewController` | ``StackPushSource`` `nextViewController()` |
/// | `viewController.stackController` | `viewController.stackController` |
@MainActor
open class StackController: ContainerViewController {
  /// The controllers in the stack, root first, as they are once the running transition and the
  /// queued calls are done (a drag under the finger counts as cancelled).
  public var viewControllers: [ViewController] { plannedStack }

  /// The controller on top of the stack, once queued calls have run.
  public var topViewController: ViewController? { plannedStack.last }

  /// The pan that drives interactive pushes and pops; attached to the stack's view.
  public let panGestureRecognizer = StackPanGestureRecognizer()

  /// The fraction of the width (0…1) a released drag must reach, after projecting its
  /// velocity, to complete; defaults to 0.15.
  public var threshold: Double {
    get { swipeTracker.threshold }
    set { swipeTracker.threshold = newValue.isFinite ? min(1, max(0, newValue)) : 0.15 }
  }

  /// How long an animated push or pop takes, in seconds; defaults to 0.2. A released drag
  /// settles with a critically damped spring seeded with the finger's velocity whose response
  /// is this duration (it is 99 % of the way there after about this long).
  public var animationDuration = 0.2

  /// The colour of pushed views' shadow; defaults to light grey.
  public var shadowColor = Color.lightGray { didSet { updateShadows() } }
  /// The offset of pushed views' shadow, in points; defaults to (−2, 0).
  public var shadowOffset = Size(width: -2, height: 0) { didSet { updateShadows() } }
  /// The opacity of pushed views' shadow, 0…1; defaults to 0.5.
  public var shadowOpacity = 0.5 { didSet { updateShadows() } }
  /// The blur radius of pushed views' shadow, in points; defaults to 3, Core Animation's
  /// default that CWStackController kept.
  public var shadowRadius = 3.0 { didSet { updateShadows() } }

  /// A scroll view in the content that shares horizontal drags with the stack: a pop drag
  /// begins only when it is at its leading edge, a push drag only at its trailing edge;
  /// otherwise it scrolls. Every horizontally scrolling view under the finger already shares
  /// drags this way; this one does so wherever the drag starts.
  public weak var contentScrollView: ScrollView? {
    didSet {
      contentScrollView?.panGestureRecognizer.require(toFail: panGestureRecognizer)
    }
  }

  /// Why the last UIKit-shaped call that was refused was refused, if one was; a call that
  /// succeeds clears it.
  public var lastError: StackControllerError? { reportedMisuse as? StackControllerError }

  /// The stack as it is on screen now.
  var currentStack: [ViewController]
  /// The calls queued behind the running transition or drag, oldest first.
  var queuedStackCalls = ContainerCallQueue<StackCall>()
  var transition: StackTransition?
  /// The swipe of the stack's pans: pending from `gestureRecognizerShouldBegin(_:)` (which
  /// transition the pan would drive) until the pan begins, dragging while the finger is down,
  /// finishing while the released drag settles (`commits` says how it ends).
  let swipeTracker = SwipeTracker<StackInteraction>(threshold: 0.15)

  /// Creates a stack with `rootViewController` at its bottom.
  public init(rootViewController: ViewController) {
    currentStack = [rootViewController]
    super.init()
    embed(rootViewController)
  }

  /// The controllers that follow the stack's appearance: the top one; during a push or pop
  /// the one arriving (the transition always completes); during a drag both on screen.
  open override var childrenReceivingAppearance: [ViewController] {
    guard let transition else { return currentStack.last.map { [$0] } ?? [] }
    return transition.isInteractive
      ? [transition.outgoing, transition.incoming] : [transition.incoming]
  }

  /// Whether a push, a pop or a drag is running; calls made meanwhile wait for it.
  package override var isRunningOwnTransition: Bool { transition != nil }

  /// Sets up the view, the pan recognizer and the top controller's view.
  open override func viewDidLoad() {
    super.viewDidLoad()
    prepareSlidingScreens(with: panGestureRecognizer)
    configureView()
    // The two pages of a transition move as a whole: retained layers while it runs.
    view.rasterizesSubviewWhileMoving = { [weak self] page in
      self?.transition.map { [$0.outgoing, $0.incoming].contains { $0.viewIfLoaded === page } }
        ?? false
    }
    view.addGestureRecognizer(panGestureRecognizer)
    if let top = currentStack.last { install(top, at: 0) }
  }

  /// Keeps the views of the transition (or the top view) filling the stack's bounds.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard transition == nil, let top = currentStack.last, top.isViewLoaded else { return }
    View.performWithoutAnimation { top.view.frame = contentFrame }
  }

  /// The stack takes first-responder status so its keyboard shortcuts work.
  open override var canBecomeFirstResponder: Bool { true }

  /// The top controller: keys go to it when nothing inside the stack holds the focus.
  open override var childForKeyCommands: ViewController? { topViewController }

  /// Alt+Left pops, Alt+Right pushes the offered controller (mirrored right to left).
  open override var keyCommands: [KeyCommand] {
    let backKey: Key = isRightToLeft ? .rightArrow : .leftArrow
    let forwardKey: Key = isRightToLeft ? .leftArrow : .rightArrow
    return [
      KeyCommand(input: backKey, modifiers: .alternate, title: "Back") { [weak self] _ in
        _ = self?.pop(animated: true)
      },
      KeyCommand(input: forwardKey, modifiers: .alternate, title: "Forward") { [weak self] _ in
        guard let self, let source = self.topViewController as? any StackPushSource,
          let next = source.nextViewController()
        else { return }
        self.push(next, animated: true)
      },
    ]
  }

  // MARK: Hooks for the containers built on the stack (this module only)

  /// Where the controllers' views go at rest, in the stack view's coordinates; the whole bounds.
  var contentFrame: Rect { view.bounds }

  /// Called at the end of `viewDidLoad`, to add bars and gestures.
  func configureView() {}

  /// Whether `pan` drives interactive transitions: the stack's own pan.
  func drivesTransitions(_ pan: PanGestureRecognizer) -> Bool { pan === panGestureRecognizer }

  /// Called when a transition's views are in place and before the appearance callbacks.
  func transitionWillBegin(_ transition: StackTransition, animated: Bool) {}

  /// Called as a transition moves (inside the animation block for animated moves).
  func transitionDidUpdate(_ transition: StackTransition, progress: Double) {}

  /// Called when a transition ended, committed or cancelled.
  func transitionDidEnd(_ transition: StackTransition, committed: Bool) {}

  /// Adds `controller`'s view to the stack's view at `index`, filling the content frame.
  func install(_ controller: ViewController, at index: Int) {
    place(controller, in: view, at: index, frame: contentFrame)
    applyShadow(to: controller)
  }

  func applyShadow(to controller: ViewController) {
    guard controller !== currentStack.first else {
      controller.view.shadow = Shadow(opacity: 0)
      return
    }
    controller.view.shadow = Shadow(
      color: shadowColor, opacity: shadowOpacity, radius: shadowRadius, offset: shadowOffset)
  }

  private func updateShadows() {
    for controller in currentStack where controller.isViewLoaded { applyShadow(to: controller) }
  }
}

// MARK: - GestureRecognizerDelegate

extension StackController: GestureRecognizerDelegate {
  /// Lets the stack's pans begin only for a mostly horizontal drag that has a transition to
  /// drive, and remembers which; the transition itself starts when the pan begins.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let pan = gestureRecognizer as? PanGestureRecognizer, drivesTransitions(pan) else {
      return true
    }
    let decided = decideInteraction(for: pan, allowsPush: pan === panGestureRecognizer)
    swipeTracker.prepare(decided, for: pan, direction: swipeDirection(of: decided), in: nil)
    return decided != nil
  }

  /// Makes the pan of every horizontally scrolling view inside the stack wait for the stack's
  /// pans to fail, as CWStackController does; a stack pan fails when that scroll view can still
  /// scroll the way the finger moves (`BackSwipeArbitration`).
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    guard let pan = gestureRecognizer as? PanGestureRecognizer, drivesTransitions(pan),
      isViewLoaded
    else { return false }
    return BackSwipeArbitration.scrollPan(otherGestureRecognizer, waitsForPanIn: view)
  }
}

// MARK: - Swipeable

extension StackController: Swipeable {
  /// The width of the content: a swipe of progress 1 moves a page across it.
  var swipeDistance: Double { max(1, contentFrame.width) }

  /// Where the drag began (0) and where its transition completes (1).
  var swipeSnapPoints: [Double] { [0, 1] }

  /// How far the moving page (the outgoing one of a pop, the incoming one of a push) has come
  /// toward where the transition completes, read from its frame; 0 without an interactive
  /// transition.
  var swipeProgress: Double {
    guard let running = transition, running.isInteractive else { return 0 }
    let width = swipeDistance
    let sign = isRightToLeft ? -1.0 : 1.0
    let moving: ViewController = running.kind == .pop ? running.outgoing : running.incoming
    let x = sign * (moving.viewIfLoaded.map { $0.frame.minX - contentFrame.minX } ?? 0)
    let covered = running.kind == .pop ? x : width - x
    return covered / width
  }

  /// A cancelled drag returns to where it began.
  var swipeCancelProgress: Double { 0 }
}

// MARK: - ScreenStack

extension StackController: ScreenStack {
  /// The controllers that leave together are told root first: the top one last.
  static var tellsTopFirstWhenLeaving: Bool { false }
}

// MARK: - BottomBarContent

extension StackController: BottomBarContent {
  /// Whether the stack on screen hides the bottom bar: a controller above the root has
  /// `hidesBottomBarWhenPushed` set.
  public var hidesBottomBar: Bool { Self.hidesBottomBar(currentStack) }
}
