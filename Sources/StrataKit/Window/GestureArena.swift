/// Arbitrates the gesture recognizers a window's events reach, as UIKit does: the first to
/// begin wins and prevents the others, failure requirements make a recognizer wait, and a
/// recognizer that fails frees its pointers for the others.
///
/// The arena follows the recognizer state machine (``GestureRecognizer/State/transition(to:)``)
/// and knows nothing of pointers, views being told about them, or any particular control: the
/// room that tracks the pointers joins recognizers to the arena, answers the arena's questions
/// as its ``delegate``, and hears what the recognizers decided. Before a recognizer begins,
/// the views with a say are asked through ``View/gestureRecognizerShouldBegin(_:)``, then its
/// delegate.
///
/// Nothing here reads a clock: time comes from event timestamps and, while a recognizer waits
/// on a ``GestureRecognizer/deadline``, from the window's frames through a ``DisplayLink``.
@MainActor
final class GestureArena {
  /// The room that tracks the pointers the recognizers receive.
  weak var delegate: (any GestureArenaDelegate)?
  /// The recognizers in play: they received a pointer or scroll since their last reset.
  private var recognizers: [GestureRecognizer] = []
  /// Fires on frames while a recognizer waits on a deadline; the window owns it.
  private weak var frameLink: DisplayLink?
  private var handlingDepth = 0

  /// Creates the arena of `window`, with a paused frame link that wakes while a recognizer
  /// waits on a deadline.
  init(window: Window) {
    let link = DisplayLink { [weak self] link in
      guard let self else { return }
      self.handle { self.passTime(to: link.timestamp) }
    }
    link.isPaused = true
    link.add(to: window)
    frameLink = link
  }

  /// Handles an event that happened at `time` (seconds on the window clock): tells the
  /// recognizers whose deadline passed, runs `body`, then settles the recognizers.
  func handleEvent(at time: Double, _ body: () -> Void) {
    handle {
      passTime(to: time)
      body()
    }
  }

  /// Whether `recognizer` is in play here.
  func contains(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.arena === self
  }

  /// Whether `recognizer` may join: it is in play here already or nowhere.
  func canJoin(_ recognizer: GestureRecognizer) -> Bool {
    recognizer.arena == nil || recognizer.arena === self
  }

  /// Puts `recognizer` in play, if it is not already.
  func join(_ recognizer: GestureRecognizer) {
    guard recognizer.arena !== self else { return }
    recognizer.arena = self
    if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
  }

  // MARK: Arbitration

  /// Handles a recognizer's request to change its state, as the state machine's table says.
  func recognizer(_ recognizer: GestureRecognizer, requests newState: GestureRecognizer.State) {
    handle {
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

  /// Takes a disabled or removed recognizer out of play: it is cancelled (or fails) and
  /// forgets its pointers.
  func withdraw(_ recognizer: GestureRecognizer) {
    guard recognizer.arena === self else { return }
    handle {
      if recognizer.storedState == .began || recognizer.storedState == .changed {
        recognizer.setState(.cancelled)
      } else {
        fail(recognizer)
      }
      for id in recognizer.pointerOrder { recognizer.untrack(pointer: id) }
    }
  }

  /// A recognizer asks to begin or recognize: it may be prevented, wait for the recognizers
  /// it requires to fail, be refused by a view or its delegate, or recognize and prevent the
  /// others.
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
    guard viewsLetBegin(recognizer),
      recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
    else {
      fail(recognizer)
      return
    }
    recognize(recognizer, as: target)
  }

  /// Whether the views with a say let `recognizer` begin: its own view, then each view from
  /// the one a pointer it tracks went down on up to (not including) its own view. The first
  /// refusal decides.
  private func viewsLetBegin(_ recognizer: GestureRecognizer) -> Bool {
    let ownView = recognizer.view
    if let ownView, !ownView.gestureRecognizerShouldBegin(recognizer) { return false }
    var asked: [View] = []
    for hitView in delegate?.gestureArena(self, viewsUnderPointersOf: recognizer) ?? [] {
      var current: View? = hitView
      while let view = current, view !== ownView {
        if !asked.contains(where: { $0 === view }) {
          if !view.gestureRecognizerShouldBegin(recognizer) { return false }
          asked.append(view)
        }
        current = view.superview
      }
    }
    return true
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
      delegate?.gestureArena(self, cancelTouchesTakenBy: recognizer)
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

  /// Runs `body`, then, once the outermost handling is done, settles the recognizers.
  private func handle(_ body: () -> Void) {
    handlingDepth += 1
    body()
    handlingDepth -= 1
    if handlingDepth == 0 { settle() }
  }

  /// Tells the recognizers whose deadline is before `time`.
  private func passTime(to time: Double) {
    for recognizer in recognizers where recognizer.arena === self {
      guard let deadline = recognizer.deadline, time > deadline else { continue }
      recognizer.deadline = nil
      recognizer.deadlinePassed(at: time)
    }
  }

  /// Fails the recognizers that can no longer recognize (undecided, with no pointers and
  /// nothing to wait for) while the delegate delivers what they held back, resets the
  /// recognizers that are done, and keeps a display link while a recognizer waits on a
  /// deadline. Runs after each event; the pointer room also calls it after cancelling a press.
  func settle() {
    handlingDepth += 1
    for _ in 0..<64 {
      delegate?.gestureArenaDidDecide(self)
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
    delegate?.gestureArenaDidSettle(self)
    updateDeadlineLink()
    handlingDepth -= 1
  }

  private func updateDeadlineLink() {
    let isWaiting = recognizers.contains { $0.deadline != nil }
    if let frameLink, frameLink.isPaused == isWaiting { frameLink.isPaused = !isWaiting }
  }
}
