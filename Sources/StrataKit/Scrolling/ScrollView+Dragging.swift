extension ScrollView {
  /// Whether the content can move horizontally: it is wider than the view (with insets), or
  /// always bounces horizontally.
  public var canScrollHorizontally: Bool {
    maximumContentOffset.x > minimumContentOffset.x || (bounces && alwaysBounceHorizontal)
  }

  /// Whether the content can move vertically: it is taller than the view (with insets), or
  /// always bounces vertically.
  public var canScrollVertically: Bool {
    maximumContentOffset.y > minimumContentOffset.y || (bounces && alwaysBounceVertical)
  }

  func handlePan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began: beginDrag(pan)
    case .changed: moveDrag(pan)
    case .ended: endDrag(velocity: pan.velocity(in: nil))
    case .cancelled, .failed: endDrag(velocity: .zero)
    default: break
    }
  }

  private func beginDrag(_ pan: PanGestureRecognizer) {
    stopMotion(notify: false)
    isTracking = true
    isDragging = true
    // The content's views become layers from this frame on (see `contentMovesInFrame`).
    invalidateRendering()
    let offset = contentOffset
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    drag.startOffset = Point(
      x: unbanded(offset.x, minimum: minimum.x, maximum: maximum.x, dimension: bounds.width),
      y: unbanded(offset.y, minimum: minimum.y, maximum: maximum.y, dimension: bounds.height))
    drag.movesHorizontally = canScrollHorizontally
    drag.movesVertically = canScrollVertically
    if isDirectionalLockEnabled {
      let translation = pan.translation(in: nil)
      if abs(translation.x) > abs(translation.y) {
        drag.movesVertically = false
      } else if abs(translation.y) > abs(translation.x) {
        drag.movesHorizontally = false
      }
    }
    delegate?.scrollViewWillBeginDragging(self)
    showIndicators()
    moveDrag(pan)
  }

  private func moveDrag(_ pan: PanGestureRecognizer) {
    let translation = pan.translation(in: nil)
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    var offset = contentOffset
    if drag.movesHorizontally {
      offset.x = banded(
        drag.startOffset.x - translation.x, minimum: minimum.x, maximum: maximum.x,
        dimension: bounds.width)
    }
    if drag.movesVertically {
      offset.y = banded(
        drag.startOffset.y - translation.y, minimum: minimum.y, maximum: maximum.y,
        dimension: bounds.height)
    }
    applyContentOffset(alignedToPixels(offset))
  }

  /// Ends a drag released at `fingerVelocity` (points per second, in window coordinates).
  private func endDrag(velocity fingerVelocity: Point) {
    guard isDragging else { return }
    isTracking = false
    let velocity = Point(
      x: drag.movesHorizontally ? -fingerVelocity.x : 0,
      y: drag.movesVertically ? -fingerVelocity.y : 0)
    let offset = contentOffset
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    let rate = decelerationRate.rawValue
    var target = Point(
      x: restingOffset(
        offset.x, velocity: velocity.x, start: drag.startOffset.x, minimum: minimum.x,
        maximum: maximum.x, page: bounds.width, rate: rate),
      y: restingOffset(
        offset.y, velocity: velocity.y, start: drag.startOffset.y, minimum: minimum.y,
        maximum: maximum.y, page: bounds.height, rate: rate))
    let proposed = target
    delegate?.scrollViewWillEndDragging(
      self, withVelocity: Point(x: velocity.x / 1000, y: velocity.y / 1000),
      targetContentOffset: &target)
    isDragging = false

    let now = window?.currentTime ?? 0
    motion.isProgrammatic = false
    motion.horizontal = releaseMotion(
      offset: offset.x, velocity: velocity.x, target: target.x,
      targetWasMoved: target.x != proposed.x, minimum: minimum.x, maximum: maximum.x,
      now: now, rate: rate)
    motion.vertical = releaseMotion(
      offset: offset.y, velocity: velocity.y, target: target.y,
      targetWasMoved: target.y != proposed.y, minimum: minimum.y, maximum: maximum.y,
      now: now, rate: rate)
    let decelerates = motion.isActive
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    if decelerates {
      isDecelerating = true
      delegate?.scrollViewWillBeginDecelerating(self)
      startDisplayLink()
    } else {
      scheduleIndicatorFade()
    }
  }

  /// Where an axis comes to rest after a release: the projection of the velocity clamped to
  /// the content, or with paging the page the swipe rule (``SwipeRelease``, half a page after
  /// the projection) picks among the one the drag started on and its neighbours.
  private func restingOffset(
    _ offset: Double, velocity: Double, start: Double, minimum: Double, maximum: Double,
    page: Double, rate: Double
  ) -> Double {
    guard isPagingEnabled, page > 0 else {
      let projected = offset + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate)
      return min(max(projected, minimum), maximum)
    }
    let lastPage = ((maximum - minimum) / page).rounded(.up)
    let startPage = min(max(((start - minimum) / page).rounded(), 0), lastPage)
    let release = SwipeRelease(
      progress: (offset - minimum) / page, cancelProgress: startPage,
      snapPoints: [startPage - 1, startPage, startPage + 1].filter { (0...lastPage).contains($0) },
      distance: page, velocity: velocity, threshold: 0.5, projection: .decelerating(rate: rate))
    return min(max(minimum + release.target * page, minimum), maximum)
  }

  /// The motion of one axis after a release, or `nil` when it is already at rest.
  private func releaseMotion(
    offset: Double, velocity: Double, target: Double, targetWasMoved: Bool, minimum: Double,
    maximum: Double, now: Double, rate: Double
  ) -> ScrollAxisMotion? {
    let settle = isPagingEnabled ? ScrollPhysics.pagingSpring : ScrollPhysics.bounceBackSpring
    if isPagingEnabled || offset < minimum || offset > maximum {
      guard abs(target - offset) > 0.01 || abs(velocity) > 1 else { return nil }
      return .spring(
        start: offset, target: target, velocity: velocity, startTime: now, spring: settle)
    }
    if targetWasMoved {
      // Decelerate at the speed whose projection lands exactly on the delegate's target.
      let adjusted = (target - offset) * 1000 * (1 - rate)
      return abs(adjusted) > 1
        ? .decelerating(start: offset, velocity: adjusted, startTime: now, rate: rate)
        : .spring(start: offset, target: target, velocity: 0, startTime: now, spring: settle)
    }
    guard ScrollPhysics.decelerationDuration(velocity: velocity, rate: rate) > 0 else { return nil }
    return .decelerating(start: offset, velocity: velocity, startTime: now, rate: rate)
  }

  private func banded(_ raw: Double, minimum: Double, maximum: Double, dimension: Double) -> Double
  {
    if raw < minimum {
      return bounces
        ? minimum - ScrollPhysics.rubberBand(minimum - raw, dimension: dimension) : minimum
    }
    if raw > maximum {
      return bounces
        ? maximum + ScrollPhysics.rubberBand(raw - maximum, dimension: dimension) : maximum
    }
    return raw
  }

  private func unbanded(_ offset: Double, minimum: Double, maximum: Double, dimension: Double)
    -> Double
  {
    if offset < minimum {
      return minimum - ScrollPhysics.inverseRubberBand(minimum - offset, dimension: dimension)
    }
    if offset > maximum {
      return maximum + ScrollPhysics.inverseRubberBand(offset - maximum, dimension: dimension)
    }
    return offset
  }
}
