import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A screen with a list at the top and a button below it: Return on the list runs `onChoose`.
@MainActor
final class FocusListViewController: LoggingViewController {
  let list = ListView(frame: Rect(x: 20, y: 80, width: 200, height: 160))
  let button = Button(frame: Rect(x: 20, y: 260, width: 120, height: 40), title: "More")
  var onChoose: ((Int) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    list.rows = (1...5).map { ListRow(title: "Row \($0)") }
    list.onSelect = { [weak self] index in self?.onChoose?(index) }
    view.addSubview(list)
    view.addSubview(button)
  }
}

@Suite(
  "Focus moves into what a container shows and comes back when the person returns",
  .strictDiagnostics)
@MainActor
struct FocusTransitionTests {
  private let log = CallLog()

  private func screen(_ name: String) -> TwoButtonViewController {
    TwoButtonViewController(name, log: log)
  }

  @Test("Return on the only list pushes; the new screen gets the focus; Alt+Left brings it back")
  func pushAndPopByKeyboard() throws {
    let root = FocusListViewController("Root", log: log)
    let navigation = NavigationController(rootViewController: root)
    let host = TestHost(
      rootViewController: navigation, size: Size(width: 500, height: 400))
    let pushed = screen("Pushed")
    root.onChoose = { _ in navigation.push(pushed, animated: true) }
    host.settle()
    #expect(host.firstResponder == nil)

    // The only list on screen takes Down and Return without a focus key first.
    #expect(!host.press(key: .downArrow))
    #expect(host.firstResponder === root.list)
    #expect(root.list.selectedIndex == 0)
    _ = host.press(key: .enter)
    host.settle()
    #expect(navigation.topViewController === pushed)
    #expect(host.firstResponder === pushed.first)
    #expect(host.window.showsFocusRing)

    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(navigation.topViewController === root)
    #expect(host.firstResponder === root.list)
    #expect(host.window.showsFocusRing)
    try host.checkInvariants()
  }

  @Test("a click that pushes moves the focus without a ring; the back button brings it back")
  func pushByClickAndBackButton() throws {
    let root = screen("Root")
    let navigation = NavigationController(rootViewController: root)
    let host = TestHost(
      rootViewController: navigation, size: Size(width: 500, height: 400))
    let pushed = screen("Pushed")
    root.second.action = { _ in navigation.push(pushed, animated: true) }
    host.settle()

    #expect(host.tap(on: root.second))
    host.settle()
    #expect(host.firstResponder === pushed.first)
    #expect(!host.window.showsFocusRing)

    #expect(host.tap(on: navigation.navigationBar.backButton))
    host.settle()
    #expect(navigation.topViewController === root)
    #expect(host.firstResponder === root.second)
    try host.checkInvariants()
  }

  @Test("an interactive pop cancelled keeps the focus; completed, it returns to the screen below")
  func interactivePop() throws {
    let root = screen("Root")
    let navigation = NavigationController(rootViewController: root)
    let host = TestHost(
      rootViewController: navigation, size: Size(width: 500, height: 400))
    host.settle()
    #expect(host.focus(root.second))
    let pushed = screen("Pushed")
    navigation.push(pushed, animated: true)
    host.settle()
    #expect(host.firstResponder === pushed.first)

    // Dragged a little from the edge, held still and let go: the pop is cancelled.
    host.beginDrag(at: Point(x: 2, y: 200))
    for step in 1...6 { host.moveDrag(to: Point(x: 2 + Double(step) * 10, y: 200)) }
    host.advance(by: 0.3)
    host.endDrag()
    host.settle()
    #expect(navigation.topViewController === pushed)
    #expect(host.firstResponder === pushed.first)

    // Dragged most of the way: the screen below comes back with its focus.
    host.drag(from: Point(x: 2, y: 200), to: Point(x: 420, y: 200), duration: 0.6)
    host.settle()
    #expect(navigation.topViewController === root)
    #expect(host.firstResponder === root.second)
    try host.checkInvariants()
  }

  @Test("switching tabs moves the focus from the tab that left and restores it on return")
  func tabs() throws {
    let one = screen("One")
    let two = screen("Two")
    let tabs = TabBarController()
    tabs.viewControllers = [one, two]
    let host = TestHost(
      rootViewController: tabs, size: Size(width: 500, height: 400))
    host.settle()
    #expect(host.focus(one.second))

    tabs.selectedIndex = 1
    host.settle()
    #expect(host.firstResponder === two.first)
    // A tap on the first tab's item focuses the item, and the tab comes back with its focus.
    let item = try #require(tabs.tabBar.view(for: one.tabBarItem))
    #expect(host.tap(on: item))
    host.settle()
    #expect(tabs.selectedIndex == 0)
    #expect(host.firstResponder === one.second)
    try host.checkInvariants()
  }

  @Test("a page swiped away hands the focus to the new page; the page coming back restores it")
  func pages() throws {
    let pages = PagesContainer()
    let screens = ["One", "Two", "Three"].map(screen)
    pages.viewControllers = screens
    let host = TestHost(
      rootViewController: pages, size: Size(width: 500, height: 400))
    host.settle()
    #expect(host.focus(screens[0].second))

    host.drag(from: Point(x: 450, y: 300), to: Point(x: 100, y: 300), duration: 0.3)
    host.settle()
    #expect(pages.selectedIndex == 1)
    #expect(host.firstResponder === screens[1].first)

    #expect(host.press(key: .pageUp, modifiers: .control))
    host.settle()
    #expect(pages.selectedIndex == 0)
    #expect(host.firstResponder === screens[0].second)
    try host.checkInvariants()
  }

  @Test("a layer pushed over the focused one takes the focus; popped, the focus comes back")
  func layered() throws {
    let root = screen("Root")
    let layered = LayeredNavigationController(rootViewController: root)
    let host = TestHost(
      rootViewController: layered, size: Size(width: 1000, height: 500))
    host.settle()
    #expect(host.focus(root.second))

    let layer = screen("Layer")
    layered.push(layer, animated: true)
    host.settle()
    // The root still shows beside the new layer, but the focus went into what was pushed.
    #expect(host.firstResponder === layer.first)

    _ = layered.pop(animated: true)
    host.settle()
    #expect(host.firstResponder === root.second)
    try host.checkInvariants()
  }

  @Test("a cross screen takes the focus from the one it covers, which gets it back on dismiss")
  func cross() throws {
    let home = screen("Home")
    let cross = CrossNavigationController(rootViewController: home)
    let host = TestHost(
      rootViewController: cross, size: Size(width: 500, height: 400))
    host.settle()
    #expect(host.focus(home.second))

    let right = screen("Right")
    cross.present(right, direction: .right, animated: true)
    host.settle()
    #expect(host.firstResponder === right.first)

    cross.dismiss(animated: true)
    host.settle()
    #expect(cross.viewControllers.count == 1)
    #expect(host.firstResponder === home.second)
    try host.checkInvariants()
  }

  @Test("collapsing a split moves the focus from a covered column to the top of the stack")
  func splitCollapseAndExpand() throws {
    let primary = screen("Primary")
    let detail = screen("Detail")
    let split = SplitViewController(viewControllers: [primary, detail])
    let host = TestHost(
      rootViewController: split, size: Size(width: 1000, height: 500))
    host.settle()
    #expect(host.focus(primary.second))

    host.resize(to: Size(width: 420, height: 500))
    host.settle()
    #expect(split.visibleViewControllers.count == 1)
    let shown = try #require(split.visibleViewControllers.first)
    #expect(host.firstResponder.map { ($0 as? View)?.isDescendant(of: shown.view) } == true)

    // Widened again, the primary shows beside the detail and gets its focus back.
    host.resize(to: Size(width: 1000, height: 500))
    host.settle()
    #expect(host.firstResponder === primary.second)
    try host.checkInvariants()
  }

  @Test("a controller that does not restore focus gets its preferred view instead")
  func preferredFocusWithoutRestoring() throws {
    let root = PreferringViewController("Root", log: log)
    root.restoresFocusAfterTransition = false
    let navigation = NavigationController(rootViewController: root)
    let host = TestHost(
      rootViewController: navigation, size: Size(width: 500, height: 400))
    host.settle()
    #expect(host.focus(root.button))
    navigation.push(screen("Pushed"), animated: false)
    host.settle()
    _ = navigation.pop(animated: false)
    host.settle()
    #expect(host.firstResponder === root.second)
  }

  @Test("focus elsewhere in the window stays when a container changes what it shows")
  func focusOutsideStays() throws {
    let primary = screen("Primary")
    let detail = NavigationController(rootViewController: screen("D1"))
    let split = SplitViewController(viewControllers: [primary, detail])
    let host = TestHost(
      rootViewController: split, size: Size(width: 1000, height: 500))
    host.settle()
    #expect(host.focus(primary.second))
    detail.push(screen("D2"), animated: true)
    host.settle()
    _ = detail.pop(animated: true)
    host.settle()
    #expect(host.firstResponder === primary.second)
  }
}

/// A screen with two buttons, one above the other.
@MainActor
final class TwoButtonViewController: LoggingViewController {
  let first = Button(frame: Rect(x: 20, y: 120, width: 120, height: 40), title: "First")
  let second = Button(frame: Rect(x: 20, y: 200, width: 120, height: 40), title: "Second")

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(first)
    view.addSubview(second)
  }
}

/// A screen with two buttons whose preferred focus is the second.
@MainActor
final class PreferringViewController: LoggingViewController {
  let button = Button(frame: Rect(x: 20, y: 120, width: 120, height: 40), title: "First")
  let second = Button(frame: Rect(x: 20, y: 200, width: 120, height: 40), title: "Second")

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
    view.addSubview(second)
  }

  override var preferredFocusEnvironments: [any FocusEnvironment] { [second] }
}
