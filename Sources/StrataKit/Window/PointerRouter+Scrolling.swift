extension PointerRouter {
  /// The latched target of a trackpad scroll stream, from its `began` to its `ended`.
  struct ScrollSession {
    /// The view under the stream's `began`.
    let view: View?
    /// The pans the stream was offered.
    let recognizers: [PanGestureRecognizer]
    /// Whether a pan took the stream, so the view gets no more of it.
    var isTaken = false
  }

  /// Routes a scroll event: to the pans that take scroll input along the hit view's ancestry,
  /// otherwise to the hit view's `scrollWheel(_:)`.
  func send(_ event: ScrollEvent) {
    arena.handleEvent(at: event.timestamp) {
      if event.isPrecise, let phase = event.phase {
        scrollStream(event, phase: phase)
      } else {
        scrollStep(event)
      }
    }
  }

  private func scrollStream(_ event: ScrollEvent, phase: ScrollEvent.Phase) {
    switch phase {
    case .began:
      endScrollSession()
      let view = window?.hitTest(event.location)
      let pans = scrollCandidates(under: view, for: event)
      for pan in pans {
        arena.join(pan)
        pan.track(scrollPointerEvent(event))
      }
      scrollSession = ScrollSession(view: view, recognizers: pans)
      for pan in pans where receivesScroll(pan) { pan.scrollBegan(event) }
      deliverScroll(event)
    case .changed:
      guard let session = scrollSession else {
        window?.hitTest(event.location)?.scrollWheel(event)
        return
      }
      for pan in session.recognizers where receivesScroll(pan) { pan.scrollChanged(event) }
      deliverScroll(event)
    case .ended:
      guard let session = scrollSession else {
        window?.hitTest(event.location)?.scrollWheel(event)
        return
      }
      for pan in session.recognizers where receivesScroll(pan) { pan.scrollEnded(event) }
      deliverScroll(event)
      lastScrollStreamWasTaken = scrollSession?.isTaken ?? false
      for pan in session.recognizers where arena.contains(pan) {
        pan.untrack(pointer: GestureRecognizer.scrollPointerID)
      }
      scrollSession = nil
    case .momentum:
      guard !lastScrollStreamWasTaken else { return }
      window?.hitTest(event.location)?.scrollWheel(event)
    }
  }

  /// A scroll event without a stream: a whole gesture for the pans that take it.
  private func scrollStep(_ event: ScrollEvent) {
    let view = window?.hitTest(event.location)
    let pans = scrollCandidates(under: view, for: event)
    for pan in pans {
      arena.join(pan)
      pan.track(scrollPointerEvent(event))
    }
    for pan in pans where receivesScroll(pan) { pan.scrollStep(event) }
    let isTaken = pans.contains { arena.contains($0) && $0.hasRecognized }
    for pan in pans where arena.contains(pan) {
      pan.untrack(pointer: GestureRecognizer.scrollPointerID)
    }
    if !isTaken { view?.scrollWheel(event) }
  }

  /// Gives a stream's event to the latched view unless a pan took the stream.
  private func deliverScroll(_ event: ScrollEvent) {
    guard var session = scrollSession else { return }
    if !session.isTaken {
      session.isTaken = session.recognizers.contains { arena.contains($0) && $0.hasRecognized }
      scrollSession = session
    }
    if !session.isTaken { session.view?.scrollWheel(event) }
  }

  private func endScrollSession() {
    guard let session = scrollSession else { return }
    for pan in session.recognizers where receivesScroll(pan) { pan.scrollCancelled() }
    for pan in session.recognizers where arena.contains(pan) {
      pan.untrack(pointer: GestureRecognizer.scrollPointerID)
    }
    scrollSession = nil
  }

  private func scrollCandidates(
    under view: View?, for event: ScrollEvent
  ) -> [PanGestureRecognizer] {
    var pans: [PanGestureRecognizer] = []
    var current = view
    while let node = current {
      for case let pan as PanGestureRecognizer in node.gestureRecognizers
      where pan.isEnabled && pan.accepts(event) && pan.storedState == .possible
        && pan.pendingState == nil && pan.pointerOrder.isEmpty && arena.canJoin(pan)
      {
        pans.append(pan)
      }
      current = node.superview
    }
    return pans
  }

  private func receivesScroll(_ pan: PanGestureRecognizer) -> Bool {
    arena.contains(pan) && pan.isReceivingEvents
      && pan.pointerLocations[GestureRecognizer.scrollPointerID] != nil
  }

  private func scrollPointerEvent(_ event: ScrollEvent) -> PointerEvent {
    PointerEvent(
      id: GestureRecognizer.scrollPointerID, phase: .began, location: event.location,
      timestamp: event.timestamp)
  }
}
