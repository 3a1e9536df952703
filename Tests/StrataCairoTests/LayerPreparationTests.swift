import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataCairo

/// The layers a window names for the next motion (a paging scroll view's page and the pages
/// beside it), composed and rasterised ahead as a host does when the window comes to rest.
@Suite("Layers prepared at rest", .strictDiagnostics)
@MainActor
struct LayerPreparationTests {
  /// A scroll view of five coloured pages of 300 × 200 points, each with a label, in a window
  /// of that size; paging on unless told otherwise.
  @MainActor
  private final class PagerScene {
    let window: Window
    let scrollView = ScrollView()
    let pages: [View]
    let renderer: CairoRenderer
    let surface: CairoImageSurface
    let size = Size(width: 300, height: 200)

    init(paging: Bool = true) throws {
      let textSystem = PangoTextSystem()
      window = Window(size: size, scale: 1, textSystem: textSystem, clock: ManualClock())
      window.checksComposition = true
      let root = ViewController()
      scrollView.frame = Rect(origin: .zero, size: size)
      scrollView.isPagingEnabled = paging
      scrollView.contentSize = Size(width: size.width * 5, height: size.height)
      let colors: [Color] = [.red, .green, .blue, .orange, .purple]
      pages = colors.enumerated().map { index, color in
        let page = View(
          frame: Rect(x: Double(index) * 300, y: 0, width: 300, height: 200))
        page.backgroundColor = color
        let label = Label(frame: Rect(x: 20, y: 20, width: 200, height: 30))
        label.text = "Page \(index + 1)"
        page.addSubview(label)
        return page
      }
      for page in pages { scrollView.addSubview(page) }
      root.view.addSubview(scrollView)
      window.rootViewController = root
      window.makeKeyAndVisible()
      renderer = CairoRenderer(textSystem: textSystem)
      surface = try CairoImageSurface(pixelWidth: 300, pixelHeight: 200)
      _ = try renderer.render(window.render(), into: surface, scale: 1, background: .white)
    }

    /// Moves the content to `x` and draws the frame; returns the largest difference from a
    /// renderer that caches nothing.
    func frame(atOffset x: Double) throws -> Int {
      scrollView.setContentOffset(Point(x: x, y: 0), animated: false)
      let displayList = window.render()
      _ = try renderer.render(
        displayList, into: surface, scale: 1, background: .white,
        pixels: PixelRect(x: 0, y: 0, width: 300, height: 200))
      let direct = CairoRenderer(textSystem: renderer.textSystem)
      direct.cachesLayers = false
      let expected = try direct.render(displayList, size: size, scale: 1, background: .white)
      return ImageDifference(try surface.makeImage(), expected).largest
    }

    /// The views the prepared list's top-level layers stand for, by the window's compositor.
    func preparedViews(_ list: DisplayList) -> [ObjectIdentifier] {
      let views = window.lastComposedLayerViews
      return list.layerPushes.compactMap { index -> ObjectIdentifier? in
        guard case .pushLayer(let layer) = list.commands[index] else { return nil }
        return views[layer.id]
      }
    }
  }

  @Test("a paging scroll view names the page that shows and the one beside it, not the next")
  func pagingNamesThePageAndTheOneBeside() throws {
    let scene = try PagerScene()
    let damage = scene.window.lastDamagedRect
    let list = try #require(scene.window.composeLayersToPrepare())
    #expect(
      Set(scene.preparedViews(list))
        == Set(scene.pages.prefix(2).map { ObjectIdentifier($0) }))
    // Their layers are at their places in the window: the second page beside the first.
    let layers = list.layerPushes.compactMap { index -> DisplayLayer? in
      guard case .pushLayer(let layer) = list.commands[index] else { return nil }
      return layer
    }
    #expect(layers.map(\.transform.tx).sorted() == [0, 300])
    // The window is still at rest, its damage that of the last frame.
    #expect(scene.window.isAtRest)
    #expect(scene.window.lastDamagedRect == damage)
  }

  @Test("a scroll view without paging names nothing: rows are cheap to draw when they come")
  func noPagingNamesNothing() throws {
    let scene = try PagerScene(paging: false)
    #expect(scene.window.composeLayersToPrepare() == nil)
  }

  @Test(
    "the renderer rasterises each prepared layer once; the frame that first draws it as a layer rasterises nothing, and shows what a full redraw shows"
  )
  func preparedLayersAreUsedByTheNextFrame() throws {
    let scene = try PagerScene()
    let list = try #require(scene.window.composeLayersToPrepare())
    #expect(try scene.renderer.prepareLayers(in: list, scale: 1) == 2)
    #expect(try scene.renderer.prepareLayers(in: list, scale: 1) == 0)
    // The content moves: the two pages are layers from this frame on.
    let rasterized = scene.renderer.layerRasterizedPixelCount
    #expect(try scene.frame(atOffset: 40) <= 2)
    #expect(scene.renderer.layerRasterizedPixelCount == rasterized)
    // A walk that reuses nothing agrees with the window's, prepared layers and all.
    #expect(scene.window.compositionDifferences.isEmpty)
  }

  @Test(
    "a page whose content changes after it was prepared shows the new content when it comes in, not the prepared pixels"
  )
  func aChangeAfterPreparationShows() throws {
    let scene = try PagerScene()
    let list = try #require(scene.window.composeLayersToPrepare())
    #expect(try scene.renderer.prepareLayers(in: list, scale: 1) == 2)
    let rasterized = scene.renderer.layerRasterizedPixelCount
    // The second page's label changes while it waits beside the first.
    let label = try #require(scene.pages[1].subviews.first as? Label)
    label.text = "Changed"
    for x in [100.0, 200, 300] {
      #expect(try scene.frame(atOffset: x) <= 2, "at \(x)")
    }
    // The change was rasterised: the prepared pixels were not shown as they were.
    #expect(scene.renderer.layerRasterizedPixelCount > rasterized)
    #expect(scene.window.compositionDifferences.isEmpty)
  }

  @Test("a scale that is not positive and finite, or a renderer without a cache, prepares nothing")
  func badScaleOrNoCachePreparesNothing() throws {
    let scene = try PagerScene()
    let list = try #require(scene.window.composeLayersToPrepare())
    let cached = scene.renderer.cachedLayerIDs
    for scale in [0, -1, Double.nan, .infinity] {
      #expect(try scene.renderer.prepareLayers(in: list, scale: scale) == 0)
    }
    #expect(scene.renderer.cachedLayerIDs == cached)
    scene.renderer.cachesLayers = false
    #expect(try scene.renderer.prepareLayers(in: list, scale: 1) == 0)
    #expect(try scene.renderer.prepareLayers(in: DisplayList(), scale: 1) == 0)
  }
}
