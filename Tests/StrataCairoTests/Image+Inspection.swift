import StrataKit

extension Image {
  /// The premultiplied ARGB32 pixel at `x`, `y`.
  func pixel(_ x: Int, _ y: Int) -> UInt32 {
    pixels[y * pixelWidth + x]
  }

  /// The alpha of the pixel at `x`, `y`, 0…255.
  func alpha(_ x: Int, _ y: Int) -> Int {
    Int(pixel(x, y) >> 24)
  }

  /// The red, green and blue channels of the pixel at `x`, `y` (premultiplied), 0…255 each.
  func channels(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
    let pixel = pixel(x, y)
    return (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
  }

  /// How dark the pixel at `x`, `y` is on a white background: 0 (white) … 255 (black).
  func darkness(_ x: Int, _ y: Int) -> Int {
    255 - channels(x, y).green
  }

  /// The columns and rows of pixels that are not `background`, as a rectangle of pixel
  /// indices (maxX, maxY inclusive), or `nil` when every pixel is `background`.
  func inkBounds(background: UInt32) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<pixelHeight {
      for x in 0..<pixelWidth where pixel(x, y) != background {
        if let found = bounds {
          bounds = (min(found.minX, x), min(found.minY, y), max(found.maxX, x), max(found.maxY, y))
        } else {
          bounds = (x, y, x, y)
        }
      }
    }
    return bounds
  }
}
