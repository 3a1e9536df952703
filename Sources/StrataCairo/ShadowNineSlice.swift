import CCairo
import StrataKit

/// A blurred rounded rectangle cut into nine slices, from which the shadow of any rectangle
/// with the same blur and corner radius is drawn without blurring again.
///
/// The tile is a rounded rectangle blurred once, in device pixels, with a Gaussian of
/// σ = blur radius / 2 (close to how Core Animation's `shadowRadius` looks) made of three box
/// blurs. Its straight sides are long enough that the blur of one corner never reaches the
/// other, so the middle row and column hold exactly the profile of a long straight edge. To
/// draw, the corners are copied unscaled, the edge slices stretched along the edge and the
/// middle stretched both ways; the shadow colour is painted through the tile's alpha.
///
/// A shape too narrow for that (its corners' blurs overlap) gets a tile of its own exact width
/// or height along that axis, drawn unstretched along it; same-sized shapes still share it.
@MainActor
final class ShadowNineSlice {
  /// What a tile depends on, in quarter device pixels so that similar shadows share a tile.
  struct Key: Hashable {
    /// The blur radius in device pixels × 4.
    var blurQuarterPixels: Int
    /// The (already clamped) corner radius in device pixels × 4.
    var cornerQuarterPixels: Int
    /// Device pixels per point.
    var scale: Double
    /// The shape's width in device pixels when it is too narrow to stretch, or `nil`.
    var narrowWidth: Int?
    /// The shape's height in device pixels when it is too short to stretch, or `nil`.
    var narrowHeight: Int?

    /// The key for the shadow of a shape of `shapeSize` points, blurred by `blurRadius` around
    /// corners of `cornerRadius` (clamped to the shape), both in points, at `scale` device
    /// pixels per point.
    init(blurRadius: Double, cornerRadius: Double, scale: Double, shapeSize: Size) {
      blurQuarterPixels = Int(min(4096, (blurRadius * scale * 4).rounded()))
      cornerQuarterPixels = Int(min(4096, (cornerRadius * scale * 4).rounded()))
      self.scale = scale
      let stretchable = Double(
        Self.stretchableLength(
          blurPixels: Double(blurQuarterPixels) / 4, cornerPixels: Double(cornerQuarterPixels) / 4))
      func narrow(_ length: Double) -> Int? {
        let pixels = length * scale
        return pixels < stretchable ? max(1, Int(pixels.rounded())) : nil
      }
      narrowWidth = narrow(shapeSize.width)
      narrowHeight = narrow(shapeSize.height)
    }

    /// The side of a shape whose middle pixel and its neighbours lie beyond the reach of both
    /// corners' blur: 2 × (corner + reach) + 3 pixels.
    static func stretchableLength(blurPixels: Double, cornerPixels: Double) -> Int {
      2 * (Int(cornerPixels.rounded(.up)) + BoxBlur.reach(sigma: blurPixels / 2)) + 3
    }
  }

  /// How the tile is laid out along one axis.
  private struct Axis {
    /// The tile's length, in pixels.
    var tileLength: Int
    /// The length of a corner slice, in pixels (the middle slice is the one pixel after it),
    /// or `nil` when the tile is drawn whole, unstretched, along this axis.
    var cornerSlice: Int?
  }

  private let tile: CairoImageSurface
  /// The distance from the tile's edge to the unblurred shape, in pixels.
  private let padding: Int
  private let horizontal: Axis
  private let vertical: Axis
  private let scale: Double

  /// Makes and blurs the tile for `key`.
  ///
  /// - Throws: ``CairoError`` when Cairo cannot make the tile.
  /// - Complexity: O(w × h) for a tile of w × h pixels, about 2 × (corner radius + blur reach)
  ///   plus twice the reach on each side.
  init(key: Key) throws {
    let blur = Double(key.blurQuarterPixels) / 4
    let corner = Double(key.cornerQuarterPixels) / 4
    let sigma = blur / 2
    let reach = BoxBlur.reach(sigma: sigma)
    let stretchable = Key.stretchableLength(blurPixels: blur, cornerPixels: corner)
    func axis(narrow: Int?) -> Axis {
      if let narrow { return Axis(tileLength: narrow + 2 * reach, cornerSlice: nil) }
      return Axis(tileLength: stretchable + 2 * reach, cornerSlice: reach + (stretchable - 1) / 2)
    }
    padding = reach
    horizontal = axis(narrow: key.narrowWidth)
    vertical = axis(narrow: key.narrowHeight)
    scale = key.scale
    let width = horizontal.tileLength
    let height = vertical.tileLength
    tile = try CairoImageSurface(pixelWidth: width, pixelHeight: height)
    let shape = Rect(
      x: Double(reach), y: Double(reach), width: Double(width - 2 * reach),
      height: Double(height - 2 * reach))
    try tile.withUnsafeContext { context in
      CairoPath.setRect(shape, cornerRadius: corner, in: context)
      cairo_set_source_rgba(context, 0, 0, 0, 1)
      cairo_fill(context)
      try CairoError.check(cairo_status(context), "draw shadow tile")
    }
    var alpha = tile.readPixels().map { Float($0 >> 24) / 255 }
    BoxBlur.blur(&alpha, width: width, height: height, sigma: sigma)
    tile.writePixels(alpha.map { UInt32((min(1, max(0, $0)) * 255).rounded()) << 24 })
  }

  /// Paints the shadow of `shape` (in the user coordinates of `context`) in `color`, faded by
  /// `opacity`.
  ///
  /// - Throws: ``CairoError`` when Cairo cannot make the tile's pattern.
  func draw(_ shape: Rect, color: Color, opacity: Double, in context: OpaquePointer) throws {
    let outset = Double(padding) / scale
    let outer = shape.standardized.insetBy(dx: -outset, dy: -outset)
    let columns = slices(along: horizontal, from: outer.minX, length: outer.width)
    let rows = slices(along: vertical, from: outer.minY, length: outer.height)
    let pattern: OpaquePointer = tile.withUnsafeSurface { cairo_pattern_create_for_surface($0) }
    defer { cairo_pattern_destroy(pattern) }
    try CairoError.check(cairo_pattern_status(pattern), "cairo_pattern_create_for_surface")
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_save(context)
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * opacity)
    for row in rows {
      for column in columns {
        // Clip without antialiasing so that neighbouring slices share no pixel: no seams.
        cairo_save(context)
        cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE)
        cairo_new_path(context)
        cairo_rectangle(context, column.start, row.start, column.length, row.length)
        cairo_clip(context)
        var matrix = cairo_matrix_t()
        let xScale = column.sourceLength / column.length
        let yScale = row.sourceLength / row.length
        cairo_matrix_init(
          &matrix, xScale, 0, 0, yScale, column.sourceStart - column.start * xScale,
          row.sourceStart - row.start * yScale)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_mask(context, pattern)
        cairo_restore(context)
      }
    }
    cairo_restore(context)
  }

  /// One band of slices along an axis: where it is drawn (points) and where it comes from in
  /// the tile (pixels).
  private struct Slice {
    var start: Double
    var length: Double
    var sourceStart: Double
    var sourceLength: Double
  }

  /// The bands along one axis of a shadow whose blurred extent starts at `start` and is
  /// `length` points long: unscaled corners around a stretched middle, or the whole tile.
  private func slices(along axis: Axis, from start: Double, length: Double) -> [Slice] {
    guard length > 0 else { return [] }
    let tileLength = Double(axis.tileLength)
    guard let cornerSlice = axis.cornerSlice, length * scale > Double(2 * cornerSlice) else {
      return [Slice(start: start, length: length, sourceStart: 0, sourceLength: tileLength)]
    }
    let corner = Double(cornerSlice)
    let cornerLength = corner / scale
    return [
      Slice(start: start, length: cornerLength, sourceStart: 0, sourceLength: corner),
      Slice(
        start: start + cornerLength, length: length - 2 * cornerLength, sourceStart: corner,
        sourceLength: 1),
      Slice(
        start: start + length - cornerLength, length: cornerLength, sourceStart: corner + 1,
        sourceLength: corner),
    ]
  }
}
