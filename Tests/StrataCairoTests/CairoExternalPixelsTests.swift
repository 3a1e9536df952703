import StrataCairo
import StrataKit
import StrataTesting
import Testing

@Suite(.strictDiagnostics) struct CairoExternalPixelsTests {
  /// Antialiased, translucent drawing over an opaque background.
  private static let scene = DisplayList(commands: [
    .fillRect(Rect(x: 2.5, y: 3.25, width: 20, height: 11), cornerRadius: 4, color: .red),
    .fillRect(
      Rect(x: 8, y: 1, width: 21.5, height: 13), cornerRadius: 2.5,
      color: Color(red: 0.1, green: 0.4, blue: 0.9, alpha: 0.55)),
    .strokeRect(
      Rect(x: 1.5, y: 1.5, width: 30, height: 14), cornerRadius: 6,
      color: Color(white: 0.2, alpha: 0.8), lineWidth: 1.5),
  ])

  @MainActor
  @Test(
    "drawing into wrapped XRGB memory with a padded stride gives the pixels of an ARGB32 surface, opaque"
  )
  func sameAsARGB32() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let width = 37
    let height = 19
    let reference = try CairoImageSurface(pixelWidth: width, pixelHeight: height)
    try renderer.render(Self.scene, into: reference, scale: 1, background: .white)

    let stride = 40 * 4
    let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
    defer { memory.deallocate() }
    // Garbage in the padding and in the unused top bytes must not show.
    memory.initializeMemory(as: UInt8.self, repeating: 0x5A, count: stride * height)
    let wrapped = try CairoImageSurface(
      wrappingOpaquePixels: memory, pixelWidth: width, pixelHeight: height, stride: stride)
    try renderer.render(Self.scene, into: wrapped, scale: 1, background: .white)

    let expected = try reference.makeImage()
    let drawn = try wrapped.makeImage()
    #expect(drawn == expected)
    // The pixels are in the caller's memory, row by row at its stride.
    let corner = memory.load(fromByteOffset: 18 * stride + 36 * 4, as: UInt32.self)
    #expect(corner & 0xFF_FFFF == expected.pixels[18 * width + 36] & 0xFF_FFFF)
    #expect(memory.load(fromByteOffset: stride - 4, as: UInt32.self) == 0x5A5A_5A5A)
  }

  @MainActor @Test("a stride too short for the width, or not a whole number of pixels, is refused")
  func badStride() {
    let memory = UnsafeMutableRawPointer.allocate(byteCount: 64 * 4, alignment: 16)
    defer { memory.deallocate() }
    #expect(throws: CairoError.self) {
      try CairoImageSurface(wrappingOpaquePixels: memory, pixelWidth: 8, pixelHeight: 4, stride: 28)
    }
    #expect(throws: CairoError.self) {
      try CairoImageSurface(wrappingOpaquePixels: memory, pixelWidth: 4, pixelHeight: 4, stride: 18)
    }
  }
}
