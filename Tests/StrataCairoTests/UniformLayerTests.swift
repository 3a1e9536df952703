import StrataKit
import StrataTesting
import Testing

@testable import StrataCairo

/// A page of a pager: a layer of 320 × 200 points at `x` whose content is an opaque fill of
/// `color`, then a label, a rounded square and a small rotated bar over it. With `covered`, a
/// gradient over the whole page follows, so that no pixel keeps the fill's colour.
@MainActor
private func page(id: UInt64, at x: Double, color: Color, covered: Bool = false)
  -> [DisplayCommand]
{
  let bounds = Rect(x: 0, y: 0, width: 320, height: 200)
  // As a view's layer, with a point to spare for antialiasing around its bounds.
  let drawable = bounds.insetBy(dx: -1, dy: -1)
  let layer = DisplayLayer(
    id: DisplayLayer.ID(rawValue: id), transform: AffineTransform(translationX: x, y: 10),
    alpha: 1, bounds: drawable, scale: 1, generation: 1, damage: drawable, opaqueRect: .null)
  let label = TextRun(
    text: "Page \(id)", font: .system(size: 11), color: .black,
    frame: Rect(x: 130, y: 40, width: 60, height: 16), alignment: .center)
  let gradient = LinearGradient(
    colors: [.white, color], start: .zero, end: Point(x: 320, y: 200))
  return [
    .pushLayer(layer), .pushClip(bounds, cornerRadius: 0),
    .fillRect(bounds, cornerRadius: 0, color: color),
  ] + (covered ? [.linearGradient(gradient, rect: bounds)] : []) + [
    .text(label),
    .fillRect(Rect(x: 140, y: 80, width: 40, height: 40), cornerRadius: 8, color: .white),
    .pushTransform(AffineTransform(translationX: 160, y: 140).rotated(by: 0.6)),
    .fillRect(Rect(x: -12, y: -3, width: 24, height: 6), cornerRadius: 0, color: .red),
    .pop, .pop, .pop,
  ]
}

@Suite("Layers that move over their one colour", .strictDiagnostics)
@MainActor
struct UniformLayerTests {
  @Test(
    "two pages slide and turn back: only what they draw over their fill moves, the rest is kept, and every frame shows what a full redraw shows",
    arguments: [1.0, 2.0])
  func pagesMoveOnlyTheirDrawing(scale: Double) throws {
    let textSystem = PangoTextSystem()
    let renderer = CairoRenderer(textSystem: textSystem)
    let direct = CairoRenderer(textSystem: textSystem)
    direct.cachesLayers = false
    let size = Size(width: 320, height: 220)
    let surface = try CairoImageSurface(
      pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale))
    let whole = PixelRect(x: 0, y: 0, width: surface.pixelWidth, height: surface.pixelHeight)
    let bar = DisplayCommand.fillRect(
      Rect(x: 0, y: 0, width: 320, height: 10), cornerRadius: 0, color: .darkGray)
    var lastMoved = 0
    var lastKept = 0
    for (step, x) in [0.0, -12, -31, -57, -40, -40, -6, 0].enumerated() {
      let list = DisplayList(
        commands: [bar] + page(id: 1, at: x, color: Color(rgb: 0x7FB7BE))
          + page(id: 2, at: x + 320, color: Color(rgb: 0xE0C060)))
      let frame = try renderer.render(
        list, into: surface, scale: scale, background: .white, pixels: whole)
      let expected = try direct.render(list, size: size, scale: scale, background: .white)
      let image = try surface.makeImage(scale: scale)
      #expect(image.pixels == expected.pixels, "step \(step) at scale \(scale)")
      let moved = renderer.movedPixelCount - lastMoved
      let kept = renderer.keptPixelCount - lastKept
      lastMoved = renderer.movedPixelCount
      lastKept = renderer.keptPixelCount
      guard step > 0 else { continue }
      // Pixels that keep a fill's colour are neither moved nor drawn: most of the pages.
      let pages = Int(320 * scale) * Int(200 * scale)
      #expect(kept > pages / 2, "step \(step) at scale \(scale): \(kept) kept")
      if step >= 3 {
        // Once each page showed in the frame before, no pixel of theirs is drawn: not even
        // where one page's spare point for antialiasing meets the other's fill.
        let drawnInPages = frame.drawnRects.filter {
          $0.maxY > Int(10 * scale) && $0.y < Int(210 * scale)
        }
        #expect(drawnInPages.isEmpty, "step \(step) at scale \(scale)")
      }
      if step != 5 {
        // What each page draws over its fill, 106 × 124 points, moves with it.
        #expect(moved > 0, "step \(step) at scale \(scale)")
        #expect(moved < pages / 2, "step \(step) at scale \(scale): \(moved) moved")
      }
    }
  }

  @Test("a page that draws over all of its fill moves whole: no pixel keeps its colour")
  func drawingOverTheWholeFillMovesEverything() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let direct = CairoRenderer(textSystem: PangoTextSystem())
    direct.cachesLayers = false
    let size = Size(width: 320, height: 220)
    let whole = Rect(origin: .zero, size: size)
    let surface = try CairoImageSurface(pixelWidth: 320, pixelHeight: 220)
    for x in [0.0, -20] {
      let list = DisplayList(commands: page(id: 1, at: x, color: .green, covered: true))
      try renderer.render(list, into: surface, scale: 1, background: .white, clip: whole)
      #expect(
        try surface.makeImage().pixels
          == direct.render(list, size: size, scale: 1, background: .white).pixels)
    }
    // The page's pixels that show in both frames, all moved from the first.
    #expect(renderer.movedPixelCount == 300 * 200)
    #expect(renderer.keptPixelCount == 0)
  }

  @Test("the uniform pixels of a layer: its fill, less the bounds of what is drawn after it")
  func uniformPixelsOfALayer() throws {
    let commands = DisplayList(commands: page(id: 1, at: 0, color: .green))
    let end = commands.closingPop(ofPushAt: 0)
    guard case .pushLayer(let layer) = commands.commands[0] else {
      Issue.record("the page starts with its layer")
      return
    }
    let content = try #require(
      LayerContentPixels(of: layer, content: 1..<end, in: commands, scale: 2))
    // Nothing is drawn outside the page's fill.
    #expect(content.drawn == PixelRect(x: 0, y: 0, width: 640, height: 400))
    let uniform = try #require(content.uniform)
    #expect(uniform.base == PixelRect(x: 0, y: 0, width: 640, height: 400))
    let drawn = try #require(uniform.drawnOver)
    // The label with its margin (twice its point size each side, once above and below), the
    // square and the rotated bar (reaching 149.25 points down), with a pixel for antialiasing,
    // at scale 2.
    #expect(drawn.x == (130 - 22) * 2 - 1)
    #expect(drawn.maxX == (190 + 22) * 2 + 1)
    #expect(drawn.y == (40 - 11) * 2 - 1)
    #expect(drawn.maxY == 300)
    // Nothing drawn after the fill: all of it is one colour.
    let plain = DisplayList(commands: [
      .pushLayer(layer), .fillRect(layer.bounds, cornerRadius: 0, color: .blue), .pop,
    ])
    let whole = try #require(
      LayerContentPixels(of: layer, content: 1..<2, in: plain, scale: 1)?.uniform)
    #expect(whole.drawnOver == nil)
    // No opaque fill: nothing is known to be one colour, and a transparent fill draws nothing.
    let clear = DisplayList(commands: [
      .pushLayer(layer), .fillRect(layer.bounds, cornerRadius: 0, color: .clear), .pop,
    ])
    let transparent = try #require(
      LayerContentPixels(of: layer, content: 1..<2, in: clear, scale: 1))
    #expect(transparent.uniform == nil)
    #expect(transparent.drawn == nil)
  }
}
