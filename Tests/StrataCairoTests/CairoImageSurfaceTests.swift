import StrataCairo
import StrataKit
import StrataTesting
import Testing

@Suite(.strictDiagnostics) struct CairoImageSurfaceTests {
  @MainActor @Test("an image goes into a surface and comes back with the same pixels")
  func imageRoundTrip() throws {
    // 13 pixels wide: Cairo pads each row to a multiple of 4 bytes of its own choosing.
    let image = Image(pixelWidth: 13, pixelHeight: 3, scale: 2) { column, row in
      Color(red: Double(column) / 13, green: 0.5, blue: Double(row) / 3, alpha: 1)
    }
    let surface = try CairoImageSurface(image)
    #expect(surface.pixelWidth == 13 && surface.pixelHeight == 3)
    let copy = try surface.makeImage(scale: 2)
    #expect(copy == image)
  }

  @MainActor @Test("a new surface is transparent")
  func transparent() throws {
    let surface = try CairoImageSurface(pixelWidth: 4, pixelHeight: 4)
    #expect(try surface.makeImage().pixels == Array(repeating: 0, count: 16))
  }

  @MainActor @Test("an impossible size throws a CairoError")
  func invalidSize() {
    #expect(throws: CairoError.self) { try CairoImageSurface(pixelWidth: -1, pixelHeight: 4) }
    #expect(throws: CairoError.self) {
      try CairoImageSurface(pixelWidth: 100_000, pixelHeight: 4)
    }
  }

  @MainActor @Test("a surface of too many pixels is refused before anything is allocated")
  func tooManyPixels() throws {
    // 30000 × 30000 is within Cairo's sides but 3.6 GB of pixels.
    let error = try #require(throws: CairoError.self) {
      try CairoImageSurface(pixelWidth: 30_000, pixelHeight: 30_000)
    }
    #expect(error.description.contains("30000×30000"))
    #expect(error.description.contains("at most 32767 pixels a side and 67108864 in all"))
    #expect(throws: CairoError.self) {
      try CairoImageSurface(pixelWidth: 8192, pixelHeight: 8193)
    }
    #expect(throws: CairoError.self) {
      try CairoImageSurface(pixelWidth: Int.max, pixelHeight: Int.max)
    }
    let largest = try CairoImageSurface(pixelWidth: 16384, pixelHeight: 16)
    #expect(largest.pixelWidth == 16384)
  }

  @MainActor @Test("a headless host of an absurd size throws a CairoError when it renders")
  func absurdHeadlessHost() throws {
    let host = HeadlessHost(
      rootViewController: ViewController(), size: Size(width: 100_000, height: 100_000))
    #expect(throws: CairoError.self) { try host.renderImage() }
    let scaled = HeadlessHost(
      rootViewController: ViewController(), size: Size(width: 4000, height: 4000), scale: 4)
    #expect(throws: CairoError.self) { try scaled.writePNG(to: "/nonexistent/never.png") }
    let huge = HeadlessHost(
      rootViewController: ViewController(), size: Size(width: 10, height: 10), scale: 1e300)
    #expect(throws: CairoError.self) { try huge.renderImage() }
  }

  @MainActor @Test("an empty surface makes an empty image")
  func empty() throws {
    let surface = try CairoImageSurface(pixelWidth: 0, pixelHeight: 0)
    let image = try surface.makeImage()
    #expect(image.pixelWidth == 0 && image.pixels.isEmpty)
  }
}
