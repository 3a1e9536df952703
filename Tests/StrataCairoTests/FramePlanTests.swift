import StrataKit
import StrataTesting
import Testing

@testable import StrataCairo

/// An opaque page: a layer of 100 × 80 points at `x`, 10 points down, whose content is a blue
/// fill with a white square on it; `declared` says whether the layer says it is opaque itself.
@MainActor
private func page(at x: Double, id: UInt64 = 1, declared: Bool = false) -> [DisplayCommand] {
  let bounds = Rect(x: 0, y: 0, width: 100, height: 80)
  let layer = DisplayLayer(
    id: DisplayLayer.ID(rawValue: id), transform: AffineTransform(translationX: x, y: 10),
    alpha: 1, bounds: bounds, scale: 1, generation: 1, damage: bounds,
    opaqueRect: declared ? bounds : .null)
  return [
    .pushLayer(layer), .fillRect(bounds, cornerRadius: 0, color: Color(rgb: 0x2255CC)),
    .fillRect(Rect(x: 10, y: 10, width: 30, height: 30), cornerRadius: 0, color: .white), .pop,
  ]
}

/// A white background of 200 × 100 points.
private let background = DisplayCommand.fillRect(
  Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 0, color: .white)

@Suite("A frame planned once, and what a render returns", .strictDiagnostics)
@MainActor
struct FramePlanTests {
  @Test("the plan places each top-level layer, finds its opaque cover and keeps paint order")
  func planPlacesLayers() throws {
    let list = DisplayList(
      commands: [background] + page(at: 20) + page(at: 150, id: 2, declared: true)
        + [.fillRect(Rect(x: 0, y: 90, width: 200, height: 10), cornerRadius: 0, color: .gray)])
    let plan = FramePlan(list: list, scale: 2, width: 400, height: 200)
    #expect(plan.layers.map(\.index) == [1, 5])
    #expect(plan.layers.map(\.end) == [4, 8])
    let first = try #require(plan.layers.first)
    #expect(first.placement?.x == 40 && first.placement?.y == 20)
    // Undeclared: the cover is the content's opaque fill, found by its content pixels.
    #expect(first.cover == PixelRect(x: 40, y: 20, width: 200, height: 160))
    #expect(first.content?.uniform?.base == PixelRect(x: 0, y: 0, width: 200, height: 160))
    // Declared, and partly outside the frame: the cover stops at the frame's edge.
    #expect(plan.layers[1].cover == PixelRect(x: 300, y: 20, width: 100, height: 160))
    // The background, the two layers, the bar: in paint order.
    #expect(plan.items.count == 4)
    guard case .layer(0) = plan.items[1], case .layer(1) = plan.items[2],
      case .paint(let bar) = plan.items[3]
    else {
      Issue.record("paint order: \(plan.items)")
      return
    }
    // The bar's device pixels, with one to spare for antialiasing, inside the frame.
    #expect(bar == PixelRect(x: 0, y: 179, width: 400, height: 21))
    // The background is a fill that the bar, drawn after it, hides in part.
    #expect(!plan.fills.isEmpty)
  }

  @Test("a faded, grouped or clipped-away layer covers nothing")
  func layersThatCoverNothing() {
    var faded = page(at: 20)
    if case .pushLayer(var layer) = faded[0] {
      layer.alpha = 0.5
      faded[0] = .pushLayer(layer)
    }
    let grouped = [DisplayCommand.pushOpacity(0.5)] + page(at: 20) + [.pop]
    let clipped =
      [DisplayCommand.pushClip(Rect(x: 0, y: 0, width: 10, height: 5), cornerRadius: 0)]
      + page(at: 20) + [.pop]
    for commands in [faded, grouped, clipped] {
      let plan = FramePlan(list: DisplayList(commands: commands), scale: 1, width: 200, height: 100)
      #expect(plan.layers.count == 1)
      #expect(plan.layers.first?.cover == nil)
    }
  }

  @Test("a render returns its drawn, moved and kept pixels, which cover its clip")
  func renderedFrameAccountsForEveryPixel() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let surface = try CairoImageSurface(pixelWidth: 200, pixelHeight: 100)
    let whole = PixelRect(x: 0, y: 0, width: 200, height: 100)
    _ = try renderer.render(
      DisplayList(commands: [background] + page(at: 20)), into: surface, scale: 1,
      background: .white, pixels: whole)
    let frame = try renderer.render(
      DisplayList(commands: [background] + page(at: 60)), into: surface, scale: 1,
      background: .white, pixels: whole, movingPixels: .host)
    #expect(frame.pixels == whole)
    #expect(frame.moveDestination == .host)
    let move = try #require(frame.hostMove)
    #expect(move.dx == 40 && move.dy == 0)
    // Moved and kept pixels are apart; with the drawn ones they cover the frame's pixels.
    for moved in move.rects {
      #expect(frame.keptRects.allSatisfy { $0.intersection(moved) == nil })
    }
    var rest = PixelRegion(whole)
    for rect in frame.drawnRects + move.rects + frame.keptRects { rest.subtract(rect) }
    #expect(rest.isEmpty)
    #expect(!frame.keptRects.isEmpty)
  }

  @Test("a move left to the host is not made in the surface; one in the surface is")
  func moveDestination() throws {
    let direct = CairoRenderer(textSystem: PangoTextSystem())
    direct.cachesLayers = false
    let expected = try direct.render(
      DisplayList(commands: [background] + page(at: 60)), size: Size(width: 200, height: 100),
      scale: 1, background: .white)
    let whole = PixelRect(x: 0, y: 0, width: 200, height: 100)
    for destination in [PixelMoveDestination.surface, .host] {
      let renderer = CairoRenderer(textSystem: PangoTextSystem())
      let surface = try CairoImageSurface(pixelWidth: 200, pixelHeight: 100)
      _ = try renderer.render(
        DisplayList(commands: [background] + page(at: 20)), into: surface, scale: 1,
        background: .white, pixels: whole)
      let frame = try renderer.render(
        DisplayList(commands: [background] + page(at: 60)), into: surface, scale: 1,
        background: .white, pixels: whole, movingPixels: destination)
      let image = try surface.makeImage(scale: 1)
      let move = try #require(frame.move)
      let differs = move.rects.contains { rect in
        (rect.y..<rect.maxY).contains { y in
          (rect.x..<rect.maxX).contains { x in image.pixel(x, y) != expected.pixel(x, y) }
        }
      }
      // Made in the surface, the moved pixels are the frame's; left to the host, they are not
      // there yet (the page's square moved over the old place of its fill's edge).
      #expect(differs == (destination == .host))
      #expect((frame.hostMove != nil) == (destination == .host))
    }
  }
}
