/// Delivers one window's events: hit tests the model tree, offers pointers and scrolls to the
/// gesture recognizers along the hit view's ancestry and arbitrates them as UIKit does, then
/// gives what is left to the views and the responder chain. Key events go to key commands,
/// then to the first responder.
///
/// Nothing here reads a clock: time comes from event timestamps and, while a recognizer waits
/// on a ``GestureRecognizer/deadline``, from the window's frames through a ``DisplayLink``.
@MainActor
final class EventDispatcher {
  /// The pointer id that stands for scroll input driving a pan.
  static let scrollPointerID = Int.min

  /// The latched target of a trackpad scroll stream, from its `began` to its `ended`.
  private struct ScrollSession {
    let view: View?
    let recognizers: [PanGestureRecognizer]
    var isTaken = false
  }

  private weak var window: Window?
  /// The pointers that are down, by id.
  private var trackings: [Int: PointerTracking] = [:]
  /// Pointers that lifted while their view's events were still delayed.
  private var lingeringTrackings: [PointerTracking] = []
  /// The recognizers in play: they received a pointer or scroll since their last reset.
  private var recognizers: [GestureRecognizer] = []
  private var scrollSession: ScrollSession?
  private var lastScrollStreamWasTaken = false
  private var keysTakenByCommands: Set<Key> = []
  /// Fires on frames while a recognizer waits on a deadline; the window owns it.
  private weak var frameLink: DisplayLink?
  private var trackingCount = 0
  private var dispatchDepth = 0

  /// Creates the dispatcher of `window`, with a paused frame link that wakes while a
  /// recognizer waits on a deadline.
  init(window: Window) {
    self.window = window
    let link = DisplayLink { [weak self] link in
      guard let self else { return }
      self.dispatch { self.passTime(to: link.timestamp) }
    }
    link.isPaused = true
    link.add(to: window)
    frameLink = link
  }

  // MARK: Pointers

  /// Dispatches a pointer event.
  func send(_ event: PointerEvent) {
    dispatch {
      passTime(to: event.timestamp)
      switch event.phase {
      case .began: pointerWentDown(event)
      case .moved: pointerMoved(event)
      case .ended, .cancelled: pointerLifted(event)
      }
    }
  }

  /// Whether the pointer `id` went down on `view` when no other pointer was down on it; `nil`
  /// when the pointer is not being delivered to `view`.
  func isPrimaryPointer(_ id: Int, for view: View) -> Bool? {
    guard let tracking = trackings[id], tracking.view === view else { return nil }
    return tracking.isPrimaryForView
  }

  private func pointerWentDown(_ event: PointerEvent) {
    if let stale = trackings[event.id] {
      var cancellation = stale.lastEvent
      cancellation.phase = .cancelled
      cancellation.timestamp = max(stale.lastEvent.timestamp, event.timestamp)
      pointerLifted(cancellation)
      settle()
    }
    let view = window?.hitTest(event.location)
    var candidates: [GestureRecognizer] = []
    var current = view
    while let node = current {
      for recognizer in node.gestureRecognizers where acceptsNewPointer(recognizer, event) {
        candidates.append(recognizer)
      }
      current = node.superview
    }
    trackingCount += 1
    let isPrimary = !trackings.values.contains { $0.view === view && view != nil }
    let tracking = PointerTracking(
      id: event.id, order: trackingCount, view: view, recognizers: candidates, event: event,
      isPrimaryForView: isPrimary)
    trackings[event.id] = tracking
    for recognizer in candidates {
      join(recognizer)
      recognizer.track(event)
    }
    for recognizer in candidates where receives(recognizer, tracking) {
      recognizer.pointerBegan(event)
    }
    deliverToView(tracking, event)
  }

  private func pointerMoved(_ event: PointerEvent) {
    guard let tracking = trackings[event.id] else { return }
    tracking.lastEvent = event
    for recognizer in tracking.recognizers where receives(recognizer, tracking) {
      recognizer.track(event)
      recognizer.pointerMoved(event)
    }
    deliverToView(tracking, event)
  }

  private func pointerLifted(_ event: PointerEvent) {
    guard let tracking = trackings[event.id] else { return }
    tracking.lastEvent = event
    for recognizer in tracking.recognizers where receives(recognizer, tracking) {
      recognizer.track(event)
      if event.phase == .ended {
        recognizer.pointerEnded(event)
      } else {
        recognizer.pointerCancelled(event)
      }
    }
    for recognizer in tracking.recognizers where recognizer.arena === self {
      recognizer.untrack(pointer: tracking.id)
    }
    deliverToView(tracking, event)
    trackings[event.id] = nil
    if tracking.isDelayed { lingeringTrackings.append(tracking) }
  }

  private func acceptsNewPointer(_ recognizer: GestureRecognizer, _ event: PointerEvent) -> Bool {
    guard recognizer.isReceivingEvents, recognizer.pendingState == nil,
      recognizer.arena == nil || recognizer.arena === self,
      recognizer.pointerLocations[Self.scrollPointerID] == nil
    else { return false }
    return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
  }

  private func receives(_ recognizer: GestureRecognizer, _ tracking: PointerTracking) -> Bool {
    recognizer.arena === self && recognizer.isReceivingEvents
      && recognizer.pointerLocations[tracking.id] != nil
  }

  private func join(_ recognizer: GestureRecognizer) {
    guard recognizer.arena !== self else { return }
    recognizer.arena = self
    if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
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
      recognizer.delaysTouchesBegan && recognizer.arena === self
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

  private var allTrackings: [PointerTracking] {
    trackings.values.sorted { $0.order < $1.order } + lingeringTrackings
  }

  /// Hands the held-back events to views whose delaying recognizers have decided.
  private func flushDelayedDeliveries() {
    for tracking in allTrackings {
      guard case .delayed(let events) = tracking.delivery, !isHeldBack(tracking) else {
        continue
      }
      tracking.delivery = .live
      for event in events { deliverLive(tracking, event) }
    }
  }

  // MARK: Arbitration

  /// Handles a recognizer's request to change its state, as the state machine's table says.
  func recognizer(_ recognizer: GestureRecognizer, requests newState: GestureRecognizer.State) {
    dispatch {
      switch recognizer.storedState.transition(to: newState) {
      case .recognize(let target):
        if recognizer.pendingState != nil {
          if target == .ended { recognizer.pendingState = .ended }
        } else {
          attemptRecognition(recognizer, as: target)
        }
      case .fail:
        fail(recognizer)
      case .proceed(let next):
        recognizer.setState(next)
      case nil:
        break
      }
    }
  }

  /// A recognizer asks to begin or recognize: it may be prevented, wait for the recognizers
  /// it requires to fail, or recognize and prevent the others.
  private func attemptRecognition(
    _ recognizer: GestureRecognizer, as target: GestureRecognizer.State
  ) {
    let others = recognizers.filter { $0 !== recognizer && $0.arena === self }
    let isPrevented = others.contains { other in
      other.hasRecognized && shares(other, recognizer) && !simultaneous(other, recognizer)
        && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
    }
    if isPrevented {
      fail(recognizer)
      return
    }
    var mustWait = false
    for other in others where requiresFailure(recognizer, of: other) {
      if other.hasRecognized {
        fail(recognizer)
        return
      }
      if other.storedState == .possible { mustWait = true }
    }
    if mustWait {
      recognizer.pendingState = target
      return
    }
    guard !isTapOnEnabledButton(recognizer),
      recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    else {
      fail(recognizer)
      return
    }
    recognize(recognizer, as: target)
  }

  /// Whether `recognizer` is a single one-pointer tap on an ancestor of an enabled button the
  /// pointer went down on: as in UIKit since iOS 6, the button's own action takes the tap.
  private func isTapOnEnabledButton(_ recognizer: GestureRecognizer) -> Bool {
    guard let tap = recognizer as? TapGestureRecognizer, tap.numberOfTapsRequired <= 1,
      tap.numberOfTouchesRequired <= 1, let tapView = tap.view
    else { return false }
    return allTrackings.contains { tracking in
      guard tap.involvedPointers.contains(tracking.id) else { return false }
      var current = tracking.view
      while let view = current, view !== tapView {
        if let button = view as? Button, button.isEnabled { return true }
        current = view.superview
      }
      return false
    }
  }

  private func recognize(_ recognizer: GestureRecognizer, as target: GestureRecognizer.State) {
    recognizer.pendingState = nil
    recognizer.deadline = nil
    recognizer.storedState = target
    for other in recognizers where other !== recognizer && other.arena === self {
      if requiresFailure(other, of: recognizer) {
        fail(other)
        continue
      }
      guard shares(recognizer, other), !simultaneous(recognizer, other),
        recognizer.canPrevent(other), other.canBePrevented(by: recognizer)
      else { continue }
      if other.storedState == .possible {
        fail(other)
      } else if other.storedState == .began || other.storedState == .changed {
        other.setState(.cancelled)
      }
    }
    if recognizer.cancelsTouchesInView {
      for tracking in allTrackings
      where recognizer.involvedPointers.contains(tracking.id)
        && tracking.recognizers.contains(where: { $0 === recognizer })
      {
        cancelViewDelivery(tracking)
      }
    }
    recognizer.setState(target)
  }

  private func fail(_ recognizer: GestureRecognizer) {
    guard recognizer.storedState == .possible else { return }
    recognizer.deadline = nil
    recognizer.setState(.failed)
    for waiter in recognizers where waiter !== recognizer && waiter.arena === self {
      guard waiter.storedState == .possible, let target = waiter.pendingState,
        requiresFailure(waiter, of: recognizer)
      else { continue }
      waiter.pendingState = nil
      attemptRecognition(waiter, as: target)
    }
  }

  /// Takes a disabled or removed recognizer out of play: it is cancelled (or fails) and
  /// forgets its pointers.
  func withdraw(_ recognizer: GestureRecognizer) {
    guard recognizer.arena === self else { return }
    dispatch {
      if recognizer.storedState == .began || recognizer.storedState == .changed {
        recognizer.setState(.cancelled)
      } else {
        fail(recognizer)
      }
      for id in recognizer.pointerOrder { recognizer.untrack(pointer: id) }
    }
  }

  private func requiresFailure(
    _ recognizer: GestureRecognizer, of other: GestureRecognizer
  ) -> Bool {
    recognizer.requiresFailureExplicitly(of: other)
      || recognizer.shouldRequireFailure(of: other)
      || other.shouldBeRequiredToFail(by: recognizer)
      || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
  }

  private func simultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
    first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
      || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first)
        == true
  }

  private func shares(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
    !first.involvedPointers.isDisjoint(with: second.involvedPointers)
  }

  // MARK: Time and settling

  /// Runs `body`, then, once the outermost dispatch is done, settles the recognizers.
  private func dispatch(_ body: () -> Void) {
    dispatchDepth += 1
    body()
    dispatchDepth -= 1
    if dispatchDepth == 0 { settle() }
  }

  /// Tells the recognizers whose deadline is before `time`.
  private func passTime(to time: Double) {
    for recognizer in recognizers where recognizer.arena === self {
      guard let deadline = recognizer.deadline, time > deadline else { continue }
      recognizer.deadline = nil
      recognizer.deadlinePassed(at: time)
    }
  }

  /// After each event: fails the recognizers that can no longer recognize (undecided, with no
  /// pointers and nothing to wait for), delivers held-back events, resets the recognizers that
  /// are done, and keeps a display link while a recognizer waits on a deadline.
  private func settle() {
    dispatchDepth += 1
    for _ in 0..<64 {
      flushDelayedDeliveries()
      let stranded = recognizers.filter { recognizer in
        recognizer.arena === self && recognizer.storedState == .possible
          && recognizer.pendingState == nil && recognizer.pointerOrder.isEmpty
          && recognizer.deadline == nil
      }
      if stranded.isEmpty { break }
      for recognizer in stranded { fail(recognizer) }
    }
    let done = recognizers.filter { recognizer in
      recognizer.arena === self && recognizer.storedState.isFinished
        && recognizer.pointerOrder.isEmpty
    }
    recognizers.removeAll { recognizer in
      recognizer.arena !== self || done.contains { $0 === recognizer }
    }
    for recognizer in done { recognizer.performReset() }
    lingeringTrackings.removeAll { !$0.isDelayed }
    updateDeadlineLink()
    dispatchDepth -= 1
  }

  private func updateDeadlineLink() {
    let isWaiting = recognizers.contains { $0.deadline != nil }
    if let frameLink, frameLink.isPaused == isWaiting { frameLink.isPaused = !isWaiting }
  }

  // MARK: Scrolling

  /// Dispatches a scroll event: to the pans that take scroll input along the hit view's
  /// ancestry, otherwise to the hit view's `scrollWheel(_:)`.
  func send(_ event: ScrollEvent) {
    dispatch {
      passTime(to: event.timestamp)
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
        join(pan)
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
      for pan in session.recognizers where pan.arena === self {
        pan.untrack(pointer: Self.scrollPointerID)
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
      join(pan)
      pan.track(scrollPointerEvent(event))
    }
    for pan in pans where receivesScroll(pan) { pan.scrollStep(event) }
    let isTaken = pans.contains { $0.arena === self && $0.hasRecognized }
    for pan in pans where pan.arena === self { pan.untrack(pointer: Self.scrollPointerID) }
    if !isTaken { view?.scrollWheel(event) }
  }

  /// Gives a stream's event to the latched view unless a pan took the stream.
  private func deliverScroll(_ event: ScrollEvent) {
    guard var session = scrollSession else { return }
    if !session.isTaken {
      session.isTaken = session.recognizers.contains { $0.arena === self && $0.hasRecognized }
      scrollSession = session
    }
    if !session.isTaken { session.view?.scrollWheel(event) }
  }

  private func endScrollSession() {
    guard let session = scrollSession else { return }
    for pan in session.recognizers where receivesScroll(pan) { pan.scrollCancelled() }
    for pan in session.recognizers where pan.arena === self {
      pan.untrack(pointer: Self.scrollPointerID)
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
        && pan.pendingState == nil && pan.pointerOrder.isEmpty
        && (pan.arena == nil || pan.arena === self)
      {
        pans.append(pan)
      }
      current = node.superview
    }
    return pans
  }

  private func receivesScroll(_ pan: PanGestureRecognizer) -> Bool {
    pan.arena === self && pan.isReceivingEvents
      && pan.pointerLocations[Self.scrollPointerID] != nil
  }

  private func scrollPointerEvent(_ event: ScrollEvent) -> PointerEvent {
    PointerEvent(
      id: Self.scrollPointerID, phase: .began, location: event.location,
      timestamp: event.timestamp)
  }

  // MARK: Keys

  /// Dispatches a key event; returns whether a key command handled it.
  func send(_ event: KeyEvent) -> Bool {
    var handled = false
    dispatch {
      passTime(to: event.timestamp)
      handled = deliverKey(event)
    }
    return handled
  }

  private func deliverKey(_ event: KeyEvent) -> Bool {
    let start = keyResponder
    switch event.phase {
    case .down:
      var responder = start
      while let current = responder {
        if let command = current.keyCommands.first(where: { $0.matches(event) }) {
          keysTakenByCommands.insert(event.key)
          command.action(command)
          return true
        }
        responder = current.next
      }
      start?.pressesBegan(event)
    case .up:
      if keysTakenByCommands.remove(event.key) != nil { return true }
      start?.pressesEnded(event)
    }
    return false
  }

  /// The first responder when it is in this window, else the root view controller, else the
  /// window.
  private var keyResponder: Responder? {
    guard let window else { return nil }
    if let first = window.firstResponder, first.responderWindow === window { return first }
    return window.rootViewController ?? window
  }
}
