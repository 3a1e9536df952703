import StrataCairo
import StrataDemos
import StrataKit
import StrataNavigation
import StrataTesting
import Testing

@Suite("PagesContainer snapshots", .strictDiagnostics)
@MainActor
struct PagesSnapshotTests {
  @Test("mid-swipe, two animals share the page and the indicator sits between their titles")
  func midSwipe() throws {
    let demo = PagesDemoViewController()
    let host = TestHost(
      rootViewController: demo, size: Size(width: 480, height: 360), rendering: .cairo)
    _ = try host.renderImage()
    host.beginDrag(at: Point(x: 400, y: 200))
    for step in 1...12 {
      host.moveDrag(to: Point(x: 400 - Double(step) * 15, y: 200))
    }
    #expect(demo.container.pagesScrollView.contentOffset.x == 180)
    try assertSnapshot(of: host, named: "pages-mid-swipe")
    host.cancelDrag()
  }

  @Test("the demo with thirty pages scrolls its strip with the pages")
  func thirtyPages() throws {
    let demo = PagesDemoViewController(pageCount: 30)
    let host = TestHost(rootViewController: demo, size: Size(width: 480, height: 360))
    demo.container.setSelectedIndex(15, animated: true)
    host.settle()
    let bar = demo.container.topBar
    #expect(bar.contentWidth > 480)
    #expect(bar.scrollView.contentOffset.x == bar.contentOffset(forItemAt: 15).x)
    #expect(bar.scrollView.contentOffset.x > 0)
    try host.checkInvariants()
  }
}
