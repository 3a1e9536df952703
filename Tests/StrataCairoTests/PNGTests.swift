import Foundation
import StrataCairo
import StrataKit
import StrataTesting
import Testing

@Suite(.strictDiagnostics) struct PNGTests {
  private func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-png-\(UUID().uuidString)-\(name)").path
  }

  @MainActor @Test("a PNG round trip preserves opaque and transparent pixels exactly")
  func roundTrip() throws {
    let image = Image(pixelWidth: 7, pixelHeight: 5) { column, row in
      if column == 0 { return .clear }
      return Color(red: Double(column) / 7, green: Double(row) / 5, blue: 0.25)
    }
    let path = temporaryPath("round-trip.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try PNG.write(image, to: path)
    let read = try PNG.read(from: path)
    #expect(read.pixelWidth == 7 && read.pixelHeight == 5)
    #expect(read.scale == 1)
    #expect(read.pixels == image.pixels)
  }

  @MainActor @Test("a rendered frame survives a round trip through a file")
  func renderedRoundTrip() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let run = TextRun(
      text: "PNG", font: .system(size: 14), color: .black,
      frame: Rect(x: 4, y: 4, width: 40, height: 20))
    let frame = try renderer.render([.text(run)], background: .white)
    let path = temporaryPath("frame.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try PNG.write(frame, to: path)
    #expect(try PNG.read(from: path).pixels == frame.pixels)
  }

  @MainActor @Test("reading a missing file throws a CairoError that names the path")
  func missingFile() throws {
    let path = temporaryPath("missing.png")
    let error = try #require(throws: CairoError.self) { try PNG.read(from: path) }
    #expect(error.description.contains(path))
    #expect(!error.message.isEmpty)
    #expect(error.status != 0)
  }

  @MainActor @Test("reading a file that is not a PNG throws instead of crashing")
  func corruptFile() throws {
    let path = temporaryPath("corrupt.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data("not a png at all".utf8).write(to: URL(fileURLWithPath: path))
    let error = try #require(throws: CairoError.self) { try PNG.read(from: path) }
    #expect(error.operation.contains(path))
  }

  @MainActor @Test("writing into a folder that does not exist throws a CairoError")
  func unwritablePath() throws {
    let path = temporaryPath("no-such-folder") + "/image.png"
    let image = Image(pixelWidth: 1, pixelHeight: 1) { _, _ in .red }
    let error = try #require(throws: CairoError.self) { try PNG.write(image, to: path) }
    #expect(error.description.contains(path))
  }

  @MainActor @Test("a PNG without alpha is read as opaque ARGB32")
  func opaquePNG() throws {
    // A 3 × 2 red PNG of colour type 2 (RGB, no alpha), which Cairo loads as RGB24.
    let bytes: [UInt8] = [
      0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44,
      0x52, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00, 0x02, 0x08, 0x02, 0x00, 0x00, 0x00, 0x12,
      0x16, 0xF1, 0x4D, 0x00, 0x00, 0x00, 0x10, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xF8,
      0xCF, 0xC0, 0x00, 0x41, 0x0C, 0x70, 0x16, 0x00, 0x41, 0xD2, 0x05, 0xFB, 0x6F, 0xF1, 0x16,
      0xC7, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
    let path = temporaryPath("rgb.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))

    let image = try PNG.read(from: path)
    #expect(image.pixelWidth == 3 && image.pixelHeight == 2)
    #expect(image.pixels == Array(repeating: Pixel.red, count: 6))
  }
}
