/// A pointer going down, moving, or lifting: a mouse button press and drag or a finger on a
/// touch screen, which Strata treats alike.
public struct PointerEvent: Sendable, Hashable {
  /// Where a pointer is in its press.
  public enum Phase: String, Sendable, Hashable, Codable {
    /// The pointer went down.
    case began
    /// The pointer moved while down.
    case moved
    /// The pointer lifted.
    case ended
    /// The system took the pointer away (the window lost focus, a gesture claimed it).
    case cancelled
  }

  /// The device a pointer event came from.
  public enum Device: String, Sendable, Hashable, Codable {
    /// A mouse or a trackpad click.
    case mouse
    /// A finger on a touch screen.
    case touch
  }

  /// Identifies the pointer across its events, from `began` to `ended` or `cancelled`.
  public var id: Int
  /// Where the pointer is in its press.
  public var phase: Phase
  /// The pointer's location in the window's coordinates, in points.
  public var location: Point
  /// When the event happened, in seconds on the window clock's scale.
  public var timestamp: Double
  /// The mouse button that is pressed; ``PointerButton/primary`` for touches.
  public var button: PointerButton
  /// The modifier keys held.
  public var modifiers: KeyModifiers
  /// The device the event came from.
  public var device: Device

  /// Creates a pointer event.
  public init(
    id: Int = 0, phase: Phase, location: Point, timestamp: Double,
    button: PointerButton = .primary, modifiers: KeyModifiers = [], device: Device = .mouse
  ) {
    self.id = id
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
    self.button = button
    self.modifiers = modifiers
    self.device = device
  }
}
