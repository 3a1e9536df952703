/// A view whose content is larger than itself and moves under the finger: Strata's
/// `UIScrollView`.
///
/// The content offset is the origin of the bounds. Dragging moves it one to one, rubber-banding
/// past the edges (`x·d·c/(d + c·x)`, c = 0.55); releasing lets it decelerate exponentially
/// (`offset(t) = offset₀ + v·(1 − dᵗ)/(1 − d)`, t in milliseconds), bounce back with a spring
/// when it runs past an edge, or, with ``isPagingEnabled``, spring to the page the release
/// velocity projects to (at most one page from where the drag started). Wheels and trackpads
/// scroll it too; a scroll it cannot take (it is already at that edge, or cannot scroll along
/// that axis) goes on to the next responder, so nested scroll views in different directions
/// each keep their own axis. A trackpad's precise two-finger scroll drives the pan recognizer
/// like a drag, so it rubber-bands, decelerates and pages as a finger would.
@MainActor
open class ScrollView: View {
  /// How quickly content slows after a release: the fraction of velocity kept per millisecond.
  public struct DecelerationRate: Sendable, Hashable {
    /// The fraction kept per millisecond, in 0…1.
    public let rawValue: Double

    /// Creates a rate; clamped to 0.5…0.9999.
    public init(rawValue: Double) {
      self.rawValue = rawValue.isFinite ? min(0.9999, max(0.5, rawValue)) : 0.998
    }

    /// UIKit's normal rate: 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate: 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// The size of the content, in points; defaults to zero. A size that is not finite is
  /// ignored with a ``Diagnostic``.
  public var contentSize: Size = .zero {
    didSet {
      guard contentSize != oldValue else { return }
      guard contentSize.isFinite else {
        let rejected = contentSize
        contentSize = oldValue
        reportNonFinite("contentSize", rejected, keeping: oldValue)
        return
      }
      updateIndicators()
    }
  }

  /// Extra space around the content that can be scrolled to, in points; defaults to zero.
  /// Insets that are not finite are ignored with a ``Diagnostic``.
  public var contentInset: EdgeInsets = .zero {
    didSet {
      guard contentInset.isFinite else {
        let rejected = contentInset
        contentInset = oldValue
        reportNonFinite("contentInset", rejected, keeping: oldValue)
        return
      }
    }
  }

  /// Whether the user can scroll; defaults to true.
  public var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }

  /// Whether scrolling stops on multiples of the bounds' size; defaults to false.
  public var isPagingEnabled = false

  /// Whether the content rubber-bands past its edges and bounces back; defaults to true.
  public var bounces = true

  /// Whether the content rubber-bands horizontally even when it is not wider than the view;
  /// defaults to false.
  public var alwaysBounceHorizontal = false

  /// Whether the content rubber-bands vertically even when it is not taller than the view;
  /// defaults to false.
  public var alwaysBounceVertical = false

  /// Whether a drag that starts along one axis stays on it; defaults to false.
  public var isDirectionalLockEnabled = false

  /// How quickly content slows after a release; defaults to ``DecelerationRate/normal``.
  public var decelerationRate = DecelerationRate.normal

  /// Whether the horizontal scroll indicator shows while scrolling; defaults to true.
  public var showsHorizontalScrollIndicator = true

  /// Whether the vertical scroll indicator shows while scrolling; defaults to true.
  public var showsVerticalScrollIndicator = true

  /// The object told about scrolling.
  public weak var delegate: (any ScrollViewDelegate)?

  /// The recognizer that drags the content. Containers may require it to fail or make it
  /// recognize simultaneously with their own.
  public private(set) var panGestureRecognizer = PanGestureRecognizer()

  /// Whether a finger is dragging the content.
  public internal(set) var isTracking = false
  /// Whether the content is being dragged (true from the drag's start to the finger lifting).
  public internal(set) var isDragging = false
  /// Whether the content moves on its own after a drag.
  public internal(set) var isDecelerating = false

  let horizontalIndicator = View()
  let verticalIndicator = View()
  var motion = ScrollMotionState()
  /// The frame (the window's composition count) ``movesInFrame`` was decided for.
  private var movementFrame: Int?
  /// Whether the content moves in that frame (for a paging scroll view: whether it ever
  /// moved).
  private var movesInFrame = false
  /// The content offset of the last frame that drew the content.
  private var lastDrawnContentOffset: Point?
  var displayLink: DisplayLink?
  var drag = ScrollDragState()

  /// Creates a scroll view; it clips to its bounds.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    clipsToBounds = true
    for indicator in [horizontalIndicator, verticalIndicator] {
      indicator.backgroundColor = Color(white: 0, alpha: 0.45)
      indicator.cornerRadius = 1.5
      indicator.alpha = 0
      indicator.isUserInteractionEnabled = false
      addSubview(indicator)
    }
    // While the content moves, each of its views is a retained layer (not the indicators):
    // the frames move their pixels instead of drawing them again. A content offset set by the
    // app between two frames counts (a strip of titles that follows other content). At rest
    // they are drawn directly again, so that the window's rest lets their surfaces go; the
    // pages of a paging scroll view stay layers (see `contentMovesInFrame`).
    rasterizesSubviewWhileMoving = { [weak self] subview in
      guard let self, subview !== horizontalIndicator, subview !== verticalIndicator else {
        return false
      }
      return contentMovesInFrame
    }
    // A paging scroll view's page and the pages beside it are rasterised as layers before
    // the window rests: the next swipe then moves pixels it already has, even to a page it
    // never showed (see `pagesNearSight`).
    subviewsToPrepareAsLayers = { [weak self] in self?.pagesNearSight ?? [] }
    panGestureRecognizer = PanGestureRecognizer { [weak self] pan in self?.handlePan(pan) }
    panGestureRecognizer.delegate = self
    panGestureRecognizer.allowedScrollTypes = .continuous
    addGestureRecognizer(panGestureRecognizer)
  }

  /// Whether the content's views are layers in the frame the window composes: whether the
  /// content moves in it (a finger drags it, it moves on its own, or its offset changed since
  /// the last frame), or, with paging, whether it ever moved. Decided once a frame (the
  /// compositor asks for each view of the content).
  ///
  /// A paging scroll view keeps its pages as layers at rest: a page is large, and the next
  /// swipe starts from its pixels instead of drawing it twice (directly at rest, then as a
  /// layer). Any other draws its content directly at rest (the rows of a list are cheap to
  /// draw), so that the window's rest lets their surfaces go: a frame in which it moves has
  /// the next one walk the content again, so that the compositor learns when it stops; one in
  /// which it starts moving is walked because the offset changed, or a drag or a motion began.
  /// A finger (or the pointer's button) held down on content that can scroll counts as moving:
  /// the frame of the press makes the layers, so that the drag's first frame only moves them.
  var contentMovesInFrame: Bool {
    let frame = window?.compositionCount
    guard frame == nil || frame != movementFrame else { return movesInFrame }
    movementFrame = frame
    let moves =
      isDragging || isDecelerating || motion.isActive || isHeldToScroll
      || lastDrawnContentOffset.map { $0 != contentOffset } == true
    lastDrawnContentOffset = contentOffset
    if isPagingEnabled {
      movesInFrame = movesInFrame || moves
    } else {
      movesInFrame = moves
      if moves { window?.enqueueCompletion { [weak self] in self?.invalidateRendering() } }
    }
    return movesInFrame
  }

  /// With paging, the content's views that show or lie within one view's size of what shows
  /// (the page and the pages beside it), which the next swipe moves or uncovers first; none
  /// without paging (rows are cheap to draw when they scroll in).
  var pagesNearSight: [View] {
    guard isPagingEnabled, window != nil else { return [] }
    let near = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
    return subviews.filter { page in
      page !== horizontalIndicator && page !== verticalIndicator && !page.isHidden
        && page.frame.intersects(near)
    }
  }

  /// The content offset: the origin of the bounds, in points. Setting it moves the content at
  /// once and stops any motion; an offset that is not finite is ignored with a ``Diagnostic``.
  public var contentOffset: Point {
    get { bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// The smallest content offset the content rests at: minus the leading insets.
  public var minimumContentOffset: Point {
    Point(x: -contentInset.left, y: -contentInset.top)
  }

  /// The largest content offset the content rests at: the content plus insets, less the view's
  /// size (never below the minimum).
  public var maximumContentOffset: Point {
    let minimum = minimumContentOffset
    return Point(
      x: max(minimum.x, contentSize.width + contentInset.right - bounds.width),
      y: max(minimum.y, contentSize.height + contentInset.bottom - bounds.height))
  }

  /// Moves the content to `offset`, over 0.3 s when `animated` (the delegate hears
  /// `scrollViewDidScroll` every frame and `scrollViewDidEndScrollingAnimation` at the end).
  /// Offsets are not clamped, as in UIKit. An offset that is not finite is ignored, with a
  /// ``Diagnostic``, and the content keeps moving as it did.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    guard offset.isFinite else {
      reportNonFinite("contentOffset", offset, keeping: contentOffset)
      return
    }
    stopMotion(notify: false)
    if isDragging {
      // As in UIKit, the finger goes on moving the content from where it was put: the drag
      // continues from the new offset instead of snapping back to its own.
      drag.startOffset.x += offset.x - contentOffset.x
      drag.startOffset.y += offset.y - contentOffset.y
    }
    guard animated, let window, offset != contentOffset else {
      applyContentOffset(offset)
      return
    }
    let now = window.currentTime
    motion.isProgrammatic = true
    motion.horizontal = .curve(
      start: contentOffset.x, target: offset.x, startTime: now, duration: 0.3, curve: .easeInOut)
    motion.vertical = .curve(
      start: contentOffset.y, target: offset.y, startTime: now, duration: 0.3, curve: .easeInOut)
    startDisplayLink()
  }

  /// Scrolls the least distance that makes `rect` (in content coordinates) visible.
  public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
    guard !rect.isNull else { return }
    var offset = contentOffset
    let visible = bounds
    if rect.minX < visible.minX {
      offset.x = rect.minX
    } else if rect.maxX > visible.maxX {
      offset.x = min(rect.minX, rect.maxX - visible.width)
    }
    if rect.minY < visible.minY {
      offset.y = rect.minY
    } else if rect.maxY > visible.maxY {
      offset.y = min(rect.minY, rect.maxY - visible.height)
    }
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    offset.x = min(max(offset.x, minimum.x), maximum.x)
    offset.y = min(max(offset.y, minimum.y), maximum.y)
    setContentOffset(offset, animated: animated)
  }

  /// Scrolls by a page (the view's size) the way `direction` asks, as VoiceOver's three-finger
  /// swipe does: ``AccessibilityScrollDirection/next`` goes down when the content scrolls
  /// vertically, else toward the trailing edge. Returns false at the end, or when the content
  /// cannot move that way.
  open override func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool {
    guard isScrollEnabled else { return false }
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    let vertical = maximum.y > minimum.y
    let trailing = window?.layoutDirection == .rightToLeft ? -1.0 : 1.0
    var delta = Point.zero
    switch direction {
    case .down: delta.y = bounds.height
    case .up: delta.y = -bounds.height
    case .right: delta.x = bounds.width
    case .left: delta.x = -bounds.width
    case .next: if vertical { delta.y = bounds.height } else { delta.x = bounds.width * trailing }
    case .previous:
      if vertical { delta.y = -bounds.height } else { delta.x = -bounds.width * trailing }
    }
    let target = Point(
      x: min(maximum.x, max(minimum.x, contentOffset.x + delta.x)),
      y: min(maximum.y, max(minimum.y, contentOffset.y + delta.y)))
    guard target != contentOffset else { return false }
    setContentOffset(target, animated: true)
    return true
  }

  /// Keeps the scroll indicators in place and on top.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateIndicators()
  }

  /// Scrolls by a wheel's or trackpad's delta when the content can move that way; otherwise
  /// passes the event to the next responder.
  ///
  /// A trackpad's deltas move the content at once, as the fingers do. A wheel's notch glides
  /// the content to its place over ``wheelGlideDuration`` (easing out), as a pointer's wheel
  /// scrolls on iPadOS and in GTK; a notch that comes during the glide adds its delta to
  /// where the glide was going, and glides there from where the glide is at the notch's time.
  open override func scrollWheel(_ event: ScrollEvent) {
    guard isScrollEnabled, !isDragging else { return super.scrollWheel(event) }
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    let glides = !event.isPrecise && window != nil
    // Where the content is and where it is headed. While a glide is under way, both are the
    // glide's: where it is now (the time may have gone on since its last frame, and the new
    // glide starts from there, so the next frame moves as far as the old one would have) and
    // where it will put the content.
    var current = contentOffset
    var from = current
    if glides, motion.isWheelGlide, let window {
      let now = window.currentTime
      current = Point(
        x: motion.horizontal?.state(at: now).offset ?? current.x,
        y: motion.vertical?.state(at: now).offset ?? current.y)
      from = Point(
        x: motion.horizontal?.target ?? current.x, y: motion.vertical?.target ?? current.y)
    }
    let target = Point(
      x: min(max(from.x + event.delta.x, minimum.x), maximum.x),
      y: min(max(from.y + event.delta.y, minimum.y), maximum.y))
    guard target != from else { return super.scrollWheel(event) }
    stopMotion(notify: false)
    guard glides, let window else {
      applyContentOffset(target)
      showIndicators()
      scheduleIndicatorFade()
      return
    }
    let now = window.currentTime
    let duration = Self.wheelGlideDuration
    motion.isWheelGlide = true
    motion.horizontal = .curve(
      start: current.x, target: target.x, startTime: now, duration: duration, curve: .easeOut)
    motion.vertical = .curve(
      start: current.y, target: target.y, startTime: now, duration: duration, curve: .easeOut)
    startDisplayLink()
  }

  /// How long a wheel's notch takes to glide the content to its place: 0.2 s.
  public static let wheelGlideDuration = 0.2

  /// A pointer going down on the scroll view itself stops moving content (see
  /// `stopMotionForPress()`).
  open override func pointerBegan(_ event: PointerEvent) {
    stopMotionForPress()
    super.pointerBegan(event)
  }

  /// The scroll view's pan begins only along an axis the content can move on (or bounce on),
  /// so that a vertical list inside a horizontal pager leaves horizontal drags to the pager.
  /// Other recognizers may begin.
  open override func gestureRecognizerShouldBegin(
    _ gestureRecognizer: GestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === panGestureRecognizer, isScrollEnabled else { return true }
    let translation = panGestureRecognizer.translation(in: nil)
    if abs(translation.x) > abs(translation.y) { return canScrollHorizontally }
    if abs(translation.y) > abs(translation.x) { return canScrollVertically }
    return canScrollHorizontally || canScrollVertically
  }

  /// Ends the motion when the view leaves its window, as the animations of a view that leaves
  /// its window end: an animated `setContentOffset(_:animated:)` or a bounce lands on its
  /// target at once, a deceleration stops where it is (within the content). The delegate hears
  /// `scrollViewDidScroll` and then `scrollViewDidEndScrollingAnimation` or
  /// `scrollViewDidEndDecelerating` at the window's next frame, so that a container waiting
  /// for the motion (a paging container's animated selection) ends what it began.
  open override func willMove(toWindow newWindow: Window?) {
    super.willMove(toWindow: newWindow)
    if newWindow == nil, let window, motion.isActive { endMotion(leaving: window) }
  }

  /// Stops motion when the view leaves its window.
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    if window == nil {
      stopMotion(notify: false)
      displayLink?.invalidate()
      displayLink = nil
    }
  }
}

// MARK: - GestureRecognizerDelegate

/// The scroll view is its pan's delegate; ``gestureRecognizerShouldBegin(_:)`` answers both as
/// the view and as the delegate.
extension ScrollView: GestureRecognizerDelegate {
  /// Whether a pointer is down on the scroll view while its content can scroll and its pan
  /// has not decided yet: a drag may follow at once. Once another gesture took the pointer
  /// (a pager's horizontal drag inside a vertical list), the pan failed and the content is
  /// drawn directly again.
  var isHeldToScroll: Bool {
    panGestureRecognizer.state == .possible && panGestureRecognizer.numberOfTouches > 0
      && isScrollEnabled && (canScrollHorizontally || canScrollVertically)
  }

  /// Takes every pointer that goes down on the scroll view, on a subview that keeps the press
  /// to itself too (a list's row): it stops moving content (`stopMotionForPress()`), and one
  /// that lands on content that can scroll has the content walked again in the next frame,
  /// which makes its views layers while the pointer is down (see `contentMovesInFrame`).
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive event: PointerEvent
  ) -> Bool {
    if gestureRecognizer === panGestureRecognizer {
      stopMotionForPress()
      if isScrollEnabled, canScrollHorizontally || canScrollVertically { invalidateRendering() }
    }
    return true
  }

  /// Stops a deceleration or a wheel's glide where it shows, as a finger that goes down on
  /// moving content does in UIKit; the delegate hears that a deceleration ended (a paging
  /// container then settles on the nearest page). Not while the content is past its ends: it
  /// bounces back, and a drag that begins takes it from where it is.
  func stopMotionForPress() {
    guard isDecelerating || (motion.isWheelGlide && motion.isActive) else { return }
    let offset = contentOffset
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    guard (minimum.x...max(minimum.x, maximum.x)).contains(offset.x),
      (minimum.y...max(minimum.y, maximum.y)).contains(offset.y)
    else { return }
    stopMotion(notify: true)
  }
}
