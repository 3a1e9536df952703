public import StrataKit

/// How far apart two renderings are: the largest difference of one channel (alpha, red, green
/// or blue) between pixels at the same place, and where it is. The one comparison that tests
/// of the renderer, the windowed host and the gallery's layers use to say that two pictures
/// are the same, or the same within 1/255.
public struct ImageDifference: Sendable, CustomStringConvertible {
  /// The largest difference of one channel, 0…255; 255 when the sizes differ.
  public let largest: Int
  /// The column and row of the first pixel with the ``largest`` difference, or `nil` when the
  /// images are the same or of different sizes.
  public let location: (x: Int, y: Int)?

  /// Compares `first` with `second`, in `columns` of pixels (all by default).
  ///
  /// - Complexity: O(n) in the number of pixels.
  public init(_ first: Image, _ second: Image, columns: Range<Int>? = nil) {
    guard first.pixelWidth == second.pixelWidth, first.pixelHeight == second.pixelHeight else {
      largest = 255
      location = nil
      return
    }
    let width = first.pixelWidth
    let columns = columns ?? 0..<width
    var largest = 0
    var worstIndex: Int?
    for (index, (a, b)) in zip(first.pixels, second.pixels).enumerated()
    where a != b && columns.contains(index % width) {
      for shift in stride(from: 0, to: 32, by: 8) {
        let difference = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
        if difference > largest {
          largest = difference
          worstIndex = index
        }
      }
    }
    self.largest = largest
    location = worstIndex.map { (x: $0 % width, y: $0 / width) }
  }

  /// The largest difference, in 1/255, and where it is.
  public var description: String {
    guard let location else { return "\(largest)/255" }
    return "\(largest)/255 at pixel (\(location.x), \(location.y))"
  }
}
