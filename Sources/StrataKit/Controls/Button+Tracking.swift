extension Button {
  /// How far outside its bounds a pointer may stray and still count as inside, in points
  /// (70), as UIKit's controls allow.
  public static let trackingSlop = 70.0

  /// Highlights the button for the pointer it follows (the first one down on it).
  func trackingBegan(_ event: PointerEvent) {
    guard isEnabled, isFollowing(event) else { return }
    isHighlighted = true
  }

  /// Highlights the button while the pointer is within ``trackingSlop`` of its bounds.
  func trackingMoved(_ event: PointerEvent) {
    guard isEnabled, isFollowing(event) else { return }
    isHighlighted = isWithinSlop(event.location)
  }

  /// Unhighlights the button and, when the pointer lifted within the slop, sends its actions.
  func trackingEnded(_ event: PointerEvent) {
    guard isFollowing(event) else { return }
    let wasInside = isHighlighted && isWithinSlop(event.location)
    isHighlighted = false
    if wasInside { sendActions() }
  }

  /// Unhighlights the button without sending its actions.
  func trackingCancelled(_ event: PointerEvent) {
    guard isFollowing(event) else { return }
    isHighlighted = false
  }

  /// Whether `location` (in window coordinates) is within ``trackingSlop`` of the bounds.
  private func isWithinSlop(_ location: Point) -> Bool {
    let local = convert(location, from: nil)
    return bounds.insetBy(dx: -Self.trackingSlop, dy: -Self.trackingSlop).contains(local)
  }

  /// Whether the button follows `event`'s pointer: the primary one, the first down on it.
  private func isFollowing(_ event: PointerEvent) -> Bool {
    event.isPrimary
  }
}
