public import StrataKit

/// The interaction driver: synthetic drags, flings, taps, scrolls and key presses sent
/// through `Window.send(_:)` with the manual clock stepped
/// explicitly, and the keyboard focus to act on and to assert on.
///
/// Points are in window coordinates; event timestamps are `clock.now`. Each drag (and each
/// tap) uses a pointer id of its own.
extension TestHost {
  /// The number of moves in a ``fling(from:velocity:)``: 6, one frame apart.
  public static let flingMoveCount = 6

  /// Where the drag begun with ``beginDrag(at:)`` is now, or `nil` when no drag is in
  /// progress.
  public var dragLocation: Point? { driverState.drag?.location }

  /// Presses a pointer at `point` now. A drag already in progress ends first.
  public func beginDrag(at point: Point) {
    if driverState.drag != nil { endDrag() }
    var state = driverState
    let id = state.nextPointerID
    state.nextPointerID += 1
    state.drag = (id, point)
    driverState = state
    send(.began, id: id, at: point)
  }

  /// Advances the clock by one frame (``frameDuration``, rendering it), then moves the drag's
  /// pointer to `point`. A no-op without a drag in progress.
  public func moveDrag(to point: Point) {
    moveDrag(to: point, after: Self.frameDuration)
  }

  /// Lifts the drag's pointer where it is, now. A no-op without a drag in progress.
  public func endDrag() {
    finishDrag(.ended)
  }

  /// Cancels the drag's pointer where it is, now, as a system interruption would. A no-op
  /// without a drag in progress.
  public func cancelDrag() {
    finishDrag(.cancelled)
  }

  /// Drags from `start` to `end`: a pointer down at `start`, `steps` evenly spaced moves with
  /// the clock advanced by `duration / steps` (and a frame rendered) before each, and a
  /// pointer up at `end` right after the last move.
  ///
  /// - Parameters:
  ///   - start: Where the pointer goes down, in window coordinates.
  ///   - end: Where it lifts, in window coordinates.
  ///   - duration: How long the drag takes, in seconds; defaults to 0.25.
  ///   - steps: How many moves; defaults to 15 (at least 1).
  public func drag(from start: Point, to end: Point, duration: Double = 0.25, steps: Int = 15) {
    let count = max(1, steps)
    let interval = max(0, duration) / Double(count)
    beginDrag(at: start)
    for step in 1...count {
      moveDrag(
        to: start.interpolated(to: end, fraction: Double(step) / Double(count)), after: interval)
    }
    endDrag()
  }

  /// Flings from `start`: a pointer down, ``flingMoveCount`` moves one frame apart at a
  /// constant `velocity`, and a pointer up with no pause, so the release velocity is
  /// `velocity`.
  ///
  /// - Parameters:
  ///   - start: Where the pointer goes down, in window coordinates.
  ///   - velocity: The pointer's speed, in points per second.
  public func fling(from start: Point, velocity: Point) {
    beginDrag(at: start)
    for move in 1...Self.flingMoveCount {
      let elapsed = Double(move) * Self.frameDuration
      moveDrag(to: start + velocity * elapsed, after: Self.frameDuration)
    }
    endDrag()
  }

  /// Taps at `point`: a pointer down, one frame (rendered), and the pointer up at the same
  /// place.
  public func tap(at point: Point) {
    beginDrag(at: point)
    advance(by: Self.frameDuration)
    endDrag()
  }

  /// Scrolls by `delta` points at `point` (window coordinates).
  ///
  /// Precise (the default) sends a trackpad stream: `began` with no delta now, then `steps`
  /// `changed` events, each after advancing the clock one frame, sharing `delta` evenly, then
  /// `ended` with no delta right after the last. Otherwise sends one wheel event with the
  /// whole `delta`, now.
  ///
  /// - Parameters:
  ///   - delta: How far the content should scroll, in points (positive y scrolls toward the
  ///     end of the content).
  ///   - point: Where the pointer is, in window coordinates.
  ///   - precise: Whether to scroll as a trackpad (true, the default) or a wheel.
  ///   - steps: How many `changed` events a precise scroll has; defaults to 6 (at least 1).
  public func scroll(by delta: Point, at point: Point, precise: Bool = true, steps: Int = 6) {
    guard precise else {
      send(ScrollEvent(delta: delta, location: point, timestamp: clock.now))
      return
    }
    let count = max(1, steps)
    send(
      ScrollEvent(
        delta: .zero, isPrecise: true, phase: .began, location: point, timestamp: clock.now))
    for _ in 1...count {
      advance(by: Self.frameDuration)
      send(
        ScrollEvent(
          delta: delta * (1 / Double(count)), isPrecise: true, phase: .changed, location: point,
          timestamp: clock.now))
    }
    send(
      ScrollEvent(
        delta: .zero, isPrecise: true, phase: .ended, location: point, timestamp: clock.now))
  }

  /// Taps at the centre of what shows of `view` in the window (its bounds clipped by the
  /// clipping ancestors and the window), as ``tap(at:)`` does: the tap goes through the
  /// window's hit testing, so a view covered there is not the one tapped. Returns false and
  /// sends nothing when no part of `view` shows in this host's window (outside it, hidden,
  /// transparent or clipped away).
  @discardableResult
  public func tap(on view: View) -> Bool {
    guard view.window === window else { return false }
    let shown = view.visibleRectInWindow
    guard !shown.isNull else { return false }
    tap(at: shown.center)
    return true
  }

  /// Focuses `view` as a click on it would, without a pointer event (so a button does not run
  /// its action): the view, or its nearest ancestor that can become focused, becomes first
  /// responder, with no focus ring. Returns whether that view took the focus; a view outside
  /// this host's window, hidden, transparent, out of sight, not taking user interaction, or
  /// with nothing focusable on the way up returns false and changes nothing.
  @discardableResult
  public func focus(_ view: View) -> Bool {
    guard view.window === window, !view.visibleRectInWindow.isNull,
      view.isInteractiveOnTheWayUp, view.nearestFocusableView != nil
    else { return false }
    let focused = window.focus(fromPointerOn: view) != nil
    didStep()
    return focused
  }

  /// The window's first responder: the focused view, a view controller, or `nil`. Keys sent
  /// with ``press(key:modifiers:)`` go to it first.
  public var firstResponder: Responder? { window.firstResponder }

  /// Presses `key` with `modifiers` held: a key down, then a key up, now, through the window's
  /// key routing: key commands along the responder chain from the ``firstResponder``, then the
  /// responders themselves, then the window (Tab and Shift+Tab move the focus). Returns whether
  /// a key command handled the key down.
  @discardableResult
  public func press(key: Key, modifiers: KeyModifiers = []) -> Bool {
    let handled = window.send(
      KeyEvent(key: key, modifiers: modifiers, phase: .down, timestamp: clock.now))
    didStep()
    window.send(KeyEvent(key: key, modifiers: modifiers, phase: .up, timestamp: clock.now))
    didStep()
    return handled
  }

  private func moveDrag(to point: Point, after interval: Double) {
    guard let drag = driverState.drag else { return }
    advance(by: interval)
    driverState.drag = (drag.id, point)
    send(.moved, id: drag.id, at: point)
  }

  private func finishDrag(_ phase: PointerEvent.Phase) {
    guard let drag = driverState.drag else { return }
    driverState.drag = nil
    send(phase, id: drag.id, at: drag.location)
  }

  private func send(_ phase: PointerEvent.Phase, id: Int, at point: Point) {
    window.send(
      PointerEvent(id: id, phase: phase, location: point, timestamp: clock.now, device: .touch))
    didStep()
  }

  private func send(_ event: ScrollEvent) {
    window.send(event)
    didStep()
  }
}
