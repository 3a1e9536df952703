import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataCairo

/// One page of the walk: a retained layer that may start with an opaque fill, with a square
/// drawn over it that moves when its content changes.
private struct WalkPage {
  let id: UInt64
  var origin: Point
  var color: Color
  var hasFill: Bool
  var square: Rect
  var generation = 1
  var damage: Rect

  static let size = Size(width: 90, height: 60)

  var commands: [DisplayCommand] {
    let bounds = Rect(origin: .zero, size: Self.size)
    let drawable = bounds.insetBy(dx: -1, dy: -1)
    let layer = DisplayLayer(
      id: DisplayLayer.ID(rawValue: id),
      transform: AffineTransform(translationX: origin.x, y: origin.y),
      alpha: 1, bounds: drawable, scale: 1, generation: generation, damage: damage,
      opaqueRect: .null)
    var content: [DisplayCommand] = [.pushLayer(layer)]
    if hasFill { content.append(.fillRect(bounds, cornerRadius: 0, color: color)) }
    content += [
      .fillRect(square, cornerRadius: 4, color: .white),
      .strokePath(Path(ellipseIn: square.insetBy(dx: 3, dy: 3)), color: .black, lineWidth: 1.5),
      .pop,
    ]
    return content
  }
}

@Suite("Pixels reused across frames, on a random walk", .strictDiagnostics)
@MainActor
struct ReusedPixelsWalkTests {
  @Test(
    "pages that move, change inside and pass under a bar: every frame, reusing what it can, shows what a full redraw shows",
    arguments: [(UInt64(1), 1.0), (UInt64(2), 1.0), (UInt64(3), 2.0)])
  func randomWalkMatchesFullRedraws(seed: UInt64, scale: Double) throws {
    var random = SplitMix64(seed: seed)
    let textSystem = PangoTextSystem()
    let renderer = CairoRenderer(textSystem: textSystem)
    let direct = CairoRenderer(textSystem: textSystem)
    direct.cachesLayers = false
    let size = Size(width: 200, height: 120)
    let whole = Rect(origin: .zero, size: size)
    let surface = try CairoImageSurface(
      pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale))
    let colors = [Color(rgb: 0x7FB7BE), Color(rgb: 0xE0C060), Color(rgb: 0x9BC07A)]
    var pages = (0..<3).map { index in
      WalkPage(
        id: UInt64(index + 1), origin: Point(x: Double(index) * 90, y: 20),
        color: colors[index], hasFill: index != 2,
        square: Rect(x: 20, y: 15, width: 30, height: 30),
        damage: Rect(origin: .zero, size: WalkPage.size))
    }
    var barOnTop = false
    var largest = 0
    for step in 0..<120 {
      // Most steps slide the pages together, as a pager does; some move one alone, change
      // one's content, put a bar over them or take it away, or move by a fraction of a point.
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        let index = Int.random(in: 0..<pages.count, using: &random)
        let old = pages[index].square
        pages[index].square.origin = Point(
          x: Double(Int.random(in: 0...55, using: &random)),
          y: Double(Int.random(in: 0...25, using: &random)))
        pages[index].generation += 1
        pages[index].damage = old.union(pages[index].square).insetBy(dx: -2, dy: -2)
      case 1:
        let index = Int.random(in: 0..<pages.count, using: &random)
        pages[index].origin.y += Double(Int.random(in: -6...6, using: &random))
      case 2:
        barOnTop.toggle()
      case 3:
        let dx = Double(Int.random(in: -9...9, using: &random)) + 0.5
        for index in pages.indices { pages[index].origin.x += dx }
      default:
        let dx = Double(Int.random(in: -14...14, using: &random))
        for index in pages.indices { pages[index].origin.x += dx }
      }
      var commands: [DisplayCommand] = [
        .fillRect(whole, cornerRadius: 0, color: Color(rgb: 0x303030))
      ]
      for page in pages { commands += page.commands }
      if barOnTop {
        commands.append(
          .fillRect(
            Rect(x: 30, y: 50, width: 120, height: 14), cornerRadius: 0,
            color: Color(red: 0, green: 0, blue: 0, alpha: 0.4)))
      }
      let list = DisplayList(commands: commands)
      try renderer.render(list, into: surface, scale: scale, background: .white, clip: whole)
      let expected = try direct.render(list, size: size, scale: scale, background: .white)
      let image = try surface.makeImage(scale: scale)
      let difference = ImageDifference(image, expected).largest
      #expect(difference <= 1, "seed \(seed), step \(step): \(difference)/255")
      largest = max(largest, difference)
      if difference > 1 { break }
    }
    // The walk did reuse pixels: moved ones and ones kept in their colour.
    #expect(renderer.movedPixelCount > 0)
    #expect(renderer.keptPixelCount > 0)
    #expect(largest <= 1)
  }
}
