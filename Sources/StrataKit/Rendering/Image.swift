/// A bitmap: premultiplied ARGB pixels, a pixel size and a scale.
///
/// Each pixel is a `UInt32` holding alpha in the top byte, then red, green and blue, with the
/// colour components already multiplied by alpha (the layout of Cairo's `ARGB32` format). Rows
/// are stored top to bottom with no padding. An image's size in points is its pixel size divided
/// by its scale, so a 2× image of 200×100 pixels is 100×50 points.
public struct Image: Sendable, Hashable {
  /// Why pixels could not make an image.
  public enum Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
    /// The pixel count does not equal width × height, or a dimension is negative.
    case invalidDimensions(width: Int, height: Int, pixelCount: Int)
    /// The scale is not a positive, finite number.
    case invalidScale(Double)

    /// A sentence that says what was wrong.
    public var description: String {
      switch self {
      case .invalidDimensions(let width, let height, let count):
        "an image of \(width)×\(height) pixels needs \(max(0, width) * max(0, height)) pixels, got \(count)"
      case .invalidScale(let scale):
        "an image's scale must be positive and finite, got \(scale)"
      }
    }
  }

  /// The width in pixels.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  /// How many pixels make one point along each axis; 1 or more for display images.
  public let scale: Double
  private let storage: ImageStorage

  /// Creates an image from premultiplied ARGB pixels, row by row from the top.
  ///
  /// - Throws: ``Image/Error`` when the pixel count or the scale does not fit.
  public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, pixels: [UInt32]) throws {
    guard pixelWidth >= 0, pixelHeight >= 0, pixels.count == pixelWidth * pixelHeight else {
      throw Error.invalidDimensions(
        width: pixelWidth, height: pixelHeight, pixelCount: pixels.count)
    }
    guard scale > 0, scale.isFinite else { throw Error.invalidScale(scale) }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    self.storage = ImageStorage(pixels: pixels)
  }

  /// Creates an image by asking `color` for the colour of each pixel, given its column and row.
  ///
  /// Dimensions below zero are treated as zero; a scale that is not positive and finite is 1.
  /// - Complexity: O(width × height).
  public init(
    pixelWidth: Int, pixelHeight: Int, scale: Double = 1, color: (Int, Int) -> Color
  ) {
    let width = max(0, pixelWidth)
    let height = max(0, pixelHeight)
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for row in 0..<height {
      for column in 0..<width {
        pixels.append(Self.premultipliedPixel(color(column, row)))
      }
    }
    self.pixelWidth = width
    self.pixelHeight = height
    self.scale = scale > 0 && scale.isFinite ? scale : 1
    self.storage = ImageStorage(pixels: pixels)
  }

  /// The pixels, premultiplied ARGB, row by row from the top.
  public var pixels: [UInt32] { storage.pixels }

  /// The size in points: the pixel size divided by the scale.
  public var size: Size {
    Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
  }

  /// The colour of the pixel at `column`, `row` (un-premultiplied), or `nil` outside the image.
  public func color(atColumn column: Int, row: Int) -> Color? {
    guard column >= 0, row >= 0, column < pixelWidth, row < pixelHeight else { return nil }
    return Self.color(ofPixel: storage.pixels[row * pixelWidth + column])
  }

  /// An identity shared by copies of this image, for caches keyed by image.
  package var storageIdentifier: ObjectIdentifier { ObjectIdentifier(storage) }

  /// The premultiplied ARGB32 value of `color`.
  public static func premultipliedPixel(_ color: Color) -> UInt32 {
    let alpha = color.alpha
    func channel(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
    return channel(alpha) << 24 | channel(color.red * alpha) << 16
      | channel(color.green * alpha) << 8 | channel(color.blue * alpha)
  }

  /// The un-premultiplied colour of a premultiplied ARGB32 pixel.
  public static func color(ofPixel pixel: UInt32) -> Color {
    let alpha = Double(pixel >> 24 & 0xFF) / 255
    if alpha == 0 { return .clear }
    func channel(_ shift: UInt32) -> Double { Double(pixel >> shift & 0xFF) / 255 / alpha }
    return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
  }

  /// Whether two images have the same dimensions, scale and pixels.
  public static func == (lhs: Image, rhs: Image) -> Bool {
    lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight
      && lhs.scale == rhs.scale
      && (lhs.storage === rhs.storage || lhs.storage.pixels == rhs.storage.pixels)
  }

  /// Hashes the dimensions and scale (equal images always hash alike).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pixelWidth)
    hasher.combine(pixelHeight)
    hasher.combine(scale)
  }
}

/// The immutable pixel buffer behind an ``Image``; shared by copies.
private final class ImageStorage: Sendable {
  let pixels: [UInt32]

  init(pixels: [UInt32]) {
    self.pixels = pixels
  }
}
