import StrataKit
import StrataTesting
import Testing

@testable import StrataCairo

@Suite("Drawing a small region of a long list", .strictDiagnostics)
@MainActor
struct RegionCullingTests {
  /// A list that draws across the whole frame: rotated and scaled groups, clips (one far
  /// outside the frame, one rounded), strokes, paths, text and a shadow.
  private static func busyList() -> [DisplayCommand] {
    var commands: [DisplayCommand] = [
      .fillRect(Rect(x: 0, y: 0, width: 240, height: 160), cornerRadius: 0, color: .white)
    ]
    for row in 0..<4 {
      for column in 0..<6 {
        let origin = Point(x: Double(column) * 40 + 4, y: Double(row) * 40 + 4)
        commands += [
          .pushTransform(
            AffineTransform(translationX: origin.x + 16, y: origin.y + 16)
              .rotated(by: Double(row * 6 + column) * 0.3)),
          .fillRect(
            Rect(x: -14, y: -6, width: 28, height: 12), cornerRadius: 3,
            color: Color(red: Double(column) / 6, green: Double(row) / 4, blue: 0.6)),
          .strokePath(
            Path(ellipseIn: Rect(x: -10, y: -10, width: 20, height: 20)), color: .black,
            lineWidth: 1.5),
          .pop,
        ]
      }
    }
    commands += [
      .pushClip(Rect(x: 500, y: 500, width: 40, height: 40), cornerRadius: 0),
      .fillRect(Rect(x: -1000, y: -1000, width: 3000, height: 3000), cornerRadius: 0, color: .red),
      .pop,
      .pushClip(Rect(x: 150, y: 90, width: 80, height: 60), cornerRadius: 14),
      .shadow(
        Shadow(color: .black, opacity: 0.6, radius: 4, offset: Size(width: 3, height: 3)),
        rect: Rect(x: 160, y: 100, width: 50, height: 30), cornerRadius: 6),
      .fillRect(Rect(x: 160, y: 100, width: 50, height: 30), cornerRadius: 6, color: .blue),
      .pop,
      .pushTransform(AffineTransform(scaleX: 2, y: 1.5)),
      .text(
        TextRun(
          text: "Strata draws this", font: .system(size: 10), color: .darkGray,
          frame: Rect(x: 4, y: 60, width: 100, height: 14))),
      .pop,
    ]
    return commands
  }

  @Test(
    "each small region shows the pixels a whole redraw shows there, at scale 1 and 2",
    arguments: [1.0, 2.0])
  func smallRegionsMatchTheWholeFrame(scale: Double) throws {
    let textSystem = PangoTextSystem()
    let list = DisplayList(commands: Self.busyList())
    let size = Size(width: 240, height: 160)
    let whole = try CairoRenderer(textSystem: textSystem).render(list, size: size, scale: scale)
    let renderer = CairoRenderer(textSystem: textSystem)
    let surface = try CairoImageSurface(
      pixelWidth: Int(size.width * scale), pixelHeight: Int(size.height * scale))
    // Corners and bands, as around pixels that moved, and pieces cutting through drawings.
    let regions = [
      Rect(x: 0, y: 0, width: 16, height: 16), Rect(x: 224, y: 144, width: 16, height: 16),
      Rect(x: 0, y: 70, width: 240, height: 6), Rect(x: 118, y: 0, width: 5, height: 160),
      Rect(x: 150, y: 88, width: 30, height: 20), Rect(x: 20, y: 84, width: 90, height: 12),
    ]
    try renderer.render(list, into: surface, scale: scale, background: .black, clip: nil)
    for region in regions {
      let pixels = PixelRect(
        covering: region, scale: scale, surfaceWidth: surface.pixelWidth,
        surfaceHeight: surface.pixelHeight)
      // Paint the region over first, so that anything left undrawn shows.
      _ = try renderer.render(
        DisplayList(commands: [.fillRect(region, cornerRadius: 0, color: Color(rgb: 0xFF00FF))]),
        into: surface, scale: scale, background: nil, pixels: pixels, reusingLastFrame: false)
      _ = try renderer.render(
        list, into: surface, scale: scale, background: nil, pixels: pixels,
        reusingLastFrame: false)
      let image = try surface.makeImage(scale: scale)
      // The same pixels, within what a clip changes in Cairo's own rounding (a few steps in the
      // antialiasing of scaled text and strokes, with or without skipping anything); a drawing
      // skipped wrongly leaves the magenta, hundreds of steps away.
      var largest = 0
      for y in Int(region.minY * scale)..<Int(region.maxY * scale) {
        for x in Int(region.minX * scale)..<Int(region.maxX * scale) {
          let (drawn, expected) = (image.pixel(x, y), whole.pixel(x, y))
          for shift in stride(from: 0, to: 32, by: 8) {
            let difference = abs(
              Int((drawn >> UInt32(shift)) & 0xFF) - Int((expected >> UInt32(shift)) & 0xFF))
            largest = max(largest, difference)
          }
        }
      }
      #expect(largest <= 8, "region \(region) at scale \(scale): \(largest)/255")
    }
  }
}
