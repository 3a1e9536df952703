/// A scroll from a mouse wheel or a trackpad.
///
/// `delta` is how far the content should scroll, in points: positive `y` moves toward the end
/// of the content (the offset grows), positive `x` toward the trailing end.
public struct ScrollEvent: Sendable, Hashable {
  /// Where a trackpad scroll is in its gesture.
  public enum Phase: String, Sendable, Hashable, Codable {
    /// The fingers touched the trackpad and started scrolling.
    case began
    /// The fingers moved.
    case changed
    /// The fingers lifted.
    case ended
    /// The system's own inertia after the fingers lifted.
    case momentum
  }

  /// How far to scroll, in points.
  public var delta: Point
  /// Whether the deltas come from a precise device (a trackpad) rather than the notches of a
  /// wheel.
  public var isPrecise: Bool
  /// Where a trackpad gesture is, or `nil` when the device does not say (a wheel).
  public var phase: Phase?
  /// The pointer's location in the window's coordinates, in points.
  public var location: Point
  /// The modifier keys held.
  public var modifiers: KeyModifiers
  /// When the event happened, in seconds on the window clock's scale.
  public var timestamp: Double

  /// Creates a scroll event.
  public init(
    delta: Point, isPrecise: Bool = false, phase: Phase? = nil, location: Point = .zero,
    modifiers: KeyModifiers = [], timestamp: Double = 0
  ) {
    self.delta = delta
    self.isPrecise = isPrecise
    self.phase = phase
    self.location = location
    self.modifiers = modifiers
    self.timestamp = timestamp
  }
}
