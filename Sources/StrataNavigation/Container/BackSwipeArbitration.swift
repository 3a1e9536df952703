import StrataKit

/// The one rule by which a container's swipe shares a drag with the scroll views under the
/// finger. The navigation controller's edge pan, the stack's pan (in both of its directions),
/// the cross and layered containers' pans and the split view's reveal swipe ask it.
///
/// A scroll view that can still move its content the way the finger moves keeps the drag: the
/// container's pan fails and the scroll view scrolls. A scroll view at that edge, or bouncing
/// past it, hands the drag to the container. A finger moving toward the trailing edge (going
/// back) scrolls content toward its leading edge, so a back swipe waits for every scroll view
/// under the finger to be at its leading edge; right to left this is mirrored without a test of
/// the layout direction, since a right-to-left scroll view's leading edge is its largest offset.
/// A scroll view keeps a drag it began, rubber-banding past its edge; the next drag goes to the
/// container. An edge pan asks only once it started at the window's leading edge.
///
/// The scroll views' pans inside a container wait for its pan to fail
/// (``scrollPan(_:waitsForPanIn:)``), so the container decides first, whichever recognizer
/// hears the pointer first. Nested containers arbitrate from the innermost outward: the pan of
/// the innermost container hears the pointer first and, when it has a transition to drive,
/// begins and prevents the outer ones; when it fails, the next container out asks this rule
/// about the scroll views under the finger inside it, its inner containers' included.
@MainActor
enum BackSwipeArbitration {
  /// The scroll view that keeps `pan`'s drag from the container whose view is `containerView`,
  /// or `nil` when the container may begin: the innermost scroll view under where the drag
  /// started (inside `containerView`) that can still move its content along the drag's axis
  /// the way the finger moves, else the first of `alsoSharing` (scroll views that share drags
  /// wherever they start, such as a stack's `contentScrollView`) that can.
  ///
  /// - Complexity: O(*d*), where *d* is the depth of the view under the drag's start.
  static func scrollView(
    keepingDragOf pan: PanGestureRecognizer, in containerView: View,
    alsoSharing: [ScrollView] = []
  ) -> ScrollView? {
    let translation = pan.translation(in: nil)
    guard translation != .zero else { return nil }
    let horizontal = abs(translation.x) >= abs(translation.y)
    let fingerMove = horizontal ? translation.x : translation.y
    let candidates = scrollViews(underStartOf: pan, in: containerView) + alsoSharing
    return candidates.first { scrollView in
      canMoveContent(of: scrollView, horizontally: horizontal, withFinger: fingerMove)
    }
  }

  /// Whether `other` is the pan of a scroll view inside `containerView` that scrolls
  /// horizontally (or, for a container that also swipes `vertically`, vertically): it waits
  /// for the container's pan to fail, which it does when this rule leaves the drag to a scroll
  /// view.
  static func scrollPan(
    _ other: GestureRecognizer, waitsForPanIn containerView: View, vertically: Bool = false
  ) -> Bool {
    guard let scrollView = other.view as? ScrollView, other === scrollView.panGestureRecognizer,
      scrollView.canScrollHorizontally || (vertically && scrollView.canScrollVertically)
    else { return false }
    return scrollView.isDescendant(of: containerView)
  }

  /// The scroll views from the view under where `pan` started up to `containerView` (not
  /// included), innermost first.
  private static func scrollViews(
    underStartOf pan: PanGestureRecognizer, in containerView: View
  ) -> [ScrollView] {
    let translation = pan.translation(in: nil)
    let location = pan.location(in: nil)
    let start = containerView.convert(
      Point(x: location.x - translation.x, y: location.y - translation.y), from: nil)
    var found: [ScrollView] = []
    var current = containerView.hitTest(start)
    while let node = current, node !== containerView {
      if let scrollView = node as? ScrollView { found.append(scrollView) }
      current = node.superview
    }
    return found
  }

  /// Whether `scrollView` can still move its content along one axis with a finger moving by
  /// `fingerMove` (positive: right or down), which scrolls the content the other way.
  private static func canMoveContent(
    of scrollView: ScrollView, horizontally: Bool, withFinger fingerMove: Double
  ) -> Bool {
    guard scrollView.isScrollEnabled, fingerMove != 0 else { return false }
    let scrolls = horizontally ? scrollView.canScrollHorizontally : scrollView.canScrollVertically
    guard scrolls else { return false }
    let along: (Point) -> Double = { horizontally ? $0.x : $0.y }
    let offset = along(scrollView.contentOffset)
    return fingerMove > 0
      ? offset > along(scrollView.minimumContentOffset) + 0.5
      : offset < along(scrollView.maximumContentOffset) - 0.5
  }
}
