/// The size class of one dimension of the space a view controller has, as in UIKit.
public enum UserInterfaceSizeClass: String, Sendable, Hashable, Codable {
  /// Not known, or not overridden.
  case unspecified
  /// A narrow (or short) space.
  case compact
  /// A wide (or tall) space.
  case regular
}

/// The direction text and leading-to-trailing layouts run in.
public enum LayoutDirection: String, Sendable, Hashable, Codable {
  /// Not known, or not overridden.
  case unspecified
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}

/// The traits of the environment a view controller lives in: size classes, display scale and
/// layout direction, as `UITraitCollection`.
///
/// A trait left unspecified (the default of every initializer argument) is taken from the
/// collections it is combined with.
public struct TraitCollection: Sendable, Hashable, Codable {
  /// The horizontal size class.
  public var horizontalSizeClass: UserInterfaceSizeClass
  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass
  /// Device pixels per point; 0 means unspecified.
  public var displayScale: Double
  /// The layout direction.
  public var layoutDirection: LayoutDirection

  /// Creates a trait collection; every trait defaults to unspecified.
  public init(
    horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UserInterfaceSizeClass = .unspecified,
    displayScale: Double = 0,
    layoutDirection: LayoutDirection = .unspecified
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 0
    self.layoutDirection = layoutDirection
  }

  /// Combines collections: for each trait, the last collection that specifies it wins.
  public init(traitsFrom collections: [TraitCollection]) {
    self.init()
    for collection in collections {
      if collection.horizontalSizeClass != .unspecified {
        horizontalSizeClass = collection.horizontalSizeClass
      }
      if collection.verticalSizeClass != .unspecified {
        verticalSizeClass = collection.verticalSizeClass
      }
      if collection.displayScale > 0 { displayScale = collection.displayScale }
      if collection.layoutDirection != .unspecified { layoutDirection = collection.layoutDirection }
    }
  }

  /// The width or height from which a size class is regular: 600 points, as on the iPad.
  public static let regularSizeClassThreshold = 600.0

  /// The size class for a length in points: regular from ``regularSizeClassThreshold`` up,
  /// compact below.
  public static func sizeClass(forLength length: Double) -> UserInterfaceSizeClass {
    length >= regularSizeClassThreshold ? .regular : .compact
  }

  /// Whether every trait that `other` specifies has the same value here.
  public func containsTraits(in other: TraitCollection) -> Bool {
    (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
      && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
      && (other.displayScale == 0 || other.displayScale == displayScale)
      && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
  }
}
