/// A rectangular area on screen that draws content, holds subviews and takes part in layout and
/// hit testing: Strata's `UIView`.
///
/// Geometry follows UIKit's model. ``center`` places the view in its superview's coordinates,
/// ``bounds`` is the view's own coordinate space (its origin is the scroll offset of its
/// content), and ``transform`` maps the bounds about their centre. ``frame`` is derived from
/// the three; setting it sets ``center`` and the size of ``bounds``.
///
/// A view draws, in order: its shadow, its ``backgroundColor`` (rounded by ``cornerRadius``),
/// its border, the content it records in ``draw(in:)``, then its subviews from back to front.
/// The recorded content is cached until ``setNeedsDisplay()``.
///
/// Geometry that is not finite (NaN or infinity in ``frame``, ``bounds``, ``center``,
/// ``transform`` or ``alpha``) is ignored: the property keeps its value and a ``Diagnostic``
/// says so, so one bad number cannot poison the layout of the whole tree.
@MainActor
open class View: Responder {
  /// The view's centre, in its superview's coordinates; in points. A value that is not finite
  /// is ignored with a ``Diagnostic``.
  public var center: Point {
    didSet {
      guard center != oldValue else { return }
      guard center.isFinite else {
        let rejected = center
        center = oldValue
        reportNonFinite("center", rejected, keeping: oldValue)
        return
      }
      animateChange(.center, from: oldValue, to: center)
      invalidatePlacement()
    }
  }

  /// The view's own coordinate space: the origin is the coordinate of the top-left corner (the
  /// scroll offset of the content) and the size is the view's size before ``transform``. A
  /// value that is not finite is ignored with a ``Diagnostic``.
  public var bounds: Rect {
    didSet {
      guard bounds.isFinite else {
        let rejected = bounds
        bounds = oldValue
        reportNonFinite("bounds", rejected, keeping: oldValue)
        return
      }
      boundsDidChange(from: oldValue)
    }
  }

  /// A transformation applied about the centre of the bounds; defaults to `.identity`. A
  /// transform with an entry that is not finite is ignored with a ``Diagnostic``.
  public var transform: AffineTransform = .identity {
    didSet {
      guard transform != oldValue else { return }
      guard transform.isFinite else {
        let rejected = transform
        transform = oldValue
        reportNonFinite("transform", rejected, keeping: oldValue)
        return
      }
      animateChange(.transform, from: oldValue, to: transform)
      invalidatePlacement()
    }
  }

  /// The view's opacity, 0…1 (values outside are clamped); defaults to 1. A view below 0.01
  /// is not hit-tested. NaN and infinity are ignored with a ``Diagnostic``.
  public var alpha: Double = 1 {
    didSet {
      guard alpha.isFinite else {
        let rejected = alpha
        alpha = oldValue
        reportNonFinite("alpha", rejected, keeping: oldValue)
        return
      }
      let clamped = min(1, max(0, alpha))
      if clamped != alpha { alpha = clamped }
      guard alpha != oldValue else { return }
      animateChange(.alpha, from: oldValue, to: alpha)
      invalidatePlacement()
    }
  }

  /// Whether the view and its subviews are hidden (neither drawn nor hit-tested); defaults to
  /// false.
  public var isHidden = false {
    didSet {
      if isHidden != oldValue { invalidateRendering() }
    }
  }

  /// Whether subviews and content are clipped to the bounds (rounded by ``cornerRadius``);
  /// defaults to false. As with Core Animation's `masksToBounds`, it also clips the view's own
  /// shadow away.
  public var clipsToBounds = false {
    didSet {
      if clipsToBounds != oldValue { invalidateRendering() }
    }
  }

  /// The colour that fills the bounds behind the content, or `nil` for none (the default).
  public var backgroundColor: Color? {
    didSet {
      guard backgroundColor != oldValue else { return }
      // nil animates as the other colour made transparent.
      let from = oldValue ?? (backgroundColor ?? .clear).withAlphaComponent(0)
      let to = backgroundColor ?? (oldValue ?? .clear).withAlphaComponent(0)
      animateChange(.backgroundColor, from: from, to: to)
      invalidateRendering()
    }
  }

  /// The radius of the corners of the background, border, clip and shadow, in points; defaults
  /// to 0.
  public var cornerRadius: Double = 0 {
    didSet {
      if cornerRadius != oldValue { invalidateRendering() }
    }
  }

  /// The width of the border drawn inside the bounds, in points; defaults to 0 (no border).
  public var borderWidth: Double = 0 {
    didSet {
      if borderWidth != oldValue { invalidateRendering() }
    }
  }

  /// The colour of the border; defaults to black.
  public var borderColor: Color = .black {
    didSet {
      if borderColor != oldValue { invalidateRendering() }
    }
  }

  /// The drop shadow under the view's bounds; invisible by default (opacity 0).
  public var shadow = Shadow() {
    didSet {
      guard shadow != oldValue else { return }
      animateChange(.shadowOpacity, from: oldValue.opacity, to: shadow.opacity)
      invalidateRendering()
    }
  }

  /// Whether the view and its subviews are drawn as one retained layer, as Core Animation's
  /// `shouldRasterize`; defaults to false.
  ///
  /// The subtree is rasterised once at the window's scale into a cached surface, which is
  /// composited wherever the view moves, faded by its alpha; only what changes inside it is
  /// drawn again. Its position snaps to whole device pixels. A view whose transform to the
  /// window is not a translation (scaled or rotated) is drawn directly instead. Containers
  /// make the views they move as a whole layers on their own while they move them.
  public var shouldRasterize = false {
    didSet {
      if shouldRasterize != oldValue { invalidateRendering() }
    }
  }

  /// Whether the view and its subviews take part in hit testing; defaults to true.
  public var isUserInteractionEnabled = true

  /// A number to find the view by with ``viewWithTag(_:)``; defaults to 0.
  public var tag = 0

  /// How the view's frame changes when its superview's size changes; defaults to none.
  public var autoresizingMask: AutoresizingMask = []

  /// Whether the subviews' ``autoresizingMask``s are applied when the size of the bounds
  /// changes; defaults to true.
  public var autoresizesSubviews = true

  /// The subviews, from back to front.
  public internal(set) var subviews: [View] = []

  /// The view this one is a subview of, if any.
  public internal(set) weak var superview: View?

  /// The view controller whose ``ViewController/view`` this is, if any.
  package weak var owningViewController: ViewController?

  /// The gesture recognizers attached to this view, in the order they were added.
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []

  var runningAnimations: [AnimationKey: PropertyAnimation] = [:]
  var needsLayout = true
  var subtreeNeedsLayout = true
  var cachedContent: [DisplayCommand]? {
    didSet { cachedContentSummary = nil }
  }
  /// What the compositor worked out once from ``cachedContent``; `nil` until it did.
  var cachedContentSummary: RecordedContentSummary?
  /// The composition epoch of the last change to what the view or its subtree draws in the
  /// view's own coordinates (see ``invalidateRendering()``): a compositor that walked the
  /// subtree in a later epoch may take what it emitted then instead of walking it again.
  var drawingStamp: UInt64 = 0
  /// The current composition epoch: changes are stamped with it, and each composition starts a
  /// new one (see ``beginDrawingEpoch()``).
  private static var drawingEpoch: UInt64 = 1

  /// Starts a new composition epoch and returns the one that ends: every change stamped so far
  /// carries at most that epoch, every later one a greater.
  static func beginDrawingEpoch() -> UInt64 {
    let ending = drawingEpoch
    drawingEpoch &+= 1
    return ending
  }

  /// Decides, for each subview, whether it is drawn as a retained layer now (see
  /// ``shouldRasterize``): containers set it on the view whose subviews they move as a whole,
  /// such as `{ [weak self] _ in self?.isTransitioning == true }`, and scroll views use it for
  /// their content while it scrolls. It is asked on every frame; `nil` (the default) makes no
  /// subview a layer.
  package var rasterizesSubviewWhileMoving: (@MainActor (View) -> Bool)?

  /// The subviews whose layers a host rasterises before the window rests, so that the motion
  /// that first shows or moves them does not: a paging scroll view's page and the pages beside
  /// it (see `Window.composeLayersToPrepare()`). Asked once per rest; `nil` (the default)
  /// names none.
  package var subviewsToPrepareAsLayers: (@MainActor () -> [View])?

  /// Creates a view with the given frame (default `.zero`). A frame that is not finite gives
  /// `.zero`, with a ``Diagnostic`` unless it is exactly ``Rect/null``.
  public init(frame: Rect = .zero) {
    let standard = frame.isFinite ? frame.standardized : Rect.zero
    center = standard.center
    bounds = Rect(origin: .zero, size: standard.size)
    super.init()
    if !frame.isFinite {
      reportNonFinite("frame", frame, keeping: Rect.zero)
    }
  }

  /// The next responder: the view controller whose root view this is, otherwise the superview.
  open override var next: Responder? {
    owningViewController ?? superview
  }

  /// The window the view is in.
  open override var responderWindow: Window? { window }

  /// Whether the view can take the keyboard focus, as `UIView.canBecomeFocused`: a click or a
  /// tap on it (or inside it) makes it the first responder, and Tab and Shift+Tab stop at it.
  /// The default is false; ``ListView`` and an enabled ``Button`` can.
  ///
  /// Focus is first-responder status: the focused view is the window's
  /// ``Window/firstResponder``, and keys go to it first.
  open var canBecomeFocused: Bool { false }

  /// Whether the view accepts first-responder status; the default is ``canBecomeFocused``.
  open override var canBecomeFirstResponder: Bool { canBecomeFocused }

  /// Whether the view keeps the focus when the content it selects changes, as a strip of page
  /// titles whose arrow keys change the page does: content coming back does not take the
  /// focus from it to restore its own.
  package var keepsFocusWhenContentReturns = false

  /// Where the focus goes first when it moves into the view (see ``FocusEnvironment``); none
  /// by default, so the view's first focusable view in reading order takes it.
  open var preferredFocusEnvironments: [any FocusEnvironment] { [] }

  /// The view's rectangle in its superview's coordinates: the bounds, transformed, around
  /// ``center``.
  ///
  /// Setting it sets ``center`` to the rectangle's centre and the size of ``bounds`` to its
  /// size. With a non-identity ``transform`` the frame is the bounding box of the transformed
  /// bounds; set ``center`` and ``bounds`` instead, as in UIKit. Setting ``Rect/null`` changes
  /// nothing; setting any other rectangle that is not finite changes nothing either and
  /// reports a ``Diagnostic``.
  public var frame: Rect {
    get {
      let size = bounds.size
      if transform.isIdentity {
        return Rect(
          x: center.x - size.width / 2, y: center.y - size.height / 2,
          width: size.width, height: size.height)
      }
      let local = Rect(
        x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }
    set {
      guard newValue.isFinite else {
        reportNonFinite("frame", newValue, keeping: frame)
        return
      }
      let standard = newValue.standardized
      center = standard.center
      bounds.size = standard.size
    }
  }

  /// The window the view is in, if any.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current as? Window { return window }
      view = current.superview
    }
    return nil
  }

  /// The text system views measure text with: their window's, or ``Window/fallbackTextSystem``
  /// outside a window.
  public var textSystem: any TextSystem {
    window?.ownedTextSystem ?? Window.fallbackTextSystem
  }

  /// The first view in this view's subtree (itself included, depth first) whose ``tag`` is
  /// `tag`.
  ///
  /// - Complexity: O(n) in the size of the subtree.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Whether this view is `view` or lies inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  // MARK: Accessibility

  /// What the view answers to a screen reader's questions when set (see
  /// `View+Accessibility.swift`); `nil` answers are the view's own.
  var accessibilitySettings = AccessibilitySettings()

  /// Whether the view is one element to an assistive technology, as UIKit's
  /// `isAccessibilityElement`: its subviews are then not read on their own. Defaults to false;
  /// labels with text, buttons, image views with a label and list rows answer true.
  open var isAccessibilityElement: Bool {
    get { accessibilitySettings.isElement ?? false }
    set { accessibilitySettings.isElement = newValue }
  }

  /// What the element is called; a label's text and a button's title by default.
  open var accessibilityLabel: String? {
    get { accessibilitySettings.label }
    set { accessibilitySettings.label = newValue }
  }

  /// The element's value (a text field's text); `nil` by default.
  open var accessibilityValue: String? {
    get { accessibilitySettings.value }
    set { accessibilitySettings.value = newValue }
  }

  /// What activating the element does, in a few words; `nil` by default.
  open var accessibilityHint: String? {
    get { accessibilitySettings.hint }
    set { accessibilitySettings.hint = newValue }
  }

  /// What the element is and how it behaves; controls answer their own.
  open var accessibilityTraits: AccessibilityTraits {
    get { accessibilitySettings.traits ?? [] }
    set { accessibilitySettings.traits = newValue }
  }

  /// What kind of group the view is when it is not an element itself; ``AccessibilityContainerType/none``
  /// by default, ``AccessibilityContainerType/list`` for a list.
  open var accessibilityContainerType: AccessibilityContainerType {
    get { accessibilitySettings.containerType ?? .none }
    set { accessibilitySettings.containerType = newValue }
  }

  /// The named actions offered on the element (or on the group the view makes), as UIKit's
  /// `accessibilityCustomActions`; a view with actions is a node of the tree even when it is
  /// not an element. `nil` by default.
  open override var accessibilityCustomActions: [AccessibilityCustomAction]? {
    get { accessibilitySettings.customActions }
    set { accessibilitySettings.customActions = newValue }
  }

  /// Activates the element as a tap would; returns whether it acted. Defaults to false (the
  /// element cannot be activated); a button runs its action.
  open func accessibilityActivate() -> Bool { false }

  /// Raises an adjustable element's value by a step; does nothing by default.
  open func accessibilityIncrement() {}

  /// Lowers an adjustable element's value by a step; does nothing by default.
  open func accessibilityDecrement() {}

  /// Scrolls the content by a page in `direction`; returns whether it moved. Defaults to
  /// false; a scroll view scrolls by its visible size.
  open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }

  // MARK: Overridable hooks

  /// Called before the view moves to `newSuperview` (`nil` when it leaves its superview). The
  /// default does nothing.
  open func willMove(toSuperview newSuperview: View?) {}

  /// Called after the view moved to a new superview or left its superview. The default does
  /// nothing.
  open func didMoveToSuperview() {}

  /// Called before the view (or an ancestor) moves into `newWindow` (`nil` when it leaves its
  /// window). The default does nothing.
  open func willMove(toWindow newWindow: Window?) {}

  /// Called after the view (or an ancestor) moved into or out of a window. The default does
  /// nothing.
  open func didMoveToWindow() {}

  /// Called after `subview` was added to this view. The default does nothing.
  open func didAddSubview(_ subview: View) {}

  /// Called before `subview` is removed from this view. The default does nothing.
  open func willRemoveSubview(_ subview: View) {}

  /// Whether `gestureRecognizer` may begin (or recognize); returning false makes it fail, as
  /// with `UIView.gestureRecognizerShouldBegin(_:)`. The default returns true.
  ///
  /// The window asks when the recognizer leaves ``GestureRecognizer/State/possible``, once no
  /// other recognizer prevents it or makes it wait, and before its delegate's
  /// ``GestureRecognizerDelegate/gestureRecognizerShouldBegin(_:)``. It asks the recognizer's
  /// own view first, then every view from the one a pointer of the gesture went down on up to
  /// (not including) the recognizer's view; the first false decides. That is how a control
  /// keeps its own gesture from an ancestor's recognizer (``Button`` refuses an ancestor's
  /// single tap), as UIKit's controls do. A view that cares only about its own recognizers
  /// checks `gestureRecognizer.view === self`.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }

  /// Lays out the subviews. Called by ``layoutIfNeeded()`` when the view needs layout (its size
  /// changed, a subview was added, or ``setNeedsLayout()`` was called). The default does
  /// nothing; autoresizing has already been applied.
  open func layoutSubviews() {}

  /// The size that best fits the view's content within `size`. The default returns the current
  /// size of the bounds.
  open func sizeThatFits(_ size: Size) -> Size {
    bounds.size
  }

  /// Records the view's own content into `context`, in bounds coordinates. The recording is
  /// cached until ``setNeedsDisplay()``. The default records nothing.
  open func draw(in context: DrawingContext) {}

  /// Whether `point` (in the view's bounds coordinates) lies inside the view. The default
  /// tests the bounds.
  open func point(inside point: Point) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive view under `point` (in this view's bounds coordinates),
  /// or `nil`.
  ///
  /// Skips views that are hidden, have an alpha below 0.01 or do not take user interaction, and
  /// points outside ``point(inside:)``; subviews are tried from front to back.
  /// - Complexity: O(n) in the size of the subtree.
  open func hitTest(_ point: Point) -> View? {
    guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point) else {
      return nil
    }
    for subview in subviews.reversed() {
      let local = subview.convert(point, from: self)
      if let hit = subview.hitTest(local) { return hit }
    }
    return self
  }

  /// Tells the window that the next frame must be drawn again because what the view or its
  /// subtree draws, in the view's own coordinates, changed.
  package func invalidateRendering() {
    noteDrawingChanged(from: self)
    window?.setNeedsRender()
  }

  /// Tells the window that the next frame must be drawn again because where the view is placed
  /// in its superview (its centre, transform or alpha) changed, and nothing it draws in its own
  /// coordinates: a retained layer of it keeps its content.
  func invalidatePlacement() {
    if let superview { noteDrawingChanged(from: superview) }
    window?.setNeedsRender()
  }

  /// Stamps `view` and its ancestors with the current ``drawingEpoch``: what they draw changed
  /// since every composition before it.
  ///
  /// A view stamped in this epoch has all its ancestors stamped in it too (a view that moves to
  /// another superview stamps the new one and the old), so the walk up stops at the first.
  ///
  /// - Complexity: O(depth) the first time in an epoch, O(1) after.
  private func noteDrawingChanged(from view: View) {
    let epoch = View.drawingEpoch
    var next: View? = view
    while let current = next, current.drawingStamp != epoch {
      current.drawingStamp = epoch
      next = current.superview
    }
  }

  private func boundsDidChange(from oldValue: Rect) {
    if bounds == oldValue { return }
    animateChange(.bounds, from: oldValue, to: bounds)
    if bounds.size != oldValue.size {
      if autoresizesSubviews {
        for subview in subviews where !subview.autoresizingMask.isEmpty {
          subview.frame = subview.autoresizingMask.resizedFrame(
            subview.frame, from: oldValue.size, to: bounds.size)
        }
      }
      setNeedsLayout()
      setNeedsDisplay()
    }
    invalidateRendering()
  }

  /// Reports that `property` was set to `rejected`, which is not finite, and that it keeps
  /// `kept`: the diagnostic of a geometry setter that ignored a bad value.
  func reportNonFinite(
    _ property: String, _ rejected: some CustomStringConvertible,
    keeping kept: some CustomStringConvertible
  ) {
    let why =
      (rejected as? Rect)?.isNull == true
      ? "the null rectangle (an empty intersection, or a rectangle inset past its size)"
      : "\(rejected), which is not finite"
    Diagnostics.warn("\(type(of: self)).\(property): ignored \(why); it stays \(kept)")
  }
}
