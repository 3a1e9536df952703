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
    let host = HeadlessHost(rootViewController: demo, size: Size(width: 480, height: 360))
    _ = try host.renderImage()
    var time = host.clock.now
    host.window.send(
      PointerEvent(id: 1, phase: .began, location: Point(x: 400, y: 200), timestamp: time))
    for step in 1...12 {
      host.advance(by: 1.0 / 60.0)
      time = host.clock.now
      host.window.send(
        PointerEvent(
          id: 1, phase: .moved, location: Point(x: 400 - Double(step) * 15, y: 200),
          timestamp: time))
    }
    #expect(demo.container.pagesScrollView.contentOffset.x == 180)
    try assertSnapshot(of: host, named: "pages-mid-swipe")
    host.window.send(
      PointerEvent(id: 1, phase: .cancelled, location: Point(x: 220, y: 200), timestamp: time))
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
