import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// Showing controllers into columns collapsed into the primary, and collapsing columns whose
/// navigation controllers are busy.
@Suite("SplitViewController showing into collapsed columns", .strictDiagnostics)
@MainActor
struct SplitCollapsedShowTests {
  @Test("a secondary shown in a one-column split of two controllers stays in the one column")
  func secondaryIntoOneColumnOfTwo() throws {
    let log = CallLog()
    let primary = SizeLoggingViewController("P", log: log, color: .red)
    let detail = SizeLoggingViewController("D", log: log, color: .blue)
    let split = SplitViewController(viewControllers: [primary, detail])
    let host = TestHost(rootViewController: split, size: Size(width: 500, height: 600))
    host.settle()
    let secondary = SizeLoggingViewController("Z", log: log, color: .green)
    split.showSecondary(secondary, sender: nil)
    host.settle()
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)
    #expect(split.viewControllers.map(\.title) == ["P", "Z", "D"])
    #expect(split.visibleViewControllers.map(\.title) == ["P"])
    #expect(split.visibleViewControllers.map(\.view.frame.width) == [500])
    #expect(secondary.parent == nil && detail.parent == nil)

    host.resize(to: Size(width: 800, height: 600))
    host.settle()
    try SplitScene.checkAgreement(of: split)
    #expect(split.visibleViewControllers.map(\.title) == ["P", "D"])
    host.resize(to: Size(width: 1100, height: 600))
    host.settle()
    try SplitScene.checkAgreement(of: split)
    #expect(split.visibleViewControllers.map(\.title) == ["P", "Z", "D"])
    #expect(split.visibleViewControllers.map(\.view.frame.width) == [296, 325, 479])
  }

  @Test("a secondary shown in a one-column split of two is pushed onto the primary's stack")
  func secondaryPushedInOneColumnOfTwo() throws {
    let scene = NavigationSplitScene(columns: 2, width: 500)
    scene.host.settle()
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "D1"])
    let next = LoggingViewController("Z", log: scene.log)
    scene.primary.topViewController?.showSecondary(next, sender: nil)
    scene.host.settle()
    try scene.check()
    #expect(scene.split.visibleViewControllers.count == 1)
    // The detail belonged to the selection the new secondary replaces: it waits, with its
    // stack, until the split widens.
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "Z"])
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1"])
    #expect(scene.detail.parent == nil)
    #expect(next.appearanceState == .appeared)

    try scene.resize(to: 800)
    #expect(scene.split.visibleViewControllers.count == 2)
    #expect(scene.split.detailViewController === scene.detail)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "Z"])
    try scene.resize(to: 1100)
    #expect(scene.split.secondaryViewController === next)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1"])
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1"])
  }

  @Test("narrowing while the detail's navigation controller pushes moves its whole stack")
  func narrowingDuringDetailPush() throws {
    let scene = NavigationSplitScene()
    let pushed = LoggingViewController("D2", log: scene.log)
    scene.detail.push(pushed, animated: true)
    scene.host.advance(by: 0.1)
    scene.host.resize(to: Size(width: 500, height: 600))
    try scene.check()
    scene.host.settle()
    try scene.check()
    #expect(scene.split.visibleViewControllers.count == 1)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1", "S2", "D1", "D2"])
    #expect(scene.detail.viewControllers.isEmpty)
    #expect(pushed.parent === scene.primary)
    #expect(pushed.appearanceState == .appeared)
    #expect(pushed.view.window != nil)

    try scene.resize(to: 1100)
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1", "D2"])
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1"])
  }

  @Test("narrowing while the secondary's navigation controller pops moves what the pop leaves")
  func narrowingDuringSecondaryPop() throws {
    let scene = NavigationSplitScene()
    _ = scene.secondary.pop(animated: true)
    scene.host.advance(by: 0.1)
    scene.host.resize(to: Size(width: 800, height: 600))
    scene.host.settle()
    try scene.check()
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1"])
    #expect(scene.secondary.viewControllers.isEmpty)
    try scene.resize(to: 1100)
    #expect(NavigationSplitScene.titles(scene.secondary) == ["S1"])
  }
}

/// Shows into collapsed columns animate as pushes; resizes merge without animation.
@Suite("SplitViewController animated shows into collapsed columns", .strictDiagnostics)
@MainActor
struct SplitAnimatedShowTests {
  @Test("showDetail in one column pushes the new detail onto the primary with the push animation")
  func showDetailPushesAnimated() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 500)
    let next = LoggingViewController("N", log: scene.log)
    scene.primary.topViewController?.showDetail(next, sender: nil)
    #expect(scene.primary.isTransitioning)
    scene.host.advance(by: 0.15)
    try scene.check()
    let x = next.view.presentation.frame.minX
    #expect(x > 0 && x < 500)
    scene.host.settle()
    try scene.check()
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1", "S2", "N"])
    #expect(next.view.presentation.frame.minX == 0)
    #expect(next.appearanceState == .appeared)
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1"])
  }

  @Test("showSecondary in two columns pushes the new secondary onto the primary, animated")
  func showSecondaryPushesAnimated() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 800)
    let next = LoggingViewController("Z", log: scene.log)
    scene.detail.showSecondary(next, sender: nil)
    #expect(scene.primary.isTransitioning)
    scene.host.advance(by: 0.15)
    let x = next.view.presentation.frame.minX
    #expect(x > 0 && x < 304)
    scene.host.settle()
    try scene.check()
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "Z"])
    #expect(scene.split.detailViewController === scene.detail)
  }

  @Test("a resize merges the columns' stacks at once, without a push")
  func resizeMergesWithoutAnimation() throws {
    let scene = NavigationSplitScene()
    scene.host.resize(to: Size(width: 500, height: 600))
    #expect(!scene.primary.isTransitioning)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1", "S2", "D1"])
    scene.host.settle()
    try scene.check()
  }

  @Test("a second show before the first push settles waits for it, then replaces it")
  func secondShowWaitsForPush() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 500)
    let first = LoggingViewController("N", log: scene.log)
    let second = LoggingViewController("M", log: scene.log)
    scene.primary.topViewController?.showDetail(first, sender: nil)
    scene.primary.topViewController?.showDetail(second, sender: nil)
    #expect(scene.split.lastError == nil)
    scene.host.advance(by: 0.1)
    #expect(scene.split.viewControllers.last === first)
    try scene.check()
    scene.host.settle()
    try scene.check()
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1", "S2", "M"])
    #expect(first.parent == nil && first.appearanceState == .disappeared)
    #expect(scene.split.viewControllers.last === second)
  }

  @Test("a show while the columns slide to one column pushes once the stacks have merged")
  func showDuringResize() throws {
    let scene = NavigationSplitScene()
    scene.host.resize(to: Size(width: 500, height: 600))
    scene.host.advance(by: 0.1)
    let next = LoggingViewController("N", log: scene.log)
    scene.primary.topViewController?.showDetail(next, sender: nil)
    scene.host.advance(by: 0.1)
    try scene.check()
    scene.host.settle()
    try scene.check()
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1", "S1", "S2", "N"])
    #expect(NavigationSplitScene.titles(scene.detail) == ["D1"])
  }

  @Test("widening during the push of a shown detail waits for it, then gives the detail a column")
  func resizeDuringShowPush() throws {
    let scene = NavigationSplitScene()
    try scene.resize(to: 500)
    let next = LoggingViewController("N", log: scene.log)
    scene.primary.topViewController?.showDetail(next, sender: nil)
    scene.host.advance(by: 0.1)
    scene.host.resize(to: Size(width: 1100, height: 600))
    try scene.check()
    #expect(scene.split.visibleViewControllers.count == 1)
    scene.host.settle()
    try scene.check()
    #expect(scene.split.visibleViewControllers.count == 3)
    #expect(scene.split.detailViewController === next)
    #expect(NavigationSplitScene.titles(scene.primary) == ["P1"])
    #expect(next.view.frame.width == 479)
  }

  @Test("the delegate's collapse hook gets animated false on a resize, with the column a child")
  func delegateCollapseTiming() throws {
    let scene = NavigationSplitScene()
    let recorder = SplitDelegateRecorder()
    scene.split.delegate = recorder
    try scene.resize(to: 500)
    #expect(recorder.collapses.count == 2)
    for collapse in recorder.collapses {
      #expect(!collapse.animated)
      #expect(collapse.isChild)
      #expect(collapse.isOnScreen)
    }
    recorder.collapses = []
    scene.primary.showDetail(LoggingViewController("N", log: scene.log), sender: nil)
    #expect(recorder.collapses.map(\.animated) == [true])
    scene.host.settle()
    try scene.check()
  }

  @Test("the column-count observer is told at the first layout when columns collapse there")
  func observerAtFirstLayout() throws {
    let log = CallLog()
    let controllers = ["P", "S", "D"].map { LoggingViewController($0, log: log) }
    let split = SplitViewController(viewControllers: controllers)
    var counts: [Int] = []
    let token = split.addColumnCountObserver { counts.append($0.visibleViewControllers.count) }
    let host = TestHost(rootViewController: split, size: Size(width: 500, height: 600))
    #expect(counts == [1])
    host.resize(to: Size(width: 800, height: 600))
    #expect(counts == [1, 2])
    token.cancel()

    let wide = SplitViewController(
      viewControllers: ["A", "B", "C"].map { LoggingViewController($0, log: log) })
    var wideCounts: [Int] = []
    let wideToken = wide.addColumnCountObserver {
      wideCounts.append($0.visibleViewControllers.count)
    }
    let wideHost = TestHost(rootViewController: wide, size: Size(width: 1100, height: 600))
    wideHost.render()
    // Three columns fit the three controllers given: the count never changed.
    #expect(wideCounts.isEmpty)
    wideToken.cancel()
    _ = host
  }
}
