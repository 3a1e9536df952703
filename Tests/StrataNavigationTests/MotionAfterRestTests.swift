import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A person looks at the window for a while, then acts: every container's animated call, and
/// the keys and gestures that start one, after the window rested 1.5 s. The first frames after
/// the action show the transition under way, never its end (the window's time went on while
/// it rested; an animation begins when it was started, not at the last frame drawn).
@Suite("Motion after a rest", .strictDiagnostics)
@MainActor
struct MotionAfterRestTests {
  /// `probe`, reading the last finite value it read once what it reads is gone (a layer popped
  /// and taken out of the window reads NaN).
  private func lastSeen(_ probe: @escaping () -> Double) -> () -> Double {
    var last = Double.nan
    return {
      let value = probe()
      if value.isFinite { last = value }
      return last
    }
  }

  // MARK: - Stack

  /// A stack of width 400 with a root A and B pushed on it, at rest after a first rest.
  private func stackWithTwo() -> (StackScene, LoggingViewController) {
    let scene = StackScene()
    let second = LoggingViewController("B", log: scene.log)
    scene.stack.push(second, animated: false)
    scene.host.settle()
    return (scene, second)
  }

  @Test("a stack's push, pop, pop to root and set, each after a rest, show their first steps")
  func stackCalls() throws {
    let scene = StackScene()
    let pushed = LoggingViewController("B", log: scene.log)
    let push = scene.host.motionAfterRest(of: scene.presentedX(pushed)) {
      scene.stack.push(pushed, animated: true)
    }
    #expect(push.movesThroughFirstFrames(), "\(push)")
    #expect(push.end == 0)

    let pop = scene.host.motionAfterRest(of: scene.presentedX(pushed)) {
      _ = scene.stack.pop(animated: true)
    }
    #expect(pop.movesThroughFirstFrames(), "\(pop)")

    let third = LoggingViewController("C", log: scene.log)
    let fourth = LoggingViewController("D", log: scene.log)
    scene.stack.setViewControllers([scene.root, third, fourth], animated: false)
    scene.host.settle()
    let toRoot = scene.host.motionAfterRest(of: scene.presentedX(fourth)) {
      _ = scene.stack.popToRoot(animated: true)
    }
    #expect(toRoot.movesThroughFirstFrames(), "\(toRoot)")

    let set = scene.host.motionAfterRest(of: scene.presentedX(third)) {
      scene.stack.setViewControllers([scene.root, third], animated: true)
    }
    #expect(set.movesThroughFirstFrames(), "\(set)")
    try scene.host.checkInvariants()
  }

  @Test("Alt+Left and Alt+Right after a rest slide the stack, not jump it")
  func stackKeys() throws {
    let (scene, second) = stackWithTwo()
    let back = scene.host.motionAfterRest(of: scene.presentedX(second)) {
      _ = scene.host.press(key: .leftArrow, modifiers: .alternate)
    }
    #expect(back.movesThroughFirstFrames(), "\(back)")
    #expect(scene.stack.topViewController === scene.root)

    let next = LoggingViewController("N", log: scene.log)
    scene.root.offered = next
    let forward = scene.host.motionAfterRest(of: scene.presentedX(next)) {
      _ = scene.host.press(key: .rightArrow, modifiers: .alternate)
    }
    #expect(forward.movesThroughFirstFrames(), "\(forward)")
    #expect(scene.stack.topViewController === next)
    try scene.host.checkInvariants()
  }

  @Test("a drag held still through a rest and then released settles over frames")
  func stackDragReleasedAfterRest() throws {
    let (scene, second) = stackWithTwo()
    scene.host.beginDrag(at: Point(x: 50, y: 150))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 50 + Double(step) * 25, y: 150)) }
    let held = scene.presentedX(second)
    #expect(held > 200)
    // The finger rests on the glass for 1.5 s; the release has no speed left.
    let release = scene.host.motionAfterRest(of: scene.presentedX(second)) {
      scene.host.endDrag()
    }
    #expect(release.start == held)
    #expect(release.movesThroughFirstFrames(), "\(release)")
    #expect(release.end == StackScene.width)
    #expect(scene.stack.topViewController === scene.root)
    try scene.host.checkInvariants()
  }

  @Test("a fling after a rest finishes the pop over frames")
  func stackFlingAfterRest() throws {
    let (scene, second) = stackWithTwo()
    scene.host.rest(for: 1.5)
    scene.host.beginDrag(at: Point(x: 50, y: 150))
    for move in 1...TestHost.flingMoveCount {
      scene.host.moveDrag(to: Point(x: 50 + Double(move) * 12, y: 150))
    }
    let fling = scene.host.motion(of: scene.presentedX(second)) { scene.host.endDrag() }
    #expect(fling.movesThroughFirstFrames(), "\(fling)")
    #expect(fling.end == StackScene.width)
    #expect(scene.stack.topViewController === scene.root)
    try scene.host.checkInvariants()
  }

  // MARK: - Navigation and tabs

  @Test("a navigation controller's push, pop, pop to root, set and Alt+Left after a rest")
  func navigationCalls() throws {
    let log = CallLog()
    let root = LoggingViewController("Inbox", log: log)
    let navigation = NavigationController(rootViewController: root)
    let host = TestHost(
      rootViewController: navigation, size: Size(width: 400, height: 300))
    func x(_ controller: ViewController) -> Double { controller.view.presentation.frame.minX }

    let message = LoggingViewController("Message", log: log)
    let push = host.motionAfterRest(of: x(message)) {
      navigation.push(message, animated: true)
    }
    #expect(push.movesThroughFirstFrames(), "\(push)")

    let pop = host.motionAfterRest(of: x(message)) { _ = navigation.pop(animated: true) }
    #expect(pop.movesThroughFirstFrames(), "\(pop)")

    let first = LoggingViewController("First", log: log)
    let second = LoggingViewController("Second", log: log)
    navigation.setViewControllers([root, first, second], animated: false)
    host.settle()
    let toRoot = host.motionAfterRest(of: x(second)) {
      _ = navigation.popToRoot(animated: true)
    }
    #expect(toRoot.movesThroughFirstFrames(), "\(toRoot)")

    let set = host.motionAfterRest(of: x(first)) {
      navigation.setViewControllers([root, first], animated: true)
    }
    #expect(set.movesThroughFirstFrames(), "\(set)")

    let back = host.motionAfterRest(of: x(first)) {
      _ = host.press(key: .leftArrow, modifiers: .alternate)
    }
    #expect(back.movesThroughFirstFrames(), "\(back)")
    #expect(navigation.topViewController === root)
  }

  @Test("a push that hides the tab bar slides the bar away after a rest")
  func tabBarHidesOverFrames() throws {
    let log = CallLog()
    let list = LoggingViewController("List", log: log)
    let stack = StackController(rootViewController: list)
    let other = LoggingViewController("Other", log: log)
    let tabs = TabBarController()
    tabs.viewControllers = [stack, other]
    let host = TestHost(
      rootViewController: tabs, size: Size(width: 400, height: 300))
    let page = LoggingViewController("Page", log: log)
    page.hidesBottomBarWhenPushed = true
    // The bar rides on the list's view, which slides aside under the page.
    let hide = host.motionAfterRest(of: list.view.presentation.frame.minX) {
      stack.push(page, animated: true)
      #expect(tabs.tabBar.superview === list.view)
    }
    #expect(hide.movesThroughFirstFrames(), "\(hide)")
    #expect(tabs.tabBar.isHidden)
    try host.checkInvariants()
  }

  // MARK: - Pages

  @Test("selecting a page and Ctrl+Page Down / Up after a rest scroll over frames")
  func pagesCalls() throws {
    let log = CallLog()
    let container = PagesContainer()
    container.viewControllers = ["BEAVER", "BUCK DEER", "CAT", "LION"].map {
      LoggingViewController($0, log: log)
    }
    let host = TestHost(
      rootViewController: container, size: Size(width: 320, height: 400))
    let offset = { container.pagesScrollView.contentOffset.x }

    let select = host.motionAfterRest(of: offset()) {
      container.setSelectedIndex(2, animated: true)
    }
    #expect(select.movesThroughFirstFrames(), "\(select)")
    #expect(container.selectedIndex == 2)

    let next = host.motionAfterRest(of: offset()) {
      _ = host.press(key: .pageDown, modifiers: .control)
    }
    #expect(next.movesThroughFirstFrames(), "\(next)")
    #expect(container.selectedIndex == 3)

    let previous = host.motionAfterRest(of: offset()) {
      _ = host.press(key: .pageUp, modifiers: .control)
    }
    #expect(previous.movesThroughFirstFrames(), "\(previous)")
    #expect(container.selectedIndex == 2)

    // A swipe after a rest: the page settles over frames from where the finger left it.
    host.rest(for: 1.5)
    host.beginDrag(at: Point(x: 250, y: 200))
    for move in 1...TestHost.flingMoveCount {
      host.moveDrag(to: Point(x: 250 - Double(move) * 10, y: 200))
    }
    let swipe = host.motion(of: offset()) { host.endDrag() }
    #expect(swipe.movesThroughFirstFrames(), "\(swipe)")
    #expect(container.selectedIndex == 3)
  }

  // MARK: - Cross

  @Test(
    "presenting from each of the four sides and going back, after a rest, slide over frames",
    arguments: [CrossDirection.left, .top, .right, .bottom])
  func crossCalls(direction: CrossDirection) throws {
    let scene = CrossScene()
    let screen = scene.screen("B")
    let vertical = direction == .top || direction == .bottom
    let position = {
      let origin = screen.view.presentation.frame.origin
      return vertical ? origin.y : origin.x
    }
    let present = scene.host.motionAfterRest(of: position()) {
      scene.cross.present(screen, direction: direction, animated: true)
    }
    #expect(present.movesThroughFirstFrames(), "\(present)")
    #expect(present.end == 0)

    let back = scene.host.motionAfterRest(of: position()) {
      _ = scene.cross.dismiss(animated: true)
    }
    #expect(back.movesThroughFirstFrames(), "\(back)")
    try scene.host.checkInvariants()
  }

  @Test("Alt+Right and Alt+Left in a cross after a rest bring the screen in and take it back")
  func crossKeys() throws {
    let scene = CrossScene()
    let screen = scene.screen("Right")
    scene.root.destinations[.right] = { screen }
    let x = { screen.view.presentation.frame.minX }
    let go = scene.host.motionAfterRest(of: x()) {
      _ = scene.host.press(key: .rightArrow, modifiers: .alternate)
    }
    #expect(go.movesThroughFirstFrames(), "\(go)")
    let back = scene.host.motionAfterRest(of: x()) {
      _ = scene.host.press(key: .leftArrow, modifiers: .alternate)
    }
    #expect(back.movesThroughFirstFrames(), "\(back)")
    #expect(scene.cross.viewControllers.count == 1)
  }

  // MARK: - Layered

  @Test("a layered push, pop, pop to root, compress and Alt+Left after a rest slide over frames")
  func layeredCalls() throws {
    let scene = LayeredScene()
    let first = scene.make("A")
    let push = scene.host.motionAfterRest(of: scene.presentedX(first)) {
      scene.container.push(first, animated: true)
    }
    #expect(push.movesThroughFirstFrames(), "\(push)")

    let second = scene.make("B")
    scene.container.push(second, animated: true)
    scene.host.settle()
    let compress = scene.host.motionAfterRest(of: scene.presentedX(second)) {
      scene.container.compress(animated: true)
    }
    #expect(compress.movesThroughFirstFrames(), "\(compress)")

    let secondY = lastSeen { scene.presentedY(second) }
    let pop = scene.host.motionAfterRest(of: secondY()) {
      scene.container.pop(animated: true)
    }
    #expect(pop.movesThroughFirstFrames(), "\(pop)")

    let third = scene.make("C")
    scene.container.push(third, animated: false)
    scene.host.settle()
    let thirdY = lastSeen { scene.presentedY(third) }
    let toRoot = scene.host.motionAfterRest(of: thirdY()) {
      scene.container.popToRoot(animated: true)
    }
    #expect(toRoot.movesThroughFirstFrames(), "\(toRoot)")

    let fourth = scene.make("D")
    scene.container.push(fourth, animated: false)
    scene.host.settle()
    let fourthY = lastSeen { scene.presentedY(fourth) }
    let back = scene.host.motionAfterRest(of: fourthY()) {
      _ = scene.host.press(key: .leftArrow, modifiers: .alternate)
    }
    #expect(back.movesThroughFirstFrames(), "\(back)")
    #expect(scene.container.viewControllers.count == 1)
  }

  // MARK: - Split

  @Test("a split's columns after a rest: a width change and the primary hiding animate")
  func splitCalls() throws {
    let scene = SplitScene()
    let detailX = { scene.detail.view.presentation.frame.minX }
    let narrow = scene.host.motionAfterRest(of: detailX()) {
      scene.host.resize(to: Size(width: 800, height: 600))
    }
    #expect(narrow.movesThroughFirstFrames(), "\(narrow)")

    let wide = scene.host.motionAfterRest(of: detailX()) {
      scene.host.resize(to: Size(width: 1100, height: 600))
    }
    #expect(wide.movesThroughFirstFrames(), "\(wide)")

    let hide = scene.host.motionAfterRest(of: detailX()) {
      scene.split.setPrimaryHidden(true, animated: true)
    }
    #expect(hide.movesThroughFirstFrames(), "\(hide)")
    let primaryX = { scene.primary.view.presentation.frame.minX }
    let overlay = scene.host.motionAfterRest(of: primaryX()) {
      scene.split.showPrimaryOverlay(animated: true)
    }
    #expect(overlay.movesThroughFirstFrames(), "\(overlay)")
    let dismiss = scene.host.motionAfterRest(of: primaryX()) {
      _ = scene.host.press(key: .escape)
    }
    #expect(dismiss.movesThroughFirstFrames(), "\(dismiss)")
    try scene.check()
  }
}
