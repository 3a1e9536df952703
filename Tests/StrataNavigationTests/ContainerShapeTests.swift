import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A container of the app's own, built on the shared shape: it shows one of its children at a
/// time, switching without animation.
@MainActor
private final class SwitcherController: ContainerViewController {
  private(set) var shown: ViewController?

  override var childrenReceivingAppearance: [ViewController] { shown.map { [$0] } ?? [] }

  func show(_ child: ViewController) {
    if let old = shown {
      if isOnScreen { old.beginAppearanceTransition(false, animated: false) }
      unembed(old)
      if isOnScreen { old.endAppearanceTransition() }
    }
    shown = child
    embed(child, in: view)
    if isOnScreen {
      child.beginAppearanceTransition(true, animated: false)
      child.endAppearanceTransition()
    }
  }
}

/// Records what a navigation controller's delegate is told, with the animated flag.
@MainActor
private final class ShowRecorder: NavigationControllerDelegate {
  var events: [String] = []

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) { events.append("willShow \(viewController.title ?? "") animated: \(animated)") }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) { events.append("didShow \(viewController.title ?? "") animated: \(animated)") }
}

@Suite("The containers' shared shape", .strictDiagnostics)
@MainActor
struct ContainerShapeTests {
  @Test("an app's own container forwards appearance and embeds children in UIKit's order")
  func ownContainer() throws {
    let log = CallLog()
    let first = LoggingViewController("First", log: log)
    let second = LoggingViewController("Second", log: log)
    let switcher = SwitcherController()
    let host = TestHost(rootViewController: switcher, size: Size(width: 300, height: 200))
    switcher.show(first)
    #expect(
      log.entries == [
        "First.willMove(stack)", "First.didMove(stack)", "First.willAppear", "First.didAppear",
      ])
    #expect(first.view.frame == switcher.view.bounds)
    log.clear()

    switcher.show(second)
    #expect(
      log.entries == [
        "First.willDisappear", "First.willMove(nil)", "First.didMove(nil)", "First.didDisappear",
        "Second.willMove(stack)", "Second.didMove(stack)", "Second.willAppear",
        "Second.didAppear",
      ])
    #expect(switcher.children.count == 1 && switcher.children.first === second)
    #expect(first.view.superview == nil)
    log.clear()

    host.window.close()
    #expect(log.entries == ["Second.willDisappear", "Second.didDisappear"])
    try host.checkInvariants()
  }

  @Test("every container ignores an out-of-range selection and says why; try… throws")
  func outOfRangeSelection() throws {
    let tabs = TabBarController()
    tabs.viewControllers = [ViewController(), ViewController()]
    let pages = PagesContainer()
    pages.viewControllers = [ViewController(), ViewController()]
    let tabsHost = TestHost(rootViewController: tabs)
    let pagesHost = TestHost(rootViewController: pages)

    expectDiagnostic(containing: "tab index 5 is out of range") { tabs.selectedIndex = 5 }
    expectDiagnostic(containing: "page index 5 is out of range") { pages.selectedIndex = 5 }
    #expect(tabs.selectedIndex == 0)
    #expect(pages.selectedIndex == 0)
    #expect(tabs.lastError == .indexOutOfRange(5, count: 2))
    #expect(pages.lastError == .indexOutOfRange(5, count: 2))
    #expect(throws: TabBarControllerError.indexOutOfRange(-1, count: 2)) {
      try tabs.trySetSelectedIndex(-1)
    }
    #expect(throws: PagesContainerError.indexOutOfRange(-1, count: 2)) {
      try pages.trySetSelectedIndex(-1, animated: false)
    }
    #expect(throws: TabBarControllerError.notATab) {
      try tabs.trySetSelectedViewController(ViewController())
    }
    #expect(throws: TabBarControllerError.invalidControllers) {
      let shared = ViewController()
      try tabs.trySetViewControllers([shared, shared], animated: false)
    }
    #expect(tabs.viewControllers.count == 2)

    tabs.selectedIndex = 1
    pages.selectedIndex = 1
    #expect(tabs.lastError == nil)
    #expect(pages.lastError == nil)
    try tabsHost.checkInvariants()
    try pagesHost.checkInvariants()
  }

  @Test("the tab bar stays hidden for everything pushed above a controller that hid it")
  func bottomBarStaysHidden() throws {
    let log = CallLog()
    let list = LoggingViewController("List", log: log)
    let stack = StackController(rootViewController: list)
    let tabs = TabBarController()
    tabs.viewControllers = [stack, ViewController()]
    let host = TestHost(rootViewController: tabs, size: Size(width: 300, height: 300))
    let detail = LoggingViewController("Detail", log: log)
    detail.hidesBottomBarWhenPushed = true
    let photo = LoggingViewController("Photo", log: log)

    stack.push(detail, animated: true)
    host.settle()
    #expect(tabs.tabBar.isHidden)
    #expect(stack.hidesBottomBar)

    stack.push(photo, animated: true)
    #expect(tabs.tabBar.superview === tabs.view)
    #expect(tabs.tabBar.isHidden)
    host.settle()
    #expect(tabs.tabBar.isHidden)

    stack.pop(animated: true)
    host.settle()
    #expect(tabs.tabBar.isHidden)

    stack.pop(animated: true)
    #expect(tabs.tabBar.superview === list.view)
    host.settle()
    #expect(!tabs.tabBar.isHidden)
    #expect(tabs.tabBar.superview === tabs.view)
    #expect(list.bottomBarHost === tabs)
    try host.checkInvariants()
  }

  @Test("a drag starts its transition when the pan begins, not while it is asked")
  func transitionStartsOnBegin() throws {
    let scene = StackScene()
    let next = LoggingViewController("B", log: scene.log)
    scene.stack.push(next, animated: false)
    scene.host.settle()
    scene.log.clear()

    scene.host.beginDrag(at: Point(x: 100, y: 150))
    scene.host.moveDrag(to: Point(x: 103, y: 150))
    #expect(scene.log.entries.isEmpty)
    #expect(scene.stack.panGestureRecognizer.direction == .none)
    scene.host.moveDrag(to: Point(x: 160, y: 150))
    #expect(scene.stack.panGestureRecognizer.direction == .pop)
    #expect(scene.log.entries == ["B.willDisappear", "A.willAppear"])
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.stack.viewControllers.count == 1)
    try scene.host.checkInvariants()
  }

  @Test("the navigation delegate hears whether a push was animated")
  func didShowAnimatedFlag() {
    let root = ViewController()
    root.title = "Root"
    let navigation = NavigationController(rootViewController: root)
    let recorder = ShowRecorder()
    navigation.delegate = recorder
    let host = TestHost(rootViewController: navigation, size: Size(width: 300, height: 300))
    let first = ViewController()
    first.title = "First"
    navigation.push(first, animated: false)
    let second = ViewController()
    second.title = "Second"
    navigation.push(second, animated: true)
    host.settle()
    #expect(
      recorder.events == [
        "willShow First animated: false", "didShow First animated: false",
        "willShow Second animated: true", "didShow Second animated: true",
      ])
  }
}
