import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// Records what a navigation controller's delegate hears.
@MainActor
private final class NavigationRecorder: NavigationControllerDelegate {
  var events: [String] = []

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) { events.append("willShow \(viewController.title ?? "")") }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) { events.append("didShow \(viewController.title ?? "")") }
}

@Suite("NavigationController", .strictDiagnostics)
@MainActor
struct NavigationControllerTests {
  private func makeScene() -> (TestHost, NavigationController, CallLog, LoggingViewController) {
    let log = CallLog()
    let root = LoggingViewController("Inbox", log: log)
    let navigation = NavigationController(rootViewController: root)
    let host = TestHost(rootViewController: navigation, size: Size(width: 400, height: 300))
    return (host, navigation, log, root)
  }

  @Test("the bar is 44 pt, shows the top title centred and the content sits below it")
  func barAndContent() throws {
    let (host, navigation, _, root) = makeScene()
    #expect(navigation.navigationBar.frame == Rect(x: 0, y: 0, width: 400, height: 44))
    #expect(navigation.navigationBar.titleLabel.text == "Inbox")
    #expect(navigation.navigationBar.titleLabel.textAlignment == .center)
    #expect(navigation.navigationBar.backButton.isHidden)
    #expect(root.view.frame == Rect(x: 0, y: 44, width: 400, height: 256))
    #expect(root.navigationController === navigation)
    try host.checkInvariants()
  }

  @Test("a push cross-fades the titles and the back button names the previous controller")
  func pushCrossFades() throws {
    let (host, navigation, log, root) = makeScene()
    let recorder = NavigationRecorder()
    navigation.delegate = recorder
    let message = LoggingViewController("Message", log: log)
    message.navigationItem.rightBarButtonItem = BarButtonItem(title: "Reply")
    log.clear()
    navigation.push(message, animated: true)
    host.advance(by: 0.1)
    let titles = navigation.navigationBar.subviews.compactMap { container in
      container.subviews.compactMap { $0 as? Label }.first
    }
    let alphas = Dictionary(
      uniqueKeysWithValues: titles.map { ($0.text ?? "", $0.superview?.presentation.alpha ?? -1) })
    #expect(isClose(alphas["Inbox"] ?? -1, 0.5, tolerance: 0.01))
    #expect(isClose(alphas["Message"] ?? -1, 0.5, tolerance: 0.01))
    host.settle()
    #expect(navigation.navigationBar.titleLabel.text == "Message")
    #expect(!navigation.navigationBar.backButton.isHidden)
    #expect(navigation.navigationBar.backButton.currentTitle == "‹ Inbox")
    #expect(recorder.events == ["willShow Message", "didShow Message"])
    #expect(
      log.entries == [
        "Message.willMove(stack)", "Inbox.willDisappear", "Message.willAppear",
        "Inbox.didDisappear", "Message.didAppear", "Message.didMove(stack)",
      ])
    #expect(root.view.superview == nil)
    try host.checkInvariants()
  }

  @Test("the back button pops; a full-screen drag does not, a swipe from the leading edge does")
  func backButtonAndEdgeSwipe() throws {
    let (host, navigation, log, _) = makeScene()
    let message = LoggingViewController("Message", log: log)
    navigation.push(message, animated: false)
    host.render()

    host.drag(from: Point(x: 150, y: 150), to: Point(x: 350, y: 150))
    host.settle()
    #expect(navigation.viewControllers.count == 2)

    host.beginDrag(at: Point(x: 5, y: 150))
    for step in 1...10 { host.moveDrag(to: Point(x: 5 + Double(step) * 20, y: 150)) }
    #expect(isClose(message.view.frame.minX, 200))
    host.advance(by: 0.3)
    host.endDrag()
    host.settle()
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.navigationBar.titleLabel.text == "Inbox")

    navigation.push(LoggingViewController("Again", log: log), animated: false)
    host.render()
    host.tap(at: Point(x: 30, y: 22))
    host.settle()
    #expect(navigation.viewControllers.map(\.title) == ["Inbox"])
    try host.checkInvariants()
  }

  @Test("a cancelled edge swipe keeps the titles and tells the delegate nothing was shown")
  func cancelledSwipe() {
    let (host, navigation, log, _) = makeScene()
    let recorder = NavigationRecorder()
    navigation.push(LoggingViewController("Message", log: log), animated: false)
    host.render()
    navigation.delegate = recorder
    host.beginDrag(at: Point(x: 5, y: 150))
    for step in 1...3 { host.moveDrag(to: Point(x: 5 + Double(step) * 10, y: 150)) }
    host.advance(by: 0.3)
    host.endDrag()
    host.settle()
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.navigationBar.titleLabel.text == "Message")
    #expect(recorder.events == ["willShow Inbox"])
  }

  @Test("hiding the bar gives the content the whole height; titles follow the item")
  func hideBarAndTitleUpdates() {
    let (host, navigation, _, root) = makeScene()
    navigation.setNavigationBarHidden(true, animated: true)
    host.settle()
    #expect(navigation.isNavigationBarHidden)
    #expect(root.view.frame == Rect(x: 0, y: 0, width: 400, height: 300))
    navigation.setNavigationBarHidden(false, animated: false)
    #expect(root.view.frame == Rect(x: 0, y: 44, width: 400, height: 256))
    root.title = "All mail"
    #expect(navigation.navigationBar.titleLabel.text == "All mail")
  }

  @Test("misuse is refused with a typed error, as on the stack")
  func misuse() {
    let (_, navigation, _, root) = makeScene()
    #expect(throws: StackControllerError.cannotPopRoot) { try navigation.tryPop(animated: true) }
    #expect(throws: StackControllerError.alreadyInStack) {
      try navigation.tryPush(root, animated: true)
    }
    #expect(navigation.visibleViewController === root)
  }
}

@Suite("NavigationController, frame by frame", .strictDiagnostics)
@MainActor
struct NavigationControllerFrameTests {
  @Test("a push slides the new page in below the bar while the old one moves a third left")
  func pushFrames() throws {
    let log = CallLog()
    let root = LoggingViewController("Inbox", log: log)
    let navigation = NavigationController(rootViewController: root)
    let host = TestHost(rootViewController: navigation, size: Size(width: 300, height: 300))
    let message = LoggingViewController("Message", log: log)
    navigation.push(message, animated: true)
    #expect(message.view.presentation.frame == Rect(x: 300, y: 44, width: 300, height: 256))
    host.advance(by: 0.1)
    #expect(isClose(message.view.presentation.frame.minX, 150))
    #expect(isClose(root.view.presentation.frame.minX, -50))
    host.settle()
    #expect(message.view.frame == Rect(x: 0, y: 44, width: 300, height: 256))
    #expect(navigation.navigationBar.superview === navigation.view)
    #expect(navigation.view.subviews.last === navigation.navigationBar)
    try host.checkInvariants()
  }

  @Test("the navigation controller forwards its own appearance to the top controller only")
  func appearanceForwarding() {
    let log = CallLog()
    let root = LoggingViewController("Inbox", log: log)
    let navigation = NavigationController(rootViewController: root)
    let top = LoggingViewController("Message", log: log)
    navigation.push(top, animated: false)
    let host = TestHost(rootViewController: navigation, size: Size(width: 300, height: 300))
    #expect(
      log.entries.filter { $0.contains("Appear") } == ["Message.willAppear", "Message.didAppear"])
    log.clear()
    host.window.close()
    #expect(log.entries == ["Message.willDisappear", "Message.didDisappear"])
    #expect(root.appearanceState == .disappeared)
  }

  @Test("queued calls during a push run in order; popToRoot returns what it popped")
  func queuedCalls() throws {
    let log = CallLog()
    let navigation = NavigationController(rootViewController: LoggingViewController("A", log: log))
    let host = TestHost(rootViewController: navigation, size: Size(width: 300, height: 300))
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    navigation.push(b, animated: true)
    navigation.push(c, animated: true)
    let popped = navigation.popToRoot(animated: true)
    #expect(popped.map(\.title) == ["B", "C"])
    host.settle()
    #expect(navigation.viewControllers.map(\.title) == ["A"])
    #expect(navigation.navigationBar.titleLabel.text == "A")
    #expect(navigation.navigationBar.backButton.isHidden)
    try host.checkInvariants()
  }

  @Test("a navigation controller and its pages are released when dropped")
  func releases() {
    weak var weakNavigation: NavigationController?
    weak var weakPage: ViewController?
    do {
      let log = CallLog()
      let navigation = NavigationController(
        rootViewController: LoggingViewController("A", log: log))
      let host = TestHost(rootViewController: navigation)
      let page = LoggingViewController("B", log: log)
      navigation.push(page, animated: true)
      host.settle()
      weakNavigation = navigation
      weakPage = page
    }
    #expect(weakNavigation == nil)
    #expect(weakPage == nil)
  }
}
