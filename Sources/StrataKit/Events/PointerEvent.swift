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
  /// Whether the pointer is the primary one of the view it went down on: no other pointer was
  /// down on that view when it went down. Controls that follow one pointer (``Button``)
  /// ignore the others. The window sets it on every event it delivers, whatever the event
  /// was sent with; an event made outside a window is primary unless told otherwise.
  public var isPrimary: Bool

  /// Creates a pointer event.
  ///
  /// - Parameters:
  ///   - id: Identifies the pointer across its events; defaults to 0.
  ///   - phase: Where the pointer is in its press.
  ///   - location: The location in the window's coordinates, in points.
  ///   - timestamp: When the event happened, in seconds on the window clock's scale.
  ///   - button: The pressed mouse button; defaults to ``PointerButton/primary``.
  ///   - modifiers: The modifier keys held; defaults to none.
  ///   - device: The device; defaults to ``Device/mouse``.
  ///   - isPrimary: Whether the pointer is the primary one of its view; defaults to true. The
  ///     window replaces it when it delivers the event.
  public init(
    id: Int = 0, phase: Phase, location: Point, timestamp: Double,
    button: PointerButton = .primary, modifiers: KeyModifiers = [], device: Device = .mouse,
    isPrimary: Bool = true
  ) {
    self.id = id
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
    self.button = button
    self.modifiers = modifiers
    self.device = device
    self.isPrimary = isPrimary
  }
}
