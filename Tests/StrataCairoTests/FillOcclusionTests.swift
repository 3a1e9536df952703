import StrataKit
import StrataTesting
import Testing

@testable import StrataCairo

/// A window's white background, then two opaque screens side by side that meet at `seam`
/// (points), each with a label and a translucent bar on it, as the cross container draws two
/// screens mid-drag.
private func twoScreens(size: Size, seam: Double) -> [DisplayCommand] {
  func screen(at x: Double, color: Color, title: String) -> [DisplayCommand] {
    [
      .pushTransform(AffineTransform(translationX: x, y: 0)),
      .fillRect(Rect(origin: .zero, size: size), cornerRadius: 0, color: color),
      .text(
        TextRun(
          text: title, font: .system(size: 14), color: .white,
          frame: Rect(x: 8, y: 8, width: 120, height: 20))),
      .fillRect(
        Rect(x: 8, y: 40, width: size.width - 16, height: 8), cornerRadius: 4,
        color: Color(white: 1, alpha: 0.3)),
      .pop,
    ]
  }
  return [.fillRect(Rect(origin: .zero, size: size), cornerRadius: 0, color: .white)]
    + [.pushClip(Rect(origin: .zero, size: size), cornerRadius: 0)]
    + screen(at: seam - size.width, color: .blue, title: "Centre")
    + screen(at: seam, color: .orange, title: "East")
    + [.pop]
}

@Suite("Opaque fills that later fills cover are drawn only where they show", .strictDiagnostics)
@MainActor
struct FillOcclusionTests {
  /// Draws `commands` with covered fills hidden and without, into surfaces of `size` at
  /// `scale`, each whole and then only inside `clip` when given, and expects the same pixels;
  /// returns how many pixels hiding left undrawn.
  private func hiddenPixels(
    _ commands: [DisplayCommand], size: Size, scale: Double, clip: Rect? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Int {
    let textSystem = PangoTextSystem()
    let hiding = CairoRenderer(textSystem: textSystem)
    let drawing = CairoRenderer(textSystem: textSystem)
    drawing.hidesCoveredFills = false
    let list = DisplayList(commands: commands)
    var images: [Image] = []
    for renderer in [hiding, drawing] {
      let surface = try CairoImageSurface(
        pixelWidth: Int((size.width * scale).rounded(.up)),
        pixelHeight: Int((size.height * scale).rounded(.up)))
      // Something else under the damaged part first, so that a pixel left undrawn shows.
      surface.writePixels(
        Array(repeating: 0xFF00_FF00, count: surface.pixelWidth * surface.pixelHeight))
      if let clip {
        try renderer.render(list, into: surface, scale: scale, background: nil, clip: nil)
        try renderer.render(list, into: surface, scale: scale, background: nil, clip: clip)
      } else {
        try renderer.render(list, into: surface, scale: scale, background: nil, clip: nil)
      }
      images.append(try surface.makeImage(scale: scale))
    }
    #expect(drawing.hiddenFillPixelCount == 0, sourceLocation: sourceLocation)
    let differing = zip(images[0].pixels, images[1].pixels).count { $0 != $1 }
    #expect(
      differing == 0, "pixels changed by hiding covered fills", sourceLocation: sourceLocation)
    return hiding.hiddenFillPixelCount
  }

  @Test(
    "the background under two screens is drawn only in their seam, with the same pixels",
    arguments: [1.0, 2.0])
  func backgroundUnderTwoScreens(scale: Double) throws {
    let size = Size(width: 200, height: 100)
    // The seam at a fractional place: the column it crosses is drawn from the background up.
    let hidden = try hiddenPixels(twoScreens(size: size, seam: 135.2), size: size, scale: scale)
    let pixels = Int(200 * scale) * Int(100 * scale)
    #expect(hidden == pixels - Int(100 * scale))
    // On a whole pixel, the two screens leave nothing of it.
    #expect(try hiddenPixels(twoScreens(size: size, seam: 120), size: size, scale: scale) == pixels)
  }

  @Test("a damaged part drawn again hides the background there too", arguments: [1.0, 2.0])
  func damagedPart(scale: Double) throws {
    let size = Size(width: 200, height: 100)
    let clip = Rect(x: 100.5, y: 10, width: 60, height: 50)
    let hidden = try hiddenPixels(
      twoScreens(size: size, seam: 131.7), size: size, scale: scale, clip: clip)
    // The whole frame hides all but the seam's column; the damage hides its part of the rest.
    let whole = Int(200 * scale) * Int(100 * scale) - Int(100 * scale)
    #expect(hidden > whole)
  }

  @Test("what does not cover whole pixels opaquely hides nothing")
  func nothingHidden() throws {
    let size = Size(width: 120, height: 80)
    let white = DisplayCommand.fillRect(
      Rect(origin: .zero, size: size), cornerRadius: 0, color: .white)
    let covering = Rect(x: -10, y: -10, width: 140, height: 100)
    let cases: [[DisplayCommand]] = [
      // Translucent.
      [white, .fillRect(covering, cornerRadius: 0, color: Color(white: 0, alpha: 0.5))],
      // Rounded corners.
      [white, .fillRect(covering, cornerRadius: 30, color: .red)],
      // In a fading group.
      [white, .pushOpacity(0.6), .fillRect(covering, cornerRadius: 0, color: .red), .pop],
      // Turned.
      [
        white, .pushTransform(AffineTransform(rotationAngle: 0.3)),
        .fillRect(covering, cornerRadius: 0, color: .red), .pop,
      ],
      // Too small to be worth it.
      [
        .fillRect(Rect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 0, color: .white),
        .fillRect(Rect(x: 0, y: 0, width: 30, height: 30), cornerRadius: 0, color: .red),
      ],
    ]
    for (index, commands) in cases.enumerated() {
      #expect(try hiddenPixels(commands, size: size, scale: 1) == 0, "case \(index)")
    }
    // A fill hides what was drawn before it, not what is drawn after it.
    let red = DisplayCommand.fillRect(covering, cornerRadius: 0, color: .red)
    #expect(try hiddenPixels([red, white], size: size, scale: 1) == 120 * 80)
  }

  @Test("a cover under a rounded clip hides only what the clip surely lets through")
  func roundedClip() throws {
    let size = Size(width: 240, height: 160)
    let commands: [DisplayCommand] = [
      .fillRect(Rect(origin: .zero, size: size), cornerRadius: 0, color: .white),
      // Drawn between the two: covered where the cover is, left where it is not.
      .fillRect(
        Rect(x: 0, y: 0, width: 240, height: 40), cornerRadius: 0,
        color: Color(white: 0, alpha: 0.4)),
      .pushClip(Rect(x: 10.5, y: 10, width: 200, height: 120), cornerRadius: 12),
      .fillRect(Rect(origin: .zero, size: size), cornerRadius: 0, color: .green),
      .pop,
    ]
    let hidden = try hiddenPixels(commands, size: size, scale: 1)
    // Inside the clip inset by its radius, whole pixels: x from 23 to 198, y from 22 to 118.
    #expect(hidden == 175 * 96)
  }

  @Test("a fill whose rest takes too many pieces is drawn whole")
  func tooManyPieces() throws {
    let size = Size(width: 200, height: 200)
    var commands: [DisplayCommand] = [
      .fillRect(Rect(origin: .zero, size: size), cornerRadius: 0, color: .white)
    ]
    // A grid of opaque squares with gaps: the white left between them takes many rectangles.
    for row in 0..<3 {
      for column in 0..<3 {
        commands.append(
          .fillRect(
            Rect(x: 5 + Double(column) * 66, y: 5 + Double(row) * 66, width: 64, height: 64),
            cornerRadius: 0, color: .red))
      }
    }
    #expect(try hiddenPixels(commands, size: size, scale: 1) == 0)
  }
}
