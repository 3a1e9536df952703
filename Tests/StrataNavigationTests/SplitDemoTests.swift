import StrataDemos
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("Split demo", .strictDiagnostics)
@MainActor
struct SplitDemoTests {
  /// The first list in `controller`'s view.
  private func list(in controller: ViewController?) throws -> ListView {
    var pending = [try #require(controller?.view)]
    while !pending.isEmpty {
      let view = pending.removeFirst()
      if let list = view as? ListView { return list }
      pending += view.subviews
    }
    throw SplitDemoTestFailure.noList
  }

  private enum SplitDemoTestFailure: Error { case noList }

  private func top(_ controller: ViewController?) -> ViewController? {
    (controller as? NavigationController)?.topViewController
  }

  @Test("rows show the next column wide, and push onto the primary, animated, when collapsed")
  func rowsShowColumns() throws {
    let demo = SplitDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 1100, height: 600))
    let split = demo.split
    try list(in: top(split.primaryViewController)).chooseRow(at: 1)
    #expect(top(split.secondaryViewController)?.title == "Rivers")
    try list(in: top(split.secondaryViewController)).chooseRow(at: 2)
    #expect(top(split.detailViewController)?.title == "Rivers 3")
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)

    host.resize(to: Size(width: 500, height: 600))
    host.settle()
    let primary = try #require(split.primaryViewController as? NavigationController)
    #expect(primary.viewControllers.map(\.title) == ["Places", "Rivers", "Rivers 3"])
    primary.popToRoot(animated: false)
    // Collapsed, a row's column is pushed onto the primary with the push animation.
    try list(in: primary.topViewController).chooseRow(at: 3)
    #expect(primary.isTransitioning)
    host.settle()
    #expect(primary.viewControllers.map(\.title) == ["Places", "Coasts"])
    try list(in: primary.topViewController).chooseRow(at: 0)
    #expect(primary.isTransitioning)
    host.settle()
    #expect(primary.viewControllers.map(\.title) == ["Places", "Coasts", "Coasts 1"])
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)

    host.resize(to: Size(width: 1100, height: 600))
    host.settle()
    #expect(primary.viewControllers.map(\.title) == ["Places"])
    #expect(top(split.secondaryViewController)?.title == "Coasts")
    #expect(top(split.detailViewController)?.title == "Coasts 1")
    #expect(split.viewControllers.count == 3)
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)
  }

  @Test("Animate width sweeps the split through one, two and three columns and back")
  func widthSweep() throws {
    let demo = SplitDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 1100, height: 600))
    var counts: [Int] = []
    let token = demo.split.addColumnCountObserver { split in
      counts.append(split.visibleViewControllers.count)
    }
    // After a rest, the sweep's first frame is its first step, not its start or a later one.
    let sweep = host.motionAfterRest(of: demo.split.view.frame.width) { demo.animateWidths() }
    #expect(sweep.start == 1100)
    #expect(sweep.frames[0] < 1100 && sweep.frames[0] > 1090, "\(sweep)")
    #expect(counts == [2, 1, 2, 3])
    #expect(demo.split.view.frame.width == 1100)
    token.cancel()
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: demo.split)
  }

  @Test("the demo hands keys to the split with no focus: Ctrl+Right focuses the first list")
  func keyboardFocus() throws {
    let demo = SplitDemoViewController()
    let host = TestHost(rootViewController: demo, size: Size(width: 1100, height: 600))
    #expect(host.firstResponder == nil)
    #expect(host.press(key: .rightArrow, modifiers: .control))
    let focused = try #require(host.window.firstResponder as? ListView)
    #expect(focused.isDescendant(of: demo.split.primaryViewController.view))
    #expect(host.press(key: .rightArrow, modifiers: .control))
    let next = try #require(host.window.firstResponder as? ListView)
    #expect(next.isDescendant(of: try #require(demo.split.secondaryViewController?.view)))
    #expect(!host.press(key: .escape))
    try host.checkInvariants()
  }
}
