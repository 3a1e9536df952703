import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("Bar item views", .strictDiagnostics)
@MainActor
struct BarItemViewTests {
  @Test("a test taps a navigation bar's left and right buttons through view(for:)")
  func tapsNavigationBarButtons() throws {
    var tapped: [String] = []
    let root = ViewController()
    root.title = "Inbox"
    let edit = BarButtonItem(title: "Edit") { _ in tapped.append("Edit") }
    let compose = BarButtonItem(title: "Compose") { _ in tapped.append("Compose") }
    root.navigationItem.leftBarButtonItem = edit
    root.navigationItem.rightBarButtonItem = compose
    let navigation = NavigationController(rootViewController: root)
    let host = TestHost(rootViewController: navigation, size: Size(width: 400, height: 300))

    let composeView = try #require(navigation.navigationBar.view(for: compose))
    let editView = try #require(navigation.navigationBar.view(for: edit))
    #expect(composeView.frame.midX > 200)
    #expect(editView.frame.midX < 200)
    #expect(host.tap(on: composeView))
    #expect(tapped == ["Compose"])
    #expect(host.tap(on: editView))
    #expect(tapped == ["Compose", "Edit"])
    try host.checkInvariants()
  }

  @Test("view(for:) follows the top item: after a push and a pop, each item's own button")
  func followsTheTopItem() throws {
    var tapped: [String] = []
    let root = ViewController()
    root.title = "Inbox"
    let compose = BarButtonItem(title: "Compose") { _ in tapped.append("Compose") }
    root.navigationItem.rightBarButtonItem = compose
    let message = ViewController()
    message.title = "Message"
    let reply = BarButtonItem(title: "Reply") { _ in tapped.append("Reply") }
    message.navigationItem.rightBarButtonItem = reply
    let navigation = NavigationController(rootViewController: root)
    let host = TestHost(rootViewController: navigation, size: Size(width: 400, height: 300))

    #expect(navigation.navigationBar.view(for: reply) == nil)
    navigation.push(message, animated: true)
    host.settle()
    #expect(navigation.navigationBar.view(for: compose) == nil)
    #expect(host.tap(on: try #require(navigation.navigationBar.view(for: reply))))
    #expect(tapped == ["Reply"])

    navigation.pop(animated: true)
    host.settle()
    #expect(navigation.navigationBar.view(for: reply) == nil)
    #expect(host.tap(on: try #require(navigation.navigationBar.view(for: compose))))
    #expect(tapped == ["Reply", "Compose"])
    try host.checkInvariants()
  }

  @Test("view(for:) finds an item added after the bar showed, and not one removed")
  func followsChangesToTheItem() throws {
    var tapped: [String] = []
    let root = ViewController()
    root.title = "Inbox"
    let navigation = NavigationController(rootViewController: root)
    let host = TestHost(rootViewController: navigation, size: Size(width: 400, height: 300))
    let done = BarButtonItem(title: "Done", style: .done) { _ in tapped.append("Done") }
    #expect(navigation.navigationBar.view(for: done) == nil)

    root.navigationItem.rightBarButtonItem = done
    host.advance(by: 0)
    #expect(host.tap(on: try #require(navigation.navigationBar.view(for: done))))
    #expect(tapped == ["Done"])

    root.navigationItem.rightBarButtonItems = []
    host.advance(by: 0)
    #expect(navigation.navigationBar.view(for: done) == nil)
    try host.checkInvariants()
  }

  @Test("a test selects a tab by tapping the tab bar's view(for:) of its item")
  func tapsTabBarItems() throws {
    let inbox = ViewController()
    inbox.title = "Inbox"
    let archive = ViewController()
    archive.title = "Archive"
    let tabs = TabBarController()
    tabs.viewControllers = [inbox, archive]
    let host = TestHost(rootViewController: tabs, size: Size(width: 400, height: 300))
    host.settle()
    #expect(tabs.selectedIndex == 0)

    let archiveView = try #require(tabs.tabBar.view(for: archive.tabBarItem))
    #expect(archiveView.frame.midX > 200)
    #expect(host.tap(on: archiveView))
    host.settle()
    #expect(tabs.selectedIndex == 1)
    #expect(host.tap(on: try #require(tabs.tabBar.view(for: inbox.tabBarItem))))
    host.settle()
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.tabBar.view(for: TabBarItem(title: "Elsewhere")) == nil)
    try host.checkInvariants()
  }
}
