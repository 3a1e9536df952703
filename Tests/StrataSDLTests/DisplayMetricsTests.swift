import StrataCairo
import StrataKit
import StrataTesting
import Testing

@testable import StrataSDL

@Suite(.strictDiagnostics) struct DisplayMetricsTests {
  @MainActor @Test("a HiDPI drawable gives scale 2 and keeps points equal to window units")
  func hiDPI() {
    let metrics = DisplayMetrics(
      windowWidth: 800, windowHeight: 600, pixelWidth: 1600, pixelHeight: 1200)
    #expect(metrics.scale == 2)
    #expect(metrics.pointSize == Size(width: 800, height: 600))
    #expect(metrics.pointsPerWindowUnit == 1)
  }

  @MainActor @Test("a scale override on a 1× display makes window units pixels, half a point")
  func override() {
    let metrics = DisplayMetrics(
      windowWidth: 1600, windowHeight: 1200, pixelWidth: 1600, pixelHeight: 1200,
      scaleOverride: 2)
    #expect(metrics.scale == 2)
    #expect(metrics.displayScale == 1)
    #expect(metrics.pointSize == Size(width: 800, height: 600))
    #expect(metrics.pointsPerWindowUnit == 0.5)
    let units = DisplayMetrics.windowUnits(
      for: Size(width: 800, height: 600), scale: 2, displayScale: 1)
    #expect(units.width == 1600)
    #expect(units.height == 1200)
  }

  @MainActor @Test("a bad override and an unsized window fall back to sane scales")
  func fallbacks() {
    let bad = DisplayMetrics(
      windowWidth: 640, windowHeight: 480, pixelWidth: 640, pixelHeight: 480,
      scaleOverride: -1)
    #expect(bad.scale == 1)
    let empty = DisplayMetrics(windowWidth: 0, windowHeight: 0, pixelWidth: 0, pixelHeight: 0)
    #expect(empty.scale == 1)
    #expect(
      DisplayMetrics.windowUnits(for: Size(width: 0, height: .nan), scale: 1, displayScale: 1)
        == (1, 1))
  }

  @MainActor @Test("damage in points becomes whole pixels, rounded outward")
  func damageToPixels() {
    let pixels = PixelRect(
      covering: Rect(x: 10.25, y: 5.5, width: 20, height: 10), scale: 2, surfaceWidth: 1000,
      surfaceHeight: 1000)
    #expect(pixels == PixelRect(x: 20, y: 11, width: 41, height: 20))
    let fractional = PixelRect(
      covering: Rect(x: 1, y: 1, width: 1, height: 1), scale: 1.5, surfaceWidth: 10,
      surfaceHeight: 10)
    #expect(fractional == PixelRect(x: 1, y: 1, width: 2, height: 2))
  }

  @MainActor @Test("damage is clipped to the surface; nothing left is nil")
  func damageClipping() {
    let clipped = PixelRect(
      covering: Rect(x: -10, y: -10, width: 30, height: 300), scale: 1, surfaceWidth: 100,
      surfaceHeight: 100)
    #expect(clipped == PixelRect(x: 0, y: 0, width: 20, height: 100))
    #expect(
      PixelRect(covering: .null, scale: 2, surfaceWidth: 100, surfaceHeight: 100) == nil)
    #expect(
      PixelRect(
        covering: Rect(x: 200, y: 0, width: 10, height: 10), scale: 1, surfaceWidth: 100,
        surfaceHeight: 100) == nil)
    #expect(
      PixelRect(
        covering: Rect(x: 0, y: 0, width: 10, height: 10), scale: .nan, surfaceWidth: 100,
        surfaceHeight: 100) == nil)
    let huge = PixelRect(
      covering: Rect(x: -1e300, y: 0, width: .infinity, height: 5), scale: 2,
      surfaceWidth: 100, surfaceHeight: 100)
    #expect(huge == PixelRect(x: 0, y: 0, width: 100, height: 10))
  }

  @MainActor @Test("the renderer's clip repaints only the damaged pixels")
  func rendererClip() throws {
    let window = Window(size: Size(width: 40, height: 20), scale: 2)
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.view.backgroundColor = .red
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let surface = try CairoImageSurface(pixelWidth: 80, pixelHeight: 40)
    try renderer.render(window.render(), into: surface, scale: 2, background: .white)
    root.view.backgroundColor = .blue
    let clip = Rect(x: 10, y: 5, width: 10.5, height: 5)
    try renderer.render(
      window.render(), into: surface, scale: 2, background: .white, clip: clip)
    let image = try surface.makeImage(scale: 2)
    #expect(image.color(atColumn: 20, row: 10) == .blue)
    #expect(image.color(atColumn: 40, row: 19) == .blue)  // the half point, rounded outward
    #expect(image.color(atColumn: 41, row: 10) == .red)
    #expect(image.color(atColumn: 19, row: 10) == .red)
    #expect(image.color(atColumn: 20, row: 20) == .red)
    #expect(image.color(atColumn: 0, row: 0) == .red)
    // A null clip draws nothing at all.
    root.view.backgroundColor = .green
    try renderer.render(
      window.render(), into: surface, scale: 2, background: .white, clip: .null)
    #expect(try surface.makeImage().color(atColumn: 0, row: 0) == .red)
  }

  @MainActor
  @Test("without DISPLAY or WAYLAND_DISPLAY there is a clear problem, unless a driver is chosen")
  func displayEnvironment() {
    let none = DisplayEnvironment(x11Display: nil, waylandDisplay: "", videoDriver: nil)
    #expect(none.problem?.contains("DISPLAY and WAYLAND_DISPLAY are unset") == true)
    #expect(
      DisplayEnvironment(x11Display: ":0", waylandDisplay: nil, videoDriver: nil).problem == nil)
    #expect(
      DisplayEnvironment(x11Display: nil, waylandDisplay: "wayland-0", videoDriver: nil).problem
        == nil)
    #expect(
      DisplayEnvironment(x11Display: nil, waylandDisplay: nil, videoDriver: "offscreen").problem
        == nil)
  }
}
