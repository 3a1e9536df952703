import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataCairo

/// A layer of `size` points at `origin` whose content is an opaque fill of `color` with a
/// rounded square on it; `declared` says whether the layer itself says it is opaque (the
/// renderer must find out from the fill otherwise). With `shadow`, the content starts with the
/// shadow of its bounds, which reaches outside them.
@MainActor
private func opaqueLayer(
  _ id: UInt64, at origin: Point, size: Size, color: Color, declared: Bool, shadow: Bool = false
) -> [DisplayCommand] {
  let bounds = Rect(origin: .zero, size: size)
  let drawn = shadow ? bounds.insetBy(dx: -10, dy: -10) : bounds
  let description = DisplayLayer(
    id: DisplayLayer.ID(rawValue: id),
    transform: AffineTransform(translationX: origin.x, y: origin.y), alpha: 1, bounds: drawn,
    scale: 1, generation: 1, damage: drawn, opaqueRect: declared ? bounds : .null)
  let shadowCommands: [DisplayCommand] =
    shadow
    ? [
      .shadow(
        Shadow(color: .black, opacity: 0.5, radius: 3, offset: Size(width: -2, height: 0)),
        rect: bounds, cornerRadius: 0)
    ] : []
  return [.pushLayer(description)] + shadowCommands + [
    .pushClip(bounds, cornerRadius: 0),
    .fillRect(bounds, cornerRadius: 0, color: color),
    .fillRect(Rect(x: 6, y: 5, width: 24, height: 18), cornerRadius: 5, color: .blue),
    .pop, .pop,
  ]
}

@Suite("Opaque layers hide what lies under them", .strictDiagnostics)
@MainActor
struct LayerOcclusionTests {
  @Test("taking a rectangle out of a region leaves disjoint pieces holding exactly the rest")
  func regionSubtraction() {
    var region = PixelRegion(PixelRect(x: 0, y: 0, width: 100, height: 80))
    region.subtract(PixelRect(x: 20, y: 10, width: 30, height: 40))
    region.subtract(PixelRect(x: 40, y: 30, width: 100, height: 10))
    let expected = 100 * 80 - 30 * 40 - (60 * 10 - 10 * 10)
    #expect(region.area == expected)
    for (index, rect) in region.rects.enumerated() {
      for other in region.rects[(index + 1)...] { #expect(rect.intersection(other) == nil) }
      #expect(rect.intersection(PixelRect(x: 20, y: 10, width: 30, height: 40)) == nil)
    }
    region.subtract(PixelRect(x: -5, y: -5, width: 200, height: 200))
    #expect(region.isEmpty)
  }

  @Test("an edge off a pixel's edge by rounding noise counts as on it; a real fraction does not")
  func roundingNoiseKeepsWholePixels() throws {
    // A scroll view's clip worked out through its moving bounds: 2 × 10⁻¹³ off the window's edge.
    let noisy = try #require(
      DeviceGeometry.inward(Rect(x: 2e-13, y: -1e-12, width: 100 - 2e-13, height: 60 + 3e-12)))
    #expect(noisy == PixelRect(x: 0, y: 0, width: 100, height: 60))
    let fractional = try #require(
      DeviceGeometry.inward(Rect(x: 0.01, y: 0, width: 99.98, height: 60)))
    #expect(fractional == PixelRect(x: 1, y: 0, width: 98, height: 60))
  }

  @Test("a lower layer partly covered gets only the pixels no layer above covers")
  func planSplitsTheRegion() throws {
    let size = Size(width: 100, height: 60)
    let commands =
      [
        DisplayCommand.fillRect(
          Rect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 0, color: .white)
      ]
      + opaqueLayer(1, at: Point(x: -30, y: 0), size: size, color: .green, declared: false)
      + opaqueLayer(2, at: Point(x: 40, y: 20), size: size, color: .red, declared: true)
    let region = PixelRect(x: 0, y: 0, width: 100, height: 60)
    let plan = try #require(
      LayerOcclusion.split(
        region,
        in: FramePlan(list: DisplayList(commands: commands), scale: 1, width: 100, height: 60)
      ))
    #expect(plan.occluders.map(\.index) == [7, 1])
    #expect(plan.occluders[0].pieces == [PixelRect(x: 40, y: 20, width: 60, height: 40)])
    // The green layer shows from x 0 to 70, except where the red one covers it.
    let lower = PixelRegion(disjoint: plan.occluders[1].pieces)
    #expect(lower.area == 70 * 60 - 30 * 40)
    #expect(plan.rest.area == 100 * 60 - 60 * 40 - lower.area)
  }

  @Test(
    "opaque layers over each other and a shadow between them: the same pixels as without layers",
    arguments: [1.0, 2.0])
  func stackedOpaqueLayersMatchDirectDrawing(scale: Double) throws {
    let textSystem = PangoTextSystem()
    let cached = CairoRenderer(textSystem: textSystem)
    cached.cachesLayers = true
    let direct = CairoRenderer(textSystem: textSystem)
    direct.cachesLayers = false
    let size = Size(width: 120, height: 90)
    let pixelWidth = Int(size.width * scale)
    let pixelHeight = Int(size.height * scale)
    let surface = try CairoImageSurface(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    let frames: [(Point, Point)] = [
      (Point(x: -40, y: 0), Point(x: 50, y: 0)), (Point(x: -35, y: 10), Point(x: 61, y: 25)),
      (Point(x: 0, y: -20), Point(x: 20, y: 30)), (Point(x: -70, y: 0), Point(x: 110, y: 0)),
    ]
    for (index, (back, front)) in frames.enumerated() {
      let commands =
        [
          DisplayCommand.fillRect(
            Rect(origin: .zero, size: size), cornerRadius: 0, color: .white)
        ]
        + opaqueLayer(1, at: back, size: size, color: .green, declared: false)
        + opaqueLayer(2, at: front, size: size, color: .red, declared: true, shadow: true)
        + [.fillRect(Rect(x: 0, y: 80, width: 120, height: 10), cornerRadius: 0, color: .gray)]
      let list = DisplayList(commands: commands)
      // A host's frame: the whole frame first, then only a damaged part.
      let clip = index == 0 ? nil : Rect(x: 5, y: 7, width: 100, height: 70)
      try cached.render(list, into: surface, scale: scale, background: nil, clip: clip)
      let expected = try direct.render(list, size: size, scale: scale)
      let image = try surface.makeImage(scale: scale)
      let compared = clip.map { Self.pixels($0, scale: scale) } ?? (0..<pixelWidth, 0..<pixelHeight)
      var differing = 0
      for y in compared.1 {
        for x in compared.0 where image.pixel(x, y) != expected.pixel(x, y) { differing += 1 }
      }
      #expect(differing == 0, "frame \(index) at scale \(scale)")
    }
  }

  /// The device pixel columns and rows of `rect` at `scale`.
  private static func pixels(_ rect: Rect, scale: Double) -> (Range<Int>, Range<Int>) {
    (
      Int(rect.minX * scale)..<Int(rect.maxX * scale),
      Int(rect.minY * scale)..<Int(rect.maxY * scale)
    )
  }
}
