import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A page holding a tall scroll view; it saves its scroll position when it disappears and
/// restores it when its view loads again, as an app's page would.
@MainActor
private final class ScrollingPage: ViewController {
  let scrollView = ScrollView()
  private(set) var loadCount = 0
  private var savedOffset = Point.zero

  override func viewDidLoad() {
    loadCount += 1
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.contentSize = Size(width: 10, height: 3000)
    scrollView.contentOffset = savedOffset
    view.addSubview(scrollView)
  }

  override func viewDidDisappear(_ animated: Bool) {
    savedOffset = scrollView.contentOffset
  }
}

@Suite("PagesContainer keeps pages as they were left", .strictDiagnostics)
@MainActor
struct PagesStateTests {
  private func makeScene(count: Int) -> (TestHost, PagesContainer, [ScrollingPage]) {
    let pages = (0..<count).map { index in
      let page = ScrollingPage()
      page.title = "P\(index)"
      return page
    }
    let container = PagesContainer()
    container.viewControllers = pages
    let host = TestHost(rootViewController: container, size: Size(width: 320, height: 400))
    return (host, container, pages)
  }

  @Test("a page's scroll position survives going several pages away and back")
  func scrollPositionSurvives() throws {
    let (host, container, pages) = makeScene(count: 30)
    host.drag(from: Point(x: 160, y: 350), to: Point(x: 160, y: 150))
    host.settle()
    let offset = pages[0].scrollView.contentOffset
    #expect(offset.y > 100)
    for index in [1, 2, 3, 4] {
      container.setSelectedIndex(index, animated: true)
      host.settle()
    }
    #expect(pages[0].view.superview == nil)
    #expect(container.children.count <= 3)
    container.setSelectedIndex(0, animated: true)
    host.settle()
    #expect(pages[0].loadCount == 1)
    #expect(pages[0].scrollView.contentOffset == offset)
    try host.checkInvariants()
  }

  @Test("only the most recent pages keep their views; the rest unload, among many")
  func boundedCache() throws {
    let (host, container, pages) = makeScene(count: 40)
    for index in stride(from: 0, to: 40, by: 2) {
      container.setSelectedIndex(index, animated: true)
      host.settle()
    }
    let loaded = pages.filter(\.isViewLoaded).count
    #expect(loaded <= container.recentPageLimit + 3)
    #expect(!pages[0].isViewLoaded)
    #expect(pages[36].isViewLoaded)
    container.releaseCachedPages()
    #expect(!pages[36].isViewLoaded)
    #expect(pages[38].isViewLoaded)
    try host.checkInvariants()
  }

  @Test("a page unloaded under memory pressure comes back from what its controller saved")
  func unloadedPageRestores() throws {
    let (host, container, pages) = makeScene(count: 10)
    host.drag(from: Point(x: 160, y: 350), to: Point(x: 160, y: 200))
    host.settle()
    let offset = pages[0].scrollView.contentOffset
    container.setSelectedIndex(5, animated: false)
    host.settle()
    container.releaseCachedPages()
    #expect(!pages[0].isViewLoaded)
    container.setSelectedIndex(0, animated: false)
    host.settle()
    #expect(pages[0].loadCount == 2)
    #expect(pages[0].scrollView.contentOffset == offset)
    try host.checkInvariants()
  }

  @Test("the title strip can be dragged to reach distant titles without changing the page")
  func stripDrags() throws {
    let (host, container, pages) = makeScene(count: 30)
    let strip = container.topBar.scrollView
    #expect(strip.contentOffset.x == 0)
    host.drag(from: Point(x: 300, y: 22), to: Point(x: 40, y: 22))
    host.settle()
    let dragged = strip.contentOffset.x
    #expect(dragged > 200)
    #expect(container.selectedIndex == 0)
    let indicatorX = container.pageIndicatorView.center.x
    #expect(indicatorX < 0)

    // A title that was out of reach is now on screen: tap it.
    let target = try #require(
      container.topBar.itemViews.indices.first { index in
        let frame = container.topBar.itemViews[index].convert(
          container.topBar.itemViews[index].bounds, to: nil)
        return index > 4 && frame.minX > 20 && frame.maxX < 300
      })
    let item = container.topBar.itemViews[target]
    let center = item.convert(Point(x: item.bounds.midX, y: item.bounds.midY), to: nil)
    host.tap(at: center)
    host.settle()
    #expect(container.selectedIndex == target)
    #expect(pages[target].appearanceState == .appeared)
    #expect(isClose(strip.contentOffset.x, container.topBar.contentOffset(forItemAt: target).x))
    try host.checkInvariants()
  }
}
