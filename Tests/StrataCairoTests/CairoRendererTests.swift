import StrataCairo
import StrataKit
import StrataTesting
import Testing

@Suite(.strictDiagnostics) struct CairoRendererTests {
  @MainActor @Test("a red fillRect gives red pixels inside and the background outside")
  func fillRect() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render(
      [.fillRect(Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 0, color: .red)],
      background: .white)
    #expect(image.pixelWidth == 40 && image.pixelHeight == 40 && image.scale == 1)
    #expect(image.pixel(10, 10) == Pixel.red)
    #expect(image.pixel(20, 20) == Pixel.red)
    #expect(image.pixel(29, 29) == Pixel.red)
    #expect(image.pixel(9, 9) == Pixel.white)
    #expect(image.pixel(30, 30) == Pixel.white)
  }

  @MainActor @Test("without a background the image starts transparent")
  func transparentBackground() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render(
      [.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, color: .blue)])
    #expect(image.pixel(5, 5) == Pixel.blue)
    #expect(image.pixel(20, 20) == Pixel.clear)
  }

  @MainActor @Test("scale 2 doubles the pixel dimensions and the pixel positions")
  func scaleTwo() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render(
      [.fillRect(Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 0, color: .red)],
      scale: 2, background: .white)
    #expect(image.pixelWidth == 80 && image.pixelHeight == 80)
    #expect(image.scale == 2)
    #expect(image.size == Size(width: 40, height: 40))
    #expect(image.pixel(20, 20) == Pixel.red)
    #expect(image.pixel(59, 59) == Pixel.red)
    #expect(image.pixel(19, 19) == Pixel.white)
    #expect(image.pixel(60, 60) == Pixel.white)
  }

  @MainActor @Test("a fractional pixel size is rounded up")
  func fractionalSize() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render([], size: Size(width: 10.25, height: 3), scale: 2)
    #expect(image.pixelWidth == 21 && image.pixelHeight == 6)
  }

  @MainActor @Test("a scale that is not positive throws a CairoError instead of crashing")
  func invalidScale() {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    #expect(throws: CairoError.self) { try renderer.render([], scale: 0) }
    #expect(throws: CairoError.self) { try renderer.render([], scale: .nan) }
  }

  @MainActor @Test("rounded corners leave the corner pixel transparent and the edges filled")
  func roundedCorners() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render(
      [.fillRect(Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10, color: .red)])
    #expect(image.alpha(0, 0) == 0)
    #expect(image.alpha(39, 39) == 0)
    #expect(image.alpha(1, 1) == 0)
    #expect(image.pixel(20, 0) == Pixel.red)
    #expect(image.pixel(0, 20) == Pixel.red)
    #expect(image.pixel(20, 20) == Pixel.red)
  }

  @MainActor @Test("a corner radius larger than half the side is clamped to a circle")
  func clampedRadius() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render(
      [.fillRect(Rect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100, color: .red)])
    #expect(image.pixel(20, 10) == Pixel.red)
    #expect(image.pixel(20, 0) == Pixel.red)
    #expect(image.alpha(0, 0) == 0)
    #expect(image.pixel(0, 10) != Pixel.clear)
  }

  @MainActor @Test("strokeRect draws the outline and leaves the inside empty")
  func strokeRect() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render([
      .strokeRect(
        Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 0, color: .red, lineWidth: 2)
    ])
    #expect(image.pixel(9, 20) == Pixel.red)
    #expect(image.pixel(10, 20) == Pixel.red)
    #expect(image.pixel(20, 20) == Pixel.clear)
    #expect(image.pixel(5, 20) == Pixel.clear)
  }

  @MainActor @Test("fillPath fills a triangle with the non-zero rule; strokePath draws lines")
  func paths() throws {
    var triangle = Path()
    triangle.move(to: Point(x: 0, y: 0))
    triangle.addLine(to: Point(x: 40, y: 0))
    triangle.addLine(to: Point(x: 0, y: 40))
    triangle.closeSubpath()
    var line = Path()
    line.move(to: Point(x: 20, y: 38))
    line.addLine(to: Point(x: 40, y: 38))
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render([
      .fillPath(triangle, color: .red), .strokePath(line, color: .blue, lineWidth: 2),
    ])
    #expect(image.pixel(5, 5) == Pixel.red)
    #expect(image.pixel(35, 30) == Pixel.clear)
    #expect(image.pixel(30, 37) == Pixel.blue)
    #expect(image.pixel(30, 35) == Pixel.clear)
  }

  @MainActor @Test("pushClip cuts the drawing until its pop")
  func clip() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let full = Rect(x: 0, y: 0, width: 40, height: 40)
    let image = try renderer.render([
      .pushClip(Rect(x: 0, y: 0, width: 20, height: 40), cornerRadius: 0),
      .fillRect(full, cornerRadius: 0, color: .red),
      .pop,
      .fillRect(Rect(x: 30, y: 30, width: 10, height: 10), cornerRadius: 0, color: .blue),
    ])
    #expect(image.pixel(10, 10) == Pixel.red)
    #expect(image.pixel(30, 10) == Pixel.clear)
    #expect(image.pixel(35, 35) == Pixel.blue)
  }

  @MainActor @Test("pushTransform translates the commands until its pop")
  func translate() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let square = Rect(x: 0, y: 0, width: 10, height: 10)
    let image = try renderer.render([
      .pushTransform(AffineTransform(translationX: 20, y: 10)),
      .fillRect(square, cornerRadius: 0, color: .red),
      .pop,
      .fillRect(square, cornerRadius: 0, color: .blue),
    ])
    #expect(image.pixel(25, 15) == Pixel.red)
    #expect(image.pixel(5, 5) == Pixel.blue)
    #expect(image.pixel(15, 15) == Pixel.clear)
  }

  @MainActor @Test("pushTransform rotates: a quarter turn stands a wide bar upright")
  func rotate() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    // A quarter turn clockwise on screen, then 20 points right: (x, y) maps to (20 − y, x).
    let quarterTurn = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 20, ty: 0)
    let image = try renderer.render([
      .pushTransform(quarterTurn),
      .fillRect(Rect(x: 0, y: 0, width: 30, height: 10), cornerRadius: 0, color: .red),
      .pop,
    ])
    #expect(image.pixel(15, 25) == Pixel.red)
    #expect(image.pixel(15, 5) == Pixel.red)
    #expect(image.pixel(25, 5) == Pixel.clear)
    #expect(image.pixel(5, 5) == Pixel.clear)
  }

  @MainActor @Test("a transform that flattens everything hides its commands without an error")
  func singularTransform() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let full = Rect(x: 0, y: 0, width: 40, height: 40)
    let image = try renderer.render([
      .pushTransform(AffineTransform(scaleX: 0, y: 0)),
      .pushClip(full, cornerRadius: 0),
      .fillRect(full, cornerRadius: 0, color: .red),
      .pop,
      .pop,
      .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0, color: .blue),
    ])
    #expect(image.pixel(5, 5) == Pixel.blue)
    #expect(image.pixel(20, 20) == Pixel.clear)
  }

  @MainActor
  @Test("an opacity group fades overlapping rects as one; fading each command would not")
  func opacityGroup() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let first = DisplayCommand.fillRect(
      Rect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 0, color: .red)
    let second = DisplayCommand.fillRect(
      Rect(x: 10, y: 10, width: 30, height: 30), cornerRadius: 0, color: .red)
    let grouped = try renderer.render([.pushOpacity(0.5), first, second, .pop])
    #expect(grouped.pixel(5, 5) == grouped.pixel(20, 20))
    #expect(grouped.pixel(20, 20) == grouped.pixel(35, 35))
    #expect(abs(grouped.alpha(20, 20) - 128) <= 1)
    #expect(grouped.channels(20, 20).green == 0)

    let eachFaded = try renderer.render([first.fading(by: 0.5)!, second.fading(by: 0.5)!])
    #expect(eachFaded.alpha(20, 20) > eachFaded.alpha(5, 5) + 50)
  }

  @MainActor @Test("a linear gradient goes from its first colour to its last")
  func gradient() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let gradient = LinearGradient(
      colors: [.red, .blue], start: Point(x: 0, y: 0), end: Point(x: 100, y: 0))
    let image = try renderer.render(
      [.linearGradient(gradient, rect: Rect(x: 0, y: 0, width: 100, height: 10))],
      size: Size(width: 100, height: 20))
    let left = image.channels(0, 5)
    let middle = image.channels(50, 5)
    let right = image.channels(99, 5)
    #expect(left.red >= 250 && left.blue <= 5)
    #expect(right.blue >= 250 && right.red <= 5)
    #expect(abs(middle.red - middle.blue) <= 6)
    #expect(image.alpha(50, 5) == 255)
    #expect(image.pixel(50, 15) == Pixel.clear)
  }

  @MainActor @Test("an image is drawn scaled into its rect, faded by its opacity")
  func image() throws {
    let colors: [Color] = [.red, .green, .blue, .white]
    let checker = Image(pixelWidth: 2, pixelHeight: 2) { column, row in colors[row * 2 + column] }
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let image = try renderer.render([
      .image(checker, rect: Rect(x: 0, y: 0, width: 20, height: 20), opacity: 1),
      .image(checker, rect: Rect(x: 20, y: 20, width: 20, height: 20), opacity: 0.5),
    ])
    #expect(image.pixel(2, 2) == Pixel.red)
    #expect(image.pixel(17, 2) == 0xFF00_FF00)
    #expect(image.pixel(2, 17) == Pixel.blue)
    #expect(image.pixel(17, 17) == Pixel.white)
    #expect(abs(image.alpha(22, 22) - 128) <= 1)
    #expect(image.pixel(30, 10) == Pixel.clear)
    #expect(renderer.imageCacheCount == 1)
  }

  @MainActor @Test("an unbalanced display list neither crashes nor leaks its state")
  func unbalancedList() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let full = Rect(x: 0, y: 0, width: 40, height: 40)
    let image = try renderer.render([
      .pop,
      .pop,
      .pushClip(Rect(x: 0, y: 0, width: 20, height: 40), cornerRadius: 0),
      .pushOpacity(0.5),
      .pushTransform(AffineTransform(translationX: 5, y: 0)),
      .fillRect(full, cornerRadius: 0, color: .red),
    ])
    #expect(image.alpha(2, 20) == 0)
    #expect(abs(image.alpha(10, 20) - 128) <= 1)
    #expect(image.alpha(30, 20) == 0)

    let next = try renderer.render([.fillRect(full, cornerRadius: 0, color: .red), .pop])
    #expect(next.pixel(30, 20) == Pixel.red)
  }

  @MainActor @Test("rendering into a kept surface replaces all of its pixels")
  func keptSurface() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let surface = try CairoImageSurface(pixelWidth: 20, pixelHeight: 20)
    let square = Rect(x: 0, y: 0, width: 10, height: 10)
    try renderer.render(
      DisplayList(commands: [.fillRect(square, cornerRadius: 0, color: .red)]), into: surface,
      scale: 1, background: nil)
    try renderer.render(
      DisplayList(commands: [.fillRect(square, cornerRadius: 0, color: .blue)]), into: surface,
      scale: 0.5, background: .white)
    let image = try surface.makeImage()
    #expect(image.pixel(2, 2) == Pixel.blue)
    #expect(image.pixel(7, 7) == Pixel.white)
    #expect(image.pixel(15, 15) == Pixel.white)
  }
}
