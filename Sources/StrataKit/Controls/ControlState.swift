/// The states a control can be in, as `UIControl.State`. A control's state combines them.
public struct ControlState: OptionSet, Sendable, Hashable, Codable {
  /// The state's bits.
  public let rawValue: Int

  /// Creates a state from its bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The normal state: none of the others.
  public static let normal: ControlState = []
  /// The control is being pressed.
  public static let highlighted = ControlState(rawValue: 1 << 0)
  /// The control does not respond to touches.
  public static let disabled = ControlState(rawValue: 1 << 1)
  /// The control is selected (a toggled-on button).
  public static let selected = ControlState(rawValue: 1 << 2)
}
