/// Recognizes a drag: Strata's `UIPanGestureRecognizer`. A continuous recognizer: it begins
/// once the pointers moved ``minimumDistance`` from where they went down, changes with every
/// move and ends when they lift.
///
/// The translation counts from where the pointers went down, so it does not jump when the
/// gesture begins after the slop. With several pointers it follows their centroid; pointers
/// going down or lifting do not make it jump.
///
/// A pan can also take trackpad and wheel scrolling as a swipe (see ``allowedScrollTypes``):
/// a trackpad's began/changed/ended scroll stream drives it as a drag would, its translation
/// accumulating the negated scroll deltas (content scrolling right is a finger moving left).
open class PanGestureRecognizer: GestureRecognizer {
  /// The kinds of scroll input a pan takes as a drag, as UIKit's `UIScrollTypeMask`.
  public struct ScrollTypes: OptionSet, Sendable, Hashable {
    /// The set's bits.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Precise trackpad scrolling. A stream with phases (began, changed…, ended) drives one
    /// gesture; a precise event without a phase is a gesture of its own.
    public static let continuous = ScrollTypes(rawValue: 1 << 0)
    /// The notches of a mouse wheel: each event begins and ends a gesture of its own, with a
    /// velocity of zero.
    public static let discrete = ScrollTypes(rawValue: 1 << 1)
    /// Both kinds.
    public static let all: ScrollTypes = [.continuous, .discrete]
  }

  /// The fewest pointers that make a pan; defaults to 1.
  public var minimumNumberOfTouches = 1
  /// The most pointers a pan allows; more make it fail before it begins. Defaults to
  /// `Int.max`.
  public var maximumNumberOfTouches = Int.max
  /// How far the pointers must move from where they went down before the pan begins, in
  /// points; defaults to 10. Scroll input begins a pan with its first movement.
  public var minimumDistance = 10.0
  /// The scroll input the pan takes as a drag; defaults to none (pointer drags only).
  public var allowedScrollTypes: ScrollTypes = []

  /// The movement of the pointers' centroid since they went down, in window coordinates.
  private var rawTranslation = Point.zero
  /// What ``setTranslation(_:in:)`` added, in window coordinates.
  private var translationOffset = Point.zero
  private var lastLocations: [Int: Point] = [:]
  private var estimator = VelocityEstimator()
  private var scrollOrigin = Point.zero
  /// Whether the gesture comes from scroll input rather than pointers.
  private(set) var isDrivenByScroll = false
  /// Where the first pointer went down (or the scroll happened), in window coordinates.
  private(set) var gestureStartLocation = Point.zero

  /// Creates a pan recognizer without actions.
  public required init() {
    super.init()
  }

  /// The translation of the pan, in `view`'s coordinate space (the window's with `nil`): how
  /// far the pointers moved since they went down, plus any ``setTranslation(_:in:)``.
  public func translation(in view: View?) -> Point {
    vector(rawTranslation + translationOffset, toSpaceOf: view)
  }

  /// Sets the translation, as `translation` in `view`'s coordinate space (the window's with
  /// `nil`); later movement adds to it. The velocity does not change.
  public func setTranslation(_ translation: Point, in view: View?) {
    let inWindow = view.map { $0.convert(translation, to: nil) - $0.convert(Point.zero, to: nil) }
    translationOffset = (inWindow ?? translation) - rawTranslation
  }

  /// The velocity of the pan, in points per second in `view`'s coordinate space (the window's
  /// with `nil`): the slope of a least-squares fit through the positions of the last 100 ms,
  /// by event timestamp.
  public func velocity(in view: View?) -> Point {
    vector(estimator.velocity, toSpaceOf: view)
  }

  private func vector(_ vector: Point, toSpaceOf view: View?) -> Point {
    guard let view else { return vector }
    return view.convert(vector, from: nil) - view.convert(Point.zero, from: nil)
  }

  /// Whether the pan may begin now that it moved past the slop; a false answer fails it. The
  /// default is true; screen-edge pans check their edge.
  func panCanBegin() -> Bool { true }

  // MARK: Pointer input

  /// Tracks a pointer; fails when there are more than ``maximumNumberOfTouches``.
  open override func pointerBegan(_ event: PointerEvent) {
    guard !isDrivenByScroll else { return }
    if lastLocations.isEmpty, state == .possible {
      gestureStartLocation = event.location
      estimator.add(rawTranslation, at: event.timestamp)
    }
    lastLocations[event.id] = event.location
    if state == .possible, lastLocations.count > max(1, maximumNumberOfTouches) {
      state = .failed
    }
  }

  /// Moves the translation by the pointer's share of the centroid's movement; begins after
  /// the slop, changes after that.
  open override func pointerMoved(_ event: PointerEvent) {
    guard apply(event) else { return }
    advanceGesture()
  }

  /// Ends the pan when the last pointer lifts (fails it when it had not begun); ends it when
  /// fewer than ``minimumNumberOfTouches`` remain.
  open override func pointerEnded(_ event: PointerEvent) {
    guard apply(event) else { return }
    lastLocations[event.id] = nil
    let hasBegun = state == .began || state == .changed
    if lastLocations.isEmpty {
      state = hasBegun ? .ended : .failed
    } else if hasBegun, lastLocations.count < max(1, minimumNumberOfTouches) {
      state = .ended
    }
  }

  /// Cancels the pan (fails it when it had not begun).
  open override func pointerCancelled(_ event: PointerEvent) {
    guard lastLocations.removeValue(forKey: event.id) != nil else { return }
    state = state == .began || state == .changed ? .cancelled : .failed
  }

  /// Forgets the translation, the offset and the velocity samples.
  open override func reset() {
    super.reset()
    rawTranslation = .zero
    translationOffset = .zero
    lastLocations = [:]
    estimator.removeAll()
    isDrivenByScroll = false
    scrollOrigin = .zero
    gestureStartLocation = .zero
  }

  /// Adds the movement of one tracked pointer; returns false for a pointer it does not track.
  private func apply(_ event: PointerEvent) -> Bool {
    guard let previous = lastLocations[event.id] else { return false }
    let share = 1 / Double(lastLocations.count)
    rawTranslation = rawTranslation + (event.location - previous) * share
    lastLocations[event.id] = event.location
    estimator.add(rawTranslation, at: event.timestamp)
    return true
  }

  private func advanceGesture() {
    switch state {
    case .possible:
      let distance = Point.zero.distance(to: rawTranslation)
      if isDrivenByScroll {
        guard distance > 0 else { return }
      } else {
        let touches = lastLocations.count
        guard touches >= max(1, minimumNumberOfTouches), distance >= minimumDistance else {
          return
        }
      }
      state = panCanBegin() ? .began : .failed
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  // MARK: Scroll input

  /// Whether the pan takes `event` as a drag.
  func accepts(_ event: ScrollEvent) -> Bool {
    allowedScrollTypes.contains(event.isPrecise ? .continuous : .discrete)
  }

  /// A scroll gesture started at `event`'s location.
  func scrollBegan(_ event: ScrollEvent) {
    isDrivenByScroll = true
    scrollOrigin = event.location
    gestureStartLocation = event.location
    trackScrollLocation(timestamp: event.timestamp)
    estimator.add(rawTranslation, at: event.timestamp)
    if event.delta != .zero { scrollChanged(event) }
  }

  /// The scroll gesture moved by `event.delta` (the pan moves by its negation).
  func scrollChanged(_ event: ScrollEvent) {
    guard isDrivenByScroll else { return }
    rawTranslation = rawTranslation - event.delta
    trackScrollLocation(timestamp: event.timestamp)
    estimator.add(rawTranslation, at: event.timestamp)
    advanceGesture()
  }

  /// The scroll gesture ended: the pan ends (or fails when it had not begun).
  func scrollEnded(_ event: ScrollEvent) {
    guard isDrivenByScroll else { return }
    if event.delta != .zero {
      rawTranslation = rawTranslation - event.delta
      trackScrollLocation(timestamp: event.timestamp)
      estimator.add(rawTranslation, at: event.timestamp)
    }
    state = state == .began || state == .changed ? .ended : .failed
  }

  /// A wheel notch or phaseless scroll: a whole gesture of one event, with no velocity.
  func scrollStep(_ event: ScrollEvent) {
    isDrivenByScroll = true
    scrollOrigin = event.location
    gestureStartLocation = event.location
    rawTranslation = rawTranslation - event.delta
    trackScrollLocation(timestamp: event.timestamp)
    estimator.removeAll()
    advanceGesture()
    state = state == .began || state == .changed ? .ended : .failed
  }

  /// The scroll gesture was interrupted: the pan is cancelled (or fails).
  func scrollCancelled() {
    guard isDrivenByScroll else { return }
    state = state == .began || state == .changed ? .cancelled : .failed
  }

  private func trackScrollLocation(timestamp: Double) {
    track(
      PointerEvent(
        id: Self.scrollPointerID, phase: .moved, location: scrollOrigin + rawTranslation,
        timestamp: timestamp))
  }
}
