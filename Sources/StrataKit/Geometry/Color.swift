/// A colour in the sRGB colour space, with alpha. Components are in 0…1 and not premultiplied.
public struct Color: Sendable, Hashable, Codable {
  /// The red component, 0…1.
  public var red: Double
  /// The green component, 0…1.
  public var green: Double
  /// The blue component, 0…1.
  public var blue: Double
  /// The opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour from sRGB components and an opacity, each clamped to 0…1; `alpha`
  /// defaults to 1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// Creates a grey: `white` 0 is black, 1 is white; `alpha` defaults to 1.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
  public init(rgb hex: UInt32) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255,
      green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255)
  }

  private static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
  }

  /// The same colour with its opacity replaced by `alpha`.
  public func withAlphaComponent(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour `fraction` of the way from this colour to `other`, each component
  /// interpolated linearly (0 gives this colour, 1 gives `other`).
  public func interpolated(to other: Color, fraction: Double) -> Color {
    func mix(_ from: Double, _ to: Double) -> Double { from + (to - from) * fraction }
    return Color(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
      alpha: mix(alpha, other.alpha))
  }

  /// Whether the colour is fully transparent.
  public var isClear: Bool { alpha == 0 }

  /// Black: white 0.
  public static let black = Color(white: 0)
  /// Dark grey: white 1/3, as `UIColor.darkGray`.
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// Light grey: white 2/3, as `UIColor.lightGray`.
  public static let lightGray = Color(white: 2.0 / 3.0)
  /// White: white 1.
  public static let white = Color(white: 1)
  /// Grey: white 1/2.
  public static let gray = Color(white: 0.5)
  /// Red: (1, 0, 0).
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Green: (0, 1, 0).
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Blue: (0, 0, 1).
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Cyan: (0, 1, 1).
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Yellow: (1, 1, 0).
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Magenta: (1, 0, 1).
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Orange: (1, 0.5, 0).
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Purple: (0.5, 0, 0.5).
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// Brown: (0.6, 0.4, 0.2).
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  /// Fully transparent black.
  public static let clear = Color(white: 0, alpha: 0)
  /// The tint UIKit uses for controls: (0, 0.478, 1).
  public static let systemBlue = Color(red: 0, green: 122.0 / 255.0, blue: 1)
}

// MARK: - CustomStringConvertible

extension Color: CustomStringConvertible {
  /// The colour as `rgba(r, g, b, a)` with components in 0…1.
  public var description: String {
    "rgba(\(formatNumber(red)), \(formatNumber(green)), \(formatNumber(blue)), \(formatNumber(alpha)))"
  }
}
