import StrataCairo
import StrataKit
import StrataTesting
import Testing

/// Zeroed memory for one layer surface, as a host would lend it (a display server's shared
/// memory), readable by the test afterwards.
@MainActor
private final class TestMemory: LayerMemory {
  let pixels: UnsafeMutableRawPointer
  let stride: Int
  let width: Int
  let height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    stride = width * 4
    pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
    pixels.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
  }

  isolated deinit {
    pixels.deallocate()
  }

  /// The premultiplied ARGB32 pixel at `x`, `y`.
  func pixel(_ x: Int, _ y: Int) -> UInt32 {
    pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
  }
}

@MainActor
private final class TestProvider: LayerMemoryProvider {
  private(set) var lent: [TestMemory] = []

  func makeLayerMemory(pixelWidth: Int, pixelHeight: Int) -> (any LayerMemory)? {
    let memory = TestMemory(width: pixelWidth, height: pixelHeight)
    lent.append(memory)
    return memory
  }
}

/// An opaque layer of 100 × 80 points at `x`, with a square and a stripe, so that a pixel read
/// from the wrong place differs.
@MainActor
private func page(at x: Double, id: UInt64 = 1) -> [DisplayCommand] {
  let bounds = Rect(x: 0, y: 0, width: 100, height: 80)
  let layer = DisplayLayer(
    id: DisplayLayer.ID(rawValue: id), transform: AffineTransform(translationX: x, y: 10),
    alpha: 1, bounds: bounds, scale: 1, generation: 1, damage: bounds, opaqueRect: bounds)
  return [
    .pushLayer(layer), .fillRect(bounds, cornerRadius: 0, color: Color(rgb: 0x2255CC)),
    .fillRect(Rect(x: 10, y: 10, width: 30, height: 30), cornerRadius: 0, color: .white),
    .fillRect(Rect(x: 55, y: 0, width: 7, height: 80), cornerRadius: 0, color: .red), .pop,
  ]
}

@Suite("Layer memory a host lends", .strictDiagnostics)
@MainActor
struct LentLayerMemoryTests {
  @Test("a layer's surface is in the lent memory, and a move says where each moved pixel is in it")
  func movesNameTheirPixelsInLentMemory() throws {
    let textSystem = PangoTextSystem()
    let renderer = CairoRenderer(textSystem: textSystem)
    let provider = TestProvider()
    renderer.layerMemoryProvider = provider
    let direct = CairoRenderer(textSystem: textSystem)
    direct.cachesLayers = false
    let surface = try CairoImageSurface(pixelWidth: 200, pixelHeight: 100)
    let whole = PixelRect(x: 0, y: 0, width: 200, height: 100)
    var moves: [PixelMove] = []
    for (step, x) in [0.0, 30, 75, 40].enumerated() {
      let list = DisplayList(commands: page(at: x))
      let frame = try renderer.render(
        list, into: surface, scale: 1, background: .white, pixels: whole, movingPixels: .host)
      if let move = frame.hostMove { moves.append(move) }
      let expected = try direct.render(
        list, size: Size(width: 200, height: 100), scale: 1, background: .white)
      guard step > 0, let move = moves.last else { continue }
      // Every moved pixel is in the layer's lent memory, where the move says.
      #expect(move.sources.count == move.rects.count, "step \(step)")
      for (rect, source) in zip(move.rects, move.sources) {
        let memory = try #require(source?.memory as? TestMemory)
        #expect(provider.lent.contains { $0 === memory })
        let source = try #require(source)
        for y in 0..<rect.height {
          for x in 0..<rect.width {
            #expect(
              memory.pixel(source.x + x, source.y + y)
                == expected.pixels[(rect.y + y) * 200 + rect.x + x],
              "step \(step), pixel \(rect.x + x), \(rect.y + y)")
          }
        }
      }
    }
    // Moves both ways: the right ones are those a host would rather put from the memory.
    #expect(moves.count == 3)
    #expect(moves.contains { $0.dx > 0 } && moves.contains { $0.dx < 0 })
    #expect(provider.lent.count == 1)
  }

  @Test("without a provider the renderer uses its own memory and a move names no pixels")
  func withoutProviderNoSources() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let surface = try CairoImageSurface(pixelWidth: 200, pixelHeight: 100)
    let whole = PixelRect(x: 0, y: 0, width: 200, height: 100)
    var moves: [PixelMove] = []
    for x in [0.0, 30] {
      let frame = try renderer.render(
        DisplayList(commands: page(at: x)), into: surface, scale: 1, background: .white,
        pixels: whole, movingPixels: .host)
      if let move = frame.hostMove { moves.append(move) }
    }
    #expect(moves.count == 1)
    #expect(moves.first?.sources.isEmpty == true)
  }

  @Test("a layer the list names as out of sight keeps its surface; one gone from the list loses it")
  func outOfSightLayerKeepsItsSurface() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let surface = try CairoImageSurface(pixelWidth: 200, pixelHeight: 100)
    let other = DisplayList(commands: page(at: 0, id: 2))
    try renderer.render(
      DisplayList(commands: page(at: 0) + page(at: 100, id: 2)), into: surface, scale: 1,
      background: .white)
    #expect(renderer.layerCacheCount == 2)
    let rasterized = renderer.layerRasterizationCount
    // Layer 1 out of sight (scrolled away) for many frames: its surface stays.
    var aside = other
    aside.layersOutOfSight = [DisplayLayer.ID(rawValue: 1)]
    for _ in 0..<100 {
      try renderer.render(aside, into: surface, scale: 1, background: .white)
    }
    #expect(renderer.layerCacheCount == 2)
    try renderer.render(
      DisplayList(commands: page(at: 50)), into: surface, scale: 1, background: .white)
    #expect(renderer.layerRasterizationCount == rasterized)
    // Gone from the list (its view left the window): dropped after a while.
    for _ in 0..<40 {
      try renderer.render(other, into: surface, scale: 1, background: .white)
    }
    #expect(renderer.layerCacheCount == 1)
  }
}
