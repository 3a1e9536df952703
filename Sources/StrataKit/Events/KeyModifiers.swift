/// The modifier keys held during an event.
public struct KeyModifiers: OptionSet, Sendable, Hashable, Codable {
  /// The set's bits.
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Control (Ctrl).
  public static let control = KeyModifiers(rawValue: 1 << 1)
  /// Alt (Option).
  public static let alternate = KeyModifiers(rawValue: 1 << 2)
  /// The Super, Windows or Command key.
  public static let command = KeyModifiers(rawValue: 1 << 3)
}
