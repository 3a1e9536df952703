import StrataCairo
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A page with a colour, a big title and a few bars, to make the layers easy to tell apart.
@MainActor
private final class LayerPageViewController: ViewController {
  private let color: Color

  init(title: String, color: Color) {
    self.color = color
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    view.backgroundColor = color
    let label = Label(frame: Rect(x: 20, y: 20, width: 300, height: 36), text: title)
    label.font = .boldSystem(size: 26)
    label.textColor = .white
    view.addSubview(label)
    for row in 0..<4 {
      let bar = View(frame: Rect(x: 20, y: 76 + Double(row) * 36, width: 220, height: 20))
      bar.backgroundColor = Color(white: 1, alpha: 0.35)
      bar.cornerRadius = 5
      view.addSubview(bar)
    }
  }
}

@Suite("LayeredNavigationController snapshots", .strictDiagnostics)
@MainActor
struct LayeredSnapshotTests {
  @Test("four layers mid-drag: the top one pulls the one below, shadows and chrome show")
  func midDrag() throws {
    let container = LayeredNavigationController(
      rootViewController: LayerPageViewController(title: "Root", color: Color(rgb: 0x33_41_55)))
    let host = TestHost(
      rootViewController: container, size: Size(width: 900, height: 500), rendering: .cairo)
    let colors: [UInt32] = [0x2E_86_AB, 0xF2_8F_3B, 0x3B_B2_73]
    var anchor: ViewController?
    for (index, color) in colors.enumerated() {
      let page = LayerPageViewController(title: "Layer \(index + 1)", color: Color(rgb: color))
      container.push(page, inFrontOf: anchor, animated: false)
      anchor = page
    }
    _ = try host.renderImage()
    let top = try #require(container.topViewController)
    #expect(top.layeredNavigationItem?.currentViewPosition.x == 528)

    host.beginDrag(at: Point(x: 700, y: 250))
    for step in 1...12 {
      host.moveDrag(to: Point(x: 700 + Double(step) * 12, y: 250))
    }
    #expect(top.layeredNavigationItem?.currentViewPosition.x == 672)
    #expect(container.viewControllers[2].layeredNavigationItem?.currentViewPosition.x == 272)

    try assertSnapshot(of: host, named: "layered-mid-drag")
    host.cancelDrag()
  }

  @Test("a styled chrome: a dark striped bar with white titles, and one item's red title")
  func styledChrome() throws {
    let container = LayeredNavigationController(
      rootViewController: LayerPageViewController(title: "Root", color: Color(rgb: 0x33_41_55)))
    let host = TestHost(
      rootViewController: container, size: Size(width: 900, height: 300), rendering: .cairo)
    // Bands of two blues, four points each, stretched across the 44-point bar.
    let stripes = Image(pixelWidth: 1, pixelHeight: 11) { _, row in
      row % 2 == 0 ? Color(rgb: 0x1B_26_3B) : Color(rgb: 0x2E_4A_6F)
    }
    container.chromeAppearance = LayeredChromeAppearance(
      backgroundColor: Color(rgb: 0x1B_26_3B), backgroundImage: stripes,
      titleFont: .system(size: 20), titleColor: .white)
    let first = LayerPageViewController(title: "Layer 1", color: Color(rgb: 0x2E_86_AB))
    container.push(first, animated: false)
    let second = LayerPageViewController(title: "Layer 2", color: Color(rgb: 0xF2_8F_3B))
    container.push(second, animated: false) { item in
      item.chromeAppearance = LayeredChromeAppearance(titleColor: Color(rgb: 0xC0_39_2B))
    }
    try assertSnapshot(of: host, named: "layered-styled-chrome")
  }
}
