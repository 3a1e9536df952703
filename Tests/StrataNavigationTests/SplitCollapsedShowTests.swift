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
