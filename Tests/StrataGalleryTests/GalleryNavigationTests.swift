import StrataDemos
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataGallery

@Suite("Gallery navigation", .strictDiagnostics)
@MainActor
struct GalleryNavigationTests {
  private static func makeGallery(
    initialDemoIndex: Int? = nil
  ) -> (GalleryViewController, TestHost, TraceLog) {
    let log = TraceLog()
    let gallery = GalleryViewController(demos: DemoCatalog.all, initialDemoIndex: initialDemoIndex)
    log.tracer.attach(to: gallery)
    let host = TestHost(rootViewController: gallery, size: Size(width: 800, height: 600))
    host.settle()
    return (gallery, host, log)
  }

  private static func rowCenter(_ index: Int, in gallery: GalleryViewController) -> Point {
    let list = gallery.home.listView
    return list.convert(list.rectForRow(at: index).center, to: nil)
  }

  @Test("the home list shows one row per demo, with title, subtitle and a disclosure")
  func homeList() throws {
    let (gallery, host, log) = Self.makeGallery()
    defer { log.tracer.stop() }

    let list = gallery.home.listView
    #expect(list.rows.count == DemoCatalog.all.count)
    for (row, demo) in zip(list.rows, DemoCatalog.all) {
      #expect(row.title == demo.title)
      #expect(row.subtitle == demo.subtitle)
      #expect(row.accessory == .disclosureIndicator)
    }
    // Only the rows that reach into the list's bounds (and at most one more, ready to scroll
    // in) have views, however long the list.
    let reachable = list.rows.indices.filter { list.rectForRow(at: $0).intersects(list.bounds) }
    #expect((reachable.count...reachable.count + 1).contains(list.visibleRowViews.count))
    #expect(reachable.count >= min(DemoCatalog.all.count, 8))
    #expect(list.window === host.window)
    #expect(gallery.topBar.titleLabel.text == "Strata Gallery")
    #expect(gallery.topBar.backButton.isHidden)
    #expect(log.lines.first == #"{"event":"appear","title":"Strata Gallery"}"#)
    try host.checkInvariants()
  }

  @Test("tapping a row opens its demo: select, push, appear, and the home disappears")
  func tapOpensDemo() throws {
    let (gallery, host, log) = Self.makeGallery()
    defer { log.tracer.stop() }
    log.lines.removeAll()

    host.tap(at: Self.rowCenter(0, in: gallery))
    #expect(
      log.lines == [
        #"{"event":"select","title":"Toolkit"}"#, #"{"event":"push","title":"Toolkit"}"#,
        #"{"event":"appear","title":"Toolkit"}"#,
      ])
    let demo = try #require(gallery.presentedController as? ToolkitDemoViewController)
    #expect(demo.parent === gallery)
    #expect(gallery.isTransitioning)

    // Mid-slide, the demo is drawn between the trailing edge and its place.
    host.advance(by: GalleryViewController.slideDuration / 2)
    let midX = demo.view.presentation.center.x
    #expect(midX > 400 && midX < 400 + 800)
    #expect(demo.view.center.x == 400)
    try host.checkInvariants()

    host.settle()
    #expect(!gallery.isTransitioning)
    #expect(log.lines.last == #"{"event":"disappear","title":"Strata Gallery"}"#)
    #expect(gallery.home.viewIfLoaded?.window == nil)
    #expect(gallery.children.count == 2)
    #expect(gallery.children.first === gallery.home && gallery.children.last === demo)
    #expect(demo.view.frame == gallery.contentView.bounds)
    #expect(gallery.topBar.titleLabel.text == "Toolkit")
    #expect(!gallery.topBar.backButton.isHidden)
    try host.checkInvariants()
  }

  @Test(
    "Escape and Alt+Left go back: pop, the home appears, the demo disappears and leaves",
    arguments: [(Key.escape, KeyModifiers()), (Key.leftArrow, KeyModifiers.alternate)])
  func keyGoesBack(key: Key, modifiers: KeyModifiers) throws {
    let (gallery, host, log) = Self.makeGallery()
    defer { log.tracer.stop() }
    host.tap(at: Self.rowCenter(1, in: gallery))
    host.settle()
    let demo = try #require(gallery.presentedController)
    log.lines.removeAll()

    #expect(host.press(key: key, modifiers: modifiers))
    host.settle()

    #expect(
      log.lines == [
        #"{"event":"pop","title":"Sample scene"}"#, #"{"event":"appear","title":"Strata Gallery"}"#,
        #"{"event":"disappear","title":"Sample scene"}"#,
      ])
    #expect(gallery.presentedController == nil)
    #expect(demo.parent == nil)
    #expect(demo.viewIfLoaded?.superview == nil)
    #expect(gallery.children.count == 1)
    #expect(gallery.home.view.frame == gallery.contentView.bounds)
    #expect(gallery.topBar.backButton.isHidden)
    try host.checkInvariants()
  }

  @Test("after Back, the row the user came from stays selected: Return opens it again")
  func focusSurvivesBack() throws {
    let (gallery, host, log) = Self.makeGallery()
    defer { log.tracer.stop() }
    host.press(key: .downArrow)
    host.press(key: .downArrow)
    #expect(gallery.home.listView.selectedIndex == 1)
    host.press(key: .enter)
    host.settle()
    let first = try #require(gallery.presentedController)
    #expect(host.press(key: .escape))
    host.settle()
    #expect(gallery.home.listView.selectedIndex == 1)
    #expect(gallery.home.listView.isFirstResponder)

    log.lines.removeAll()
    host.press(key: .enter)
    host.settle()
    #expect(log.lines.first == #"{"event":"select","title":"\#(first.title ?? "")"}"#)
    #expect(host.press(key: .escape))
    host.settle()
    host.press(key: .downArrow)
    #expect(gallery.home.listView.selectedIndex == 2)
    try host.checkInvariants()
  }

  @Test("Return and Escape after the window rested slide the demo in and out over frames")
  func slidesAfterRest() throws {
    let (gallery, host, log) = Self.makeGallery()
    defer { log.tracer.stop() }
    host.press(key: .downArrow)
    host.settle()
    let demoX = { gallery.presentedController?.view.presentation.frame.minX ?? .nan }
    let push = host.motionAfterRest(of: demoX()) { host.press(key: .enter) }
    #expect(push.movesThroughFirstFrames(), "\(push)")
    #expect(push.frames.count >= Int(GalleryViewController.slideDuration * 60) - 1)
    #expect(push.end == 0)

    let homeX = { gallery.home.view.presentation.frame.minX }
    let pop = host.motionAfterRest(of: homeX()) { host.press(key: .escape) }
    #expect(pop.movesThroughFirstFrames(), "\(pop)")
    #expect(pop.end == 0)
    try host.checkInvariants()
  }

  @Test("Escape on the home screen does nothing; the back button goes back")
  func escapeOnHomeAndBackButton() throws {
    let (gallery, host, log) = Self.makeGallery()
    defer { log.tracer.stop() }
    #expect(!host.press(key: .escape))

    host.tap(at: Self.rowCenter(0, in: gallery))
    host.settle()
    let button = gallery.topBar.backButton
    host.tap(at: button.convert(button.bounds.center, to: nil))
    host.settle()
    #expect(gallery.presentedController == nil)
    #expect(log.lines.contains(#"{"event":"pop","title":"Toolkit"}"#))
    try host.checkInvariants()
  }

  @Test("Ctrl+Q calls the quit closure, on the home screen and in a demo")
  func controlQQuits() {
    let (gallery, host, log) = Self.makeGallery()
    defer { log.tracer.stop() }
    var quits = 0
    gallery.quit = { quits += 1 }
    #expect(host.press(key: "q", modifiers: .control))
    gallery.openDemo(at: 0, animated: false)
    #expect(host.press(key: "q", modifiers: .control))
    #expect(quits == 2)
  }

  @Test("in the pages and layered demos, the keys reach the containers")
  func demoKeys() throws {
    let (gallery, host, log) = Self.makeGallery()
    defer { log.tracer.stop() }
    let pagesRow = try #require(DemoCatalog.all.firstIndex { $0.name == "pages" })
    host.tap(at: Self.rowCenter(pagesRow, in: gallery))
    host.settle()
    let pages = try #require(gallery.presentedController as? PagesDemoViewController)
    #expect(pages.container.selectedIndex == 0)
    #expect(host.press(key: .pageDown, modifiers: .control))
    host.settle()
    #expect(pages.container.selectedIndex == 1)
    #expect(host.press(key: .escape))
    host.settle()

    let layeredRow = try #require(DemoCatalog.all.firstIndex { $0.name == "layered" })
    host.tap(at: Self.rowCenter(layeredRow, in: gallery))
    host.settle()
    let layered = try #require(gallery.presentedController as? LayeredDemoViewController)
    let layers = layered.container.viewControllers.count
    // The list's first row pushes a content layer; Alt+Left, the container's, pops it.
    host.press(key: .downArrow)
    host.press(key: .enter)
    host.settle()
    #expect(layered.container.viewControllers.count == layers + 1)
    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(layered.container.viewControllers.count == layers)
    #expect(gallery.presentedController === layered)
    try host.checkInvariants()
  }

  @Test("a demo given at launch opens directly, without the home list; back shows the list")
  func initialDemo() throws {
    let (gallery, host, log) = Self.makeGallery(initialDemoIndex: 1)
    defer { log.tracer.stop() }

    #expect(
      Array(log.lines.prefix(2)) == [
        #"{"event":"push","title":"Sample scene"}"#,
        #"{"event":"appear","title":"Sample scene"}"#,
      ])
    #expect(!log.lines.contains { $0.contains("select") })
    #expect(gallery.presentedController is SampleSceneViewController)
    #expect(gallery.home.viewIfLoaded?.window == nil)
    #expect(gallery.home.parent === gallery)
    try host.checkInvariants()

    host.press(key: .escape)
    host.settle()
    #expect(gallery.home.view.window === host.window)
    #expect(log.lines.contains(#"{"event":"appear","title":"Strata Gallery"}"#))
    try host.checkInvariants()
  }

  @Test("navigation asked for during a slide is ignored")
  func navigationDuringSlide() throws {
    let (gallery, host, log) = Self.makeGallery()
    defer { log.tracer.stop() }
    host.tap(at: Self.rowCenter(0, in: gallery))
    host.advance(by: 0.05)
    #expect(!gallery.goBack(animated: true))
    gallery.openDemo(at: 1, animated: true)
    #expect(gallery.presentedController is ToolkitDemoViewController)
    host.settle()
    #expect(gallery.goBack(animated: true))
    host.settle()
    try host.checkInvariants()
  }

  @Test("a resize is traced and lays out the bar and the demo at the new size")
  func resize() throws {
    let (gallery, host, log) = Self.makeGallery()
    defer { log.tracer.stop() }
    gallery.openDemo(at: 0, animated: false)
    host.resize(to: Size(width: 390, height: 500))
    host.settle()
    #expect(log.lines.last == #"{"event":"resize","height":500,"width":390}"#)
    #expect(gallery.topBar.frame.width == 390)
    #expect(gallery.presentedController?.view.frame.size == Size(width: 390, height: 452))
    try host.checkInvariants()
  }
}
