import StrataCairo
import StrataKit
import StrataTesting
import Testing

@Suite(.strictDiagnostics) struct CairoRendererTextTests {
  @MainActor @Test("text draws dark pixels inside its frame and nothing outside")
  func textInk() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let frame = Rect(x: 10, y: 10, width: 120, height: 30)
    let run = TextRun(text: "Hello, Strata", font: .system(size: 17), color: .black, frame: frame)
    let image = try renderer.render(
      [.text(run)], size: Size(width: 140, height: 50), background: .white)
    let ink = try #require(image.inkBounds(background: Pixel.white))
    #expect(ink.minX >= 10 && ink.minY >= 10 && ink.maxX < 130 && ink.maxY < 40)
    let darkest = (ink.minY...ink.maxY).flatMap { y in
      (ink.minX...ink.maxX).map { x in image.darkness(x, y) }
    }.max()
    #expect(darkest ?? 0 > 200)
  }

  @MainActor @Test("center alignment moves the ink to the middle of the frame")
  func centerAlignment() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let frame = Rect(x: 0, y: 0, width: 200, height: 24)
    func inkCenter(_ alignment: TextAlignment) throws -> Double {
      let run = TextRun(
        text: "Title", font: .system(size: 17), color: .black, frame: frame, alignment: alignment)
      let image = try renderer.render(
        [.text(run)], size: Size(width: 200, height: 24), background: .white)
      let ink = try #require(image.inkBounds(background: Pixel.white))
      return Double(ink.minX + ink.maxX + 1) / 2
    }
    let left = try inkCenter(.left)
    let center = try inkCenter(.center)
    let right = try inkCenter(.right)
    #expect(left < 40)
    #expect(abs(center - 100) <= 3)
    #expect(right > 160)
  }

  @MainActor @Test("one line of byClipping text is cut at the frame's edge")
  func clipping() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let run = TextRun(
      text: "A line far too long for its frame", font: .system(size: 17), color: .black,
      frame: Rect(x: 0, y: 0, width: 60, height: 24), lineBreakMode: .byClipping)
    let image = try renderer.render(
      [.text(run)], size: Size(width: 200, height: 24), background: .white)
    let ink = try #require(image.inkBounds(background: Pixel.white))
    #expect(ink.maxX < 60)
    #expect(ink.maxX > 50)
  }

  @MainActor @Test("tail truncation ends the line with an ellipsis inside the frame")
  func truncation() throws {
    let renderer = CairoRenderer(textSystem: PangoTextSystem())
    let run = TextRun(
      text: "A line far too long for its frame", font: .system(size: 17), color: .black,
      frame: Rect(x: 0, y: 0, width: 100, height: 24))
    let image = try renderer.render(
      [.text(run)], size: Size(width: 300, height: 24), background: .white)
    let ink = try #require(image.inkBounds(background: Pixel.white))
    #expect(ink.maxX < 100)
  }

  @MainActor @Test("a line limit hides the lines of later paragraphs")
  func lineLimitAcrossParagraphs() throws {
    let textSystem = PangoTextSystem()
    let renderer = CairoRenderer(textSystem: textSystem)
    let font = Font.system(size: 17)
    let lineHeight = textSystem.measure(
      "A", font: font, width: nil, numberOfLines: 1, lineBreakMode: .byWordWrapping
    ).height
    let run = TextRun(
      text: "one\ntwo\nthree", font: font, color: .black,
      frame: Rect(x: 0, y: 0, width: 100, height: 100), numberOfLines: 2,
      lineBreakMode: .byWordWrapping)
    let image = try renderer.render(
      [.text(run)], size: Size(width: 100, height: 100), background: .white)
    let ink = try #require(image.inkBounds(background: Pixel.white))
    #expect(Double(ink.maxY) < 2 * lineHeight)
    #expect(Double(ink.maxY) > lineHeight)
  }
}
