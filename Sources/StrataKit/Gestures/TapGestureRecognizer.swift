/// Recognizes one or more taps: Strata's `UITapGestureRecognizer`. A discrete recognizer: its
/// action runs once, with ``GestureRecognizer/State/recognized``, when the last tap lifts.
///
/// It fails when a pointer moves more than ``allowableMovement`` from where it went down, when
/// the next tap does not go down within ``maximumTapInterval`` of the previous tap lifting
/// (measured with event timestamps and frame times, never the wall clock), when a later tap
/// goes down more than ``maximumTapDistance`` from the first, or when a tap has a different
/// number of pointers than ``numberOfTouchesRequired``.
///
/// To tell a single tap from a double tap, make the single tap wait:
/// `single.require(toFail: double)`.
open class TapGestureRecognizer: GestureRecognizer {
  /// How far a pointer may move while down, in points (10).
  public static let allowableMovement = 10.0
  /// The longest pause between one tap lifting and the next going down, in seconds (0.35).
  public static let maximumTapInterval = 0.35
  /// How far from the first tap a later tap may go down, in points (45).
  public static let maximumTapDistance = 45.0

  /// How many taps make the gesture; defaults to 1.
  public var numberOfTapsRequired = 1
  /// How many pointers each tap needs; defaults to 1.
  public var numberOfTouchesRequired = 1

  private var tapsCompleted = 0
  private var downLocations: [Int: Point] = [:]
  private var touchesInCurrentTap = 0
  private var firstTapLocation: Point?
  private var lastTapEnd: Double?

  /// Creates a tap recognizer without actions.
  public required init() {
    super.init()
  }

  /// Starts a tap, or a further pointer of the current tap.
  open override func pointerBegan(_ event: PointerEvent) {
    deadline = nil
    if downLocations.isEmpty {
      if let lastTapEnd, event.timestamp - lastTapEnd > Self.maximumTapInterval {
        state = .failed
        return
      }
      if let firstTapLocation,
        firstTapLocation.distance(to: event.location) > Self.maximumTapDistance
      {
        state = .failed
        return
      }
    }
    downLocations[event.id] = event.location
    touchesInCurrentTap += 1
    if firstTapLocation == nil { firstTapLocation = event.location }
    if touchesInCurrentTap > max(1, numberOfTouchesRequired) { state = .failed }
  }

  /// Fails when the pointer strayed too far from where it went down.
  open override func pointerMoved(_ event: PointerEvent) {
    guard let start = downLocations[event.id] else { return }
    if start.distance(to: event.location) > Self.allowableMovement { state = .failed }
  }

  /// Completes a tap when its last pointer lifts; recognizes after the last tap.
  open override func pointerEnded(_ event: PointerEvent) {
    guard let start = downLocations.removeValue(forKey: event.id) else { return }
    if start.distance(to: event.location) > Self.allowableMovement {
      state = .failed
      return
    }
    guard downLocations.isEmpty else { return }
    guard touchesInCurrentTap == max(1, numberOfTouchesRequired) else {
      state = .failed
      return
    }
    tapsCompleted += 1
    touchesInCurrentTap = 0
    if tapsCompleted >= max(1, numberOfTapsRequired) {
      state = .recognized
    } else {
      lastTapEnd = event.timestamp
      deadline = event.timestamp + Self.maximumTapInterval
    }
  }

  /// A cancelled pointer fails the tap.
  open override func pointerCancelled(_ event: PointerEvent) {
    state = .failed
  }

  /// The next tap did not come in time: fails.
  open override func deadlinePassed(at time: Double) {
    state = .failed
  }

  /// Forgets the taps so far.
  open override func reset() {
    super.reset()
    tapsCompleted = 0
    downLocations = [:]
    touchesInCurrentTap = 0
    firstTapLocation = nil
    lastTapEnd = nil
  }
}
