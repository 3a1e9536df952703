/// The motion of a scroll view's content on each axis when no finger holds it.
struct ScrollMotionState {
  var horizontal: ScrollAxisMotion?
  var vertical: ScrollAxisMotion?
  /// Whether the motion came from `setContentOffset(_:animated:)` rather than a release.
  var isProgrammatic = false
  /// Whether the motion carries a wheel's notches to their place (see
  /// ``ScrollView/scrollWheel(_:)``).
  var isWheelGlide = false

  var isActive: Bool { horizontal != nil || vertical != nil }
}

/// What a drag needs to remember between its events.
struct ScrollDragState {
  /// The content offset the drag started from, with any rubber-banding undone.
  var startOffset = Point.zero
  /// The axes the drag may move: both, or one when directional lock chose it.
  var movesHorizontally = true
  var movesVertically = true
}
