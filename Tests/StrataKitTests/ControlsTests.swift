import StrataKit
import StrataTesting
import Testing

@Suite("Controls", .strictDiagnostics)
struct ControlsTests {
  @MainActor @Test("a label measures its text with the window's text system")
  func labelSizeThatFits() {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let label = Label(text: "Hello")
    label.font = .system(size: 10)
    controller.view.addSubview(label)
    host.render()

    // 5 glyphs × 0.6 × 10 pt, one line of 1.2 × 10 pt.
    #expect(label.sizeThatFits(.zero) == Size(width: 30, height: 12))

    label.sizeToFit()
    #expect(label.bounds.size == Size(width: 30, height: 12))
  }

  @MainActor @Test("a multi-line label wraps in the width it is given and caps its lines")
  func labelWrapsAndCapsLines() {
    let label = Label(text: "one two three four five")
    label.font = .system(size: 10)
    label.numberOfLines = 0
    // 6 pt per glyph: a 60 pt width holds 10 glyphs: "one two", "three four", "five".
    #expect(label.sizeThatFits(Size(width: 60, height: 1000)) == Size(width: 60, height: 36))

    label.numberOfLines = 2
    #expect(label.sizeThatFits(Size(width: 60, height: 1000)) == Size(width: 60, height: 24))
  }

  @MainActor @Test("a label records its text centred vertically in its bounds")
  func labelDrawsCentredRun() throws {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let label = Label(frame: Rect(x: 10, y: 20, width: 200, height: 40), text: "Title")
    label.font = .system(size: 10)
    label.textAlignment = .center
    label.textColor = .red
    controller.view.addSubview(label)

    let list = host.render()

    let run = try #require(
      list.commands.compactMap { command -> TextRun? in
        if case .text(let run) = command { return run }
        return nil
      }.first)
    #expect(run.text == "Title")
    #expect(run.frame == Rect(x: 0, y: 14, width: 200, height: 12))
    #expect(run.alignment == .center)
    #expect(run.color == .red)
    #expect(list.commands.contains(.pushTransform(AffineTransform(translationX: 10, y: 20))))
  }

  @MainActor @Test("natural alignment follows the window's layout direction")
  func labelNaturalAlignment() throws {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 300))
    let label = Label(frame: Rect(x: 0, y: 0, width: 200, height: 40), text: "Title")
    controller.view.addSubview(label)

    func alignment() throws -> TextAlignment {
      let runs = host.render().commands.compactMap { command -> TextRun? in
        if case .text(let run) = command { return run }
        return nil
      }
      return try #require(runs.first).alignment
    }

    #expect(try alignment() == .left)
    host.window.layoutDirection = .rightToLeft
    label.setNeedsDisplay()
    #expect(try alignment() == .right)
  }

  @MainActor @Test("a button falls back to its normal title and colour in other states")
  func buttonStateFallback() {
    let button = Button(title: "Save")
    button.setTitleColor(.black, for: .normal)
    button.setTitle("Saving…", for: .highlighted)
    button.setTitleColor(.gray, for: .disabled)

    #expect(button.state == .normal)
    #expect(button.titleLabel.text == "Save")
    #expect(button.titleLabel.textColor == .black)

    button.isHighlighted = true
    #expect(button.state == .highlighted)
    #expect(button.titleLabel.text == "Saving…")
    #expect(button.titleLabel.textColor == .black)

    button.isHighlighted = false
    button.isEnabled = false
    #expect(button.state == .disabled)
    #expect(button.titleLabel.text == "Save")
    #expect(button.titleLabel.textColor == .gray)
    #expect(button.title(for: .selected) == "Save")
  }

  @MainActor @Test("sendActions runs the action with the button, only while enabled")
  func buttonSendActions() {
    let button = Button(title: "Go")
    var received: [Button] = []
    button.action = { received.append($0) }

    #expect(button.sendActions())
    #expect(received.count == 1)
    #expect(received.first === button)

    button.isEnabled = false
    #expect(!button.sendActions())
    #expect(received.count == 1)
  }

  @MainActor @Test("a button sizes itself to its title plus its content insets")
  func buttonSizeThatFits() {
    let button = Button(title: "OK")
    button.titleLabel.font = .system(size: 10)
    button.contentEdgeInsets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
    #expect(button.sizeThatFits(.zero) == Size(width: 2 * 6 + 16, height: 12 + 8))

    button.frame = Rect(x: 0, y: 0, width: 100, height: 40)
    button.layoutIfNeeded()
    #expect(button.titleLabel.frame == Rect(x: 8, y: 4, width: 84, height: 32))
  }

  @MainActor @Test("an image view fits its image by content mode")
  func imageViewContentModes() {
    let image = Image(pixelWidth: 200, pixelHeight: 100, scale: 2) { _, _ in .red }
    #expect(image.size == Size(width: 100, height: 50))
    let imageView = ImageView(image: image)
    #expect(imageView.bounds.size == Size(width: 100, height: 50))

    let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
    imageView.contentMode = .scaleToFill
    #expect(imageView.imageRect(for: image.size, in: bounds) == bounds)
    imageView.contentMode = .scaleAspectFit
    #expect(
      imageView.imageRect(for: image.size, in: bounds) == Rect(x: 0, y: 25, width: 100, height: 50))
    imageView.contentMode = .scaleAspectFill
    #expect(
      imageView.imageRect(for: image.size, in: bounds)
        == Rect(x: -50, y: 0, width: 200, height: 100))
    imageView.contentMode = .center
    #expect(
      imageView.imageRect(for: image.size, in: bounds) == Rect(x: 0, y: 25, width: 100, height: 50))
  }

  @MainActor @Test("an image records an image command and pixels keep their colour")
  func imageViewDraws() throws {
    let image = Image(pixelWidth: 4, pixelHeight: 2) { column, _ in column < 2 ? .red : .blue }
    #expect(image.color(atColumn: 0, row: 0) == .red)
    #expect(image.color(atColumn: 3, row: 1) == .blue)
    #expect(image.color(atColumn: 4, row: 0) == nil)

    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 100, height: 100))
    let imageView = ImageView(image: image, frame: Rect(x: 0, y: 0, width: 40, height: 20))
    controller.view.addSubview(imageView)
    let list = host.render()
    #expect(
      list.commands.contains(
        .image(image, rect: Rect(x: 0, y: 0, width: 40, height: 20), opacity: 1)))
  }

  @MainActor @Test("pixels that do not fit their dimensions are a typed error")
  func imageRejectsBadPixels() {
    #expect(throws: Image.Error.invalidDimensions(width: 2, height: 2, pixelCount: 3)) {
      try Image(pixelWidth: 2, pixelHeight: 2, pixels: [0, 0, 0])
    }
    #expect(throws: Image.Error.invalidScale(0)) {
      try Image(pixelWidth: 1, pixelHeight: 1, scale: 0, pixels: [0])
    }
  }
}
