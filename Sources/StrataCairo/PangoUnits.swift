import CCairo

/// The one place that converts between Pango units and points (device units at scale 1).
enum PangoUnits {
  /// `units` Pango units in points.
  static func points(_ units: Int32) -> Double {
    Double(units) / Double(PANGO_SCALE)
  }

  /// `points` in Pango units, rounded and clamped to the range Pango accepts.
  static func units(_ points: Double) -> Int32 {
    let units = (points * Double(PANGO_SCALE)).rounded()
    guard units.isFinite else { return units > 0 ? Int32.max : 0 }
    return Int32(max(0, min(Double(Int32.max), units)))
  }
}
