import StrataCairo
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A layer of `size` points at `origin`, filled with `color`, as the compositor would emit it.
@MainActor
private func layer(
  _ id: UInt64, at origin: Point = .zero, size: Size = Size(width: 100, height: 100),
  color: Color = .red, alpha: Double = 1, generation: Int = 1, damage: Rect? = nil,
  opaque: Bool = false
) -> [DisplayCommand] {
  let bounds = Rect(origin: .zero, size: size)
  let description = DisplayLayer(
    id: DisplayLayer.ID(rawValue: id),
    transform: AffineTransform(translationX: origin.x, y: origin.y),
    alpha: alpha, bounds: bounds, scale: 1, generation: generation, damage: damage ?? bounds,
    opaqueRect: opaque ? bounds : .null)
  return [
    .pushLayer(description), .fillRect(bounds, cornerRadius: 0, color: color),
    .fillRect(Rect(x: 10, y: 10, width: 30, height: 20), cornerRadius: 4, color: .blue), .pop,
  ]
}

/// Whether two images have the same pixels.
private func samePixels(_ left: Image, _ right: Image) -> Bool {
  left.pixelWidth == right.pixelWidth && left.pixelHeight == right.pixelHeight
    && left.pixels == right.pixels
}

@Suite("Retained layers in the renderer", .strictDiagnostics)
@MainActor
struct LayerCacheTests {
  private let size = Size(width: 100, height: 100)

  private func renderers() -> (cached: CairoRenderer, direct: CairoRenderer) {
    let textSystem = PangoTextSystem()
    let cached = CairoRenderer(textSystem: textSystem)
    cached.cachesLayers = true
    let direct = CairoRenderer(textSystem: textSystem)
    direct.cachesLayers = false
    return (cached, direct)
  }

  @Test("a layer that only moves or fades is composited from its surface, not drawn again")
  func movedLayerIsReused() throws {
    let (cached, direct) = renderers()
    let steps: [(Point, Double)] = [
      (Point(x: 0, y: 0), 1), (Point(x: 12, y: 3), 1), (Point(x: -40, y: 25), 0.5),
      (Point(x: 7, y: -9), 0.8),
    ]
    for (index, (origin, alpha)) in steps.enumerated() {
      let list = DisplayList(commands: layer(1, at: origin, alpha: alpha))
      let image = try cached.render(list, size: size, scale: 1)
      #expect(samePixels(image, try direct.render(list, size: size, scale: 1)))
      #expect(cached.layerRasterizationCount == 1, "after step \(index)")
    }
    #expect(cached.layerCacheCount == 1)
    #expect(cached.layerCacheByteCount == 100 * 100 * 4)
    #expect(direct.layerRasterizationCount == 0)
    #expect(direct.layerCacheCount == 0)
  }

  @Test("a change inside a layer draws again only the rows it damaged")
  func damageRedrawsOnlyItsRows() throws {
    let (cached, direct) = renderers()
    _ = try cached.render(DisplayList(commands: layer(1)), size: size, scale: 1)
    let pixelsBefore = cached.layerRasterizedPixelCount
    #expect(pixelsBefore == 100 * 100)
    // Generation 2: the blue rectangle moved, damaging rows 10 to 40 (in points).
    var changed = layer(1, generation: 2, damage: Rect(x: 10, y: 10, width: 30, height: 30))
    changed[2] = .fillRect(Rect(x: 10, y: 20, width: 30, height: 20), cornerRadius: 4, color: .blue)
    let list = DisplayList(commands: changed)
    let image = try cached.render(list, size: size, scale: 1)
    #expect(samePixels(image, try direct.render(list, size: size, scale: 1)))
    #expect(cached.layerRasterizationCount == 2)
    #expect(cached.layerRasterizedPixelCount - pixelsBefore == 100 * 30)
  }

  @Test("a surface that missed a generation is drawn again whole")
  func missedGenerationRedrawsAll() throws {
    let (cached, direct) = renderers()
    _ = try cached.render(DisplayList(commands: layer(1)), size: size, scale: 1)
    let list = DisplayList(
      commands: layer(
        1, color: .green, generation: 3, damage: Rect(x: 0, y: 0, width: 5, height: 5)))
    let image = try cached.render(list, size: size, scale: 1)
    #expect(samePixels(image, try direct.render(list, size: size, scale: 1)))
    #expect(cached.layerRasterizedPixelCount == 2 * 100 * 100)
  }

  @Test(
    "the budget holds: the least recently used surface is evicted, and a layer that does not fit is drawn directly"
  )
  func budgetEvictsLeastRecentlyUsed() throws {
    let (cached, direct) = renderers()
    let surfaceBytes = 100 * 100 * 4
    cached.layerCacheBudget = 2 * surfaceBytes
    let a = layer(1, color: .red)
    let b = layer(2, at: Point(x: 30, y: 0), color: .green)
    let c = layer(3, at: Point(x: 60, y: 0), color: .blue)
    _ = try cached.render(DisplayList(commands: a + b), size: size, scale: 1)
    #expect(cached.layerCacheCount == 2)
    _ = try cached.render(DisplayList(commands: b + c), size: size, scale: 1)
    // A was not drawn in that frame and is the oldest: it made room for C.
    #expect(cached.layerCacheCount == 2)
    #expect(cached.layerEvictionCount == 1)
    let all = DisplayList(commands: a + b + c)
    let image = try cached.render(all, size: size, scale: 1)
    // All three in one frame: A and B take the room (each evicting a surface this frame has
    // not drawn yet), and C, with nothing left to evict, is drawn without caching.
    #expect(samePixels(image, try direct.render(all, size: size, scale: 1)))
    #expect(cached.layerCacheCount == 2)
    #expect(cached.layerCachePeakByteCount == 2 * surfaceBytes)
    #expect(cached.layerCacheByteCount <= 2 * surfaceBytes)

    // A frame without layers lets all of them go; the peak is remembered.
    _ = try cached.render(
      DisplayList(commands: [.fillRect(.zero, cornerRadius: 0, color: .red)]), size: size, scale: 1)
    #expect(cached.layerCacheCount == 0)
    #expect(cached.layerCacheByteCount == 0)
    #expect(cached.layerCachePeakByteCount == 2 * surfaceBytes)
    cached.resetLayerCachePeak()
    #expect(cached.layerCachePeakByteCount == 0)
  }

  @Test("a layer still listed keeps its surface through frames whose damage misses it")
  func listedLayerKeepsItsSurface() throws {
    let (cached, direct) = renderers()
    let surface = try CairoImageSurface(pixelWidth: 100, pixelHeight: 100)
    let bar: [DisplayCommand] = [
      .fillRect(Rect(x: 0, y: 0, width: 100, height: 10), cornerRadius: 0, color: .green)
    ]
    let page = layer(1, at: Point(x: 0, y: 10), size: Size(width: 100, height: 90))
    let list = DisplayList(commands: bar + page)
    try cached.render(list, into: surface, scale: 1, background: .white, clip: nil)
    #expect(cached.layerRasterizationCount == 1)
    // Frames that redraw only the bar (a title changing) do not draw the layer.
    for _ in 0..<3 {
      try cached.render(
        list, into: surface, scale: 1, background: .white,
        clip: Rect(x: 0, y: 0, width: 100, height: 10))
      #expect(cached.layerCacheCount == 1)
    }
    // The layer moves again: from its kept surface, not drawn anew.
    let moved = DisplayList(
      commands: bar + layer(1, at: Point(x: -30, y: 10), size: Size(width: 100, height: 90)))
    try cached.render(moved, into: surface, scale: 1, background: .white, clip: nil)
    #expect(cached.layerRasterizationCount == 1)
    let expected = try direct.render(moved, size: size, scale: 1, background: .white)
    #expect(samePixels(try surface.makeImage(), expected))
  }

  @Test("by default the cache holds six surfaces the size of the frame")
  func defaultBudgetIsSixFrames() throws {
    let (cached, direct) = renderers()
    let commands = (1...8).flatMap { layer(UInt64($0), at: Point(x: Double($0), y: 0)) }
    let list = DisplayList(commands: commands)
    let image = try cached.render(list, size: size, scale: 1)
    #expect(samePixels(image, try direct.render(list, size: size, scale: 1)))
    #expect(cached.layerCacheCount == 6)
    #expect(cached.layerCachePeakByteCount == 6 * 100 * 100 * 4)
  }

  @Test("a layer that is scaled or rotated is drawn directly, to the same pixels")
  func transformedLayerIsDrawnDirectly() throws {
    let (cached, direct) = renderers()
    let list = DisplayList(
      commands: [.pushTransform(AffineTransform(rotationAngle: 0.3))] + layer(1) + [.pop])
    let image = try cached.render(list, size: size, scale: 2)
    #expect(samePixels(image, try direct.render(list, size: size, scale: 2)))
    #expect(cached.layerCacheCount == 0)
  }

  @Test("under an opaque layer nothing is drawn, and its pixels are copied: the same pixels")
  func opaqueLayerOccludes() throws {
    let (cached, direct) = renderers()
    let size = Size(width: 120, height: 90)
    let back = layer(1, size: size, color: .green, opaque: true)
    let shadowed: [DisplayCommand] = [
      .shadow(
        Shadow(color: .black, opacity: 0.5, radius: 4),
        rect: Rect(x: 30, y: 10, width: 90, height: 70), cornerRadius: 0)
    ]
    for x in [30.0, 47, 81] {
      let front = layer(2, at: Point(x: x, y: 0), size: size, color: .red, opaque: true)
      let faded =
        [DisplayCommand.pushOpacity(0.5)]
        + layer(3, size: Size(width: 20, height: 20), color: .blue) + [.pop]
      let list = DisplayList(commands: back + shadowed + front + faded)
      let image = try cached.render(list, size: size, scale: 2, background: .white)
      #expect(samePixels(image, try direct.render(list, size: size, scale: 2, background: .white)))
      // The front layer's pixels, copied, with the faded square drawn over them.
      #expect(image.pixel(Int(x) * 2 + 10, 60) == Pixel.red)
    }
    #expect(cached.layerRasterizationCount == 3)
  }

  @Test("a label changed in the middle of a drag shows in the next frame")
  func changeInsideMovingLayerShows() throws {
    let controller = ViewController()
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
    scrollView.contentSize = Size(width: 300, height: 800)
    scrollView.backgroundColor = .white
    let card = View(frame: Rect(x: 20, y: 40, width: 260, height: 120))
    card.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1, alpha: 1)
    card.cornerRadius = 12
    let label = Label(text: "Before")
    label.frame = Rect(x: 16, y: 16, width: 220, height: 30)
    card.addSubview(label)
    scrollView.addSubview(card)
    controller.view.addSubview(scrollView)
    let host = TestHost(rootViewController: controller, size: Size(width: 300, height: 200))
    let (cached, direct) = renderers()
    let surface = try CairoImageSurface(pixelWidth: 600, pixelHeight: 400)
    func draw(clipped: Bool = true) throws -> Image {
      try cached.render(
        host.lastDisplayList, into: surface, scale: 2, background: .white,
        clip: clipped ? host.window.lastDamagedRect : nil)
      return try surface.makeImage(scale: 2)
    }
    _ = try draw(clipped: false)

    host.beginDrag(at: Point(x: 150, y: 180))
    for step in 1...6 {
      host.moveDrag(to: Point(x: 150, y: 180 - 9.3 * Double(step)))
      _ = try draw()
    }
    #expect(
      host.lastDisplayList.commands.contains { if case .pushLayer = $0 { true } else { false } })
    let before = try draw()
    let rasterizations = cached.layerRasterizationCount

    label.text = "After, longer"
    host.moveDrag(to: Point(x: 150, y: 110))
    let after = try draw()
    #expect(
      samePixels(
        after,
        try direct.render(
          host.lastDisplayList, size: Size(width: 300, height: 200), scale: 2, background: .white)))
    #expect(!samePixels(after, before))
    #expect(cached.layerRasterizationCount > rasterizations)
    host.endDrag()
  }
}
