import StrataCairo
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A layer of `size` points at `origin`, filled with `color`, as the compositor would emit it.
@MainActor
private func layer(
  _ id: UInt64, at origin: Point = .zero, size: Size = Size(width: 100, height: 100),
  color: Color = .red
) -> [DisplayCommand] {
  let bounds = Rect(origin: .zero, size: size)
  let description = DisplayLayer(
    id: DisplayLayer.ID(rawValue: id),
    transform: AffineTransform(translationX: origin.x, y: origin.y),
    alpha: 1, bounds: bounds, scale: 1, generation: 1, damage: bounds, opaqueRect: .null)
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

/// A screen of `rows` cards in a scroll view of 300 × 200 points, drawn as a retained layer
/// (whose content is one more while it scrolls).
@MainActor
private func scrollingScreen(rows: Int, color: Color) -> View {
  let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
  scrollView.shouldRasterize = true
  scrollView.contentSize = Size(width: 300, height: Double(rows) * 60)
  scrollView.backgroundColor = .white
  for row in 0..<rows {
    let card = View(frame: Rect(x: 20, y: Double(row) * 60 + 10, width: 260, height: 40))
    card.backgroundColor = color
    card.cornerRadius = 8
    let label = Label(text: "Row \(row)")
    label.frame = Rect(x: 12, y: 8, width: 200, height: 24)
    card.addSubview(label)
    scrollView.addSubview(card)
  }
  return scrollView
}

@Suite("The layer cache at rest", .strictDiagnostics)
@MainActor
struct LayerCacheRestTests {
  private let size = Size(width: 200, height: 100)

  @Test(
    "at rest, the surfaces of layers the list on screen no longer holds go; those it holds stay"
  )
  func restReleasesLayersGoneFromTheList() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    renderer.cachesLayers = true
    let both = DisplayList(commands: layer(1) + layer(2, at: Point(x: 100, y: 0), color: .green))
    _ = try renderer.render(both, size: size, scale: 1)
    let onlyFirst = DisplayList(commands: layer(1))
    let shown = try renderer.render(onlyFirst, size: size, scale: 1)
    // Gone from the list for one frame: still kept, for a screen that comes back at once.
    #expect(renderer.layerCacheCount == 2)

    let released = renderer.releaseMemory(keepingWhatDraws: onlyFirst)
    #expect(released.layerSurfaceCount == 1)
    #expect(released.layerByteCount == 100 * 100 * 4)
    #expect(renderer.layerCacheCount == 1)
    #expect(renderer.layerCacheByteCount == 100 * 100 * 4)

    // The next frame draws the kept layer from its surface: the same pixels, nothing
    // rasterised.
    let rasterized = renderer.layerRasterizationCount
    #expect(samePixels(try renderer.render(onlyFirst, size: size, scale: 1), shown))
    #expect(renderer.layerRasterizationCount == rasterized)
    // A second rest has nothing more to give back.
    #expect(renderer.releaseMemory(keepingWhatDraws: onlyFirst).layerByteCount == 0)
  }

  @Test(
    "a layer the list names out of sight goes at rest, and is drawn again, the same, when it shows"
  )
  func restReleasesLayersOutOfSight() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    renderer.cachesLayers = true
    let both = DisplayList(commands: layer(1) + layer(2, at: Point(x: 100, y: 0), color: .green))
    let shownBoth = try renderer.render(both, size: size, scale: 1)
    // The second layer rests beside the window, out of sight.
    let list = DisplayList(
      commands: layer(1), layersOutOfSight: [DisplayLayer.ID(rawValue: 2)])
    _ = try renderer.render(list, size: size, scale: 1)
    #expect(renderer.layerCacheCount == 2)

    let released = renderer.releaseMemory(keepingWhatDraws: list)
    #expect(released.layerSurfaceCount == 1)
    #expect(renderer.layerCacheCount == 1)
    // Back in view: drawn again, alone, to the same pixels.
    let rasterized = renderer.layerRasterizationCount
    #expect(samePixels(try renderer.render(both, size: size, scale: 1), shownBoth))
    #expect(renderer.layerRasterizationCount == rasterized + 1)
  }

  @Test("a rest on a list without layers lets every surface go, and images no longer drawn")
  func restWithoutLayersReleasesAll() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    renderer.cachesLayers = true
    let picture = try Image(
      pixelWidth: 4, pixelHeight: 4,
      pixels: [UInt32](repeating: Image.premultipliedPixel(.red), count: 16))
    let drawsPicture: [DisplayCommand] = [
      .image(picture, rect: Rect(x: 0, y: 0, width: 40, height: 40), opacity: 1)
    ]
    _ = try renderer.render(DisplayList(commands: layer(1) + drawsPicture), size: size, scale: 1)
    #expect(renderer.imageCacheCount == 1)
    let keeping = DisplayList(commands: drawsPicture)
    _ = try renderer.render(keeping, size: size, scale: 1)

    var released = renderer.releaseMemory(keepingWhatDraws: keeping)
    #expect(renderer.layerCacheByteCount == 0)
    #expect(released.imageSurfaceCount == 0, "the list still draws the picture")
    #expect(renderer.imageCacheCount == 1)

    let white = Rect(x: 0, y: 0, width: 200, height: 100)
    let plain = DisplayList(commands: [.fillRect(white, cornerRadius: 0, color: .white)])
    _ = try renderer.render(plain, size: size, scale: 1)
    released = renderer.releaseMemory(keepingWhatDraws: plain)
    #expect(released.imageSurfaceCount == 1)
    #expect(renderer.imageCacheCount == 0)
  }

  @Test(
    "through TestHost: one screen replaced by another, then a rest, holds what the second alone holds, and draws the same pixels"
  )
  func replacedScreenIsReleasedAtRest() throws {
    let controller = ViewController()
    let first = scrollingScreen(rows: 12, color: Color(red: 0.9, green: 0.95, blue: 1, alpha: 1))
    controller.view.addSubview(first)
    let host = TestHost(
      rootViewController: controller, size: Size(width: 300, height: 200), rendering: .cairo)
    let renderer = try #require(host.renderer)
    _ = try host.renderImage()
    // Scrolled a little, with a rest in the middle of the motion (which keeps the screen).
    host.beginDrag(at: Point(x: 150, y: 150))
    for step in 1...6 {
      host.moveDrag(to: Point(x: 150, y: 150 - Double(step) * 10))
      _ = try host.renderImage()
      if step == 3 {
        // The pointer stays down and still: the window rests, and keeps the layer it drags.
        let held = renderer.layerCacheByteCount
        host.rest(for: 0.5)
        #expect(held > 0)
        #expect(renderer.layerCacheByteCount == held)
      }
    }
    host.endDrag()
    host.settle()
    _ = try host.renderImage()
    let firstBytes = renderer.layerCacheByteCount
    #expect(firstBytes > 0)

    // The second screen takes the first one's place.
    first.removeFromSuperview()
    let second = scrollingScreen(rows: 3, color: Color(red: 1, green: 0.95, blue: 0.9, alpha: 1))
    controller.view.addSubview(second)
    host.advance(by: TestHost.frameDuration)
    let shown = try host.renderImage()
    #expect(renderer.layerCacheByteCount > firstBytes, "both screens' layers are kept")

    host.rest(for: 1)
    let afterRest = renderer.layerCacheByteCount
    let rasterized = renderer.layerRasterizationCount
    host.clock.advance(by: TestHost.frameDuration)
    #expect(samePixels(try host.renderImage(), shown))
    #expect(renderer.layerRasterizationCount == rasterized)

    // What a fresh host showing only the second screen keeps.
    let alone = ViewController()
    alone.view.addSubview(
      scrollingScreen(rows: 3, color: Color(red: 1, green: 0.95, blue: 0.9, alpha: 1)))
    let fresh = TestHost(
      rootViewController: alone, size: Size(width: 300, height: 200), rendering: .cairo)
    let freshImage = try fresh.renderImage()
    #expect(afterRest == (try #require(fresh.renderer)).layerCacheByteCount)
    #expect(samePixels(freshImage, shown))
  }
}
