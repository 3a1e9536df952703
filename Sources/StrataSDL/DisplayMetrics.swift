import StrataKit

/// How an SDL window's units, its drawable's pixels and Strata's points relate: pure
/// arithmetic, tested without a display.
///
/// The display's scale is the drawable's pixels per window unit (2 on a HiDPI Mac, 1 on X11).
/// The window's scale (pixels per point) is that, unless the application overrides it; the
/// window's size in points is the drawable's pixels divided by its scale.
struct DisplayMetrics: Sendable, Equatable {
  /// The window's width in SDL window units.
  var windowWidth: Int
  /// The window's height in SDL window units.
  var windowHeight: Int
  /// The drawable's width in pixels.
  var pixelWidth: Int
  /// The drawable's height in pixels.
  var pixelHeight: Int
  /// Pixels per point.
  var scale: Double

  /// Measures a window of `windowWidth` × `windowHeight` units whose drawable has
  /// `pixelWidth` × `pixelHeight` pixels; `scaleOverride` (when positive and finite) replaces
  /// the display's scale.
  init(
    windowWidth: Int, windowHeight: Int, pixelWidth: Int, pixelHeight: Int,
    scaleOverride: Double? = nil
  ) {
    self.windowWidth = windowWidth
    self.windowHeight = windowHeight
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    let displayScale = Self.displayScale(
      windowWidth: windowWidth, windowHeight: windowHeight, pixelWidth: pixelWidth,
      pixelHeight: pixelHeight)
    if let scaleOverride, scaleOverride > 0, scaleOverride.isFinite {
      scale = scaleOverride
    } else {
      scale = displayScale
    }
  }

  /// The drawable's pixels per window unit; 1 when the window has no size yet.
  static func displayScale(windowWidth: Int, windowHeight: Int, pixelWidth: Int, pixelHeight: Int)
    -> Double
  {
    if windowWidth > 0, pixelWidth > 0 { return Double(pixelWidth) / Double(windowWidth) }
    if windowHeight > 0, pixelHeight > 0 { return Double(pixelHeight) / Double(windowHeight) }
    return 1
  }

  /// The display's own scale, ignoring any override.
  var displayScale: Double {
    Self.displayScale(
      windowWidth: windowWidth, windowHeight: windowHeight, pixelWidth: pixelWidth,
      pixelHeight: pixelHeight)
  }

  /// The window's size in points.
  var pointSize: Size {
    Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
  }

  /// Points per SDL window unit, for converting pointer coordinates.
  var pointsPerWindowUnit: Double {
    displayScale / scale
  }

  /// The window units that show `size` points at `scale` pixels per point on a display of
  /// `displayScale` pixels per unit, rounded to whole units (at least 1).
  static func windowUnits(for size: Size, scale: Double, displayScale: Double) -> (
    width: Int, height: Int
  ) {
    let factor = displayScale > 0 && displayScale.isFinite ? scale / displayScale : scale
    func units(_ length: Double) -> Int {
      let value = (length * factor).rounded()
      return value.isFinite ? Int(min(max(value, 1), 32767)) : 1
    }
    return (units(size.width), units(size.height))
  }
}
