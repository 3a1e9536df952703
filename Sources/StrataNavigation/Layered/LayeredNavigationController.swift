public import StrataKit

/// View controllers as layers of paper that slide over each other from left to right, each
/// leaving a strip of the one below visible: the FRLayeredNavigationController of Strata.
///
/// The root lies at the leading edge, 400 points wide, without chrome. Each pushed layer rests
/// (``LayeredNavigationItem/initialViewPosition``) 64 points (the anchor's
/// ``LayeredNavigationItem/nextItemDistance``) right of the layer it is pushed in front of,
/// arrives against that layer's right edge, and has chrome (a 44-point bar with its title and
/// bar button items), a border and a shadow. When a new layer would overflow the right edge,
/// the layers below it compress toward their resting positions, whole layers at a time, as the
/// original does.
///
/// Beyond the original, where no finger decided the places the top layer ends in view: a
/// push, a pop, a resize or a reveal that would leave less than ``minimumTopLayerExposure``
/// (64 points) of it inside the container moves it (and the layers below, none past its
/// resting place) until it shows whole or rests. In a container too narrow for the stack the
/// resting places pile up where a layer at rest still ends inside the right edge, never left of
/// the first layer's place, so a strip of the root always shows.
///
/// Drag a layer as in the original: it and the layers above it take the finger's movement,
/// each stopping at its resting place; each layer below moves with the one above it while
/// their gap is open (its snapping distance), is pulled along once it opens that far, and is
/// pushed left to keep their resting spacing. Once every layer rests, the touched layer moves
/// at half speed and springs back. A drag on the root's strip or on empty space slides the
/// whole stack. On release the first gap (from the bottom) that is neither closed nor open
/// snaps to one or the other, by the finger's velocity or the nearer position, with a spring
/// that starts at the finger's speed; the layers then stay where they are, even past the right
/// edge. A touch on a layer that a push, a compression or a snap moves catches it where it is
/// drawn. A trackpad's horizontal swipe drags the top layer.
///
/// Beyond the original: a cancelled drag snaps as a release does; ``compress(animated:)``
/// honours the default distance; the delegate receives the real controller; with
/// ``dropLayersWhenPulledRight`` the layers leave to the right; calls made during a transition
/// or a drag are queued and run in order when it ends (without animation while more than
/// ``maximumAnimatedBacklog`` wait behind one); appearance callbacks are exact (a layer
/// wholly covered by the layers above it, or wholly outside the container, counts as
/// disappeared, and its view is hidden, so per-frame cost depends on the visible layers only).
/// Right-to-left layouts mirror the stack. With a keyboard, Alt+Left pops, and Ctrl+Left and
/// Ctrl+Right move the focus down and up the layers, revealing the focused one (mirrored right
/// to left).
///
/// Misuse never crashes: the UIKit-shaped calls ignore it, report it to Strata's diagnostics
/// and record why in ``lastError``; the `try…` variants throw a
/// ``LayeredNavigationControllerError``.
///
/// | FRLayeredNavigationController | LayeredNavigationController |
/// | --- | --- |
/// | `initWithRootViewController:`, `…configuration:` | `init(rootViewController:configuration:)` |
/// | `pushViewController:inFrontOf:maximumWidth:animated:` (`…configuration:`, `…direction:`) | `push(_:inFrontOf:maximumWidth:animated:configuration:direction:)`, `tryPush(…)` |
/// | `popViewControllerAnimated:` (`…direction:`) | `pop(animated:direction:)`, `tryPop(animated:direction:)` |
/// | `popToRootViewControllerAnimated:` (`…direction:`) | `popToRoot(animated:direction:)`, `tryPopToRoot(animated:direction:)` |
/// | `popToViewController:animated:` (`…direction:`) | `pop(to:animated:direction:)`, `tryPop(to:animated:direction:)` |
/// | `compressViewControllers:` | `compress(animated:)` |
/// | `viewControllers`, `topViewController` | `viewControllers`, `topViewController` |
/// | `userInteractionEnabled`, `dropLayersWhenPulledRight` | `isUserInteractionEnabled`, `dropLayersWhenPulledRight` |
/// | `delegate` (`FRLayeredNavigationControllerDelegate`) | `delegate` (``LayeredNavigationControllerDelegate``) |
/// | `FRLayeredAnimationDirection` | ``LayeredAnimationDirection`` |
/// | `FRLayeredNavigationItem` | ``LayeredNavigationItem`` |
/// | `[FRNavigationBar appearance]` (`backgroundImage`, `titleTextAttributes`) | ``chromeAppearance``, ``LayeredNavigationItem/chromeAppearance`` (``LayeredChromeAppearance``) |
/// | `viewController.layeredNavigationController`, `.layeredNavigationItem` | the same |
@MainActor
open class LayeredNavigationController: ContainerViewController {
  /// The controllers in the stack, root first, as they are once queued calls have run.
  ///
  /// - Complexity: O(*n* × *q*) for *n* layers and *q* queued calls.
  public var viewControllers: [ViewController] { plannedLayers.map(\.controller) }

  /// The controller on top of the stack, once queued calls have run.
  public var topViewController: ViewController? { plannedLayers.last?.controller }

  /// Whether the user can drag the layers (with a finger, a mouse or a trackpad); defaults to
  /// true. Turning it off during a drag cancels the drag, which snaps.
  public var isUserInteractionEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isUserInteractionEnabled }
  }

  /// Whether releasing the first layer above the root more than 300 points right of the
  /// root's right edge pops to the root (sliding the layers out to the right); defaults to
  /// false.
  public var dropLayersWhenPulledRight = false

  /// How the chrome of every layer looks, unless its item sets its own
  /// ``LayeredNavigationItem/chromeAppearance``: FRNavigationBar's appearance, for this
  /// container. Defaults to ``LayeredChromeAppearance/standard``.
  public var chromeAppearance = LayeredChromeAppearance.standard {
    didSet {
      guard chromeAppearance != oldValue else { return }
      for layer in layers { applyLook(to: layer) }
    }
  }

  /// The object told when the user drags the layers.
  public weak var delegate: (any LayeredNavigationControllerDelegate)?

  /// Why the last UIKit-shaped call that was refused (or that took its fallback) did so, if
  /// one did; a call that succeeds clears it.
  public var lastError: LayeredNavigationControllerError? {
    reportedMisuse as? LayeredNavigationControllerError
  }

  /// The pan that drags the layers; attached to the container's view. It also takes a
  /// trackpad's horizontal swipe.
  public let panGestureRecognizer = PanGestureRecognizer()

  /// How long an animated push, pop or compression takes, in seconds: 0.5, as the original.
  /// A push eases out, a pop is linear, a compression eases in and out.
  public static let transitionDuration = 0.5
  /// The spring released layers settle with: critically damped, 0.2 s response.
  public static let settleSpring = Spring(response: 0.2, dampingRatio: 1)
  /// How fast a release must be, in points per second, for its direction to decide a snap:
  /// 100.
  public static let snappingVelocity = 100.0
  /// How far right of the root's right edge the first layer must be released for
  /// ``dropLayersWhenPulledRight`` to pop to the root, in points: 300.
  public static let dropDistance = 300.0
  /// How much of the top layer (or all of it, when it is narrower) stays in view after a
  /// push, a pop, a resize or a reveal, in points: 64. A top layer that would show less is
  /// brought into view by moving the layers left, none past its resting place. A drag's
  /// release leaves the layers where the finger put them.
  public static let minimumTopLayerExposure = 64.0
  /// How many queued calls may wait behind one that runs for it still to animate: 2. With
  /// more waiting, the calls run without animation until the backlog is down to it.
  public static let maximumAnimatedBacklog = 2

  /// How far apart two places may be and still count as the same, in points.
  static let geometryTolerance = 1e-6

  /// The layers on screen, bottom first.
  var layers: [LayeredNavigationLayer]
  /// The calls queued behind the running transition or drag, oldest first.
  var queuedOperations = ContainerCallQueue<LayeredOperation>()
  /// The animated transition that runs, if one does.
  var runningTransition: LayeredTransition?
  /// The drag in progress.
  var drag: LayeredDrag?
  /// Drives the drag's phases and decides its release, as FR does: a release faster than
  /// ``snappingVelocity`` goes the way it was thrown, a slower one to the nearer snap point.
  let swipeTracker = SwipeTracker<Int>(
    threshold: 0.5, projection: .flick(minimumSpeed: LayeredNavigationController.snappingVelocity))
  /// The index of the layer the keyboard focus is on; `nil` means the top.
  var focusedIndex: Int?
  /// The container's width at the last layout of the layers; `nil` before the first.
  var lastLayoutWidth: Double?
  /// Whether layers were pushed while the container had no width, so that they still wait to
  /// be laid out as pushes lay them out.
  var layersAwaitWidth = false

  /// Creates a layered stack with `rootViewController` at its bottom; `configuration`
  /// (default none) may change the root's item before the root is placed.
  public init(
    rootViewController: ViewController,
    configuration: ((LayeredNavigationItem) -> Void)? = nil
  ) {
    let item = LayeredNavigationItem()
    item.hasChrome = false
    item.hasBorder = false
    item.displayShadow = false
    configuration?(item)
    let root = LayeredNavigationLayer(
      controller: rootViewController, item: item, usesMaximumWidth: false)
    root.isShown = true
    layers = [root]
    super.init()
    adopt(root)
    embed(rootViewController)
  }

  /// The layers the calls queued so far will leave, bottom first.
  var plannedLayers: [LayeredNavigationLayer] {
    queuedOperations.planned(from: layers, owner: self)
  }

  /// The layers that are not wholly covered nor outside the container follow its appearance.
  open override var childrenReceivingAppearance: [ViewController] {
    layers.filter(\.isShown).map(\.controller)
  }

  /// Whether a push, a pop, a snap or a drag is running; calls made meanwhile wait for it.
  package override var isRunningOwnTransition: Bool { runningTransition != nil || drag != nil }

  /// Sets up the view, the pan and the layers' views.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.clipsToBounds = true
    view.backgroundColor = Color(white: 0.82)
    panGestureRecognizer.delegate = self
    panGestureRecognizer.allowedScrollTypes = .continuous
    panGestureRecognizer.maximumNumberOfTouches = 1
    panGestureRecognizer.isEnabled = isUserInteractionEnabled
    panGestureRecognizer.addAction { [weak self] pan in self?.handlePan(pan) }
    view.addGestureRecognizer(panGestureRecognizer)
    // While layers slide (a drag, a push or pop), each layer's view is a retained layer: its
    // content is rasterised once and copied where it shows.
    view.rasterizesSubviewWhileMoving = { [weak self] subview in
      guard let self, self.isTransitioning else { return false }
      return subview is LayeredLayerView
    }
    for layer in layers { installView(of: layer) }
  }

  /// Recomputes the widths of maximum-width layers, keeps every layer at or right of its
  /// resting x, and places the layers' views.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    relayoutLayers()
  }

  /// Follows the layout direction.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    if isViewLoaded { view.setNeedsLayout() }
  }

  /// The container takes first-responder status so its keyboard shortcuts work.
  open override var canBecomeFirstResponder: Bool { true }

  /// The top layer: keys go to it when nothing inside the container holds the focus.
  open override var childForKeyCommands: ViewController? { topViewController }

  /// Alt+Left pops; Ctrl+Left and Ctrl+Right move the focus down and up the layers and reveal
  /// the focused one (mirrored right to left).
  open override var keyCommands: [KeyCommand] {
    let backKey: Key = isRightToLeft ? .rightArrow : .leftArrow
    let forwardKey: Key = isRightToLeft ? .leftArrow : .rightArrow
    return [
      KeyCommand(input: backKey, modifiers: .alternate, title: "Back") { [weak self] _ in
        self?.pop(animated: true)
      },
      KeyCommand(input: backKey, modifiers: .control, title: "Focus the layer below") {
        [weak self] _ in self?.moveFocus(by: -1)
      },
      KeyCommand(input: forwardKey, modifiers: .control, title: "Focus the layer above") {
        [weak self] _ in self?.moveFocus(by: 1)
      },
    ]
  }

  /// The item of `controller`'s layer, on screen or queued.
  func item(for controller: ViewController) -> LayeredNavigationItem? {
    if let layer = layers.first(where: { $0.controller === controller }) { return layer.item }
    for case .push(let layer, _, _, _) in queuedOperations.calls
    where layer.controller === controller {
      return layer.item
    }
    return nil
  }

  /// The container's width, in points; 0 before its view is loaded.
  var containerWidth: Double { viewIfLoaded?.bounds.width ?? 0 }

  /// Connects `layer`'s item to this container and keeps the chrome's title current.
  func adopt(_ layer: LayeredNavigationLayer) {
    layer.item.container = self
    layer.item.view = layer.view
    layer.titleObservation = layer.controller.observeTitle { [weak self, weak layer] _ in
      guard let self, let layer else { return }
      self.applyLook(to: layer)
    }
  }

  /// Gives `layer`'s view the look its item asks for, its chrome styled by the item's
  /// appearance or the container's.
  func applyLook(to layer: LayeredNavigationLayer) {
    layer.view.apply(
      layer.item, fallbackTitle: layer.controller.title,
      appearance: layer.item.chromeAppearance ?? chromeAppearance)
  }

  /// The size of a layer's content: the layer's width, and the container's height below the
  /// layer's chrome when its item has one, so a controller's view has that size when it loads;
  /// `parentSize` for a controller that is no layer, or whose item does not size its content.
  open override func size(
    forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    guard let layer = layers.first(where: { $0.controller === container }),
      layer.item.autosizeContent
    else { return parentSize }
    let top = layer.item.hasChrome ? LayeredChromeView.height : 0
    return Size(width: resolvedWidth(of: layer), height: max(0, parentSize.height - top))
  }

  /// Puts `layer`'s view (with the controller's view in it) on top of the container's view.
  func installView(of layer: LayeredNavigationLayer) {
    guard isViewLoaded else { return }
    if layer.controller.view.superview !== layer.view.contentView {
      layer.view.install(layer.controller.view)
    }
    applyLook(to: layer)
    if layer.view.superview !== view { view.addSubview(layer.view) }
    layer.width = resolvedWidth(of: layer)
    View.performWithoutAnimation { layer.view.frame = frame(of: layer) }
    layer.view.isHidden = !layer.isShown
  }

  private func moveFocus(by delta: Int) {
    let current = focusedIndex ?? (layers.count - 1)
    let target = min(max(0, current + delta), layers.count - 1)
    guard target != current || focusedIndex == nil else { return }
    focusedIndex = target
    let layer = layers[target]
    enqueue(.reveal(layer))
  }
}

// MARK: - GestureRecognizerDelegate

extension LayeredNavigationController: GestureRecognizerDelegate {
  /// Lets the pan begin for a mostly horizontal drag over a stack with layers above the root
  /// that no scroll view under the finger keeps (`BackSwipeArbitration`), unless a drag runs
  /// already or a transition runs that cannot be caught (a pop, or a push
  /// that slides in vertically). It moves nothing: it prepares the swipe tracker with the
  /// layer to drag, and the drag starts when the pan begins.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard gestureRecognizer === panGestureRecognizer else { return true }
    let index = draggedLayerIndex()
    if index != nil, runningTransition != nil {
      // A touch catches the settling layers: the swipe that settles them ends here.
      swipeTracker.didFinish()
    }
    swipeTracker.prepare(
      index, for: panGestureRecognizer, direction: Point(x: isRightToLeft ? -1 : 1, y: 0),
      in: nil)
    return index != nil
  }

  /// The layer a pan that begins now would drag (see `touchedLayerIndex(for:)`), or `nil`
  /// when it may not begin.
  private func draggedLayerIndex() -> Int? {
    guard isUserInteractionEnabled, drag == nil else { return nil }
    if let runningTransition {
      guard runningTransition.isCatchable else { return nil }
    } else if hasQueuedCalls {
      return nil
    }
    let translation = panGestureRecognizer.translation(in: nil)
    guard abs(translation.x) > abs(translation.y),
      BackSwipeArbitration.scrollView(keepingDragOf: panGestureRecognizer, in: view) == nil
    else { return nil }
    return touchedLayerIndex(for: panGestureRecognizer)
  }

  /// Makes the pan of every horizontally scrolling view inside the container wait for the
  /// container's pan to fail; the pan fails when that scroll view can still scroll the way the
  /// finger moves (`BackSwipeArbitration`).
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === panGestureRecognizer, isViewLoaded else { return false }
    return BackSwipeArbitration.scrollPan(otherGestureRecognizer, waitsForPanIn: view)
  }
}

// MARK: - Swipeable

extension LayeredNavigationController: Swipeable {
  /// The span between the snapping gap's closed and open widths (see `snappingGap()`), in
  /// points; 1 when no gap snaps.
  var swipeDistance: Double {
    guard let snapping = snappingGap() else { return 1 }
    return max(1, abs(snapping.open - snapping.closed))
  }

  /// The snapping gap closed (0) and open (1).
  var swipeSnapPoints: [Double] { [0, 1] }

  /// How far the snapping gap is from closed toward open; 1 when no gap snaps.
  var swipeProgress: Double {
    guard let snapping = snappingGap() else { return 1 }
    let span = snapping.open - snapping.closed
    guard abs(span) > Self.geometryTolerance else { return 0 }
    return (snapping.gap - snapping.closed) / span
  }

  /// A release that does not close the gap leaves it open, so that the tracker's one rule
  /// keeps FR's: a throw right opens it, a throw left closes it, and a slow release closes it
  /// up to half way, a tie included.
  var swipeCancelProgress: Double { 1 }
}
