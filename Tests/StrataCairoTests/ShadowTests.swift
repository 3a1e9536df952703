import StrataKit
import StrataTesting
import Testing

@testable import StrataCairo

@Suite(.strictDiagnostics) struct ShadowTests {
  private let square = Rect(x: 40, y: 40, width: 40, height: 40)
  private let shadow = Shadow(opacity: 1, radius: 8, offset: .zero)

  @MainActor @Test("a shadow darkens pixels just outside the shape, fading with distance")
  func fadesWithDistance() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render(
      [.shadow(shadow, rect: square, cornerRadius: 0)], size: Size(width: 120, height: 120),
      background: .white)
    let row = 60
    let profile = [38, 36, 34, 32, 30].map { image.darkness($0, row) }
    #expect(profile[0] > 60)
    for (nearer, farther) in zip(profile, profile.dropFirst()) {
      #expect(nearer > farther, "\(profile)")
    }
    #expect(image.darkness(20, row) == 0)
    #expect(image.darkness(60, 60) > 240)
    // Along the edge the blur is even: a point in the middle of the side is as dark as one
    // near the side's centre, and the shadow is symmetric.
    #expect(abs(image.darkness(36, 55) - image.darkness(36, 65)) <= 1)
    #expect(abs(image.darkness(36, 60) - image.darkness(83, 60)) <= 1)
    #expect(abs(image.darkness(60, 36) - image.darkness(36, 60)) <= 1)
  }

  @MainActor @Test("the edge of the shape sits at about half the shadow's strength")
  func halfAtTheEdge() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render(
      [.shadow(shadow, rect: square, cornerRadius: 0)], size: Size(width: 120, height: 120),
      background: .white)
    let edge = Double(image.darkness(39, 60) + image.darkness(40, 60)) / 2
    #expect(abs(edge - 128) < 20)
  }

  @MainActor @Test("the shadow follows its offset, colour and opacity")
  func offsetColourOpacity() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let moved = Shadow(color: .blue, opacity: 0.5, radius: 4, offset: Size(width: 10, height: 0))
    let image = try renderer.render(
      [.shadow(moved, rect: square, cornerRadius: 0)], size: Size(width: 140, height: 120))
    #expect(image.alpha(36, 60) == 0)
    #expect(image.alpha(84, 60) > 40)
    #expect(abs(image.alpha(70, 60) - 128) <= 1)
    let channels = image.channels(70, 60)
    #expect(channels.red == 0 && channels.green == 0 && channels.blue == image.alpha(70, 60))
  }

  @MainActor @Test("a rounded shadow leaves its corners lighter than a square one")
  func roundedCorners() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let size = Size(width: 120, height: 120)
    let sharp = try renderer.render(
      [.shadow(shadow, rect: square, cornerRadius: 0)], size: size, background: .white)
    let rounded = try renderer.render(
      [.shadow(shadow, rect: square, cornerRadius: 16)], size: size, background: .white)
    #expect(rounded.darkness(42, 42) < sharp.darkness(42, 42) - 20)
    #expect(abs(rounded.darkness(36, 60) - sharp.darkness(36, 60)) <= 2)
  }

  @MainActor @Test("a hundred shadows of the same radius share one blurred nine-slice")
  func cachedOnce() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    // Cards of many sizes, all long enough for their shadows to be stretched.
    let commands = (0..<100).map { (index: Int) -> DisplayCommand in
      let grow = Double(index)
      let rect = Rect(
        x: Double(index % 10) * 30, y: Double(index / 10) * 30, width: 40 + grow,
        height: 40 + grow / 2)
      return .shadow(shadow, rect: rect, cornerRadius: 4)
    }
    _ = try renderer.render(commands, size: Size(width: 300, height: 300))
    #expect(renderer.shadowCacheCount == 1)
    _ = try renderer.render(commands, size: Size(width: 300, height: 300))
    #expect(renderer.shadowCacheCount == 1)
    _ = try renderer.render(commands, size: Size(width: 300, height: 300), scale: 2)
    #expect(renderer.shadowCacheCount == 2)
  }

  @MainActor @Test("shapes too small to stretch share a tile per size")
  func smallShapesShareATile() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let small = Rect(x: 0, y: 0, width: 6, height: 6)
    let commands = (0..<10).map { index in
      DisplayCommand.shadow(
        shadow, rect: small.offsetBy(dx: Double(index) * 3, dy: 0), cornerRadius: 3)
    }
    _ = try renderer.render(commands)
    #expect(renderer.shadowCacheCount == 1)
  }

  @MainActor @Test("a shadow bigger than its shape still draws, also at scale 2")
  func smallShape() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render(
      [
        .shadow(
          Shadow(opacity: 1, radius: 10, offset: .zero),
          rect: Rect(x: 18, y: 18, width: 4, height: 4), cornerRadius: 2)
      ], scale: 2, background: .white)
    #expect(image.darkness(40, 40) > 10)
    #expect(image.darkness(0, 0) < image.darkness(40, 40))
    #expect(abs(image.darkness(30, 40) - image.darkness(50, 40)) <= 2)
  }

  @Test("three box blurs have the variance of the Gaussian they stand for")
  func boxWidths() {
    for sigma in [1, 2.5, 4, 10] {
      let widths = BoxBlur.boxWidths(sigma: sigma)
      #expect(widths.count == 3)
      #expect(widths.allSatisfy { $0 % 2 == 1 })
      let variance = widths.reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
      #expect(abs(variance.squareRoot() - sigma) < 0.35, "σ \(sigma): \(widths)")
    }
    #expect(BoxBlur.boxWidths(sigma: 0) == [1, 1, 1])
  }

  @Test("blurring keeps the total and spreads a dot no further than its reach")
  func blurSpreads() {
    let side = 41
    var values = [Float](repeating: 0, count: side * side)
    values[20 * side + 20] = 1
    BoxBlur.blur(&values, width: side, height: side, sigma: 3)
    let total = values.reduce(0, +)
    #expect(abs(total - 1) < 1e-4)
    let reach = BoxBlur.reach(sigma: 3)
    #expect(values[20 * side + 20 + reach] > 0)
    #expect(abs(values[20 * side + 20 + reach + 1]) < 1e-6)
    #expect(values[20 * side + 20] > values[20 * side + 22])
  }
}
