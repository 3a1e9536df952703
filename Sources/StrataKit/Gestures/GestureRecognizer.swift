/// Recognizes a gesture from the pointer events that reach a view and its subviews: Strata's
/// `UIGestureRecognizer`.
///
/// Attach a recognizer with ``View/addGestureRecognizer(_:)``. When a pointer goes down, the
/// window offers it to the recognizers of the view under it and of that view's ancestors; they
/// compete as in UIKit (see `Window.send(_:)` for pointer events): the first to begin wins and
/// prevents the others unless a delegate allows simultaneous recognition, failure requirements
/// make a recognizer wait, and a recognizer that fails frees the pointer for the others.
///
/// A recognizer reports through actions, closures that receive it typed as its own class:
///
/// ```swift
/// let pan = PanGestureRecognizer { pan in
///   card.center.x = start + pan.translation(in: nil).x
/// }
/// ```
///
/// Actions run on every change to ``State/began``, ``State/changed``, ``State/ended`` (which
/// is ``State/recognized`` for discrete recognizers) and ``State/cancelled``.
///
/// Subclasses (as with `UIGestureRecognizerSubclass`) override ``pointerBegan(_:)``,
/// ``pointerMoved(_:)``, ``pointerEnded(_:)``, ``pointerCancelled(_:)`` and ``reset()``, and set
/// ``state``. Time comes only from event timestamps and, for a recognizer waiting for
/// something to happen, from the window's frames through ``deadline``.
@MainActor
open class GestureRecognizer {
  /// Where a recognizer is in recognizing its gesture.
  public enum State: String, Sendable, Hashable, Codable {
    /// Not recognized yet: the initial state.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// A continuous gesture finished, or a discrete gesture was recognized.
    case ended
    /// A gesture that had begun was taken away (a pointer was cancelled, the recognizer was
    /// disabled or removed).
    case cancelled
    /// The gesture cannot be recognized from the events so far.
    case failed

    /// A discrete gesture was recognized: the same state as ``ended``.
    public static let recognized = State.ended

    /// Whether the state is ``ended``, ``cancelled`` or ``failed``: the recognizer waits for its
    /// pointers to lift, then resets to ``possible``.
    public var isFinished: Bool {
      self == .ended || self == .cancelled || self == .failed
    }
  }

  /// The recognizer's state; ``State/possible`` until it begins, recognizes or fails.
  ///
  /// Subclasses set it as the events come in; the window arbitrates each change: a change to
  /// ``State/began`` or ``State/recognized`` may be deferred (while a recognizer this one
  /// requires to fail is undecided; the state reads ``State/possible`` meanwhile) or turned
  /// into ``State/failed`` (a view's ``View/gestureRecognizerShouldBegin(_:)`` or the
  /// delegate's `gestureRecognizerShouldBegin(_:)` said no, or another recognizer prevents
  /// it). Changes that make no sense from the current state, and setting ``State/possible``,
  /// are ignored; only the reset after a gesture sets it.
  public var state: State {
    get { storedState }
    set { requestTransition(to: newValue) }
  }

  /// Whether the recognizer receives events; defaults to true. Disabling a recognizer in the
  /// middle of its gesture cancels it (or fails it when it had not begun).
  public var isEnabled = true {
    didSet {
      if oldValue, !isEnabled { arena?.withdraw(self) }
    }
  }

  /// Whether the views under the pointer get ``Responder/pointerCancelled(_:)`` (and no more
  /// events for the pointer) once this recognizer begins or recognizes; defaults to true.
  public var cancelsTouchesInView = true

  /// Whether the view under the pointer gets ``Responder/pointerBegan(_:)`` (and the events
  /// after it) only once this recognizer has failed; defaults to false. When the recognizer
  /// recognizes instead, the view never hears about the pointer.
  public var delaysTouchesBegan = false

  /// The view the recognizer is attached to, set by ``View/addGestureRecognizer(_:)``.
  public internal(set) weak var view: View?

  /// The object that refines how the recognizer competes with others, if any.
  public weak var delegate: (any GestureRecognizerDelegate)?

  /// A time on the window clock (in seconds) at which the recognizer wants
  /// ``deadlinePassed(at:)``, even when no event arrives; `nil` (the default) for none.
  ///
  /// Subclasses set it while they wait for something that must happen in time (a tap waiting
  /// for the next tap). The window checks it against every event's timestamp and, while any
  /// recognizer has one, against every frame's time. It is cleared before the call and by the
  /// reset.
  public var deadline: Double?

  /// The pointer id that stands for scroll input driving a pan.
  static let scrollPointerID = Int.min

  var storedState: State = .possible
  /// The change to began or recognized this recognizer waits to make until the recognizers it
  /// requires to fail have failed.
  var pendingState: State?
  /// The pointers the recognizer tracks now, by id, with their locations in window coordinates.
  var pointerLocations: [Int: Point] = [:]
  /// The ids of ``pointerLocations``, in the order the pointers went down.
  var pointerOrder: [Int] = []
  /// Every pointer the recognizer received since its last reset.
  var involvedPointers: Set<Int> = []
  /// Where the pointers were last, in window coordinates.
  var lastLocation: Point = .zero
  /// The gesture arena of the window whose events the recognizer tracks now.
  weak var arena: GestureArena?
  private var actions: [(GestureRecognizer) -> Void] = []
  private var requiredFailures: [WeakRecognizer] = []

  /// Creates a recognizer without actions; add them with `addAction(_:)`, or use
  /// `init(action:)`.
  public required init() {}

  /// Adds `action`, called with the recognizer on each state change.
  func appendAction(_ action: @escaping (GestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// Removes every action.
  public func removeAllActions() {
    actions.removeAll()
  }

  /// Makes this recognizer wait until `other` fails before it begins or recognizes; when
  /// `other` recognizes, this one fails. Use it to make a single tap wait for a double tap.
  ///
  /// Requiring a recognizer that is not in play (not tracking the same pointers) does not
  /// delay anything.
  public func require(toFail other: GestureRecognizer) {
    guard other !== self, !requiresFailureExplicitly(of: other) else { return }
    requiredFailures.removeAll { $0.recognizer == nil }
    requiredFailures.append(WeakRecognizer(recognizer: other))
  }

  /// How many pointers the recognizer tracks now. Scroll input driving a pan does not count.
  /// While ``pointerEnded(_:)`` and ``pointerCancelled(_:)`` run, the lifting pointer still
  /// counts.
  public var numberOfTouches: Int {
    pointerOrder.count(where: { $0 != Self.scrollPointerID })
  }

  /// Where the gesture is, in `view`'s coordinates (the window's with `nil`): the centroid of
  /// the tracked pointers, or their last location once they lifted.
  public func location(in view: View?) -> Point {
    let point = currentCentroid ?? lastLocation
    return view.map { $0.convert(point, from: nil) } ?? point
  }

  /// Where the pointer at `index` (in the order the pointers went down, `0..<numberOfTouches`)
  /// is, in `view`'s coordinates (the window's with `nil`); ``location(in:)`` when `index` is
  /// out of range.
  public func location(ofTouch index: Int, in view: View?) -> Point {
    let touches = pointerOrder.filter { $0 != Self.scrollPointerID }
    guard touches.indices.contains(index), let point = pointerLocations[touches[index]] else {
      return location(in: view)
    }
    return view.map { $0.convert(point, from: nil) } ?? point
  }

  var currentCentroid: Point? {
    guard !pointerOrder.isEmpty else { return nil }
    var sum = Point.zero
    for id in pointerOrder { sum = sum + (pointerLocations[id] ?? .zero) }
    return sum * (1 / Double(pointerOrder.count))
  }

  // MARK: Subclass hooks

  /// A pointer went down on the recognizer's view (or a subview). The default does nothing.
  open func pointerBegan(_ event: PointerEvent) {}

  /// A tracked pointer moved. The default does nothing.
  open func pointerMoved(_ event: PointerEvent) {}

  /// A tracked pointer lifted. The default does nothing.
  open func pointerEnded(_ event: PointerEvent) {}

  /// A tracked pointer was cancelled. The default does nothing.
  open func pointerCancelled(_ event: PointerEvent) {}

  /// Called when ``deadline`` passed: `time` is the event timestamp or frame time that is
  /// later than the deadline. The default does nothing.
  open func deadlinePassed(at time: Double) {}

  /// Clears the subclass's state for the next gesture. The window calls it once the recognizer
  /// ended, was cancelled or failed and all its pointers lifted; ``state`` is already
  /// ``State/possible``. Subclasses call `super.reset()`. The default does nothing.
  open func reset() {}

  /// Whether this recognizer, once it begins or recognizes, prevents `other` (which tracks a
  /// pointer this one tracks) from recognizing. The default is true.
  open func canPrevent(_ other: GestureRecognizer) -> Bool { true }

  /// Whether `other`, once it begins or recognizes, prevents this recognizer from recognizing.
  /// The default is true.
  open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

  /// Whether this recognizer must wait for `other` to fail (as with ``require(toFail:)``). The
  /// default is false.
  open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

  /// Whether `other` must wait for this recognizer to fail. The default is false.
  open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

  // MARK: Transitions

  /// Whether the recognizer explicitly requires `other` to fail (``require(toFail:)``).
  func requiresFailureExplicitly(of other: GestureRecognizer) -> Bool {
    requiredFailures.contains { $0.recognizer === other }
  }

  /// Whether the recognizer is still deciding or running its gesture, so it takes events.
  var isReceivingEvents: Bool {
    isEnabled && (storedState == .possible || storedState == .began || storedState == .changed)
  }

  /// Whether the recognizer has begun or recognized and has not reset yet.
  var hasRecognized: Bool {
    storedState == .began || storedState == .changed || storedState == .ended
  }

  private func requestTransition(to newState: State) {
    if let arena {
      arena.recognizer(self, requests: newState)
    } else {
      applyTransitionOutsideWindow(to: newState)
    }
  }

  /// Applies a change without arbitration, as the state machine's table says: a recognizer
  /// that is not tracking a window's events.
  private func applyTransitionOutsideWindow(to newState: State) {
    switch storedState.transition(to: newState) {
    case .recognize(let target), .proceed(let target):
      setState(target)
    case .fail:
      setState(.failed)
    case nil:
      break
    }
  }

  /// Sets the state and, for the states that report, runs the actions.
  func setState(_ newState: State) {
    pendingState = nil
    storedState = newState
    if newState != .failed, newState != .possible { runActions() }
  }

  private func runActions() {
    for action in actions { action(self) }
  }

  /// Updates the tracked location of a pointer before a hook sees it.
  func track(_ event: PointerEvent) {
    if pointerLocations[event.id] == nil { pointerOrder.append(event.id) }
    pointerLocations[event.id] = event.location
    involvedPointers.insert(event.id)
    lastLocation = currentCentroid ?? event.location
  }

  /// Stops tracking a pointer that lifted.
  func untrack(pointer id: Int) {
    guard pointerLocations.removeValue(forKey: id) != nil else { return }
    pointerOrder.removeAll { $0 == id }
  }

  /// Returns the recognizer to ``State/possible`` with nothing tracked, then calls ``reset()``.
  func performReset() {
    pointerLocations = [:]
    pointerOrder = []
    involvedPointers = []
    pendingState = nil
    deadline = nil
    storedState = .possible
    arena = nil
    reset()
  }

  private struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
  }
}

// MARK: - ActionableGestureRecognizer

extension GestureRecognizer: ActionableGestureRecognizer {}
