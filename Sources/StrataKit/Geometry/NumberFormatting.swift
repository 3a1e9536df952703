/// Formats a number for descriptions and display-list dumps: whole numbers without a fraction,
/// others rounded to three decimals, so text snapshots stay stable.
func formatNumber(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 {
    let whole = Int(rounded)
    return whole == 0 ? "0" : String(whole)
  }
  return String(rounded)
}
