import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// Refuses to select the tab titled "Locked" and records selections.
@MainActor
private final class TabRecorder: TabBarControllerDelegate {
  var selected: [String] = []

  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { viewController.title != "Locked" }

  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) { selected.append(viewController.title ?? "") }
}

@Suite("TabBarController", .strictDiagnostics)
@MainActor
struct TabBarControllerTests {
  @Test("tabs are children; only the selected one is shown and gets appearance callbacks")
  func selection() throws {
    let log = CallLog()
    let first = LoggingViewController("First", log: log)
    let second = LoggingViewController("Second", log: log)
    let tabs = TabBarController()
    tabs.viewControllers = [first, second]
    let host = TestHost(rootViewController: tabs, size: Size(width: 400, height: 300))
    #expect(tabs.children.count == 2)
    #expect(first.view.superview === tabs.view)
    #expect(tabs.tabBar.frame == Rect(x: 0, y: 251, width: 400, height: 49))
    #expect(tabs.tabBar.buttons.map { $0.currentTitle } == ["First", "Second"])
    #expect(first.tabBarController === tabs)
    log.clear()

    tabs.selectedIndex = 1
    #expect(
      log.entries == [
        "First.willDisappear", "First.didDisappear", "Second.willAppear", "Second.didAppear",
      ])
    #expect(first.view.superview == nil)
    #expect(tabs.selectedViewController === second)
    try host.checkInvariants()
  }

  @Test("tapping a tab asks the delegate; out-of-range selection changes nothing")
  func tapsAndMisuse() {
    let tabs = TabBarController()
    let recorder = TabRecorder()
    tabs.delegate = recorder
    let home = ViewController()
    home.title = "Home"
    let locked = ViewController()
    locked.title = "Locked"
    let search = ViewController()
    search.title = "Search"
    tabs.viewControllers = [home, locked, search]
    let host = TestHost(rootViewController: tabs, size: Size(width: 300, height: 300))
    host.tap(at: Point(x: 150, y: 275))
    #expect(tabs.selectedIndex == 0)
    host.tap(at: Point(x: 250, y: 275))
    #expect(tabs.selectedIndex == 2)
    #expect(recorder.selected == ["Search"])

    expectDiagnostic(containing: "tab index 7 is out of range") { tabs.selectedIndex = 7 }
    #expect(tabs.selectedIndex == 2)
    #expect(tabs.lastError == .indexOutOfRange(7, count: 3))
    #expect(throws: TabBarControllerError.indexOutOfRange(-1, count: 3)) {
      try tabs.trySetSelectedIndex(-1)
    }
  }

  @Test("the tab bar travels with the view that shows it when a pushed controller hides it")
  func hidesBottomBarWhenPushed() throws {
    let log = CallLog()
    let list = LoggingViewController("List", log: log)
    let stack = StackController(rootViewController: list)
    stack.title = "Stack"
    let tabs = TabBarController()
    tabs.viewControllers = [stack, ViewController()]
    let host = TestHost(rootViewController: tabs, size: Size(width: 300, height: 300))
    let detail = LoggingViewController("Detail", log: log)
    detail.hidesBottomBarWhenPushed = true

    stack.push(detail, animated: true)
    #expect(tabs.tabBar.superview === list.view)
    host.advance(by: 0.1)
    let barX = tabs.tabBar.convert(Point.zero, to: nil).x
    #expect(isClose(barX, list.view.frame.minX))
    host.settle()
    #expect(tabs.tabBar.isHidden)
    #expect(tabs.tabBar.superview === tabs.view)

    stack.pop(animated: true)
    #expect(!tabs.tabBar.isHidden)
    #expect(tabs.tabBar.superview === list.view)
    host.settle()
    #expect(tabs.tabBar.superview === tabs.view)
    #expect(!tabs.tabBar.isHidden)
    #expect(tabs.tabBar.frame.minY == 251)
    try host.checkInvariants()
  }

  @Test("replacing the tabs keeps the selected controller selected when it stays")
  func replaceTabs() {
    let a = ViewController()
    let b = ViewController()
    let c = ViewController()
    let tabs = TabBarController()
    tabs.viewControllers = [a, b]
    let host = TestHost(rootViewController: tabs)
    tabs.selectedViewController = b
    tabs.viewControllers = [c, b]
    host.render()
    #expect(tabs.selectedViewController === b)
    #expect(tabs.selectedIndex == 1)
    #expect(a.parent == nil)
    expectDiagnostic(containing: "appears twice") {
      tabs.viewControllers = [c, c]
    }
    #expect(tabs.lastError == .invalidControllers)
    #expect(tabs.viewControllers.count == 2)
  }
}

@Suite("TabBarController lifecycle", .strictDiagnostics)
@MainActor
struct TabBarControllerLifecycleTests {
  @Test("the tab bar controller forwards its own appearance to the selected tab only")
  func appearanceForwarding() {
    let log = CallLog()
    let first = LoggingViewController("First", log: log)
    let second = LoggingViewController("Second", log: log)
    let tabs = TabBarController()
    tabs.viewControllers = [first, second]
    let host = TestHost(rootViewController: tabs)
    #expect(
      log.entries.filter { $0.contains("Appear") } == ["First.willAppear", "First.didAppear"])
    log.clear()
    host.window.close()
    #expect(log.entries == ["First.willDisappear", "First.didDisappear"])
    #expect(second.appearanceState == .disappeared)
  }

  @Test("tab titles and badges follow the tabs' items")
  func itemsFollow() {
    let first = ViewController()
    first.title = "Inbox"
    let tabs = TabBarController()
    tabs.viewControllers = [first, ViewController()]
    let host = TestHost(rootViewController: tabs)
    first.title = "Mail"
    first.tabBarItem.badgeValue = "3"
    host.render()
    #expect(tabs.tabBar.buttons[0].currentTitle == "Mail")
    let badge = tabs.tabBar.subviews.compactMap { $0 as? Label }.first { $0.text == "3" }
    #expect(badge?.isHidden == false)
  }

  @Test("a tab bar controller and its tabs are released when dropped")
  func releases() {
    weak var weakTabs: TabBarController?
    weak var weakTab: ViewController?
    do {
      let tab = ViewController()
      let tabs = TabBarController()
      tabs.viewControllers = [tab, ViewController()]
      let host = TestHost(rootViewController: tabs)
      host.tap(at: Point(x: 900, y: 740))
      host.settle()
      weakTabs = tabs
      weakTab = tab
    }
    #expect(weakTabs == nil)
    #expect(weakTab == nil)
  }
}
