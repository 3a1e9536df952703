/// Tracks a window's pointers and scroll streams: hit tests the model tree, offers each pointer
/// (and each scroll) to the gesture recognizers along the hit view's ancestry, joins them to
/// the ``GestureArena`` that arbitrates them, and delivers to the hit view what the recognizers
/// leave, holding it back or cancelling it as they decide.
///
/// It marks each pointer event ``PointerEvent/isPrimary`` when its pointer went down while no
/// other pointer was down on the same view, and a pointer going down focuses the focusable view
/// it lands in (``View/canBecomeFocused``, the hit view or its nearest such ancestor) without a
/// focus ring; it knows no particular view or control.
@MainActor
final class PointerRouter {
  /// The window whose events are routed.
  private(set) weak var window: Window?
  /// The arena the recognizers compete in.
  let arena: GestureArena
  /// The pointers that are down, by id.
  private var trackings: [Int: PointerTracking] = [:]
  /// Pointers that lifted while their view's events were still delayed.
  private var lingeringTrackings: [PointerTracking] = []
  private var trackingCount = 0
  /// The latched target of the trackpad scroll stream in progress, from `began` to `ended`.
  var scrollSession: ScrollSession?
  /// Whether a pan took the last trackpad scroll stream, so its momentum is dropped.
  var lastScrollStreamWasTaken = false

  /// Creates the pointer room of `window`, whose recognizers compete in `arena`; it becomes
  /// the arena's delegate.
  init(window: Window, arena: GestureArena) {
    self.window = window
    self.arena = arena
    arena.delegate = self
  }

  // MARK: Pointers

  /// Routes a pointer event.
  func send(_ event: PointerEvent) {
    arena.handleEvent(at: event.timestamp) {
      switch event.phase {
      case .began: pointerWentDown(event)
      case .moved: pointerMoved(event)
      case .ended, .cancelled: pointerLifted(event)
      }
    }
  }

  private func pointerWentDown(_ event: PointerEvent) {
    if let stale = trackings[event.id] {
      var cancellation = stale.lastEvent
      cancellation.phase = .cancelled
      cancellation.timestamp = max(stale.lastEvent.timestamp, event.timestamp)
      pointerLifted(cancellation)
      arena.settle()
    }
    let view = window?.hitTest(event.location)
    // A press focuses the focusable view it lands in, as a click does on the desktop.
    window?.focus(fromPointerOn: view)
    var event = event
    event.isPrimary = view == nil || !trackings.values.contains { $0.view === view }
    var candidates: [GestureRecognizer] = []
    var current = view
    while let node = current {
      for recognizer in node.gestureRecognizers where acceptsNewPointer(recognizer, event) {
        candidates.append(recognizer)
      }
      current = node.superview
    }
    trackingCount += 1
    let tracking = PointerTracking(
      id: event.id, order: trackingCount, view: view, recognizers: candidates, event: event)
    trackings[event.id] = tracking
    for recognizer in candidates {
      arena.join(recognizer)
      recognizer.track(event)
    }
    for recognizer in candidates where receives(recognizer, tracking) {
      recognizer.pointerBegan(event)
    }
    deliverToView(tracking, event)
  }

  private func pointerMoved(_ event: PointerEvent) {
    guard let tracking = trackings[event.id] else { return }
    let event = tracking.stamped(event)
    tracking.lastEvent = event
    for recognizer in tracking.recognizers where receives(recognizer, tracking) {
      recognizer.track(event)
      recognizer.pointerMoved(event)
    }
    deliverToView(tracking, event)
  }

  private func pointerLifted(_ event: PointerEvent) {
    guard let tracking = trackings[event.id] else { return }
    let event = tracking.stamped(event)
    tracking.lastEvent = event
    for recognizer in tracking.recognizers where receives(recognizer, tracking) {
      recognizer.track(event)
      if event.phase == .ended {
        recognizer.pointerEnded(event)
      } else {
        recognizer.pointerCancelled(event)
      }
    }
    for recognizer in tracking.recognizers where arena.contains(recognizer) {
      recognizer.untrack(pointer: tracking.id)
    }
    deliverToView(tracking, event)
    trackings[event.id] = nil
    if tracking.isDelayed { lingeringTrackings.append(tracking) }
  }

  private func acceptsNewPointer(_ recognizer: GestureRecognizer, _ event: PointerEvent) -> Bool {
    guard recognizer.isReceivingEvents, recognizer.pendingState == nil,
      arena.canJoin(recognizer),
      recognizer.pointerLocations[GestureRecognizer.scrollPointerID] == nil
    else { return false }
    return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
  }

  private func receives(_ recognizer: GestureRecognizer, _ tracking: PointerTracking) -> Bool {
    arena.contains(recognizer) && recognizer.isReceivingEvents
      && recognizer.pointerLocations[tracking.id] != nil
  }

  // MARK: Delivery to views

  private func deliverToView(_ tracking: PointerTracking, _ event: PointerEvent) {
    switch tracking.delivery {
    case .cancelled:
      return
    case .delayed(var events):
      events.append(event)
      tracking.delivery = .delayed(events)
    case .live:
      if event.phase == .began, isHeldBack(tracking) {
        tracking.delivery = .delayed([event])
      } else {
        deliverLive(tracking, event)
      }
    }
  }

  private func deliverLive(_ tracking: PointerTracking, _ event: PointerEvent) {
    guard let view = tracking.view else { return }
    switch event.phase {
    case .began:
      tracking.viewReceivedBegan = true
      view.pointerBegan(event)
    case .moved:
      guard tracking.isLiveInView else { return }
      view.pointerMoved(event)
    case .ended:
      guard tracking.isLiveInView else { return }
      view.pointerEnded(event)
      tracking.viewFinished = true
    case .cancelled:
      guard tracking.isLiveInView else { return }
      view.pointerCancelled(event)
      tracking.viewFinished = true
    }
  }

  /// Whether a recognizer with `delaysTouchesBegan` is still undecided about the pointer.
  private func isHeldBack(_ tracking: PointerTracking) -> Bool {
    tracking.recognizers.contains { recognizer in
      recognizer.delaysTouchesBegan && arena.contains(recognizer)
        && recognizer.storedState == .possible && recognizer.involvedPointers.contains(tracking.id)
    }
  }

  /// A recognizer took the pointer: the view hears `pointerCancelled` (when it heard of the
  /// pointer at all) and nothing more.
  private func cancelViewDelivery(_ tracking: PointerTracking) {
    let wasLive = tracking.isLiveInView
    tracking.delivery = .cancelled
    guard wasLive, let view = tracking.view else { return }
    var cancellation = tracking.lastEvent
    cancellation.phase = .cancelled
    view.pointerCancelled(cancellation)
    tracking.viewFinished = true
  }

  /// Whether a pointer is down: a button held or a finger on the window.
  var hasPointerDown: Bool { !trackings.isEmpty }

  /// The pointers that are down, in the order they went down, then the lingering ones.
  private var allTrackings: [PointerTracking] {
    trackings.values.sorted { $0.order < $1.order } + lingeringTrackings
  }

  /// The trackings of the pointers `recognizer` was offered and received.
  private func trackings(of recognizer: GestureRecognizer) -> [PointerTracking] {
    allTrackings.filter { tracking in
      recognizer.involvedPointers.contains(tracking.id)
        && tracking.recognizers.contains { $0 === recognizer }
    }
  }
}

// MARK: - GestureArenaDelegate

extension PointerRouter: GestureArenaDelegate {
  /// The hit views of the pointers `recognizer` was offered, in the order they went down.
  func gestureArena(
    _ arena: GestureArena, viewsUnderPointersOf recognizer: GestureRecognizer
  ) -> [View] {
    trackings(of: recognizer).compactMap(\.view)
  }

  /// Cancels the views' delivery of the pointers `recognizer` took.
  func gestureArena(_ arena: GestureArena, cancelTouchesTakenBy recognizer: GestureRecognizer) {
    for tracking in trackings(of: recognizer) { cancelViewDelivery(tracking) }
  }

  /// Hands the held-back events to views whose delaying recognizers have decided.
  func gestureArenaDidDecide(_ arena: GestureArena) {
    for tracking in allTrackings {
      guard case .delayed(let events) = tracking.delivery, !isHeldBack(tracking) else {
        continue
      }
      tracking.delivery = .live
      for event in events { deliverLive(tracking, event) }
    }
  }

  /// Forgets the lifted pointers whose held-back events were delivered or dropped.
  func gestureArenaDidSettle(_ arena: GestureArena) {
    lingeringTrackings.removeAll { !$0.isDelayed }
  }
}
