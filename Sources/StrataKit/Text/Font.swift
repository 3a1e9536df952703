/// A font: a family, a weight and a size in points.
///
/// The system font is DejaVu Sans, so that text looks and measures the same on every machine.
public struct Font: Sendable, Hashable, Codable {
  /// A font's weight.
  public enum Weight: String, Sendable, Hashable, Codable {
    /// The regular weight.
    case regular
    /// The bold weight.
    case bold
  }

  /// The family name the text system looks up, such as `"DejaVu Sans"`.
  public var family: String
  /// The size of the font, in points.
  public var pointSize: Double
  /// The font's weight; defaults to regular.
  public var weight: Weight

  /// The family the system fonts use.
  public static let systemFamily = "DejaVu Sans"

  /// Creates a font of the named family and size, in points.
  public init(family: String, size: Double, weight: Weight = .regular) {
    self.family = family
    self.pointSize = max(0, size.isFinite ? size : 0)
    self.weight = weight
  }

  /// The regular system font of `size` points.
  public static func system(size: Double) -> Font {
    Font(family: systemFamily, size: size)
  }

  /// The bold system font of `size` points.
  public static func boldSystem(size: Double) -> Font {
    Font(family: systemFamily, size: size, weight: .bold)
  }

  /// The same font at another size, in points.
  public func withSize(_ size: Double) -> Font {
    Font(family: family, size: size, weight: weight)
  }
}

// MARK: - CustomStringConvertible

extension Font: CustomStringConvertible {
  /// The font as `Family Weight Size`, for example `DejaVu Sans bold 17`.
  public var description: String {
    "\(family)\(weight == .bold ? " bold" : "") \(formatNumber(pointSize))"
  }
}
