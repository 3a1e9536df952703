/// The root of a view tree on screen: Strata's `UIWindow`.
///
/// A window holds a ``rootViewController`` and makes it appear when the window is shown
/// (``makeKeyAndVisible()``) and disappear when it is closed (``close()``). It owns the layout
/// pass, the text system, the clock and the compositor: ``render()`` lays out what needs it and
/// returns the display list of one frame. Hosts (`HeadlessHost`, `TestHost`, the SDL
/// application) create the window and drive it.
///
/// The window's size classes follow the iPad's rules: a dimension is regular from 600 points up,
/// compact below (see ``TraitCollection/sizeClass(forLength:)``), so resizing a window makes it
/// compact or regular.
@MainActor
public final class Window: View {
  /// The text system views measure text with outside any window. Hosts may replace it.
  public static var fallbackTextSystem: any TextSystem = FixedAdvanceTextSystem()

  /// The text system this window's views measure text with (read through ``View/textSystem``).
  let ownedTextSystem: any TextSystem

  /// The clock the window samples once per frame.
  public let clock: any FrameClock

  /// Device pixels per point: 2 on a HiDPI display; at least 1 by default.
  public private(set) var scale: Double

  /// The direction leading-to-trailing layouts run in; defaults to left to right.
  public var layoutDirection: LayoutDirection = .leftToRight {
    didSet { if layoutDirection != oldValue { updateTraits() } }
  }

  /// Whether the window is shown.
  public private(set) var isVisible = false

  /// How many display lists the window began to compose: the number of the frame being
  /// composed, for a rule the compositor asks several times a frame that must answer once.
  package private(set) var compositionCount = 0

  /// The time of the last frame, in the clock's seconds: the time presentation values are
  /// sampled at, so that what is drawn, hit-tested against and grabbed is what the last frame
  /// showed.
  public private(set) var frameTime: Double

  /// The time now, in the clock's seconds: the time an animation, a spring, a scroll view's
  /// motion or a display link that starts now begins at.
  ///
  /// While a frame is being made (its completions, display links and layout), it is the
  /// frame's time, so a frame stays a pure function of its time. Between frames it is the
  /// clock's time, which goes on while the window rests: what starts after a rest begins when
  /// it was started, not at the last frame drawn, and the first frame after it shows its first
  /// step. (Core Animation stamps an animation with the time of the transaction that commits
  /// it in the same way.) Never earlier than ``frameTime``.
  public var currentTime: Double {
    isMakingFrame ? frameTime : max(frameTime, clock.now)
  }

  /// Whether ``render()`` is making a frame, so that what starts in it starts at its time.
  private var isMakingFrame = false

  /// Whether something changed since the last frame, or something moves, so the host should
  /// draw another.
  public private(set) var needsRender = true

  /// Whether something changed since the last frame was composed (``setNeedsRender()``), as
  /// against ``needsRender``, which also stays true while anything is in flight.
  private var hasChangeSinceFrame = true

  /// The responder that receives key events first, if any: the focused view (see
  /// ``View/canBecomeFocused``), a view controller, or `nil`. A responder that left the window
  /// is not it; a focused view that left (or was hidden) hands the focus on at the next frame
  /// or key (see ``updateFocusIfNeeded()``). While a view controller is presented, only a view
  /// inside the topmost presentation can become it.
  public var firstResponder: Responder? {
    guard let responder = storedFirstResponder, responder.responderWindow === self else {
      return nil
    }
    return responder
  }

  /// The responder made first responder last; it may have left the window since.
  weak var storedFirstResponder: Responder?

  /// Whether the focused view shows its focus ring: the focus came from the keyboard (Tab,
  /// Shift+Tab, or `becomeFirstResponder()` while a key event was handled).
  public internal(set) var showsFocusRing = false

  /// Where the focused view was, in window coordinates, while a view holds the focus: the
  /// focus goes on from there when the view leaves the window. `nil` when no view holds it.
  var focusAnchor: Rect?

  /// The superviews of the focused view, nearest first, while a view holds the focus: when it
  /// leaves, the focus goes to the next candidate inside the nearest of them that still shows.
  var focusAncestors: [FocusAncestor] = []

  /// Whether the next first responder set shows its focus ring regardless of where the call
  /// came from (set while a click or a repair moves the focus).
  var focusRingOverride: Bool?

  /// Whether the focused view got the focus by a hand-off (see ``updateFocusIfNeeded()``) that
  /// no click or focus move has confirmed yet: a container that brings content back may still
  /// move the focus there.
  var focusWasHandedOn = false

  /// Who hears the window's accessibility notifications (see `Window+Accessibility.swift`).
  var accessibilityObservers = ObserverList<AccessibilityNotification>()

  /// The element an assistive technology reads now, as the last screen change set it (see
  /// ``accessibilityFocus``).
  var storedAccessibilityFocus: AccessibilityNode.ID?
  /// The content of a screen change posted while nobody listened, whose first element becomes
  /// the reader's focus when it is next read; the tree is not built for nobody.
  weak var unresolvedScreenContent: View?
  /// Whether a screen change waits to be resolved into ``accessibilityFocus``.
  var hasUnresolvedScreenChange = false
  /// What the waiting screen change announces.
  var unresolvedAnnouncement: String?

  /// The colour of the window's accents, as `UIWindow.tintColor`: the focus ring is drawn in
  /// it. Defaults to ``Color/systemBlue``, which shows on white and on dark backgrounds.
  public var tintColor: Color = .systemBlue {
    didSet { if tintColor != oldValue { focusRingView?.invalidateRendering() } }
  }

  /// The clipboard the window's text fields cut, copy and paste through; defaults to an
  /// in-memory one of the window's own (a windowed host sets the system's).
  public var clipboard: any Clipboard = MemoryClipboard()

  /// Arbitrates the gesture recognizers the window's events reach.
  lazy var gestureArena = GestureArena(window: self)
  /// Tracks the window's pointers and scrolls and delivers them (see `send(_:)`).
  lazy var pointerRouter = PointerRouter(window: self, arena: gestureArena)
  /// Routes the window's key events to key commands and the first responder.
  lazy var keyRouter = KeyRouter(window: self, arena: gestureArena)

  /// The owners of this window's running animations, advanced by ``advanceFrame()``.
  let animationRegistry = AnimationRegistry()

  private var compositor = Compositor()
  private var compositionCheck: CompositionCheck?
  private var pendingCompletions: [() -> Void] = []
  private var displayLinks: [DisplayLink] = []
  /// The timers to fire, in no particular order.
  private var timers: [FrameTimer] = []
  private var storedRootViewController: ViewController?
  /// The container of the window's presentations, once something was presented.
  var storedPresentationContainer: PresentationContainerView?

  /// Creates a window of `size` points.
  ///
  /// - Parameters:
  ///   - size: The window's size, in points.
  ///   - scale: Device pixels per point; defaults to 1.
  ///   - textSystem: The text system for the window's views; defaults to a
  ///     ``FixedAdvanceTextSystem``.
  ///   - clock: The clock; defaults to a ``ManualClock`` at 0.
  public init(
    size: Size, scale: Double = 1, textSystem: (any TextSystem)? = nil,
    clock: (any FrameClock)? = nil
  ) {
    self.ownedTextSystem = textSystem ?? FixedAdvanceTextSystem()
    let clock = clock ?? ManualClock()
    self.clock = clock
    self.scale = scale > 0 && scale.isFinite ? scale : 1
    self.frameTime = clock.now
    super.init(frame: Rect(origin: .zero, size: Self.sanitized(size)))
    backgroundColor = .white
  }

  /// The view controller whose view fills the window.
  ///
  /// Setting it while the window is visible makes the old root disappear and the new one
  /// appear. Setting a controller that has a parent is a documented no-op: remove it from its
  /// parent first.
  public var rootViewController: ViewController? {
    get { storedRootViewController }
    set { replaceRootViewController(with: newValue) }
  }

  private func replaceRootViewController(with newRoot: ViewController?) {
    let oldRoot = storedRootViewController
    guard oldRoot !== newRoot, newRoot?.parent == nil else { return }
    // What the old root presented goes with it.
    storedPresentationContainer?.dismissAllImmediately()
    if let oldRoot {
      if isVisible { oldRoot.beginAppearanceTransition(false, animated: false) }
      oldRoot.viewIfLoaded?.removeFromSuperview()
      if isVisible { oldRoot.endAppearanceTransition() }
    }
    storedRootViewController = newRoot
    if let newRoot {
      newRoot.updateTraitCollection(inheriting: traitCollection)
      if isVisible { newRoot.beginAppearanceTransition(true, animated: false) }
      installRootView(of: newRoot)
      if isVisible {
        layoutIfNeeded()
        newRoot.endAppearanceTransition()
      }
    }
    setNeedsRender()
  }

  /// The traits the window gives its root view controller: size classes from its size, its
  /// scale and its layout direction.
  public var traitCollection: TraitCollection {
    TraitCollection(
      horizontalSizeClass: TraitCollection.sizeClass(forLength: bounds.width),
      verticalSizeClass: TraitCollection.sizeClass(forLength: bounds.height),
      displayScale: scale,
      layoutDirection: layoutDirection)
  }

  /// Shows the window: the root view controller appears, and so do the presented controllers
  /// a person sees (those no full-screen presentation covers).
  public func makeKeyAndVisible() {
    guard !isVisible else { return }
    isVisible = true
    guard let root = rootViewController else { return }
    // Under a full-screen presentation, the root stays off screen.
    let isCovered = storedPresentationContainer?.coversRoot ?? false
    if !isCovered { root.beginAppearanceTransition(true, animated: false) }
    installRootView(of: root)
    layoutIfNeeded()
    if !isCovered { root.endAppearanceTransition() }
    storedPresentationContainer?.windowDidShow()
    setNeedsRender()
  }

  /// Closes the window: the root view controller, and the presented controllers on screen,
  /// disappear. The window can be shown again.
  public func close() {
    guard isVisible else { return }
    rootViewController?.beginAppearanceTransition(false, animated: false)
    let presented = storedPresentationContainer?.windowWillClose() ?? []
    isVisible = false
    rootViewController?.endAppearanceTransition()
    for controller in presented { controller.endAppearanceTransition() }
  }

  /// Changes the window's size (in points) and, optionally, its scale, as a user's resize does.
  ///
  /// The root view controller first learns about the trait change (when the size classes or
  /// scale change) with `willTransition(to:with:)`, then about the size with
  /// `viewWillTransition(to:with:)`, and so do the presented controllers, each about the size
  /// of its card; then the window and the root view take the new size, the traits update
  /// (`traitCollectionDidChange`), layout runs, and the coordinator's alongside work and
  /// completions run.
  ///
  /// A size that is not finite, or a scale that is not positive and finite, is ignored with a
  /// ``Diagnostic`` (the window keeps its size or scale); a negative side counts as 0.
  public func resize(to size: Size, scale newScale: Double? = nil) {
    if !size.isFinite {
      reportNonFinite("resize(to:)", size, keeping: bounds.size)
      if newScale == nil { return }
    }
    if let newScale, !(newScale > 0 && newScale.isFinite) {
      Diagnostics.warn(
        "Window.resize(to:scale:): ignored the scale \(newScale), which is not positive and "
          + "finite; it stays \(scale)")
    }
    let size = size.isFinite ? Self.sanitized(size) : bounds.size
    let targetScale = newScale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? scale
    guard size != bounds.size || targetScale != scale else { return }
    let coordinator = ViewControllerTransitionCoordinator()
    let newTraits = TraitCollection(
      horizontalSizeClass: TraitCollection.sizeClass(forLength: size.width),
      verticalSizeClass: TraitCollection.sizeClass(forLength: size.height),
      displayScale: targetScale, layoutDirection: layoutDirection)
    if let root = rootViewController {
      if newTraits != traitCollection { root.willTransition(to: newTraits, with: coordinator) }
      if size != bounds.size { root.viewWillTransition(to: size, with: coordinator) }
    }
    storedPresentationContainer?.windowWillTransition(
      to: size, traits: newTraits != traitCollection ? newTraits : nil, with: coordinator)
    scale = targetScale
    frame = Rect(origin: frame.origin, size: size)
    updateTraits()
    layoutIfNeeded()
    coordinator.runAnimations()
    layoutIfNeeded()
    coordinator.complete()
  }

  /// Lays out what needs layout and returns the display list of the whole tree for one frame,
  /// re-recording only the views whose content changed. Samples the clock.
  ///
  /// - Complexity: O(n) in the number of visible views.
  public func render() -> DisplayList {
    isMakingFrame = true
    defer { isMakingFrame = false }
    advanceFrame()
    layoutIfNeeded()
    return composeDisplayList()
  }

  /// Walks the laid-out presentation tree into the frame's display list, without advancing
  /// time or laying out: the last step of ``render()``, public so that hosts and benchmarks
  /// can time the phases of a frame separately (``advanceFrame()``, ``View/layoutIfNeeded()``,
  /// then this). Also computes ``lastDamagedRect``.
  ///
  /// - Complexity: O(n) in the number of visible views.
  public func composeDisplayList() -> DisplayList {
    updateFocusIfNeeded()
    compositionCount += 1
    let list = compositor.compose(self)
    if var check = compositionCheck {
      if let difference = check.difference(of: list, composedBy: compositor, in: self) {
        compositionDifferences.append(difference)
      }
      compositionCheck = check
    }
    needsRender = hasAnimationsInFlight
    hasChangeSinceFrame = false
    deliverScreenChange()
    return list
  }

  /// The layers to rasterise before the window rests, each a top-level layer of the list: the
  /// views that views in the window name with their `subviewsToPrepareAsLayers` (a paging
  /// scroll view's page and the pages beside it), as the next frame that draws them as layers
  /// will, with the same identities and generations; `nil` when none are named. A host calls
  /// it when the window comes to rest, lets go of what neither the last frame nor these layers
  /// draw, and has its renderer rasterise the layers it does not hold yet: the swipe that first
  /// moves a page, or uncovers one never shown, then moves pixels it already has. Lays out
  /// what needs it first; draws nothing on screen and changes no damage.
  ///
  /// - Complexity: O(n) in the number of views in the window, plus the named views' subtrees.
  package func composeLayersToPrepare() -> DisplayList? {
    layoutIfNeeded()
    var views: [View] = []
    var pending: [View] = [self]
    while let view = pending.popLast() {
      guard !view.isHidden else { continue }
      if let named = view.subviewsToPrepareAsLayers { views += named() }
      pending += view.subviews
    }
    guard !views.isEmpty else { return nil }
    let list = compositor.composeLayers(of: views, in: self)
    compositionCheck?.composeLayers(of: views, in: self)
    return list.commands.isEmpty ? nil : list
  }

  /// Whether every composition is checked against a walk of the whole tree that reuses no
  /// layer's content (see ``compositionDifferences``); defaults to false. Turn it on before
  /// the first frame: the check's layers then match the window's from the start. Tests turn it
  /// on; it doubles the cost of composing.
  package var checksComposition: Bool {
    get { compositionCheck != nil }
    set { compositionCheck = newValue ? (compositionCheck ?? CompositionCheck()) : nil }
  }

  /// How the compositions checked (``checksComposition``) differed from a full walk, one
  /// sentence per frame that differed; empty when none did.
  package var compositionDifferences: [String] = []

  /// How many layers the last composition emitted as their last walk did, without walking
  /// their views again.
  package var lastComposedReusedLayerCount: Int { compositor.reusedLayerCount }
  /// The view each layer of the last composition stands for, by the layer's identity, as
  /// object identifiers.
  package var lastComposedLayerViews: [DisplayLayer.ID: ObjectIdentifier] {
    compositor.layerViews
  }

  /// The part of the window, in points, whose pixels changed in the last frame composed:
  /// where any view drew differently than in the frame before (its old and new places). The
  /// whole window on the first frame and after a resize; ``Rect/null`` when nothing changed.
  /// Hosts repaint and upload only this region.
  public var lastDamagedRect: Rect { compositor.damage }

  /// Samples the clock and moves time forward for everything that runs on frames: ends the
  /// animations that are over, fires the display links, runs the completions that became due,
  /// then fires the timers whose time came. ``render()`` calls it first; hosts that need the frame's state before drawing may call
  /// it themselves.
  public func advanceFrame() {
    let wasMakingFrame = isMakingFrame
    isMakingFrame = true
    defer { isMakingFrame = wasMakingFrame }
    let now = clock.now
    let previous = frameTime
    frameTime = max(frameTime, now)
    var completions = pendingCompletions
    pendingCompletions = []
    completions += animationRegistry.advance(in: self, to: frameTime)
    for link in displayLinks where !link.isPaused {
      link.fire(at: frameTime, previous: previous)
    }
    for completion in completions { completion() }
    fireDueTimers()
  }

  /// Fires the timers due by ``frameTime``, in the order of their times; one a due timer
  /// schedules fires in a later frame, so a timer that schedules itself again cannot hold a
  /// frame up.
  private func fireDueTimers() {
    let due = timers.filter { $0.fireTime <= frameTime }
    guard !due.isEmpty else { return }
    timers.removeAll { $0.fireTime <= frameTime }
    for timer in due.sorted(by: { $0.fireTime < $1.fireTime }) { timer.fire() }
  }

  /// Whether anything moves on its own: a running animation in this window or an active
  /// display link. Hosts keep drawing frames while it is true and rest when it is false; a
  /// windowed host skips the frames in which only animations that wait out their delay are in
  /// flight: it sleeps until the first of them starts to move.
  public var hasAnimationsInFlight: Bool {
    animationRegistry.hasAnimations(in: self) || displayLinks.contains { !$0.isPaused }
      || !pendingCompletions.isEmpty
  }

  /// Queues a completion to run at the start of the next frame.
  func enqueueCompletion(_ completion: (() -> Void)?) {
    guard let completion else { return }
    pendingCompletions.append(completion)
    setNeedsRender()
  }

  /// Starts firing `link` on every frame.
  func add(_ link: DisplayLink) {
    guard !displayLinks.contains(where: { $0 === link }) else { return }
    displayLinks.append(link)
    setNeedsRender()
  }

  /// Stops firing `link`.
  func remove(_ link: DisplayLink) {
    displayLinks.removeAll { $0 === link }
  }

  /// The earliest time a scheduled timer is due, in the clock's seconds, or `nil` when none
  /// is: while nothing animates (``hasAnimationsInFlight``) and nothing changed
  /// (``needsRender``), a host sleeps until this time, or until input arrives when it is
  /// `nil`, and then draws a frame.
  package var nextScheduledTime: Double? {
    timers.lazy.map(\.fireTime).min()
  }

  /// When the window next needs a frame, in the clock's seconds, or `nil` when it rests: at
  /// once (``frameTime``) when something changed since the last frame, a display link runs or
  /// a completion waits; otherwise the earliest of the time an animation's value starts to
  /// move (a running one's is past; a delayed one's is the end of its delay) and a scheduled
  /// timer's time. Until then every frame would show what the last one showed, so a host may
  /// sleep: a scroll indicator's fade that waits half a second draws nothing while it waits.
  ///
  /// - Complexity: O(n) in the number of animation owners and timers.
  package var nextFrameDueTime: Double? {
    if hasChangeSinceFrame || !pendingCompletions.isEmpty
      || displayLinks.contains(where: { !$0.isPaused })
    {
      return frameTime
    }
    let motion = animationRegistry.earliestMotionStartTime(in: self)
    guard let timer = nextScheduledTime else { return motion }
    return min(motion ?? timer, timer)
  }

  /// Whether a pointer is down on the window (a button held, a finger touching): a gesture
  /// goes on, even while nothing moves between its events, so hosts do not take the pauses
  /// between a drag's moves for a rest.
  package var hasPointerDown: Bool { pointerRouter.hasPointerDown }

  /// Whether the window rests: nothing changed, nothing moves and nothing is scheduled, so a
  /// host draws no frame and sleeps until input arrives.
  package var isAtRest: Bool {
    !needsRender && !hasAnimationsInFlight && nextScheduledTime == nil
  }

  /// Starts waiting for `timer`'s time.
  func schedule(_ timer: FrameTimer) {
    guard !timers.contains(where: { $0 === timer }) else { return }
    timers.append(timer)
  }

  /// Forgets `timer`.
  func unschedule(_ timer: FrameTimer) {
    timers.removeAll { $0 === timer }
  }

  /// Makes `responder` the first responder (or clears it with `nil`); used by
  /// ``Responder/becomeFirstResponder()``.
  ///
  /// The focus ring shows when the call comes while a key event is handled (or as
  /// ``focusRingOverride`` says); making the first responder first responder again changes
  /// nothing.
  func setFirstResponder(_ responder: Responder?) {
    let old = storedFirstResponder
    let showsRing = focusRingOverride ?? keyRouter.isDelivering
    guard responder !== old || responder == nil else { return }
    // While something is presented, the focus stays inside it.
    if let responder, responder is View, !isInsideTopmostPresentation(responder) { return }
    focusWasHandedOn = false
    let oldRingView = focusRingView
    storedFirstResponder = responder
    if let view = responder as? View {
      focusAnchor = focusPosition(of: view)
      focusAncestors = FocusAncestor.chain(of: view)
      showsFocusRing = showsRing
    } else {
      focusAnchor = nil
      focusAncestors = []
      showsFocusRing = false
    }
    if oldRingView !== focusRingView {
      oldRingView?.invalidateRendering()
      focusRingView?.invalidateRendering()
    }
    (old as? any TextInputClient)?.firstResponderDidChange()
    (responder as? any TextInputClient)?.firstResponderDidChange()
  }

  /// Shows or hides the focus ring of the focused view, which keeps the focus.
  func setFocusRingVisible(_ visible: Bool) {
    guard visible != showsFocusRing else { return }
    let oldRingView = focusRingView
    showsFocusRing = visible
    oldRingView?.invalidateRendering()
    focusRingView?.invalidateRendering()
  }

  /// The view the focus ring is drawn on: the focused view, in this window, when the focus came
  /// from the keyboard.
  var focusRingView: View? {
    guard showsFocusRing, let view = firstResponder as? View, view.canBecomeFocused else {
      return nil
    }
    return view
  }

  /// Tab moves the focus to the next focusable view in reading order, Shift+Tab to the one
  /// before (see ``focusableViews``); other keys end here. The window is the last responder,
  /// so Tab runs only when no key command and no responder took the key.
  public override func pressesBegan(_ event: KeyEvent) {
    if event.key == .tab, event.modifiers.subtracting(.shift).isEmpty {
      moveFocus(backward: event.modifiers.contains(.shift))
      return
    }
    super.pressesBegan(event)
  }

  /// Tells the host that the next frame must be drawn.
  public func setNeedsRender() {
    needsRender = true
    hasChangeSinceFrame = true
  }

  /// How many views recorded their content (ran `draw(in:)`) in the last ``render()``.
  public var lastRenderRecordedViewCount: Int { compositor.recordedViewCount }

  private func installRootView(of root: ViewController) {
    if !root.isViewLoaded { root.sizeForLoading = bounds.size }
    let rootView = root.view
    rootView.frame = bounds
    rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if rootView.superview !== self { addSubview(rootView) }
    if let container = storedPresentationContainer, container.superview === self {
      bringSubviewToFront(container)
    }
  }

  private func updateTraits() {
    rootViewController?.updateTraitCollection(inheriting: traitCollection)
    storedPresentationContainer?.updateTraits(traitCollection)
    setNeedsRender()
  }

  private static func sanitized(_ size: Size) -> Size {
    Size(
      width: size.width.isFinite ? max(0, size.width) : 0,
      height: size.height.isFinite ? max(0, size.height) : 0)
  }
}
