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

/// A layer of 100 × 80 points at `x` that draws only a small green square and two corner dots:
/// whatever a reused surface held before shows through the rest unless it was cleared.
@MainActor
private func badge(at x: Double, id: UInt64) -> [DisplayCommand] {
  let bounds = Rect(x: 0, y: 0, width: 100, height: 80)
  let layer = DisplayLayer(
    id: DisplayLayer.ID(rawValue: id), transform: AffineTransform(translationX: x, y: 10),
    alpha: 1, bounds: bounds, scale: 1, generation: 1, damage: bounds)
  // Two corner dots make its surface the whole layer.
  return [
    .pushLayer(layer),
    .fillRect(Rect(x: 0, y: 0, width: 1, height: 1), cornerRadius: 0, color: .black),
    .fillRect(Rect(x: 99, y: 79, width: 1, height: 1), cornerRadius: 0, color: .black),
    .fillRect(
      Rect(x: 40, y: 30, width: 20, height: 20), cornerRadius: 0, color: Color(rgb: 0x00FF00)),
    .pop,
  ]
}

/// A renderer with memory lent by a test provider, the provider, and a renderer that caches
/// nothing to compare with.
@MainActor
private func lendingRenderer() -> (
  renderer: CairoRenderer, provider: TestProvider, direct: CairoRenderer
) {
  let textSystem = PangoTextSystem()
  let renderer = CairoRenderer(textSystem: textSystem)
  let provider = TestProvider()
  renderer.layerMemoryProvider = provider
  let direct = CairoRenderer(textSystem: textSystem)
  direct.cachesLayers = false
  return (renderer, provider, direct)
}

/// Expects every moved pixel of `move` to be in lent memory, where the move says, with the
/// colour `expected` shows at its destination; `step` names the frame in failures.
@MainActor
private func expectSources(of move: PixelMove, hold expected: Image, step: String) throws {
  #expect(move.sources.count == move.rects.count, "\(step)")
  for (rect, source) in zip(move.rects, move.sources) {
    let source = try #require(source)
    let memory = try #require(source.memory as? TestMemory)
    for y in 0..<rect.height {
      for x in 0..<rect.width {
        #expect(
          memory.pixel(source.x + x, source.y + y)
            == expected.pixels[(rect.y + y) * expected.pixelWidth + rect.x + x],
          "\(step), pixel \(rect.x + x), \(rect.y + y)")
      }
    }
  }
}

@Suite("Layer memory a host lends", .strictDiagnostics)
@MainActor
struct LentLayerMemoryTests {
  @Test("a layer's surface is in the lent memory, and a move says where each moved pixel is in it")
  func movesNameTheirPixelsInLentMemory() throws {
    let (renderer, provider, direct) = lendingRenderer()
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
      try expectSources(of: move, hold: expected, step: "step \(step)")
      for source in move.sources {
        #expect(provider.lent.contains { $0 === source?.memory as? TestMemory })
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

  @Test(
    "the surface a rest lets go is kept aside, memory and all, and the next layer of its size is drawn in it: what shows is what fresh memory shows"
  )
  func spareSurfaceIsReused() throws {
    let (renderer, provider, direct) = lendingRenderer()
    let surface = try CairoImageSurface(pixelWidth: 200, pixelHeight: 100)
    let whole = PixelRect(x: 0, y: 0, width: 200, height: 100)
    _ = try renderer.render(
      DisplayList(commands: page(at: 0) + page(at: 100, id: 2)), into: surface, scale: 1,
      background: .white, pixels: whole, movingPixels: .host)
    #expect(provider.lent.count == 2)
    #expect(renderer.spareLayerByteCount == 0)

    // A rest showing only the first page lets the second go: kept aside, not freed.
    let onlyFirst = DisplayList(commands: page(at: 0))
    let released = renderer.releaseMemory(keepingWhatDraws: onlyFirst)
    #expect(released.layerSurfaceCount == 1)
    #expect(renderer.spareLayerByteCount == 100 * 80 * 4)

    // A new layer of that size is drawn in the memory the second page had: the page it held
    // does not show around the badge.
    let list = DisplayList(commands: page(at: 0) + badge(at: 100, id: 3))
    let frame = try renderer.render(
      list, into: surface, scale: 1, background: .white, pixels: whole, movingPixels: .host)
    #expect(frame.hostMove == nil)
    #expect(renderer.spareLayerReuseCount == 1)
    #expect(renderer.spareLayerByteCount == 0)
    #expect(provider.lent.count == 2)
    #expect(renderer.layerCacheCount == 2)
    let expected = try direct.render(
      list, size: Size(width: 200, height: 100), scale: 1, background: .white)
    #expect(try surface.makeImage().pixels == expected.pixels)
    // The badge's memory is the one the second page had, clear where the badge draws nothing,
    // while the first page's memory still holds the page.
    let reused = try #require(provider.lent.first { $0.pixel(50, 40) == 0xFF00_FF00 })
    #expect(reused.pixel(5, 5) == 0)
    #expect(provider.lent.contains { $0.pixel(5, 5) == 0xFF22_55CC })
  }

  @Test("a rest on a list without layers lets the surface kept aside go too")
  func restWithoutLayersDropsTheSpare() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let surface = try CairoImageSurface(pixelWidth: 200, pixelHeight: 100)
    try renderer.render(
      DisplayList(commands: page(at: 0) + page(at: 100, id: 2)), into: surface, scale: 1,
      background: .white)
    renderer.releaseMemory(keepingWhatDraws: DisplayList(commands: page(at: 0)))
    #expect(renderer.spareLayerByteCount > 0)
    let plain = DisplayList(commands: [
      .fillRect(Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0, color: .red)
    ])
    renderer.releaseMemory(keepingWhatDraws: plain)
    #expect(renderer.layerCacheCount == 0)
    #expect(renderer.spareLayerByteCount == 0)
  }

  @Test(
    "a surface evicted while a frame is drawn is not reused in that frame: the host may still put the frame's moved pixels from its memory"
  )
  func surfaceEvictedMidFrameWaits() throws {
    let (renderer, provider, direct) = lendingRenderer()
    // Room for two layers of 100 × 80.
    renderer.layerCacheBudget = 2 * 100 * 80 * 4
    let surface = try CairoImageSurface(pixelWidth: 300, pixelHeight: 100)
    let whole = PixelRect(x: 0, y: 0, width: 300, height: 100)
    _ = try renderer.render(
      DisplayList(commands: page(at: 0) + page(at: 100, id: 5)), into: surface, scale: 1,
      background: .white, pixels: whole, movingPixels: .host)
    #expect(provider.lent.count == 2)
    // The first page moves right, its pixels to be put from its memory, over two new layers
    // of its size under it, drawn first where it uncovers them: the first evicts the page's
    // surface (used least recently, the older layer), the second the other page's. Were the
    // second drawn in the evicted memory, the move would put the second's pixels. (Only the
    // pages' rows are drawn, so that no band of the frame marks the page as used first.)
    let moved = DisplayList(commands: badge(at: 0, id: 2) + badge(at: 0, id: 3) + page(at: 30))
    let frame = try renderer.render(
      moved, into: surface, scale: 1, background: .white,
      pixels: PixelRect(x: 0, y: 10, width: 300, height: 80), movingPixels: .host)
    let move = try #require(frame.hostMove)
    #expect(renderer.layerEvictionCount == 2)
    #expect(renderer.spareLayerReuseCount == 0)
    #expect(provider.lent.count == 4)
    let expected = try direct.render(
      moved, size: Size(width: 300, height: 100), scale: 1, background: .white)
    #expect(!move.sources.isEmpty)
    try expectSources(of: move, hold: expected, step: "the move")
    // In a later frame the memory evicted last serves a new layer of its size.
    let later = DisplayList(commands: badge(at: 0, id: 4))
    _ = try renderer.render(
      later, into: surface, scale: 1, background: .white, pixels: whole, movingPixels: .host)
    #expect(renderer.spareLayerReuseCount == 1)
    #expect(provider.lent.count == 4)
    let expectedLater = try direct.render(
      later, size: Size(width: 300, height: 100), scale: 1, background: .white)
    #expect(try surface.makeImage().pixels == expectedLater.pixels)
  }
}
