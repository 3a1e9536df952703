/// A Gaussian blur approximated by three box blurs, for the alpha of shadow tiles.
///
/// Three passes of a box filter, each sized so that their variances add up to σ², come within a
/// few per cent of a true Gaussian and cost O(1) per pixel whatever the radius.
enum BoxBlur {
  /// The widths (odd) of the three boxes whose variances, (w² − 1) / 12 each, add up to
  /// `sigma`²; all 1 (no blur) when `sigma` is not positive.
  static func boxWidths(sigma: Double) -> [Int] {
    let passes = 3
    guard sigma > 0, sigma.isFinite else { return Array(repeating: 1, count: passes) }
    let variance = sigma * sigma
    var lower = Int((12 * variance / Double(passes) + 1).squareRoot())
    if lower % 2 == 0 { lower -= 1 }
    lower = max(1, lower)
    let upper = lower + 2
    // With m boxes of the lower width and the rest of the upper one, the variances add up to
    // σ² when m = (n·(upper² − 1) − 12σ²) / (upper² − lower²).
    let numerator = Double(passes * (upper * upper - 1)) - 12 * variance
    let lowerCount = Int((numerator / Double(upper * upper - lower * lower)).rounded())
    let clamped = min(passes, max(0, lowerCount))
    return (0..<passes).map { $0 < clamped ? lower : upper }
  }

  /// How far the blur spreads a value, in pixels: the sum of the boxes' half widths.
  static func reach(sigma: Double) -> Int {
    boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
  }

  /// Blurs `values`, a `width` × `height` grid stored row by row, treating everything outside
  /// the grid as 0.
  ///
  /// - Complexity: O(width × height).
  static func blur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
    guard width > 0, height > 0, values.count == width * height else { return }
    var scratch = values
    for boxWidth in boxWidths(sigma: sigma) where boxWidth > 1 {
      let radius = (boxWidth - 1) / 2
      // Rows into scratch, then columns back into values.
      boxPass(
        values, into: &scratch, count: height, length: width, step: 1, lineStep: width,
        radius: radius)
      boxPass(
        scratch, into: &values, count: width, length: height, step: width, lineStep: 1,
        radius: radius)
    }
  }

  /// One box filter along `count` lines of `length` samples each; sample `i` of line `l` is at
  /// `l * lineStep + i * step`.
  private static func boxPass(
    _ source: [Float], into destination: inout [Float], count: Int, length: Int, step: Int,
    lineStep: Int, radius: Int
  ) {
    let scale = 1 / Float(2 * radius + 1)
    for line in 0..<count {
      let base = line * lineStep
      var sum: Float = 0
      for index in 0..<min(radius, length) { sum += source[base + index * step] }
      for index in 0..<length {
        let entering = index + radius
        if entering < length { sum += source[base + entering * step] }
        destination[base + index * step] = sum * scale
        let leaving = index - radius
        if leaving >= 0 { sum -= source[base + leaving * step] }
      }
    }
  }
}
