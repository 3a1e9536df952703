import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataCairo

/// Layers that move together, some drawing in a margin over the layer under them (a line of
/// text keeps room for its glyphs beyond its row): the pixels move as one piece where every
/// layer over them moved along, and nowhere else.
@Suite("Layers moving together", .strictDiagnostics)
@MainActor
struct MovingTogetherTests {
  /// A list of 60 rows, scrolled in steps of whole pixels through a window of 400×300 points.
  @MainActor
  private final class ListScene {
    let window: Window
    let list = ListView()
    let renderer: CairoRenderer
    let direct: CairoRenderer
    let surface: CairoImageSurface
    let scale: Double
    let size = Size(width: 400, height: 300)

    init(scale: Double) throws {
      self.scale = scale
      let textSystem = PangoTextSystem()
      let clock = ManualClock()
      window = Window(size: size, scale: scale, textSystem: textSystem, clock: clock)
      let root = ViewController()
      root.view.backgroundColor = .white
      list.frame = Rect(x: 0, y: 40, width: 400, height: 260)
      list.rows = (1...60).map { ListRow(title: "Row \($0)", subtitle: "Detail \($0)") }
      root.view.addSubview(list)
      window.rootViewController = root
      window.makeKeyAndVisible()
      renderer = CairoRenderer(textSystem: textSystem)
      direct = CairoRenderer(textSystem: textSystem)
      direct.cachesLayers = false
      surface = try CairoImageSurface(
        pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale))
      _ = try renderer.render(window.render(), into: surface, scale: scale, background: .white)
    }

    /// Renders the next frame as a window host does (its damage only, reusing the last
    /// frame's pixels); returns what was reused and the largest difference from a full
    /// redraw.
    func frame() throws -> (frame: RenderedFrame, difference: Int) {
      let displayList = window.render()
      let pixels = PixelRect(
        covering: window.lastDamagedRect, scale: scale, surfaceWidth: surface.pixelWidth,
        surfaceHeight: surface.pixelHeight)
      let frame = try renderer.render(
        displayList, into: surface, scale: scale, background: .white, pixels: pixels)
      let expected = try direct.render(displayList, size: size, scale: scale, background: .white)
      let difference = ImageDifference(try surface.makeImage(scale: scale), expected).largest
      return (frame, difference)
    }
  }

  @Test(
    "a list scrolled by whole pixels moves its rows as one piece and draws only what scrolled in",
    arguments: [1.0, 2.0])
  func listMovesAsOnePiece(scale: Double) throws {
    let scene = try ListScene(scale: scale)
    let listPixels = Int(400 * scale) * Int(260 * scale)
    var offset = 0.0
    for step in [7.0, 30, 44, 61, 3, -25, -50, 12] {
      offset += step
      scene.list.setContentOffset(Point(x: 0, y: offset), animated: false)
      // A content offset set between two frames makes the rows layers from the next frame
      // on (see `ScrollView`): the first frame after it draws them.
      let (frame, difference) = try scene.frame()
      #expect(difference <= 1, "scale \(scale), offset \(offset): \(difference)/255")
      guard offset != step else { continue }
      let move = try #require(frame.move, "scale \(scale), offset \(offset)")
      #expect(move.rects.count <= 2, "\(move.rects)")
      let scrolledIn = Int(400 * scale) * Int((abs(step) + 1) * scale)
      #expect(move.area >= listPixels - scrolledIn - Int(400 * scale * 2))
      let drawn = frame.drawnRects.reduce(0) { $0 + $1.area }
      #expect(drawn <= scrolledIn + Int(400 * scale * 6), "\(frame.drawnRects)")
    }
  }

  @Test("a row whose content changes mid-scroll is drawn again; the others still move")
  func changedRowIsDrawn() throws {
    let scene = try ListScene(scale: 1)
    scene.list.setContentOffset(Point(x: 0, y: 10), animated: false)
    _ = try scene.frame()
    scene.list.setContentOffset(Point(x: 0, y: 30), animated: false)
    scene.list.selectedIndex = 3
    let (frame, difference) = try scene.frame()
    #expect(difference <= 1)
    let move = try #require(frame.move)
    // Row 3 shows selected: its pixels and those of the rows' margins over it are drawn.
    let drawn = frame.drawnRects.reduce(0) { $0 + $1.area }
    #expect(drawn >= 400 * 44)
    #expect(move.area >= 400 * 260 - 400 * (44 + 21 + 12))
  }

  /// Three layers stacked in paint order, each an opaque rectangle striped across with a dark
  /// band drawn in its margin, over the one under it: moved together, alone, or the lower ones
  /// without the top. Every pixel a move takes from the last frame is that frame's pixel,
  /// moved (both frames drawn in full).
  @Test(
    "where a layer above draws over a moved layer and did not move along, no pixel is moved",
    arguments: [UInt64(1), 2, 3])
  func marginsOfLayersThatStayed(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let direct = CairoRenderer(textSystem: PangoTextSystem())
    direct.cachesLayers = false
    let size = Size(width: 240, height: 200)
    var origins = [Point(x: 20, y: 20), Point(x: 20, y: 80), Point(x: 20, y: 140)]
    var last: (image: Image, exposures: FrameExposures)?
    var movedAlong = 0
    var movedAlone = 0
    for step in 0..<80 {
      var together = true
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        // All together, as rows of a list.
        let dy = Double(Int.random(in: -12...12, using: &random))
        for index in origins.indices { origins[index].y += dy }
      case 1:
        // One alone.
        together = false
        let index = Int.random(in: 0..<3, using: &random)
        origins[index].y += Double(Int.random(in: -9...9, using: &random))
      case 2:
        // All but the top one.
        together = false
        let dy = Double(Int.random(in: -9...9, using: &random))
        origins[0].y += dy
        origins[1].y += dy
      default:
        let dx = Double(Int.random(in: -9...9, using: &random))
        for index in origins.indices { origins[index].x += dx }
      }
      let list = DisplayList(commands: Self.stripedLayers(at: origins, in: size))
      let image = try direct.render(list, size: size, scale: 1, background: .white)
      let plan = FramePlan(list: list, scale: 1, width: 240, height: 200, contentCache: nil)
      let exposures = FrameExposures(plan: plan)
      defer { last = (image, exposures) }
      guard let last,
        let move = last.exposures.move(
          to: exposures, within: PixelRect(x: 0, y: 0, width: 240, height: 200))
      else { continue }
      if together { movedAlong += move.area } else { movedAlone += move.area }
      var wrong = 0
      for rect in move.rects {
        for y in rect.y..<rect.maxY {
          for x in rect.x..<rect.maxX
          where image.pixels[y * 240 + x] != last.image.pixels[(y - move.dy) * 240 + x - move.dx] {
            wrong += 1
          }
        }
      }
      #expect(wrong == 0, "seed \(seed), step \(step): \(wrong) pixels moved wrong")
    }
    // Layers moved together and alone, and the moves took pixels both times.
    #expect(movedAlong > 240 * 120)
    #expect(movedAlone > 0)
  }

  /// Three layers at `origins`, each 160×60 points of horizontal stripes (no colour is
  /// uniform enough to be kept), with a dark band 12 points above it in its margin.
  private static func stripedLayers(at origins: [Point], in size: Size) -> [DisplayCommand] {
    let colors = [Color(rgb: 0xD0E0F0), Color(rgb: 0xF0E0C0), Color(rgb: 0xC0F0D0)]
    var commands: [DisplayCommand] = [
      .fillRect(Rect(origin: .zero, size: size), cornerRadius: 0, color: .white)
    ]
    for (index, origin) in origins.enumerated() {
      let layer = DisplayLayer(
        id: DisplayLayer.ID(rawValue: UInt64(index + 1)),
        transform: AffineTransform(translationX: origin.x, y: origin.y), alpha: 1,
        bounds: Rect(x: -10, y: -14, width: 180, height: 88), scale: 1, generation: 1,
        damage: Rect(x: -10, y: -14, width: 180, height: 88), opaqueRect: .null)
      commands += [
        .pushLayer(layer),
        .fillRect(Rect(x: 0, y: 0, width: 160, height: 60), cornerRadius: 0, color: colors[index]),
      ]
      for stripe in 0..<15 {
        commands.append(
          .fillRect(
            Rect(x: 0, y: Double(stripe) * 4, width: 160, height: 2), cornerRadius: 0,
            color: Color(white: Double(stripe) / 20)))
      }
      commands += [
        .fillRect(
          Rect(x: 0, y: -12, width: 160, height: 8), cornerRadius: 0, color: Color(rgb: 0x202020)),
        .pop,
      ]
    }
    return commands
  }
}
