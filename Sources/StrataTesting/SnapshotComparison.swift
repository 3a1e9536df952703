public import StrataKit

/// The pixel-by-pixel comparison of two images of the same size.
public struct SnapshotComparison: Sendable {
  /// The image compared against.
  public let reference: Image
  /// The image rendered now.
  public let actual: Image
  /// Whether each pixel differs by more than the tolerance's channel delta, row by row.
  public let differs: [Bool]

  /// Compares `actual` with `reference` (which must have the same pixel size; extra pixels of
  /// either count as differing).
  ///
  /// - Complexity: O(n) in the number of pixels.
  public init(reference: Image, actual: Image, tolerance: SnapshotTolerance) {
    self.reference = reference
    self.actual = actual
    let expected = reference.pixels
    let rendered = actual.pixels
    let count = max(expected.count, rendered.count)
    var differs = [Bool](repeating: true, count: count)
    let delta = UInt32(tolerance.channelDelta)
    for index in 0..<min(expected.count, rendered.count) {
      let a = expected[index]
      let b = rendered[index]
      if a == b {
        differs[index] = false
        continue
      }
      var within = true
      for shift: UInt32 in [0, 8, 16, 24] {
        let x = a >> shift & 0xFF
        let y = b >> shift & 0xFF
        if (x > y ? x - y : y - x) > delta {
          within = false
          break
        }
      }
      differs[index] = !within
    }
    self.differs = differs
  }

  /// How many pixels differ by more than the tolerance.
  public var differingPixels: Int { differs.reduce(0) { $0 + ($1 ? 1 : 0) } }

  /// An image of the reference's size: differing pixels opaque red, the others a faded grey
  /// copy of the reference.
  public func diffImage() -> Image {
    let width = reference.pixelWidth
    let height = reference.pixelHeight
    return Image(pixelWidth: width, pixelHeight: height, scale: reference.scale) { column, row in
      let index = row * width + column
      if index < differs.count, differs[index] { return .red }
      let color = reference.color(atColumn: column, row: row) ?? .clear
      let luminance = 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue
      return Color(white: 0.75 + 0.25 * luminance, alpha: 1)
    }
  }
}
