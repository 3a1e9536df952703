/// A key on the keyboard, named as its character (`"q"`) or as a special key (`.escape`).
///
/// Characters are lowercase: Shift is reported in ``KeyModifiers``, not in the key.
public struct Key: Sendable, Hashable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The key's name: its character for printable keys, a word for special keys.
  public let name: String

  /// Creates a key from its name.
  public init(_ name: String) {
    self.name = name
  }

  /// Creates a key from a string literal: `"q"`.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The key's name.
  public var description: String { name }

  /// Escape.
  public static let escape = Key("escape")
  /// Return (Enter).
  public static let enter = Key("enter")
  /// Tab.
  public static let tab = Key("tab")
  /// Space.
  public static let space = Key("space")
  /// Backspace.
  public static let backspace = Key("backspace")
  /// Delete (forward delete).
  public static let delete = Key("delete")
  /// The left arrow.
  public static let leftArrow = Key("left")
  /// The right arrow.
  public static let rightArrow = Key("right")
  /// The up arrow.
  public static let upArrow = Key("up")
  /// The down arrow.
  public static let downArrow = Key("down")
  /// Page Up.
  public static let pageUp = Key("pageup")
  /// Page Down.
  public static let pageDown = Key("pagedown")
  /// Home.
  public static let home = Key("home")
  /// End.
  public static let end = Key("end")
}
