import StrataCairo
import StrataDemos
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataGallery

/// Whether two images have the same pixels.
private func samePixels(_ left: Image, _ right: Image) -> Bool {
  left.pixelWidth == right.pixelWidth && left.pixelHeight == right.pixelHeight
    && left.pixels == right.pixels
}

/// The largest difference of one channel between two images of the same size, or `Int.max`
/// when their sizes differ.
private func largestDifference(_ left: Image, _ right: Image) -> Int {
  guard left.pixelWidth == right.pixelWidth, left.pixelHeight == right.pixelHeight else {
    return .max
  }
  var largest = 0
  for (a, b) in zip(left.pixels, right.pixels) where a != b {
    for shift in stride(from: 0, through: 24, by: 8) {
      let difference = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
      largest = max(largest, difference)
    }
  }
  return largest
}

/// The memory the gallery's renderer keeps between frames, followed through a person's tour
/// of every demo in a `TestHost` that draws every frame with the Cairo renderer, as the
/// window does.
@Suite("The gallery's memory at rest", .strictDiagnostics)
@MainActor
struct GalleryMemoryTests {
  /// The window: small enough that drawing every frame of the tour stays quick.
  private static let size = Size(width: 480, height: 360)
  /// The bytes of one frame of the window: four per pixel.
  private static let windowBytes = 480 * 360 * 4
  /// Where a swipe to the next page starts and ends: across the middle of the pages.
  private static let swipeStart = Point(x: size.width * 0.75, y: size.height / 2)
  private static let swipeEnd = Point(x: size.width / 4, y: size.height / 2)

  /// Draws frames one frame apart, each into pixels, until the window is at rest: nothing to
  /// draw, nothing moving, nothing scheduled (a scroll indicator's fade waits for a timer); at
  /// most 15 s of clock time.
  private static func drawUntilStill(_ host: TestHost) throws {
    var elapsed = 0.0
    repeat {
      host.clock.advance(by: TestHost.frameDuration)
      _ = try host.renderImage()
      elapsed += TestHost.frameDuration
    } while !host.window.isAtRest && elapsed < 15
  }

  /// Drags from `start` to `end` in 15 moves a frame apart, drawing each frame, then lets
  /// what the drag started finish.
  private static func drag(_ host: TestHost, from start: Point, to end: Point) throws {
    host.beginDrag(at: start)
    for step in 1...15 {
      host.moveDrag(to: start.interpolated(to: end, fraction: Double(step) / 15))
      _ = try host.renderImage()
    }
    host.endDrag()
    try drawUntilStill(host)
  }

  /// The layers the last frame's list draws.
  private static func drawnLayers(_ host: TestHost) -> Set<DisplayLayer.ID> {
    let list = host.lastDisplayList
    return Set(
      list.layerPushes.compactMap { index in
        guard case .pushLayer(let layer) = list.commands[index] else { return nil }
        return layer.id
      })
  }

  /// The gallery on its home list in a host drawing with Cairo, the host's renderer, and a
  /// renderer that caches nothing to compare frames with.
  private static func openGallery() throws -> (
    gallery: GalleryViewController, host: TestHost, renderer: CairoRenderer,
    direct: CairoRenderer
  ) {
    let gallery = GalleryViewController(demos: DemoCatalog.all)
    let host = TestHost(rootViewController: gallery, size: size, rendering: .cairo)
    let renderer = try #require(host.renderer)
    let direct = CairoRenderer(textSystem: renderer.textSystem)
    direct.cachesLayers = false
    return (gallery, host, renderer, direct)
  }

  /// A gallery host drawing with Cairo, opened on the Pages demo, its renderer, and a renderer
  /// that caches nothing to compare frames with.
  private static func openPages() throws -> (
    host: TestHost, renderer: CairoRenderer, direct: CairoRenderer
  ) {
    let (_, host, renderer, direct) = try openGallery()
    let pages = try #require(DemoCatalog.all.firstIndex { $0.name == "pages" })
    try open(pages, in: host)
    return (host, renderer, direct)
  }

  /// Draws the next frame of `host` and expects it to be what `direct` draws of its display
  /// list afresh, within the 2/255 a partly covered pixel may be rounded by through a cached
  /// layer; `name` names the frame in failures.
  private static func expectFullRedraw(
    _ host: TestHost, against direct: CairoRenderer, _ name: String
  ) throws {
    let image = try host.renderImage()
    let expected = try direct.render(
      host.lastDisplayList, size: host.window.bounds.size, scale: host.window.scale)
    #expect(largestDifference(image, expected) <= 2, "\(name)")
  }

  /// Swipes from `start` to `end` in 15 moves a frame apart, checking each frame against
  /// `direct`, then lets the pages settle. A pixel that a layer's content only partly covers
  /// is rounded twice through a cached layer (see LayerEquivalenceTests): 2/255 at most.
  private static func swipe(
    _ host: TestHost, from start: Point, to end: Point, against direct: CairoRenderer,
    _ name: String
  ) throws {
    host.beginDrag(at: start)
    for step in 1...15 {
      host.moveDrag(to: start.interpolated(to: end, fraction: Double(step) / 15))
      try expectFullRedraw(host, against: direct, "frame \(step) of \(name)")
    }
    host.endDrag()
    try drawUntilStill(host)
  }

  /// Opens the demo on row `index` from the home list with the keyboard (Up to the top, Down
  /// to its row, Return), as the soak and the memory benchmark do.
  private static func open(_ index: Int, in host: TestHost) throws {
    for _ in 0...DemoCatalog.all.count { host.press(key: .upArrow) }
    for _ in 0..<index { host.press(key: .downArrow) }
    host.press(key: .enter)
    try drawUntilStill(host)
  }

  /// Goes back to the home list with Escape (or Alt+Left, when a control keeps Escape), at
  /// most five times, resting between presses.
  private static func goHome(_ gallery: GalleryViewController, in host: TestHost) throws {
    for _ in 0..<5 where gallery.presentedController != nil {
      host.rest(for: 0.5)
      if !host.press(key: .escape) {
        host.press(key: .leftArrow, modifiers: .alternate)
      }
      try drawUntilStill(host)
    }
  }

  @Test(
    "after every demo was opened, dragged and closed, the home list at rest keeps only the layers it draws"
  )
  func tourGivesLayerMemoryBack() throws {
    let (gallery, host, renderer, _) = try Self.openGallery()
    try Self.drawUntilStill(host)
    host.rest(for: 1.5)
    let atStart = renderer.layerCacheByteCount
    renderer.resetLayerCachePeak()

    for index in DemoCatalog.all.indices {
      try Self.open(index, in: host)
      let demo = gallery.presentedController
      #expect(demo != nil, "row \(index) opened its demo")
      host.rest(for: 1)
      // Across the middle (a page, a stack, a split's divider) and then up (a list, a scroll
      // view), each followed by a rest.
      let size = Self.size
      try Self.drag(
        host, from: Point(x: size.width * 0.75, y: size.height / 2),
        to: Point(x: size.width / 4, y: size.height / 2))
      host.rest(for: 1)
      try Self.drag(
        host, from: Point(x: size.width / 2, y: size.height * 0.75),
        to: Point(x: size.width / 2, y: size.height * 0.3))
      host.rest(for: 1)
      try Self.goHome(gallery, in: host)
      #expect(gallery.presentedController == nil, "back home from \(demo?.title ?? "row \(index)")")
      host.rest(for: 1)
      // Only what the home list draws stays: no surface of the demo.
      #expect(
        renderer.cachedLayerIDs.isSubset(of: Self.drawnLayers(host)),
        "home at rest after \(demo?.title ?? "row \(index)")")
    }

    // The tour filled the cache well beyond the home list's needs (else this shows nothing),
    // and the rest gave all of that back: the home list, which scrolled to show the rows
    // further down, drew its rows as layers only while it moved.
    #expect(renderer.layerCachePeakByteCount > 2 * Self.windowBytes)
    #expect(renderer.layerCacheByteCount <= atStart)
    try host.checkInvariants()
  }

  @Test(
    "the page beside the visible one keeps its surface at rest; the swipe back to it rasterises no page and draws every frame as a renderer without a cache does"
  )
  func swipeAfterRestDrawsTheSame() throws {
    let (host, renderer, direct) = try Self.openPages()
    let size = Self.size
    let (right, left) = (Self.swipeStart, Self.swipeEnd)
    // To the second page: the pages are layers from then on, the first one now out of sight.
    try Self.drag(host, from: right, to: left)
    // What the last frame draws, or names near sight (the screens of the slide that opened
    // the demo may still be cached too, until the rest lets them go).
    let nearSight = host.lastDisplayList.layersNearSight
    let heldBeforeRest = renderer.cachedLayerIDs.intersection(
      Self.drawnLayers(host).union(nearSight))
    #expect(!nearSight.isEmpty, "the first page lies beside the second, still a layer")
    host.rest(for: 1.5)
    #expect(heldBeforeRest.isSubset(of: renderer.cachedLayerIDs), "the page beside stayed")
    #expect(Set(nearSight).isSubset(of: renderer.cachedLayerIDs))
    let rasterizedBefore = renderer.layerRasterizedPixelCount

    // Back to the first page, frame by frame, each frame against a full redraw.
    try Self.swipe(host, from: left, to: right, against: direct, "the swipe back")
    // No page was drawn again: what was rasterised is less than a page (the titles, the
    // indicator), against a whole page's pixels for a page let go.
    let pagePixels = Int(size.width * (size.height / 2))
    #expect(renderer.layerRasterizedPixelCount - rasterizedBefore < pagePixels)
    try Self.expectFullRedraw(host, against: direct, "the settled frame")
    try host.checkInvariants()
  }

  @Test(
    "at rest the page that shows and the page beside are rasterised ahead, once; the first swipe to a page never shown rasterises no page and draws every frame as a renderer without a cache does; the rest after it prepares the next page"
  )
  func restPreparesThePagesBeside() throws {
    let (host, renderer, direct) = try Self.openPages()
    let size = Self.size
    // A page covers more than half the window, under the bars.
    let pagePixels = Int(size.width * (size.height / 2))
    let (right, left) = (Self.swipeStart, Self.swipeEnd)

    // Before any swipe the pages are drawn directly: no layer of theirs is cached.
    let atOpen = renderer.layerRasterizedPixelCount
    host.rest(for: 1)
    #expect(renderer.layerRasterizedPixelCount - atOpen >= 2 * pagePixels, "two pages")
    #expect(host.window.isAtRest, "preparing asks for no frame")
    // A frame that changes nothing, then another rest: what the first prepared stays.
    _ = try host.renderImage()
    let prepared = renderer.layerRasterizedPixelCount
    let cached = renderer.cachedLayerIDs
    host.rest(for: 1)
    #expect(renderer.layerRasterizedPixelCount == prepared)
    #expect(renderer.cachedLayerIDs == cached)

    // The first swipe, frame by frame against a full redraw: the page that shows becomes a
    // layer and the next one comes in, both from what the rest prepared.
    try Self.swipe(host, from: right, to: left, against: direct, "the first swipe")
    // What was rasterised is less than a page (the titles, the indicator).
    #expect(renderer.layerRasterizedPixelCount - prepared < pagePixels)

    // At rest on the second page, the third (never shown) is prepared; the first stays.
    let landed = renderer.layerRasterizedPixelCount
    host.rest(for: 1)
    #expect(renderer.layerRasterizedPixelCount - landed >= pagePixels, "the third page")
    #expect(renderer.layerRasterizedPixelCount - landed < 2 * pagePixels, "only the third")
    try host.checkInvariants()
  }

  @Test(
    "swiping on, each rest from the third page on lets go of the page two behind and draws the next page in its surface, in no new memory; the swipe to that page draws every frame as a renderer without a cache does"
  )
  func restDrawsTheNextPageInTheSurfaceLetGo() throws {
    let (host, renderer, direct) = try Self.openPages()
    let (right, left) = (Self.swipeStart, Self.swipeEnd)
    host.rest(for: 1)
    // To the second page: its rest prepares the third in a new surface.
    try Self.swipe(host, from: right, to: left, against: direct, "the swipe to the second page")
    host.rest(for: 1)
    #expect(renderer.spareLayerReuseCount == 0)
    let held = renderer.layerCacheByteCount
    // To the third: the first page, two behind, goes, and the fourth is drawn in its surface.
    try Self.swipe(host, from: right, to: left, against: direct, "the swipe to the third page")
    host.rest(for: 1)
    #expect(renderer.spareLayerReuseCount == 1)
    #expect(renderer.spareLayerByteCount == 0)
    #expect(renderer.layerCacheByteCount == held)
    // The fourth page comes in from that surface.
    try Self.swipe(host, from: right, to: left, against: direct, "the swipe to the fourth page")
    try Self.expectFullRedraw(host, against: direct, "the settled frame")
    try host.checkInvariants()
  }

  @Test(
    "the gallery's slide draws its two screens as layers while it runs, each rasterised once; every frame is drawn as a renderer without a cache draws it, and the rest lets their surfaces go"
  )
  func slideMovesTheScreensAsLayers() throws {
    let (gallery, host, renderer, direct) = try Self.openGallery()
    try Self.drawUntilStill(host)
    host.rest(for: 1)
    #expect(renderer.layerCacheCount == 0)
    // The Pages demo's row, selected with the keyboard; Return opens it, frame by frame.
    let pages = try #require(DemoCatalog.all.firstIndex { $0.name == "pages" })
    for _ in 0...DemoCatalog.all.count { host.press(key: .upArrow) }
    for _ in 0..<pages { host.press(key: .downArrow) }
    try Self.drawUntilStill(host)
    let rasterized = renderer.layerRasterizationCount
    host.press(key: .enter)
    var frames = 0
    repeat {
      host.clock.advance(by: TestHost.frameDuration)
      try Self.expectFullRedraw(host, against: direct, "frame \(frames) of the slide")
      if gallery.isTransitioning { #expect(Self.drawnLayers(host).count >= 2) }
      frames += 1
    } while gallery.isTransitioning && frames < 60
    #expect(!gallery.isTransitioning)
    #expect(frames > 10)
    // Each screen was rasterised into its layer once, not drawn again in every frame.
    #expect(renderer.layerRasterizationCount - rasterized <= 4)
    // At rest the screens' surfaces go; what stays is what the demo shows and prepares.
    try Self.drawUntilStill(host)
    host.rest(for: 1)
    #expect(renderer.layerCacheByteCount <= 3 * Self.windowBytes)
    try host.checkInvariants()
  }

  @Test(
    "the home list, a layer while it scrolled, lets its surface go at rest; the next frame shows the same pixels, rasterising nothing"
  )
  func frameAfterRestIsTheSame() throws {
    let (_, host, renderer, _) = try Self.openGallery()
    try Self.drawUntilStill(host)
    // Down to the last row: the list scrolls to show it, drawn as a layer while it moves.
    for _ in DemoCatalog.all.indices {
      host.press(key: .downArrow)
      try Self.drawUntilStill(host)
    }
    let before = try host.renderImage()
    let heldBefore = renderer.layerCacheByteCount
    let rasterized = renderer.layerRasterizationCount
    #expect(heldBefore > 0, "the list's content was a layer while it scrolled")

    host.rest(for: 2)
    #expect(renderer.layerCacheByteCount < heldBefore)
    host.clock.advance(by: TestHost.frameDuration)
    #expect(samePixels(try host.renderImage(), before))
    #expect(renderer.layerRasterizationCount == rasterized)
    try host.checkInvariants()
  }
}
