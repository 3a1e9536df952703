import StrataCairo
import StrataDemos
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("CrossNavigationController snapshots", .strictDiagnostics)
@MainActor
struct CrossSnapshotTests {
  /// A centre screen with a coloured destination on every side.
  private func makeCross() -> CrossNavigationController {
    func screen(_ title: String, _ rgb: UInt32) -> () -> ViewController {
      {
        CrossDemoScreenViewController(
          title: title, color: Color(rgb: rgb), hint: "Came in from the \(title.lowercased()).")
      }
    }
    let centre = CrossDemoScreenViewController(
      title: "Centre", color: Color(rgb: 0x33_4E_68), hint: "Drag toward any side.",
      destinations: [
        .left: screen("Left", 0x81_B2_9A), .top: screen("Top", 0x3D_A5_D9),
        .right: screen("Right", 0xE0_7A_5F), .bottom: screen("Bottom", 0xB0_8A_3E),
      ])
    return CrossNavigationController(rootViewController: centre)
  }

  @Test(
    "mid-drag, the screen from each side follows the finger with its percent bar",
    arguments: CrossDirection.allCases)
  func midDrag(direction: CrossDirection) throws {
    let cross = makeCross()
    let host = TestHost(
      rootViewController: cross, size: Size(width: 400, height: 300), rendering: .cairo)
    _ = try host.renderImage()

    // A finger moving away from the side asks for it.
    let finger = direction.opposite
    let unit: Point =
      switch finger {
      case .left: Point(x: -1, y: 0)
      case .right: Point(x: 1, y: 0)
      case .top: Point(x: 0, y: -1)
      case .bottom: Point(x: 0, y: 1)
      }
    let start = Point(x: 200, y: 150) + unit * -72
    host.beginDrag(at: start)
    for step in 1...12 {
      host.moveDrag(to: start + unit * (Double(step) * 12))
    }
    #expect(cross.view.subviews.count == 2)
    let incoming = try #require(cross.view.subviews.last)
    #expect(incoming.frame.origin != .zero)
    #expect(cross.isTransitioning)

    try assertSnapshot(of: host, named: "cross-mid-drag-\(direction)")
    host.cancelDrag()
  }
}
