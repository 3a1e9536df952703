import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A root that pushes a controller from its first `viewWillAppear`, as apps do to restore a
/// screen.
@MainActor
private final class PushingRoot: LoggingViewController {
  var pushed: ViewController?
  var animated = false

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if let pushed {
      self.pushed = nil
      stackController?.push(pushed, animated: self.animated)
    }
  }
}

/// Each controller's appearance state matches whether its view is in the window, whatever is
/// called while a container appears or transitions.
@Suite("Appearance stays in sync with the window", .strictDiagnostics)
@MainActor
struct AppearanceSyncTests {
  @Test(
    "a push from the root's viewWillAppear leaves the pushed controller appeared",
    arguments: [false, true])
  func pushFromWillAppear(animated: Bool) throws {
    let log = CallLog()
    let root = PushingRoot("A", log: log)
    let b = LoggingViewController("B", log: log)
    root.pushed = b
    root.animated = animated
    let stack = StackController(rootViewController: root)
    let host = TestHost(rootViewController: stack, size: Size(width: 300, height: 300))
    host.settle()
    #expect(stack.viewControllers.count == 2)
    expectAppearanceInSync([root, b], host: host)
    let appearance = log.entries.filter { $0.contains("ppear") }
    #expect(
      appearance == [
        "A.willAppear", "A.willDisappear", "A.didDisappear", "B.willAppear", "B.didAppear",
      ]
        || appearance == [
          "A.willAppear", "A.didAppear", "A.willDisappear", "B.willAppear", "A.didDisappear",
          "B.didAppear",
        ])
    try host.checkInvariants()
  }

  @Test("switching tabs during an animated push and back leaves only the pushed one appeared")
  func tabSwitchDuringPush() throws {
    let log = CallLog()
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let other = LoggingViewController("Other", log: log)
    let stack = StackController(rootViewController: a)
    let tabs = TabBarController()
    tabs.viewControllers = [stack, other]
    let host = TestHost(rootViewController: tabs, size: Size(width: 300, height: 300))
    host.settle()

    stack.push(b, animated: true)
    host.advance(by: 0.05)
    tabs.selectedIndex = 1
    host.advance(by: 0.05)
    tabs.selectedIndex = 0
    log.clear()
    host.settle()
    #expect(!log.entries.contains("A.willAppear"))
    expectAppearanceInSync([a, b, other], host: host)

    tabs.selectedIndex = 1
    stack.pop(animated: true)
    host.settle()
    tabs.selectedIndex = 0
    host.settle()
    expectAppearanceInSync([a, b, other], host: host)
    try host.checkInvariants()
  }

  @Test("a tab switch in the middle of a swipe leaves no page appearing")
  func tabSwitchMidSwipe() throws {
    let log = CallLog()
    let pages = (0..<3).map { LoggingViewController("P\($0)", log: log) }
    let container = PagesContainer()
    container.viewControllers = pages
    let other = LoggingViewController("Other", log: log)
    let tabs = TabBarController()
    tabs.viewControllers = [container, other]
    let host = TestHost(rootViewController: tabs, size: Size(width: 300, height: 300))
    host.beginDrag(at: Point(x: 250, y: 150))
    for step in 1...6 { host.moveDrag(to: Point(x: 250 - Double(step) * 20, y: 150)) }
    #expect(pages[1].appearanceState == .appearing)
    tabs.selectedIndex = 1
    #expect(pages.allSatisfy { $0.appearanceState == .disappeared })
    host.endDrag()
    host.settle()
    expectAppearanceInSync(pages + [other], host: host)
    tabs.selectedIndex = 0
    host.settle()
    expectAppearanceInSync(pages + [other], host: host)
    try host.checkInvariants()
  }
}

/// Selections made while another animates, and drags during a skip.
@Suite("PagesContainer selections during a selection", .strictDiagnostics)
@MainActor
struct PagesQueuedSelectionTests {
  private func makeScene() -> (TestHost, PagesContainer, [LoggingViewController]) {
    let log = CallLog()
    let pages = (0..<5).map { LoggingViewController("P\($0)", log: log) }
    let container = PagesContainer()
    container.viewControllers = pages
    let host = TestHost(rootViewController: container, size: Size(width: 300, height: 300))
    return (host, container, pages)
  }

  private func expectSettled(
    on index: Int, _ container: PagesContainer, _ pages: [LoggingViewController], host: TestHost
  ) throws {
    #expect(container.selectedIndex == index)
    for (position, page) in pages.enumerated() {
      #expect(page.appearanceState == (position == index ? .appeared : .disappeared))
    }
    #expect(isClose(container.pagesScrollView.contentOffset.x, Double(index) * 300))
    #expect(pages[index].view.superview === container.pagesScrollView)
    try host.checkInvariants()
  }

  @Test("a second selection during a skip runs after it; a later swipe lands where it should")
  func secondSelectionDuringSkip() throws {
    let (host, container, pages) = makeScene()
    container.setSelectedIndex(3, animated: true)
    host.advance(by: 0.1)
    container.setSelectedIndex(1, animated: true)
    #expect(container.selectedIndex == 1)
    host.settle()
    try expectSettled(on: 1, container, pages, host: host)

    host.drag(from: Point(x: 60, y: 150), to: Point(x: 260, y: 150))
    host.settle()
    try expectSettled(on: 0, container, pages, host: host)
    #expect(pages[1].isViewLoaded)
  }

  @Test("a drag during a skip does not take the pages; the skip lands on its target")
  func dragDuringSkip() throws {
    let (host, container, pages) = makeScene()
    container.setSelectedIndex(3, animated: true)
    host.advance(by: 0.1)
    host.drag(from: Point(x: 250, y: 150), to: Point(x: 50, y: 150), duration: 0.1, steps: 5)
    host.settle()
    try expectSettled(on: 3, container, pages, host: host)
    host.drag(from: Point(x: 250, y: 150), to: Point(x: 50, y: 150))
    host.settle()
    try expectSettled(on: 4, container, pages, host: host)
  }

  @Test("a selection during a drag runs when the pages come to rest")
  func selectionDuringDrag() throws {
    let (host, container, pages) = makeScene()
    host.beginDrag(at: Point(x: 250, y: 150))
    for step in 1...5 { host.moveDrag(to: Point(x: 250 - Double(step) * 10, y: 150)) }
    container.setSelectedIndex(4, animated: false)
    #expect(container.selectedIndex == 4)
    #expect(pages[4].appearanceState == .disappeared)
    host.endDrag()
    host.settle()
    try expectSettled(on: 4, container, pages, host: host)
  }
}
