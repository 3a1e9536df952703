import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("Stacks changed before their view loads", .strictDiagnostics)
@MainActor
struct UnloadedStackTests {
  @Test("a push without animation into a tab never shown appears with the tab and leaves with it")
  func pushIntoUnloadedTab() throws {
    let a = LoggingViewController("A", log: CallLog())
    let b = LoggingViewController("B", log: CallLog())
    let other = LoggingViewController("O", log: CallLog())
    let first = NavigationController(rootViewController: other)
    let second = NavigationController(rootViewController: a)
    let tabs = TabBarController()
    tabs.viewControllers = [first, second]
    let host = TestHost(rootViewController: tabs, size: Size(width: 400, height: 400))
    host.settle()
    #expect(!second.isViewLoaded)
    second.push(b, animated: false)
    tabs.selectedIndex = 1
    host.settle()
    #expect(second.children.map(\.title) == ["A", "B"])
    expectAppearanceInSync([a, b, other, first, second], host: host)
    #expect(b.appearanceState == .appeared)
    tabs.selectedIndex = 0
    host.settle()
    expectAppearanceInSync([a, b, other, first, second], host: host)
    tabs.selectedIndex = 1
    host.settle()
    expectAppearanceInSync([a, b, other, first, second], host: host)
    try host.checkInvariants()
  }
}
