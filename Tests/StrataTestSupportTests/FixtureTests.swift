import Foundation
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// The fixtures tests share: folders of their own and the comparison of two renderings.
@Suite("Test fixtures", .strictDiagnostics)
struct FixtureTests {
  @Test("each temporary folder is new, holds files, and is gone once removed")
  func temporaryFolder() throws {
    let first = try TemporaryFolder("fixture-check")
    let second = try TemporaryFolder("fixture-check")
    #expect(first.path != second.path)
    try "x".write(toFile: first.path("note.txt"), atomically: true, encoding: .utf8)
    #expect(FileManager.default.fileExists(atPath: first.path("note.txt")))
    first.remove()
    second.remove()
    #expect(!FileManager.default.fileExists(atPath: first.path))
    #expect(!FileManager.default.fileExists(atPath: second.path))
  }

  @Test("the difference of two images is their largest channel difference, and where it is")
  func imageDifference() throws {
    let base = try Image(
      pixelWidth: 3, pixelHeight: 2, pixels: Array(repeating: 0xFF10_2030, count: 6))
    var pixels = base.pixels
    pixels[4] = 0xFF10_2035  // column 1, row 1: blue differs by 5
    pixels[2] = 0xFF11_2030  // column 2, row 0: red differs by 1
    let changed = try Image(pixelWidth: 3, pixelHeight: 2, pixels: pixels)

    #expect(ImageDifference(base, base).largest == 0)
    #expect(ImageDifference(base, base).location == nil)
    let difference = ImageDifference(base, changed)
    #expect(difference.largest == 5)
    #expect(difference.location?.x == 1 && difference.location?.y == 1)
    #expect(ImageDifference(base, changed, columns: 2..<3).largest == 1)

    let other = try Image(pixelWidth: 2, pixelHeight: 3, pixels: base.pixels)
    #expect(ImageDifference(base, other).largest == 255)
  }
}
