import StrataDemos
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("Layered demo", .strictDiagnostics)
@MainActor
struct LayeredDemoTests {
  /// Taps the list's row `row` (44 points tall, from the top of the root layer).
  private func tapRow(_ row: Int, in host: TestHost) {
    host.tap(at: Point(x: 30, y: 22 + Double(row) * 44))
    host.settle()
  }

  @Test("rows push, pop, compress and resize; the delegate's calls show in the log line")
  func rows() throws {
    let demo = LayeredDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 1024, height: 700))
    let container = demo.container
    tapRow(0, in: host)
    #expect(container.viewControllers.map(\.title) == ["Layered", "Page 1"])
    tapRow(3, in: host)  // maximum width, in front of the list: replaces Page 1
    #expect(container.viewControllers.map(\.title) == ["Layered", "Page 2"])
    let wide = try #require(container.topViewController)
    #expect(wide.view.frame.width == 1024 - 64)
    tapRow(4, in: host)
    let custom = try #require(container.topViewController?.layeredNavigationItem)
    #expect(custom.titleView != nil && custom.rightBarButtonItem != nil)
    tapRow(2, in: host)
    #expect(container.topViewController?.layeredNavigationItem?.hasChrome == false)

    let start = try #require(demo.topLayerDragPoint)
    host.drag(from: start, to: Point(x: start.x + 120, y: start.y))
    host.settle()
    #expect(demo.logLabel.text == "Delegate: didMove Page 4")

    tapRow(7, in: host)
    #expect(container.topViewController?.layeredNavigationItem?.currentViewPosition.x == 64)
    tapRow(8, in: host)
    #expect(container.view.frame.width == 700)
    tapRow(8, in: host)
    #expect(container.view.frame.width == 900)
    tapRow(5, in: host)
    #expect(container.viewControllers.count == 1)
    try host.checkInvariants()
  }

  @Test("a hundred stacked layers draw the same four layers as four do, while dragged too")
  func hundredLayers() throws {
    let size = Size(width: 1920, height: 1080)
    let counts = [4, 100].map { count -> (all: Int, drawn: Int, dragged: Int, commands: Int) in
      let demo = LayeredDemoViewController(layerCount: count)
      let host = TestHost(rootViewController: demo, size: size)
      let views = demo.container.view.subviews
      let drawn = views.count { !$0.isHidden }
      host.beginDrag(at: Point(x: 640, y: 259))
      for step in 1...20 { host.moveDrag(to: Point(x: 640 + Double(step) * 40, y: 259)) }
      let dragged = views.count { !$0.isHidden }
      let commands = host.lastDisplayList.drawingCommands.count
      host.endDrag()
      host.settle()
      return (demo.container.viewControllers.count, drawn, dragged, commands)
    }
    #expect(counts[0].commands == counts[1].commands)
    #expect(counts[0].all == 4 && counts[1].all == 100)
    #expect(counts[0].drawn == 4 && counts[1].drawn == 4)
    #expect(counts[0].dragged == 4 && counts[1].dragged == 4)
  }
}
