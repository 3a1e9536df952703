/// Fixed-point formatting of numbers, for the table and the JSON alike, without Foundation.
enum Decimals {
  /// `value` rounded to `decimals` places (0 to 9), as `-12.345`; no exponent, no grouping.
  /// Non-finite values are written as Swift describes them (`inf`, `nan`).
  static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return value.description }
    let places = max(0, min(9, decimals))
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
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
}
