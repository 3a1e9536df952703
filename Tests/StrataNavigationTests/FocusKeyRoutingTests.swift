import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A controller with one focusable button below where a navigation bar ends.
@MainActor
final class FocusButtonViewController: LoggingViewController {
  let button = Button(frame: Rect(x: 20, y: 120, width: 120, height: 40), title: "Go")

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
  }
}

@Suite(
  "Keys go to the focus, then up; containers act on the focused or current child",
  .strictDiagnostics)
@MainActor
struct FocusKeyRoutingTests {
  private let log = CallLog()

  private func navigation(_ names: [String]) -> NavigationController {
    let navigation = NavigationController(
      rootViewController: FocusButtonViewController(names[0], log: log))
    for name in names.dropFirst() {
      navigation.push(FocusButtonViewController(name, log: log), animated: false)
    }
    return navigation
  }

  private func titles(_ navigation: StackController) -> [String] {
    navigation.viewControllers.map { $0.title ?? "?" }
  }

  private func button(_ navigation: StackController) throws -> Button {
    try #require(navigation.topViewController as? FocusButtonViewController).button
  }

  @Test("Alt+Left in a split pops the navigation controller whose column holds the focus")
  func altLeftPopsTheFocusedColumn() throws {
    let primary = navigation(["P1", "P2"])
    let secondary = navigation(["S1", "S2"])
    let detail = navigation(["D1", "D2"])
    let split = SplitViewController(viewControllers: [primary, secondary, detail])
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    #expect(split.visibleViewControllers.count == 3)

    #expect(host.focus(try button(primary)))
    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(titles(primary) == ["P1"])
    #expect(titles(secondary) == ["S1", "S2"])
    #expect(titles(detail) == ["D1", "D2"])

    #expect(host.focus(try button(secondary)))
    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(titles(primary) == ["P1"])
    #expect(titles(secondary) == ["S1"])
    #expect(titles(detail) == ["D1", "D2"])

    #expect(host.focus(try button(detail)))
    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(titles(detail) == ["D1"])
    #expect(titles(secondary) == ["S1"])
    try host.checkInvariants()
  }

  @Test("Alt+Left in a split with no focus pops the detail column's navigation controller")
  func altLeftWithoutFocusPopsTheDetail() throws {
    let primary = navigation(["P1", "P2"])
    let detail = navigation(["D1", "D2"])
    let split = SplitViewController(viewControllers: [primary, detail])
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    #expect(host.firstResponder == nil)
    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(titles(detail) == ["D1"])
    #expect(titles(primary) == ["P1", "P2"])
    try host.checkInvariants()
  }

  @Test("Alt+Left in a collapsed split with no focus pops the top of the collapsed stack")
  func altLeftWithoutFocusInACollapsedSplit() throws {
    let primary = navigation(["P1"])
    let detail = navigation(["D1", "D2"])
    let split = SplitViewController(viewControllers: [primary, detail])
    let host = TestHost(rootViewController: split, size: Size(width: 500, height: 600))
    host.settle()
    #expect(split.visibleViewControllers.count == 1)
    let before = primary.viewControllers.count
    #expect(before >= 2)
    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(primary.viewControllers.count == before - 1)
    try host.checkInvariants()
  }

  @Test("with the split itself focused, Alt+Left still pops the column a person sees as current")
  func altLeftWithTheSplitFocused() throws {
    let primary = navigation(["P1", "P2"])
    let detail = navigation(["D1", "D2"])
    let split = SplitViewController(viewControllers: [primary, detail])
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    #expect(split.becomeFirstResponder())
    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(titles(detail) == ["D1"])
    #expect(titles(primary) == ["P1", "P2"])
  }

  @Test("with no focus, Tab still reaches the window through the current child and focuses")
  func tabWithoutFocusReachesTheWindow() throws {
    let primary = navigation(["P1"])
    let detail = navigation(["D1"])
    let split = SplitViewController(viewControllers: [primary, detail])
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    #expect(host.firstResponder == nil)
    #expect(!host.press(key: .tab))
    #expect(host.firstResponder === host.window.focusableViews.first)
    #expect(host.window.showsFocusRing)
  }

  @Test("a stack in tabs in a split column: keys reach the stack with no focus, the focus wins")
  func stackInTabsInASplitColumn() throws {
    let primary = navigation(["P1", "P2"])
    let stack = StackController(rootViewController: FocusButtonViewController("A", log: log))
    stack.push(FocusButtonViewController("B", log: log), animated: false)
    let tabs = TabBarController()
    tabs.viewControllers = [stack, FocusButtonViewController("X", log: log)]
    let split = SplitViewController(viewControllers: [primary, tabs])
    let host = TestHost(rootViewController: split, size: Size(width: 1100, height: 600))
    host.settle()

    // With the focus in the primary, Alt+Left pops the primary, not the stack.
    #expect(host.focus(try button(primary)))
    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(titles(primary) == ["P1"])
    #expect(titles(stack) == ["A", "B"])

    // With no focus, it goes to the detail column, the selected tab, the stack's top.
    host.window.firstResponder?.resignFirstResponder()
    #expect(host.firstResponder == nil)
    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(titles(stack) == ["A"])

    // With the focus in the stack's top, Alt+Left pops the stack, not the primary.
    stack.push(FocusButtonViewController("C", log: log), animated: false)
    host.settle()
    #expect(host.focus(try button(stack)))
    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(titles(stack) == ["A"])
    #expect(titles(primary) == ["P1"])
    try host.checkInvariants()
  }

  @Test("pages in a navigation controller: page keys reach the pages, Alt+Left the navigation")
  func pagesInANavigationController() throws {
    let pages = PagesContainer()
    pages.viewControllers = [
      FocusButtonViewController("One", log: log), FocusButtonViewController("Two", log: log),
    ]
    let navigation = navigation(["Root"])
    navigation.push(pages, animated: false)
    let host = TestHost(rootViewController: navigation, size: Size(width: 600, height: 600))
    host.settle()
    #expect(host.firstResponder == nil)

    // No focus: Ctrl+Tab reaches the pages, the navigation's current child.
    #expect(host.press(key: .tab, modifiers: .control))
    host.settle()
    #expect(pages.selectedIndex == 1)

    // The focus on a page's button: Ctrl+Page Up reaches the pages, Alt+Left goes up to the
    // navigation controller and pops the pages.
    let two = try #require(pages.viewControllers[1] as? FocusButtonViewController)
    #expect(host.focus(two.button))
    #expect(host.press(key: .pageUp, modifiers: .control))
    host.settle()
    #expect(pages.selectedIndex == 0)
    #expect(host.press(key: .leftArrow, modifiers: .alternate))
    host.settle()
    #expect(titles(navigation) == ["Root"])
    try host.checkInvariants()
  }
}
