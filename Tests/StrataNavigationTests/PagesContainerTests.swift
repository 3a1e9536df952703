import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A page that counts its loads and logs its appearance.
@MainActor
private final class Page: LoggingViewController {
  private(set) var loadCount = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    loadCount += 1
  }
}

@MainActor
private struct PagesScene {
  let log: CallLog
  let container = PagesContainer()
  let pages: [Page]
  let host: TestHost

  static let titles = ["BEAVER", "BUCK DEER", "CAT", "REALLY CUTE LION"]

  init(titles: [String] = Self.titles, width: Double = 320) {
    let log = CallLog()
    self.log = log
    pages = titles.map { Page($0, log: log) }
    container.viewControllers = pages
    host = TestHost(
      rootViewController: container, size: Size(width: width, height: 400))
  }

  /// The appearance callbacks logged, without the containment ones.
  var appearance: [String] {
    log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
  }

  var itemColors: [Color] {
    container.topBar.itemViews.map { $0.titleColor(for: .normal) ?? .clear }
  }
}

/// 12-point titles advance 7.2 pt per character with the fixed-advance text system.
private func titleWidth(_ title: String) -> Double { Double(title.count) * 7.2 }

@Suite("PagesContainer", .strictDiagnostics)
@MainActor
struct PagesContainerTests {
  @Test("items are laid out from 30 pt, as wide as their titles, 30 pt apart")
  func topBarLayout() throws {
    let scene = PagesScene()
    let widths = PagesScene.titles.map(titleWidth)
    var x = 30.0
    for (index, item) in scene.container.topBar.itemViews.enumerated() {
      #expect(isClose(item.frame.minX, x))
      #expect(isClose(item.frame.width, widths[index]))
      x += widths[index] + 30
    }
    #expect(isClose(scene.container.topBar.contentWidth, x))
    // Other pages, other titles, measured once: the strip's width follows them.
    let log = CallLog()
    scene.container.viewControllers = [Page("One", log: log), Page("Twenty-two", log: log)]
    let twoTitles = 30 + titleWidth("One") + 30 + titleWidth("Twenty-two") + 30
    #expect(isClose(scene.container.topBar.contentWidth, twoTitles))
    scene.container.viewControllers = scene.pages
    #expect(isClose(scene.container.topBar.contentWidth, x))
    #expect(scene.container.topBar.frame == Rect(x: 0, y: 0, width: 320, height: 44))
    #expect(scene.container.pagesScrollView.frame == Rect(x: 0, y: 44, width: 320, height: 356))
    try scene.host.checkInvariants()
  }

  @Test(
    "the strip's offset for item i is i × (content − bar) / (n − 1), and the indicator sits under it"
  )
  func offsetsAndIndicator() {
    let scene = PagesScene()
    let bar = scene.container.topBar
    let scrollable = bar.contentWidth - 320
    for index in 0..<4 {
      #expect(isClose(bar.contentOffset(forItemAt: index).x, Double(index) * scrollable / 3))
    }
    let indicator = scene.container.pageIndicatorView
    #expect(indicator.bounds.size == Size(width: 22, height: 9))
    #expect(isClose(indicator.center.x, 30 + titleWidth("BEAVER") / 2))
    #expect(isClose(indicator.center.y, 44 - 2 + 4.5))

    scene.container.selectedIndex = 2
    let item = bar.itemViews[2].frame
    #expect(isClose(bar.scrollView.contentOffset.x, 2 * scrollable / 3))
    #expect(isClose(indicator.center.x, item.midX - 2 * scrollable / 3))
    #expect(isClose(bar.center(forItemAt: 2).x, indicator.center.x))
    #expect(scene.itemColors[2] == .white)
    #expect(scene.itemColors[0] == .lightGray)
  }

  @Test("a bar wider than its items centres them and never scrolls; one page never scrolls")
  func centredStrip() {
    let wide = PagesScene(width: 600)
    let bar = wide.container.topBar
    #expect(isClose(bar.scrollView.frame.minX, ((600 - bar.contentWidth) / 2).rounded()))
    #expect(bar.contentOffset(forItemAt: 3) == .zero)
    let single = PagesScene(titles: ["ONLY"])
    #expect(single.container.topBar.contentOffset(forItemAt: 0) == .zero)
  }

  @Test("mid-swipe the two titles' colours, the strip and the indicator interpolate")
  func midSwipeInterpolation() throws {
    let scene = PagesScene()
    let bar = scene.container.topBar
    let start0 = bar.center(forItemAt: 0).x
    let start1 = bar.center(forItemAt: 1).x
    scene.host.beginDrag(at: Point(x: 250, y: 200))
    for step in 1...8 { scene.host.moveDrag(to: Point(x: 250 - Double(step) * 10, y: 200)) }
    let fraction = 80.0 / 320
    let colors = scene.itemColors
    #expect(
      isClose(colors[0].red, Color.white.interpolated(to: .lightGray, fraction: fraction).red))
    #expect(
      isClose(colors[1].red, Color.lightGray.interpolated(to: .white, fraction: fraction).red))
    #expect(colors[2] == .lightGray)
    let offset1 = bar.contentOffset(forItemAt: 1).x
    #expect(isClose(bar.scrollView.contentOffset.x, offset1 * fraction))
    #expect(
      isClose(
        scene.container.pageIndicatorView.center.x, start0 + (start1 - start0) * fraction))
    scene.host.cancelDrag()
    scene.host.settle()
    try scene.host.checkInvariants()
  }

  @Test("pages within half a device pixel of rest present no more frames for the titles")
  func settlingPresentsNoInvisibleFrames() throws {
    let scene = PagesScene(width: 1920)
    let pages = scene.container.pagesScrollView
    let window = scene.host.window
    scene.host.drag(from: Point(x: 1500, y: 200), to: Point(x: 900, y: 200), duration: 0.5)
    var framesNearRest = 0
    var frames = 0
    while window.needsRender, frames < 600 {
      scene.host.advance(by: 1.0 / 60)
      frames += 1
      // The pages' layer no longer moves; the spring's last fraction of a point runs out.
      let nearRest = abs(pages.contentOffset.x - 1920) * window.scale < 0.5
      if nearRest, !window.lastDamagedRect.isNull { framesNearRest += 1 }
    }
    #expect(scene.container.selectedIndex == 1)
    #expect(frames > 5 && frames < 600)
    // The frame in which the titles and the indicator take their resting state, and the
    // spring's last one, which puts the pages exactly on their page. Before, eight frames
    // presented the titles' and the indicator's creeping.
    #expect(framesNearRest <= 2)
    #expect(scene.itemColors == [.lightGray, .white, .lightGray, .lightGray])
    let indicator = scene.container.pageIndicatorView
    #expect(
      isClose(indicator.center.x, scene.container.topBar.center(forItemAt: 1).x, tolerance: 1e-9))
    try scene.host.checkInvariants()
  }

  @Test("a swipe sends viewWillAppear as the page starts to show and viewDidAppear as it settles")
  func swipeCallbacks() throws {
    let scene = PagesScene()
    scene.log.clear()
    scene.host.beginDrag(at: Point(x: 250, y: 200))
    scene.host.moveDrag(to: Point(x: 230, y: 200))
    scene.host.moveDrag(to: Point(x: 200, y: 200))
    #expect(scene.appearance == ["BEAVER.willDisappear", "BUCK DEER.willAppear"])
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.container.selectedIndex == 1)
    #expect(
      scene.appearance == [
        "BEAVER.willDisappear", "BUCK DEER.willAppear", "BEAVER.didDisappear",
        "BUCK DEER.didAppear",
      ])

    scene.log.clear()
    scene.host.beginDrag(at: Point(x: 250, y: 200))
    for step in 1...4 { scene.host.moveDrag(to: Point(x: 250 - Double(step) * 10, y: 200)) }
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.container.selectedIndex == 1)
    #expect(
      scene.appearance == [
        "BUCK DEER.willDisappear", "CAT.willAppear", "CAT.willDisappear", "CAT.didDisappear",
        "BUCK DEER.willAppear", "BUCK DEER.didAppear",
      ])
    try scene.host.checkInvariants()
  }

  @Test("only the selected page and its neighbours are loaded, even among a thousand")
  func lazyLoading() throws {
    let titles = (0..<1000).map { "P\($0)" }
    let scene = PagesScene(titles: titles)
    #expect(scene.pages.filter(\.isViewLoaded).count == 2)
    #expect(scene.container.children.count == 2)
    scene.container.selectedIndex = 500
    scene.host.render()
    let loaded = scene.pages.indices.filter { scene.pages[$0].isViewLoaded }
    // Page 0 was shown last, so its view is kept (out of the hierarchy) for its return.
    #expect(loaded == [0, 499, 500, 501])
    #expect(scene.container.children.count == 3)
    #expect(scene.pages[0].view.superview == nil)
    #expect(scene.pages[1].isViewLoaded == false)
    #expect(scene.pages[500].appearanceState == .appeared)
    #expect(scene.pages[0].appearanceState == .disappeared)
    try scene.host.checkInvariants()
  }

  @Test("selecting a page far away animates only the current and the target page")
  func skipIntermediatePages() throws {
    let scene = PagesScene()
    scene.log.clear()
    scene.container.setSelectedIndex(3, animated: true)
    var drawnTitles: Set<String> = []
    // The selection animates for 0.3 s: look at every frame but the last.
    for _ in 0..<17 {
      scene.host.advance(by: 1.0 / 60.0)
      #expect(scene.pages[1].viewIfLoaded?.window == nil)
      #expect(!scene.pages[2].isViewLoaded)
      for page in scene.pages where page.viewIfLoaded?.window != nil {
        drawnTitles.insert(page.name)
      }
    }
    scene.host.settle()
    #expect(drawnTitles == ["BEAVER", "REALLY CUTE LION"])
    #expect(scene.pages[2].loadCount == 1)  // loaded as the neighbour once it settled
    #expect(scene.container.selectedIndex == 3)
    #expect(scene.container.pagesScrollView.contentOffset.x == 3 * 320)
    #expect(scene.pages[3].view.frame.minX == 3 * 320)
    #expect(
      scene.appearance == [
        "BEAVER.willDisappear", "REALLY CUTE LION.willAppear", "BEAVER.didDisappear",
        "REALLY CUTE LION.didAppear",
      ])
    try scene.host.checkInvariants()
  }

  @Test("tapping a title selects it; the keyboard moves between pages")
  func tapAndKeys() {
    let scene = PagesScene()
    let item = scene.container.topBar.itemViews[1]
    let center = item.convert(Point(x: item.bounds.midX, y: item.bounds.midY), to: nil)
    scene.host.tap(at: center)
    scene.host.settle()
    #expect(scene.container.selectedIndex == 1)
    #expect(scene.container.becomeFirstResponder())
    scene.host.press(key: .tab, modifiers: .control)
    scene.host.settle()
    #expect(scene.container.selectedIndex == 2)
    scene.host.press(key: .pageUp, modifiers: .control)
    scene.host.settle()
    scene.host.press(key: .tab, modifiers: [.control, .shift])
    scene.host.settle()
    #expect(scene.container.selectedIndex == 0)
  }

  @Test("adding, removing and reordering pages keeps the selected controller selected")
  func runtimeChanges() throws {
    let scene = PagesScene()
    scene.container.selectedIndex = 2
    let cat = scene.pages[2]
    scene.container.viewControllers = scene.pages.reversed()
    #expect(scene.container.selectedIndex == 1)
    #expect(
      scene.container.topBar.itemViews.map { $0.currentTitle } == PagesScene.titles.reversed())
    scene.host.render()
    #expect(cat.appearanceState == .appeared)
    scene.container.viewControllers = [scene.pages[0], scene.pages[1]]
    #expect(scene.container.selectedIndex == 1)
    #expect(cat.parent == nil)
    #expect(cat.appearanceState == .disappeared)
    scene.host.render()
    #expect(scene.pages[1].appearanceState == .appeared)
    scene.pages[1].title = "ELK"
    #expect(scene.container.topBar.itemViews[1].currentTitle == "ELK")
    try scene.host.checkInvariants()
  }

  @Test("an index out of range never crashes and changes nothing, as in the tab bar controller")
  func misuse() {
    let scene = PagesScene()
    #expect(throws: PagesContainerError.indexOutOfRange(9, count: 4)) {
      try scene.container.trySetSelectedIndex(9, animated: true)
    }
    #expect(scene.container.selectedIndex == 0)
    scene.container.selectedIndex = 2
    #expect(scene.container.lastError == nil)
    expectDiagnostic(containing: "page index 9 is out of range") {
      scene.container.selectedIndex = 9
    }
    #expect(scene.container.selectedIndex == 2)
    #expect(scene.container.lastError == .indexOutOfRange(9, count: 4))
    expectDiagnostic(containing: "page index -2 is out of range") {
      scene.container.selectedIndex = -2
    }
    #expect(scene.container.selectedIndex == 2)
    #expect(scene.container.lastError == .indexOutOfRange(-2, count: 4))
    scene.container.setSelectedIndex(1, animated: false)
    #expect(scene.container.selectedIndex == 1)
    #expect(scene.container.lastError == nil)
  }

  @Test("right to left reverses the pages and the strip")
  func rightToLeft() {
    let scene = PagesScene()
    scene.host.window.layoutDirection = .rightToLeft
    scene.host.render()
    let items = scene.container.topBar.itemViews
    #expect(items[3].frame.minX == 30)
    #expect(items[0].frame.maxX > items[1].frame.maxX)
    #expect(scene.container.pagesScrollView.contentOffset.x == 3 * 320)
    scene.host.drag(from: Point(x: 60, y: 200), to: Point(x: 260, y: 200))
    scene.host.settle()
    #expect(scene.container.selectedIndex == 1)
  }

  @Test("a resize keeps the selected page in place")
  func resizeKeepsPage() {
    let scene = PagesScene()
    scene.container.selectedIndex = 2
    scene.host.resize(to: Size(width: 500, height: 400))
    #expect(scene.container.pagesScrollView.contentOffset.x == 2 * 500)
    #expect(scene.pages[2].view.frame == Rect(x: 1000, y: 0, width: 500, height: 356))
  }

  @Test("a pages container is released when dropped")
  func releases() {
    weak var weakContainer: PagesContainer?
    do {
      let scene = PagesScene()
      scene.host.drag(from: Point(x: 250, y: 200), to: Point(x: 60, y: 200))
      scene.host.settle()
      weakContainer = scene.container
    }
    #expect(weakContainer == nil)
  }
}
