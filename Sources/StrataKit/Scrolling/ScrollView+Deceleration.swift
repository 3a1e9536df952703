extension ScrollView {
  /// Moves the content to `offset` at once (no animation) and tells the delegate.
  func applyContentOffset(_ offset: Point) {
    guard offset != bounds.origin else { return }
    View.performWithoutAnimation { bounds.origin = offset }
    setNeedsLayout()
    delegate?.scrollViewDidScroll(self)
  }

  /// `offset` on whole device pixels of the window's scale, as UIKit places a scroll view's
  /// content while it moves on its own or follows a finger: the content's layers then move
  /// by whole pixels, which the renderer copies instead of drawing again, and text keeps its
  /// sharpness. Outside a window, `offset` as it is.
  func alignedToPixels(_ offset: Point) -> Point {
    guard let scale = window?.scale, scale > 0 else { return offset }
    return Point(
      x: (offset.x * scale).rounded() / scale, y: (offset.y * scale).rounded() / scale)
  }

  func startDisplayLink() {
    guard let window else { return }
    if displayLink == nil {
      displayLink = DisplayLink { [weak self] link in self?.step(at: link.timestamp) }
    }
    displayLink?.add(to: window)
    displayLink?.isPaused = false
    // The content's views become layers from this frame on (see `contentMovesInFrame`).
    invalidateRendering()
    showIndicators()
  }

  /// Stops the content where it is; with `notify`, the delegate hears that deceleration ended.
  func stopMotion(notify: Bool) {
    let wasDecelerating = isDecelerating
    let wasProgrammatic = motion.isProgrammatic && motion.isActive
    motion = ScrollMotionState()
    displayLink?.isPaused = true
    isDecelerating = false
    if notify && wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
    if notify && wasProgrammatic { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// Ends the running motion at once, the view leaving `window`: the content goes where the
  /// motion would come to rest (a target, or where a deceleration is, within the content) and
  /// the delegate hears about it at `window`'s next frame.
  func endMotion(leaving window: Window) {
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    let current = contentOffset
    let resting = Point(
      x: motion.horizontal?.target ?? min(max(current.x, minimum.x), maximum.x),
      y: motion.vertical?.target ?? min(max(current.y, minimum.y), maximum.y))
    let wasProgrammatic = motion.isProgrammatic
    let wasDecelerating = isDecelerating
    motion = ScrollMotionState()
    displayLink?.isPaused = true
    isDecelerating = false
    if resting != current {
      View.performWithoutAnimation { bounds.origin = resting }
      setNeedsLayout()
    }
    window.enqueueCompletion { [weak self] in
      guard let self else { return }
      if resting != current { self.delegate?.scrollViewDidScroll(self) }
      if wasProgrammatic {
        self.delegate?.scrollViewDidEndScrollingAnimation(self)
      } else if wasDecelerating {
        self.delegate?.scrollViewDidEndDecelerating(self)
      }
    }
  }

  /// Advances the motion to `time`: decelerating content that runs past an edge turns into a
  /// bounce (a spring back to the edge that starts at the content's speed).
  func step(at time: Double) {
    guard motion.isActive else {
      displayLink?.isPaused = true
      return
    }
    let minimum = minimumContentOffset
    let maximum = maximumContentOffset
    var offset = contentOffset
    var finished = true
    if let axis = motion.horizontal {
      let result = advance(axis, at: time, minimum: minimum.x, maximum: maximum.x)
      offset.x = result.offset
      motion.horizontal = result.next
      finished = finished && result.next == nil
    }
    if let axis = motion.vertical {
      let result = advance(axis, at: time, minimum: minimum.y, maximum: maximum.y)
      offset.y = result.offset
      motion.vertical = result.next
      finished = finished && result.next == nil
    }
    applyContentOffset(alignedToPixels(offset))
    guard finished else { return }
    let wasProgrammatic = motion.isProgrammatic
    motion = ScrollMotionState()
    displayLink?.isPaused = true
    scheduleIndicatorFade()
    if wasProgrammatic {
      delegate?.scrollViewDidEndScrollingAnimation(self)
    } else if isDecelerating {
      isDecelerating = false
      delegate?.scrollViewDidEndDecelerating(self)
    }
  }

  private func advance(_ axis: ScrollAxisMotion, at time: Double, minimum: Double, maximum: Double)
    -> (offset: Double, next: ScrollAxisMotion?)
  {
    let state = axis.state(at: time)
    if case .decelerating = axis, state.offset < minimum || state.offset > maximum {
      let edge = state.offset < minimum ? minimum : maximum
      guard bounces else { return (edge, nil) }
      let bounce = ScrollAxisMotion.spring(
        start: state.offset, target: edge, velocity: state.velocity, startTime: time,
        spring: ScrollPhysics.bounceBackSpring)
      return (state.offset, bounce)
    }
    return (state.offset, state.isFinished ? nil : axis)
  }

  /// Places the indicators along the visible edges, sized by the visible fraction of the
  /// content, and keeps them in front of the content.
  func updateIndicators() {
    let visible = bounds
    let thickness = 3.0
    let inset = 2.0
    let width = contentSize.width + contentInset.horizontal
    let height = contentSize.height + contentInset.vertical
    let showsHorizontal = showsHorizontalScrollIndicator && width > visible.width
    let showsVertical = showsVerticalScrollIndicator && height > visible.height
    horizontalIndicator.isHidden = !showsHorizontal
    verticalIndicator.isHidden = !showsVertical
    View.performWithoutAnimation {
      if showsHorizontal {
        let track = visible.width - 2 * inset - (showsVertical ? thickness + inset : 0)
        let length = max(thickness * 3, track * visible.width / width)
        let progress = (visible.minX + contentInset.left) / max(1, width - visible.width)
        horizontalIndicator.frame = Rect(
          x: visible.minX + inset + (track - length) * min(max(progress, 0), 1),
          y: visible.maxY - inset - thickness, width: length, height: thickness)
      }
      if showsVertical {
        let track = visible.height - 2 * inset - (showsHorizontal ? thickness + inset : 0)
        let length = max(thickness * 3, track * visible.height / height)
        let progress = (visible.minY + contentInset.top) / max(1, height - visible.height)
        verticalIndicator.frame = Rect(
          x: visible.maxX - inset - thickness,
          y: visible.minY + inset + (track - length) * min(max(progress, 0), 1),
          width: thickness, height: length)
      }
    }
    if subviews.last !== verticalIndicator || subviews.dropLast().last !== horizontalIndicator {
      bringSubviewToFront(horizontalIndicator)
      bringSubviewToFront(verticalIndicator)
    }
  }

  /// Shows at once the indicators that show for the content: not those turned off, nor one
  /// along an axis the content does not scroll on (they are hidden, see ``updateIndicators()``).
  func showIndicators() {
    View.performWithoutAnimation {
      for indicator in [horizontalIndicator, verticalIndicator] where !indicator.isHidden {
        indicator.alpha = 1
      }
    }
  }

  /// Fades the shown indicators out after a short pause. A hidden one takes its faded alpha at
  /// once: a fade nobody sees would keep the window drawing frames for 0.75 s after the content
  /// came to rest (a paging container's pages, whose indicators are off, after every page).
  func scheduleIndicatorFade() {
    let indicators = [horizontalIndicator, verticalIndicator]
    View.performWithoutAnimation {
      for indicator in indicators where indicator.isHidden { indicator.alpha = 0 }
    }
    View.animate(withDuration: 0.25, delay: 0.5, curve: .easeOut) {
      for indicator in indicators where !indicator.isHidden { indicator.alpha = 0 }
    }
  }
}
