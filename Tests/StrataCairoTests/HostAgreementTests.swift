import StrataCairo
import StrataKit
import StrataTesting
import Testing

/// A controller with a square that fades and slides when asked, and a display link that counts
/// the frames it sees.
@MainActor
private final class MovingSquareViewController: ViewController {
  let square = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
  private(set) var frameTimes: [Double] = []
  private var link: DisplayLink?

  override func viewDidLoad() {
    square.backgroundColor = .red
    view.addSubview(square)
  }

  override func viewDidAppear(_ animated: Bool) {
    let link = DisplayLink { [weak self] link in self?.frameTimes.append(link.timestamp) }
    if let window = view.window { link.add(to: window) }
    self.link = link
  }

  func move() {
    View.animate(withDuration: 0.3) {
      square.alpha = 0.2
      square.center.x += 120
    }
  }

  /// What a frame shows of the square.
  var state: [Double] {
    let presentation = square.presentation
    return [presentation.alpha, presentation.center.x, view.window?.frameTime ?? -1]
  }
}

@Suite("TestHost and HeadlessHost agree", .strictDiagnostics)
struct HostAgreementTests {
  @MainActor @Test("both render the first frame when created and one frame on every advance")
  func sameFramesForSameSteps() throws {
    let tested = MovingSquareViewController()
    let headless = MovingSquareViewController()
    let size = Size(width: 200, height: 100)
    let testHost = TestHost(rootViewController: tested, size: size)
    let headlessHost = HeadlessHost(rootViewController: headless, size: size)
    #expect(!testHost.lastDisplayList.commands.isEmpty)
    #expect(headlessHost.lastDisplayList == testHost.lastDisplayList)
    #expect(tested.frameTimes == headless.frameTimes)

    testHost.advance(by: 0.05)
    headlessHost.advance(by: 0.05)
    tested.move()
    headless.move()
    for step in [0.05, 0.1, 0.1, -1, 0.2] {
      testHost.advance(by: step)
      headlessHost.advance(by: step)
      #expect(tested.state == headless.state)
      #expect(headlessHost.lastDisplayList == testHost.lastDisplayList)
    }
    #expect(tested.frameTimes == headless.frameTimes)
    #expect(tested.frameTimes.count == 7)

    testHost.resize(to: Size(width: 300, height: 100))
    headlessHost.resize(to: Size(width: 300, height: 100))
    #expect(tested.frameTimes == headless.frameTimes)
    #expect(headlessHost.lastDisplayList == testHost.lastDisplayList)
  }

  @MainActor
  @Test("a TestHost that renders with Cairo shows what a HeadlessHost shows, frame by frame")
  func samePixels() throws {
    let tested = MovingSquareViewController()
    let headless = MovingSquareViewController()
    for controller in [tested, headless] {
      controller.loadViewIfNeeded()
      let label = Label(frame: Rect(x: 60, y: 60, width: 130, height: 30), text: "Same text")
      label.font = .boldSystem(size: 18)
      controller.view.addSubview(label)
    }
    let size = Size(width: 200, height: 100)
    let testHost = TestHost(rootViewController: tested, size: size, scale: 2, rendering: .cairo)
    let headlessHost = HeadlessHost(rootViewController: headless, size: size, scale: 2)
    #expect(testHost.rendering == .cairo)
    #expect(try testHost.renderImage().pixels == headlessHost.renderImage().pixels)

    tested.move()
    headless.move()
    for _ in 0..<4 {
      testHost.advance(by: 0.1)
      headlessHost.advance(by: 0.1)
      let image = try testHost.renderImage()
      #expect(image.pixelWidth == 400 && image.pixelHeight == 200)
      #expect(image.pixels == (try headlessHost.renderImage().pixels))
    }
  }
}
