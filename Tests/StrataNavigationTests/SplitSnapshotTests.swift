import StrataCairo
import StrataDemos
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("SplitViewController snapshots", .strictDiagnostics)
@MainActor
struct SplitSnapshotTests {
  @Test("the demo at 600, 800 and 1100 points shows one, two and three columns")
  func threeWidths() throws {
    let demo = SplitDemoViewController()
    let host = TestHost(
      rootViewController: demo, size: Size(width: 1100, height: 420), rendering: .cairo)
    _ = try host.renderImage()
    for (width, columns) in [(600.0, 1), (800, 2), (1100, 3)] {
      host.resize(to: Size(width: width, height: 420))
      _ = try host.renderImage()
      host.advance(by: 1)
      #expect(demo.split.visibleViewControllers.count == columns)
      try assertSnapshot(of: host, named: "split-\(Int(width))")
    }
  }
}
