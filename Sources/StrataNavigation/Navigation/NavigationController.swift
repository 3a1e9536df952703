public import StrataKit

/// A stack of view controllers under a navigation bar, with a swipe from the leading edge to go
/// back: Strata's `UINavigationController`.
///
/// It is a ``StackController`` whose full-screen pan is off: only the
/// ``interactivePopGestureRecognizer`` (a pan from the leading edge) pops interactively, and the
/// ``navigationBar`` shows the top controller's `NavigationItem`, cross-fading
/// during transitions. Pushes, pops, queued calls, typed errors and appearance callbacks work as
/// the stack's do. The edge pan shares drags with the scroll views under the finger as the
/// stack's pan does: over one that can still scroll toward its leading edge (pages past the
/// first) the scroll view takes the swipe; at that edge the swipe goes back.
///
/// | UINavigationController | NavigationController |
/// | --- | --- |
/// | `pushViewController(_:animated:)` | `push(_:animated:)` |
/// | `popViewController(animated:)` | `pop(animated:)` |
/// | `popToRootViewController(animated:)` | `popToRoot(animated:)` |
/// | `popToViewController(_:animated:)` | `pop(to:animated:)` |
/// | `setViewControllers(_:animated:)` | `setViewControllers(_:animated:)` |
/// | `viewControllers`, `topViewController`, `visibleViewController` | the same |
/// | `isNavigationBarHidden`, `setNavigationBarHidden(_:animated:)` | the same |
/// | `interactivePopGestureRecognizer` | the same (a `ScreenEdgePanGestureRecognizer`) |
/// | `delegate` (`willShow`, `didShow`) | ``delegate`` |
/// | `collapseSecondaryViewController:forSplitViewController:` | `collapseAuxiliary(_:ofType:onto:animated:)` (merges the stacks) |
/// | `separateSecondaryViewControllerForSplitViewController:` | `separateAuxiliary(ofType:from:animated:)` (restores them) |
@MainActor
open class NavigationController: StackController {
  /// The bar at the top.
  public let navigationBar = NavigationBar()

  /// The pan from the leading edge that pops interactively.
  public let interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer()

  /// The object told when controllers are shown.
  public weak var delegate: (any NavigationControllerDelegate)?

  /// Whether the navigation bar is hidden; defaults to false.
  public private(set) var isNavigationBarHidden = false

  /// The bar at the bottom, showing the top controller's `toolbarItems` while
  /// ``isToolbarHidden`` is false.
  public let toolbar = Toolbar()

  /// Whether the toolbar is hidden; defaults to true, as in UIKit.
  public internal(set) var isToolbarHidden = true

  /// Keeps the observation of the top controller's toolbar items alive.
  var toolbarItemsObservation: ObservationToken?

  /// The split view columns merged onto this stack, oldest first.
  var splitMerges: [NavigationStackMerge] = []

  /// The controller on top.
  public var visibleViewController: ViewController? { topViewController }

  /// Creates a navigation controller with `rootViewController` at its bottom.
  public override init(rootViewController: ViewController) {
    super.init(rootViewController: rootViewController)
  }

  /// Hides or shows the navigation bar, sliding it when `animated` (0.2 s).
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != isNavigationBarHidden else { return }
    isNavigationBarHidden = hidden
    relayoutBars(animated: animated)
  }

  /// Places both bars for their hidden states and the top controller's view between them,
  /// sliding them in 0.2 s when `animated`.
  func relayoutBars(animated: Bool) {
    guard isViewLoaded else { return }
    let update = {
      self.layoutBar()
      self.layoutToolbar()
      if self.transition == nil, let top = self.currentStack.last, top.isViewLoaded {
        top.view.frame = self.contentFrame
      }
    }
    if animated {
      View.animate(withDuration: animationDuration, animations: update)
    } else {
      View.performWithoutAnimation(update)
    }
  }

  override var contentFrame: Rect {
    let bounds = view.bounds
    let barHeight = isNavigationBarHidden ? 0 : NavigationBar.height
    let toolbarHeight = isToolbarHidden ? 0 : Toolbar.height
    return Rect(
      x: bounds.minX, y: bounds.minY + barHeight, width: bounds.width,
      height: max(0, bounds.height - barHeight - toolbarHeight))
  }

  override func configureView() {
    panGestureRecognizer.isEnabled = false
    interactivePopGestureRecognizer.edges = isRightToLeft ? .right : .left
    interactivePopGestureRecognizer.delegate = self
    interactivePopGestureRecognizer.addAction { [weak self] pan in self?.handlePan(pan) }
    view.addGestureRecognizer(interactivePopGestureRecognizer)
    navigationBar.onBack = { [weak self] in _ = self?.pop(animated: true) }
    navigationBar.autoresizingMask = [.flexibleWidth]
    view.addSubview(navigationBar)
    layoutBar()
    navigationBar.show(currentStack.last?.navigationItem, backItem: backItem(below: currentStack))
    configureToolbar()
  }

  override func drivesTransitions(_ pan: PanGestureRecognizer) -> Bool {
    pan === interactivePopGestureRecognizer
  }

  /// Keeps the bar in front and at the top.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    View.performWithoutAnimation {
      layoutBar()
      layoutToolbar()
    }
  }

  /// Follows the layout direction for the edge the back swipe starts from.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    interactivePopGestureRecognizer.edges = isRightToLeft ? .right : .left
    toolbar.isRightToLeft = isRightToLeft
  }

  /// Alt+Left (Alt+Right right to left) goes back.
  open override var keyCommands: [KeyCommand] {
    let backKey: Key = isRightToLeft ? .rightArrow : .leftArrow
    return [
      KeyCommand(input: backKey, modifiers: .alternate, title: "Back") { [weak self] _ in
        _ = self?.pop(animated: true)
      }
    ]
  }

  /// In a split view, takes the collapsing column's controllers onto this stack: a navigation
  /// controller's whole stack (it keeps an empty one while out of the hierarchy), or any other
  /// controller pushed as it is. With `animated` (a controller shown into a collapsed column)
  /// the top one arrives with the push animation; a resize changes the stack without one.
  open override func collapseAuxiliary(
    _ auxiliary: ViewController, ofType column: SplitColumn,
    onto splitViewController: ViewController, animated: Bool
  ) -> Bool {
    mergeStack(of: auxiliary, ofType: column, animated: animated)
  }

  /// In a split view, gives the separating column its controllers back: those it moved here
  /// that are still on the stack, anything pushed above them, and always its root; returns the
  /// column's controller, or `nil` when nothing of that column was merged here.
  open override func separateAuxiliary(
    ofType column: SplitColumn, from splitViewController: ViewController, animated: Bool
  ) -> ViewController? {
    restoreMergedStack(ofType: column)
  }

  override func transitionWillBegin(_ transition: StackTransition, animated: Bool) {
    if navigationBar.superview === view { view.bringSubviewToFront(navigationBar) }
    navigationBar.beginTransition(
      to: transition.incoming.navigationItem, backItem: backItem(below: transition.targetStack))
    toolbarTransitionWillBegin(to: transition.incoming)
    delegate?.navigationController(self, willShow: transition.incoming, animated: animated)
  }

  override func transitionDidUpdate(_ transition: StackTransition, progress: Double) {
    navigationBar.updateTransition(progress: progress)
    toolbar.updateTransition(progress: progress)
  }

  override func transitionDidEnd(_ transition: StackTransition, committed: Bool) {
    navigationBar.endTransition(committed: committed)
    toolbarTransitionDidEnd(committed: committed)
    if committed {
      delegate?.navigationController(
        self, didShow: transition.incoming, animated: transition.isAnimated)
    }
  }

  private func layoutBar() {
    let bounds = view.bounds
    navigationBar.frame = Rect(
      x: bounds.minX, y: bounds.minY - (isNavigationBarHidden ? NavigationBar.height : 0),
      width: bounds.width, height: NavigationBar.height)
    if navigationBar.superview === view, view.subviews.last !== navigationBar {
      view.bringSubviewToFront(navigationBar)
    }
  }

  private func backItem(below stack: [ViewController]) -> NavigationItem? {
    stack.count > 1 ? stack[stack.count - 2].navigationItem : nil
  }
}

extension ViewController {
  /// The nearest ``NavigationController`` that contains this controller, if any.
  public var navigationController: NavigationController? {
    firstAncestor(of: NavigationController.self)
  }
}
