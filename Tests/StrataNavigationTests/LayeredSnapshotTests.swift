import StrataCairo
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("LayeredNavigationController snapshots", .strictDiagnostics)
@MainActor
struct LayeredSnapshotTests {
  @Test("four layers mid-drag: the top one pulls the one below, shadows and chrome show")
  func midDrag() throws {
    let container = LayeredNavigationController(
      rootViewController: SnapshotPageViewController(
        title: "Root", color: Color(rgb: 0x33_41_55), metrics: .layered))
    let host = TestHost(
      rootViewController: container, size: Size(width: 900, height: 500), rendering: .cairo)
    let colors: [UInt32] = [0x2E_86_AB, 0xF2_8F_3B, 0x3B_B2_73]
    var anchor: ViewController?
    for (index, color) in colors.enumerated() {
      let page = SnapshotPageViewController(
        title: "Layer \(index + 1)", color: Color(rgb: color), metrics: .layered)
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
      rootViewController: SnapshotPageViewController(
        title: "Root", color: Color(rgb: 0x33_41_55), metrics: .layered))
    let host = TestHost(
      rootViewController: container, size: Size(width: 900, height: 300), rendering: .cairo)
    // Bands of two blues, four points each, stretched across the 44-point bar.
    let stripes = Image(pixelWidth: 1, pixelHeight: 11) { _, row in
      row % 2 == 0 ? Color(rgb: 0x1B_26_3B) : Color(rgb: 0x2E_4A_6F)
    }
    container.chromeAppearance = LayeredChromeAppearance(
      backgroundColor: Color(rgb: 0x1B_26_3B), backgroundImage: stripes,
      titleFont: .system(size: 20), titleColor: .white)
    let first = SnapshotPageViewController(
      title: "Layer 1", color: Color(rgb: 0x2E_86_AB), metrics: .layered)
    container.push(first, animated: false)
    let second = SnapshotPageViewController(
      title: "Layer 2", color: Color(rgb: 0xF2_8F_3B), metrics: .layered)
    container.push(second, animated: false) { item in
      item.chromeAppearance = LayeredChromeAppearance(titleColor: Color(rgb: 0xC0_39_2B))
    }
    try assertSnapshot(of: host, named: "layered-styled-chrome")
  }
}
