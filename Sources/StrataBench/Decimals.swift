/// Rounding and fixed-point formatting of numbers: the one place the table and the JSON report
/// get their numbers' precision from.
enum Decimals {
  /// `value` rounded to `decimals` places (0 to 9), half away from zero, as the nearest
  /// `Double`; negative zero becomes zero. Non-finite values are returned as they are.
  static func rounded(_ value: Double, decimals: Int) -> Double {
    guard value.isFinite else { return value }
    let factor = power(max(0, min(9, decimals)))
    let scaled = (value * factor).rounded()
    // Beyond 2^53 every Double is whole: there is nothing left to round.
    guard abs(scaled) < 9.0e15 else { return value }
    return scaled / factor + 0
  }

  /// `value` rounded to `decimals` places (0 to 9), as `-12.345`; no exponent, no grouping.
  /// Non-finite values are written as Swift describes them (`inf`, `nan`).
  static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.description }
    let places = max(0, min(9, decimals))
    let factor = power(places)
    let scaled = (abs(value) * factor).rounded()
    guard scaled < 9.0e18 else { return value.description }
    let units = UInt64(scaled)
    let divisor = UInt64(factor)
    let whole = units / divisor
    let sign = value < 0 && units > 0 ? "-" : ""
    guard places > 0 else { return sign + String(whole) }
    let fraction = String(units % divisor)
    return sign + String(whole) + "."
      + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// 10 to the power `places`, exactly.
  private static func power(_ places: Int) -> Double {
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    return factor
  }
}
