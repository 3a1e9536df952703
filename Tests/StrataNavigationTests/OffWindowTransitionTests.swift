import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// Containers whose view leaves the window in the middle of an animated transition (another
/// container covers them, a tab switch takes them away) still finish it, as in UIKit, where the
/// animations of a view taken out of the window end at once: found by `strata-fuzz`.
@Suite("Transitions that lose the window finish", .strictDiagnostics)
@MainActor
struct OffWindowTransitionTests {
  @Test(
    "a push covered by a cross present ends with the old top disappeared",
    arguments: [0, 0.05])
  func pushCoveredByCross(after delay: Double) throws {
    let log = CallLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    let stack = StackController(rootViewController: a)
    let cross = CrossNavigationController(rootViewController: stack)
    let host = TestHost(
      rootViewController: cross, size: Size(width: 400, height: 300))
    host.settle()

    stack.push(b, animated: true)
    if delay > 0 { host.advance(by: delay) }
    cross.present(c, direction: .bottom, animated: false)
    host.settle()
    #expect(!stack.isTransitioning)
    #expect(stack.viewControllers.map(\.title) == ["A", "B"])
    #expect(stack.children.map(\.title) == ["A", "B"])
    expectAppearanceInSync([a, b, c, stack], host: host)
    #expect(
      log.entries.filter { $0.hasPrefix("A.") }.suffix(2) == ["A.willDisappear", "A.didDisappear"])

    cross.dismiss(animated: true)
    host.settle()
    expectAppearanceInSync([a, b, c, stack], host: host)
    #expect(b.view.window === host.window)
    #expect(a.viewIfLoaded?.window == nil)
    #expect(stack.pop(animated: true) === b)
    host.settle()
    expectAppearanceInSync([a, b, c, stack], host: host)
    try host.checkInvariants()
  }

  @Test("a cross present whose container leaves the window mid-way ends, its screens in sync")
  func crossPresentInTabSwitchedAway() throws {
    let log = CallLog()
    let root = LoggingViewController("Root", log: log)
    let next = LoggingViewController("Next", log: log)
    let other = LoggingViewController("Other", log: log)
    let cross = CrossNavigationController(rootViewController: root)
    let tabs = TabBarController()
    tabs.viewControllers = [cross, other]
    let host = TestHost(
      rootViewController: tabs, size: Size(width: 400, height: 300))
    host.settle()

    cross.present(next, direction: .right, animated: true)
    host.advance(by: 0.05)
    tabs.selectedIndex = 1
    host.settle()
    #expect(!cross.isTransitioning)
    #expect(cross.viewControllers.map(\.title) == ["Root", "Next"])
    expectAppearanceInSync([root, next, other, cross], host: host)

    tabs.selectedIndex = 0
    host.settle()
    expectAppearanceInSync([root, next, other, cross], host: host)
    #expect(next.view.frame == cross.view.bounds)
    try host.checkInvariants()
  }

  @Test("a stack taken out of the window mid-push is released once dropped")
  func stackSwitchedAwayMidPushIsReleased() {
    weak var weakStack: StackController?
    weak var weakPushed: ViewController?
    weak var weakTabs: TabBarController?
    do {
      let pushed = ViewController()
      let stack = StackController(rootViewController: ViewController())
      let tabs = TabBarController()
      tabs.viewControllers = [stack, ViewController()]
      let host = TestHost(rootViewController: tabs, size: Size(width: 400, height: 300))
      host.settle()
      stack.push(pushed, animated: true)
      host.advance(by: 0.05)
      tabs.selectedIndex = 1
      host.settle()
      #expect(!stack.isTransitioning)
      weakStack = stack
      weakPushed = pushed
      weakTabs = tabs
    }
    #expect(weakStack == nil)
    #expect(weakPushed == nil)
    #expect(weakTabs == nil)
  }

  @Test("containers dropped with their window in the middle of a transition are released")
  func droppedMidTransitionAreReleased() {
    weak var weakStack: StackController?
    weak var weakCross: CrossNavigationController?
    weak var weakWindow: Window?
    do {
      let stack = StackController(rootViewController: ViewController())
      let cross = CrossNavigationController(rootViewController: stack)
      let host = TestHost(rootViewController: cross, size: Size(width: 400, height: 300))
      host.settle()
      stack.push(ViewController(), animated: true)
      cross.present(ViewController(), direction: .top, animated: true)
      host.advance(by: 0.05)
      stack.push(ViewController(), animated: true)
      #expect(cross.isTransitioning)
      weakStack = stack
      weakCross = cross
      weakWindow = host.window
    }
    #expect(weakWindow == nil)
    #expect(weakStack == nil)
    #expect(weakCross == nil)
  }

  @Test("an animated page selection that a push covers lands on its page")
  func pageSelectionCoveredByPush() throws {
    let log = CallLog()
    let pageControllers = (0..<3).map { LoggingViewController("P\($0)", log: log) }
    let pages = PagesContainer()
    pages.viewControllers = pageControllers
    let pushed = LoggingViewController("Pushed", log: log)
    let stack = StackController(rootViewController: pages)
    let host = TestHost(
      rootViewController: stack, size: Size(width: 400, height: 300))
    host.settle()

    stack.push(pushed, animated: true)
    pages.setSelectedIndex(1, animated: true)
    host.settle()
    #expect(!pages.isTransitioning)
    #expect(pages.selectedIndex == 1)
    expectAppearanceInSync(pageControllers + [pushed, pages], host: host)

    stack.pop(animated: true)
    host.settle()
    expectAppearanceInSync(pageControllers + [pushed, pages], host: host)
    #expect(pageControllers[1].appearanceState == .appeared)
    try host.checkInvariants()
  }
}
