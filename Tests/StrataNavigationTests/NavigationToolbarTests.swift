import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("NavigationController's toolbar", .strictDiagnostics)
@MainActor
struct NavigationToolbarTests {
  private func makeScene() -> (TestHost, NavigationController, LoggingViewController, CallLog) {
    let log = CallLog()
    let root = LoggingViewController("Inbox", log: log)
    let navigation = NavigationController(rootViewController: root)
    let host = TestHost(rootViewController: navigation, size: Size(width: 400, height: 300))
    return (host, navigation, root, log)
  }

  /// The alpha the toolbar draws `item` with: its view's container's presented alpha.
  private func alpha(of item: BarButtonItem, in toolbar: Toolbar) -> Double? {
    toolbar.view(for: item)?.superview?.presentation.alpha
  }

  @Test("hidden by default; shown it sits along the bottom and the content ends above it")
  func showAndHide() throws {
    let (host, navigation, root, _) = makeScene()
    #expect(navigation.isToolbarHidden)
    #expect(root.view.frame == Rect(x: 0, y: 44, width: 400, height: 256))
    #expect(navigation.toolbar.frame.minY == 300)
    navigation.setToolbarHidden(false, animated: true)
    host.advance(by: 0.1)
    #expect(navigation.toolbar.presentation.frame.minY < 300)
    #expect(navigation.toolbar.presentation.frame.minY > 256)
    host.settle()
    #expect(navigation.toolbar.frame == Rect(x: 0, y: 256, width: 400, height: 44))
    #expect(root.view.frame == Rect(x: 0, y: 44, width: 400, height: 212))
    navigation.setToolbarHidden(true, animated: false)
    #expect(root.view.frame == Rect(x: 0, y: 44, width: 400, height: 256))
    try host.checkInvariants()
  }

  @Test("flexible spaces share the free width; fixed spaces keep theirs; a tap sends the action")
  func layoutAndTap() throws {
    let (host, navigation, root, _) = makeScene()
    var tapped: [String] = []
    let compose = BarButtonItem(title: "Compose") { _ in tapped.append("Compose") }
    let archive = BarButtonItem(title: "Archive") { _ in tapped.append("Archive") }
    root.toolbarItems = [.flexibleSpace(), compose, .fixedSpace(30), archive, .flexibleSpace()]
    navigation.setToolbarHidden(false, animated: false)
    host.render()
    let composeView = try #require(navigation.toolbar.view(for: compose))
    let archiveView = try #require(navigation.toolbar.view(for: archive))
    // The two buttons and the 30 pt between them are centred: the flexible spaces are equal.
    let leftFree = composeView.frame.minX - 8
    let rightFree = 400 - 8 - archiveView.frame.maxX
    #expect(isClose(leftFree, rightFree, tolerance: 1e-9))
    #expect(isClose(archiveView.frame.minX - composeView.frame.maxX, 30, tolerance: 1e-9))
    #expect(composeView.frame.height == 44)
    #expect(host.tap(on: archiveView))
    #expect(tapped == ["Archive"])

    // Without flexible space the items line up from the leading edge, 8 pt apart.
    root.toolbarItems = [compose, archive]
    let packed = try #require(navigation.toolbar.view(for: compose))
    let next = try #require(navigation.toolbar.view(for: archive))
    #expect(packed.frame.minX == 8)
    #expect(next.frame.minX == packed.frame.maxX + 8)
    try host.checkInvariants()
  }

  @Test("the items change with the top controller through a push and a pop, cross-fading")
  func pushAndPop() throws {
    let (host, navigation, root, _) = makeScene()
    let inboxItem = BarButtonItem(title: "Compose")
    let messageItem = BarButtonItem(title: "Reply")
    root.toolbarItems = [inboxItem]
    navigation.setToolbarHidden(false, animated: false)
    let message = ViewController()
    message.title = "Message"
    message.toolbarItems = [messageItem]
    navigation.push(message, animated: true)
    host.advance(by: 0.1)
    let outgoing = try #require(alpha(of: inboxItem, in: navigation.toolbar))
    let incoming = try #require(alpha(of: messageItem, in: navigation.toolbar))
    #expect(isClose(outgoing, 0.5, tolerance: 0.01))
    #expect(isClose(incoming, 0.5, tolerance: 0.01))
    host.settle()
    #expect(navigation.toolbar.items?.first === messageItem)
    #expect(navigation.toolbar.view(for: inboxItem) == nil)
    #expect(alpha(of: messageItem, in: navigation.toolbar) == 1)

    navigation.pop(animated: true)
    host.settle()
    #expect(navigation.toolbar.items?.first === inboxItem)
    #expect(navigation.toolbar.view(for: messageItem) == nil)
    try host.checkInvariants()
  }

  @Test("a cancelled back swipe brings the top's items back; a finished one shows the root's")
  func interactiveSwipe() throws {
    let (host, navigation, root, _) = makeScene()
    let inboxItem = BarButtonItem(title: "Compose")
    let messageItem = BarButtonItem(title: "Reply")
    root.toolbarItems = [inboxItem]
    navigation.setToolbarHidden(false, animated: false)
    let message = ViewController()
    message.toolbarItems = [messageItem]
    navigation.push(message, animated: false)
    host.render()

    host.beginDrag(at: Point(x: 5, y: 150))
    for step in 1...4 { host.moveDrag(to: Point(x: 5 + Double(step) * 25, y: 150)) }
    // A quarter of the way: the root's items show at a quarter.
    let partial = try #require(alpha(of: inboxItem, in: navigation.toolbar))
    #expect(isClose(partial, 0.25, tolerance: 0.01))
    host.advance(by: 0.3)
    host.moveDrag(to: Point(x: 10, y: 150))
    host.advance(by: 0.3)
    host.endDrag()
    host.settle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.toolbar.items?.first === messageItem)
    #expect(navigation.toolbar.view(for: inboxItem) == nil)

    host.beginDrag(at: Point(x: 5, y: 150))
    for step in 1...10 { host.moveDrag(to: Point(x: 5 + Double(step) * 30, y: 150)) }
    host.endDrag()
    host.settle()
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.toolbar.items?.first === inboxItem)
    try host.checkInvariants()
  }

  @Test("items set on the top controller show at once; set during a push, they show after it")
  func itemsChange() throws {
    let (host, navigation, root, _) = makeScene()
    navigation.setToolbarHidden(false, animated: false)
    let first = BarButtonItem(title: "Edit")
    root.setToolbarItems([first], animated: true)
    host.settle()
    #expect(navigation.toolbar.items?.first === first)
    #expect(alpha(of: first, in: navigation.toolbar) == 1)

    let message = ViewController()
    navigation.push(message, animated: true)
    host.advance(by: 0.1)
    let late = BarButtonItem(title: "Flag")
    message.toolbarItems = [late]
    host.settle()
    #expect(navigation.toolbar.items?.first === late)
    // The root's items changing while it is covered do not show.
    root.toolbarItems = [BarButtonItem(title: "Other")]
    #expect(navigation.toolbar.items?.first === late)
    try host.checkInvariants()
  }

  @Test("right to left the items line up from the right edge")
  func rightToLeft() throws {
    let (host, navigation, root, _) = makeScene()
    host.window.layoutDirection = .rightToLeft
    let item = BarButtonItem(title: "Compose")
    root.toolbarItems = [item]
    navigation.setToolbarHidden(false, animated: false)
    host.render()
    let view = try #require(navigation.toolbar.view(for: item))
    #expect(view.frame.maxX == 392)
  }
}
