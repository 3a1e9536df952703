import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// The rest of TOSplitViewController's API: `init()` with a settable list, removing a column
/// with `nil`, a secondary and a detail in one call, `show(_:sender:)`, and the maximum widths.
@Suite("SplitViewController: TOSplitViewController's API", .strictDiagnostics)
@MainActor
struct SplitOriginalAPITests {
  private func titles(_ controllers: [ViewController]) -> [String] {
    controllers.map { $0.title ?? "?" }
  }

  @Test("init() shows a blank primary until viewControllers is set")
  func initThenSetViewControllers() throws {
    let log = CallLog()
    let split = SplitViewController()
    #expect(split.lastError == nil)
    #expect(split.viewControllers.count == 1)
    let blank = split.primaryViewController
    let controllers = ["P", "S", "D"].map { LoggingViewController($0, log: log) }
    split.viewControllers = controllers
    #expect(split.lastError == nil)
    #expect(titles(split.viewControllers) == ["P", "S", "D"])
    #expect(blank.parent == nil)
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    #expect(titles(split.visibleViewControllers) == ["P", "S", "D"])
    #expect(split.visibleViewControllers.map(\.view.frame.width) == [296, 325, 479])
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)
  }

  @Test("setting viewControllers on a shown split replaces the columns without animation")
  func setViewControllersWhileShown() throws {
    let scene = SplitScene()
    let next = LoggingViewController("N", log: scene.log)
    scene.log.clear()
    scene.split.viewControllers = [scene.primary, next]
    #expect(titles(scene.split.visibleViewControllers) == ["P", "N"])
    #expect(scene.widths == [400, 700])
    #expect(scene.secondary.parent == nil && scene.detail.parent == nil)
    #expect(scene.secondary.appearanceState == .disappeared)
    #expect(next.appearanceState == .appeared)
    #expect(!scene.host.window.hasAnimationsInFlight)
    try scene.check()
  }

  @Test("a new list on a collapsed split gives the old columns their stacks back")
  func setViewControllersWhileCollapsed() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 500)
    let next = NavigationController(rootViewController: LoggingViewController("N1", log: scene.log))
    scene.split.viewControllers = [scene.primary, next]
    #expect(!scene.primary.isTransitioning)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "N1"])
    #expect(NavigationSplitScene.titles(scene.secondary) == ["S1", "S2"])
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1"])
    #expect(scene.secondary.parent == nil && scene.detail.parent == nil)
    try scene.check()
    try scene.resize(to: 1100)
    #expect(scene.split.visibleViewControllers.count == 2)
    #expect(scene.split.detailViewController === next)
    #expect(NavigationSplitScene.titles(next) == ["N1"])
  }

  @Test("a list that cannot be shown is refused and changes nothing; the try variant throws")
  func setViewControllersMisuse() throws {
    let scene = SplitScene()
    let before = scene.split.viewControllers
    let log = scene.log
    let four = (1...4).map { LoggingViewController("C\($0)", log: log) }
    let other = NavigationController(rootViewController: LoggingViewController("X", log: log))
    let foreign = LoggingViewController("F", log: log)
    other.push(foreign, animated: false)
    let cases: [([ViewController], SplitViewControllerError)] = [
      ([], .emptyList), (four, .tooManyControllers(4)),
      ([scene.primary, scene.detail, scene.detail], .duplicateController),
      ([scene.primary, foreign], .hasAnotherParent),
      ([scene.primary, scene.split], .hasAnotherParent),
    ]
    for (list, error) in cases {
      expectDiagnostic { scene.split.viewControllers = list }
      #expect(scene.split.lastError == error)
      let unchanged = scene.split.viewControllers.elementsEqual(before) { $0 === $1 }
      #expect(unchanged)
      #expect(throws: error) { try scene.split.trySetViewControllers(list) }
    }
    #expect(foreign.parent === other)
    try scene.check()
  }

  @Test("a list set during a show's push is applied when the push ends")
  func setViewControllersDuringPush() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 500)
    let next = LoggingViewController("N", log: scene.log)
    scene.primary.showDetail(next, sender: nil)
    scene.split.viewControllers = [scene.primary, scene.detail]
    scene.host.advance(by: 0.1)
    #expect(scene.split.viewControllers.count == 3)
    scene.host.settle()
    try scene.check()
    #expect(scene.split.viewControllers.count == 2)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "D1"])
    #expect(NavigationSplitScene.titles(scene.secondary) == ["S1", "S2"])
    #expect(next.parent == nil)
  }

  @Test("showDetail(nil) takes the detail away: the secondary becomes the detail of two")
  func showDetailNil() throws {
    let scene = SplitScene()
    scene.secondary.showDetail(nil, sender: nil)
    #expect(scene.split.lastError == nil)
    #expect(titles(scene.split.viewControllers) == ["P", "S"])
    #expect(titles(scene.split.visibleViewControllers) == ["P", "S"])
    #expect(scene.widths == [400, 700])
    #expect(scene.detail.parent == nil && scene.detail.appearanceState == .disappeared)
    try scene.check()
    scene.split.showDetail(nil, sender: nil)
    #expect(titles(scene.split.viewControllers) == ["P"])
    scene.split.showDetail(nil, sender: nil)
    #expect(titles(scene.split.viewControllers) == ["P"])
    try scene.check()
  }

  @Test("showSecondary(nil) takes the secondary away and keeps the detail")
  func showSecondaryNil() throws {
    let scene = SplitScene()
    scene.detail.showSecondary(nil, sender: nil)
    #expect(titles(scene.split.viewControllers) == ["P", "D"])
    #expect(scene.widths == [400, 700])
    #expect(scene.secondary.parent == nil)
    scene.detail.showSecondary(nil, sender: nil)
    #expect(titles(scene.split.viewControllers) == ["P", "D"])
    try scene.check()
  }

  @Test("collapsed, showDetail(nil) gives the detail its stack back and keeps the secondary's")
  func showDetailNilCollapsed() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 500)
    scene.primary.showDetail(nil, sender: nil)
    scene.host.settle()
    try scene.check()
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1", "S2"])
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1"])
    #expect(scene.detail.parent == nil)
    #expect(scene.split.viewControllers.count == 2)
    try scene.resize(to: 1100)
    #expect(scene.split.detailViewController === scene.secondary)
    #expect(NavigationSplitScene.titles(scene.secondary) == ["S1", "S2"])
  }

  @Test("showSecondary(_:setDetail:) fills a split of one with three columns")
  func showSecondarySetDetailWide() throws {
    let log = CallLog()
    let primary = LoggingViewController("P", log: log)
    let split = SplitViewController(viewControllers: [primary])
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    let secondary = LoggingViewController("Z", log: log)
    let detail = LoggingViewController("D", log: log)
    primary.showSecondary(secondary, setDetail: detail, sender: nil)
    #expect(split.lastError == nil)
    #expect(titles(split.viewControllers) == ["P", "Z", "D"])
    #expect(titles(split.visibleViewControllers) == ["P", "Z", "D"])
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)

    primary.showSecondary(nil, setDetail: detail, sender: nil)
    #expect(titles(split.viewControllers) == ["P", "D"])
    primary.showSecondary(secondary, setDetail: nil, sender: nil)
    #expect(titles(split.viewControllers) == ["P", "Z"])
    primary.showSecondary(nil, setDetail: nil, sender: nil)
    #expect(titles(split.viewControllers) == ["P"])
    try SplitScene.checkAgreement(of: split)

    expectDiagnostic { primary.showSecondary(detail, setDetail: detail, sender: nil) }
    #expect(split.lastError == .duplicateController)
  }

  @Test("collapsed, showSecondary(_:setDetail:) pushes the secondary and installs the detail")
  func showSecondarySetDetailCollapsed() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 500)
    let secondary = LoggingViewController("Z", log: scene.log)
    let detail = LoggingViewController("N", log: scene.log)
    scene.primary.showSecondary(secondary, setDetail: detail, sender: nil)
    #expect(scene.primary.isTransitioning)
    scene.host.settle()
    try scene.check()
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "Z"])
    #expect(detail.parent == nil)
    #expect(NavigationSplitScene.titles(scene.secondary) == ["S1", "S2"])
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1"])
    #expect(titles(scene.split.viewControllers) == ["?", "Z", "N"])
    try scene.resize(to: 1100)
    #expect(titles(scene.split.visibleViewControllers) == ["?", "Z", "N"])
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1"])
  }

  @Test("show(_:sender:) pushes onto the nearest navigation controller, animated")
  func showPushes() throws {
    let scene = NavigationSplitScene()
    let next = LoggingViewController("X", log: scene.log)
    try #require(scene.detail.topViewController).show(next, sender: nil)
    #expect(scene.detail.isTransitioning)
    scene.host.settle()
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1", "X"])
    let other = LoggingViewController("Y", log: scene.log)
    scene.secondary.show(other, sender: nil)
    scene.host.settle()
    #expect(NavigationSplitScene.titles(scene.secondary) == ["S1", "S2", "Y"])
    try scene.check()

    let plain = SplitScene()
    expectDiagnostic(containing: "outside any navigation controller") {
      plain.detail.show(LoggingViewController("Z", log: plain.log), sender: nil)
    }
    #expect(plain.split.viewControllers.count == 3)
  }

  @Test("a primary maximum width below the minimum wins, as in TOSplitViewController")
  func primaryMaximumBelowMinimum() throws {
    let scene = SplitScene(width: 800)
    #expect(scene.widths == [304, 496])
    scene.split.primaryColumnMaximumWidth = 200
    scene.host.render()
    #expect(scene.widths == [200, 600])
    #expect(scene.split.possibleNumberOfColumns(forWidth: 800) == 2)
    try scene.check()
  }

  @Test("the secondary maximum width caps the secondary in three columns; none by default")
  func secondaryMaximumWidth() throws {
    let scene = SplitScene()
    #expect(scene.split.secondaryColumnMaximumWidth == .infinity)
    scene.split.secondaryColumnMaximumWidth = 300
    scene.host.render()
    #expect(scene.widths == [296, 300, 504])
    scene.split.setPrimaryHidden(true, animated: false)
    #expect(scene.split.visibleViewControllers.map(\.view.frame.width) == [300, 800])
    try scene.check()
  }
}
