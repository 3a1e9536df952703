import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A view controller that records its `isMovingToParent` and `isMovingFromParent` flags in its
/// callbacks.
@MainActor
private final class MovingFlagsController: ViewController {
  private(set) var flags: [String] = []

  private func note(_ call: String) {
    flags.append("\(call) to=\(isMovingToParent) from=\(isMovingFromParent)")
  }

  override func willMove(toParent parent: ViewController?) {
    super.willMove(toParent: parent)
    if parent == nil { note("willMove(nil)") }
  }

  override func didMove(toParent parent: ViewController?) {
    note(parent == nil ? "didMove(nil)" : "didMove(parent)")
    super.didMove(toParent: parent)
  }

  override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
}

/// A view controller that counts how its view is loaded.
@MainActor
private final class LoadingController: ViewController {
  private(set) var calls: [String] = []
  let customView = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))

  override func loadView() {
    calls.append("loadView")
    view = customView
  }

  override func viewDidLoad() {
    calls.append("viewDidLoad")
  }
}

/// A container that tells its parent about its children's preferred sizes.
@MainActor
private final class PreferredSizeContainer: ViewController {
  private(set) var changedChildren: [ObjectIdentifier] = []

  override func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {
    changedChildren.append(ObjectIdentifier(container))
  }
}

@MainActor private final class OuterContainer: ViewController {}
@MainActor private final class InnerContainer: ViewController {}

@Suite("View controller containment, appearance and loading", .strictDiagnostics)
@MainActor
struct ViewControllerContainmentTests {
  // MARK: Adding and removing children

  @Test("adding a child the UIKit way sends willMove then didMove, without appearance off screen")
  func addChildOffScreen() {
    let log = CallLog()
    let parent = RecordingViewController("parent", log: log)
    let child = RecordingViewController("child", log: log)

    embed(child, in: parent)

    #expect(log.entries == ["child.willMove(toParent: parent)", "child.didMove(toParent: parent)"])
    #expect(child.parent === parent)
    #expect(parent.children.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    #expect(child.view.superview === parent.view)
    #expect(child.appearanceState == .disappeared)
  }

  @Test("removing a child the UIKit way sends willMove(toParent: nil) then didMove(toParent: nil)")
  func removeChildOffScreen() {
    let log = CallLog()
    let parent = RecordingViewController("parent", log: log)
    let child = RecordingViewController("child", log: log)
    embed(child, in: parent)
    log.clear()

    unembed(child)

    #expect(log.entries == ["child.willMove(toParent: nil)", "child.didMove(toParent: nil)"])
    #expect(child.parent == nil)
    #expect(parent.children.isEmpty)
    #expect(child.view.superview == nil)
  }

  @Test("addChild alone does not load the child's view")
  func addChildDoesNotLoadView() {
    let parent = ViewController()
    let child = ViewController()
    parent.addChild(child)
    #expect(!child.isViewLoaded)
    #expect(child.parent === parent)
  }

  @Test("children nest, and each knows its parent")
  func nestedChildren() {
    let log = CallLog()
    let root = RecordingViewController("root", log: log)
    let middle = RecordingViewController("middle", log: log)
    let leaf = RecordingViewController("leaf", log: log)
    embed(middle, in: root)
    embed(leaf, in: middle)
    #expect(leaf.parent === middle)
    #expect(middle.parent === root)
    #expect(leaf.isDescendant(of: root))
    #expect(!root.isDescendant(of: leaf))
    #expect(leaf.view.isDescendant(of: root.view))
    #expect(root.children.count == 1)
    #expect(middle.children.count == 1)
  }

  @Test("adding a child to a second parent moves it: willMove(nil), didMove(nil), willMove(new)")
  func movingToAnotherParent() {
    let log = CallLog()
    let first = RecordingViewController("first", log: log)
    let second = RecordingViewController("second", log: log)
    let child = RecordingViewController("child", log: log)
    embed(child, in: first)
    log.clear()

    second.addChild(child)

    #expect(
      log.entries == [
        "child.willMove(toParent: nil)",
        "child.didMove(toParent: nil)",
        "child.willMove(toParent: second)",
      ])
    #expect(child.parent === second)
    #expect(first.children.isEmpty)
    #expect(second.children.count == 1)
    #expect(child.view.superview == nil)
  }

  @Test("adding self, an ancestor, or a current child again does nothing")
  func invalidAdditions() {
    let log = CallLog()
    let root = RecordingViewController("root", log: log)
    let middle = RecordingViewController("middle", log: log)
    let leaf = RecordingViewController("leaf", log: log)
    embed(middle, in: root)
    embed(leaf, in: middle)
    log.clear()

    leaf.addChild(leaf)
    leaf.addChild(root)
    middle.addChild(root)
    leaf.addChild(middle)
    middle.addChild(leaf)

    #expect(log.entries.isEmpty)
    #expect(root.parent == nil)
    #expect(middle.parent === root)
    #expect(leaf.children.isEmpty)
    #expect(middle.children.count == 1)
  }

  @Test("removeFromParent without a parent does nothing")
  func removeWithoutParent() {
    let log = CallLog()
    let orphan = RecordingViewController("orphan", log: log)
    orphan.removeFromParent()
    #expect(log.entries.isEmpty)
  }

  @Test("isMovingToParent and isMovingFromParent are set during the containment callbacks")
  func movingFlags() {
    let window = Window(size: Size(width: 300, height: 300))
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let child = MovingFlagsController()

    embed(child, in: root)
    #expect(
      child.flags == [
        "viewWillAppear to=true from=false",
        "viewDidAppear to=true from=false",
        "didMove(parent) to=true from=false",
      ])
    #expect(!child.isMovingToParent)

    unembed(child)
    #expect(
      child.flags.suffix(4) == [
        "willMove(nil) to=false from=true",
        "viewWillDisappear to=false from=true",
        "viewDidDisappear to=false from=true",
        "didMove(nil) to=false from=true",
      ])
    #expect(!child.isMovingFromParent)
    #expect(!child.isMovingToParent)
  }

  @Test("firstAncestor(of:) finds the nearest ancestor of a type, never the controller itself")
  func firstAncestor() {
    let outer = OuterContainer()
    let inner = InnerContainer()
    let leaf = ViewController()
    embed(inner, in: outer)
    embed(leaf, in: inner)
    #expect(leaf.firstAncestor(of: OuterContainer.self) === outer)
    #expect(leaf.firstAncestor(of: InnerContainer.self) === inner)
    #expect(leaf.firstAncestor(of: ViewController.self) === inner)
    #expect(inner.firstAncestor(of: InnerContainer.self) == nil)
    #expect(outer.firstAncestor(of: ViewController.self) == nil)
  }

  @Test("a child's preferred content size change is reported to its parent")
  func preferredContentSize() {
    let parent = PreferredSizeContainer()
    let child = ViewController()
    parent.addChild(child)
    child.preferredContentSize = Size(width: 100, height: 50)
    child.preferredContentSize = Size(width: 100, height: 50)
    #expect(parent.changedChildren == [ObjectIdentifier(child)])
  }

  // MARK: Appearance

  @Test("a root and its children appear when the window is shown")
  func appearInWindow() {
    let log = CallLog()
    let window = Window(size: Size(width: 300, height: 300))
    let root = RecordingViewController("root", log: log)
    let child = RecordingViewController("child", log: log)
    let grandchild = RecordingViewController("grandchild", log: log)
    embed(child, in: root)
    embed(grandchild, in: child)
    window.rootViewController = root
    log.clear()

    window.makeKeyAndVisible()

    #expect(
      log.entries == [
        "root.viewWillAppear", "child.viewWillAppear", "grandchild.viewWillAppear",
        "root.viewDidAppear", "child.viewDidAppear", "grandchild.viewDidAppear",
      ])
    #expect(root.appearanceState == .appeared)
    #expect(grandchild.appearanceState == .appeared)
    #expect(root.view.superview === window)
    #expect(root.view.frame == window.bounds)
    #expect(window.isVisible)
  }

  @Test("setting a window's root loads and installs its view; showing the window makes it appear")
  func appearLoadsView() {
    let log = CallLog()
    let window = Window(size: Size(width: 300, height: 300))
    let root = RecordingViewController("root", log: log, categories: [.loading, .appearance])
    #expect(!root.isViewLoaded)
    window.rootViewController = root
    #expect(log.entries == ["root.loadView", "root.viewDidLoad"])
    #expect(root.view.superview === window)
    #expect(root.appearanceState == .disappeared)
    log.clear()
    window.makeKeyAndVisible()
    #expect(log.entries == ["root.viewWillAppear", "root.viewDidAppear"])
  }

  @Test(
    "closing the window makes the root and its children disappear; showing it again makes them appear"
  )
  func disappearOnClose() {
    let log = CallLog()
    let window = Window(size: Size(width: 300, height: 300))
    let root = RecordingViewController("root", log: log)
    let child = RecordingViewController("child", log: log)
    embed(child, in: root)
    window.rootViewController = root
    window.makeKeyAndVisible()
    log.clear()

    window.close()
    window.close()

    #expect(
      log.entries == [
        "root.viewWillDisappear", "child.viewWillDisappear",
        "root.viewDidDisappear", "child.viewDidDisappear",
      ])
    #expect(!window.isVisible)
    #expect(child.appearanceState == .disappeared)

    log.clear()
    window.makeKeyAndVisible()
    #expect(
      log.entries == [
        "root.viewWillAppear", "child.viewWillAppear", "root.viewDidAppear", "child.viewDidAppear",
      ])
  }

  @Test("a child added to a visible parent appears automatically; removing it makes it disappear")
  func childOfVisibleParent() {
    let log = CallLog()
    let window = Window(size: Size(width: 300, height: 300))
    let root = RecordingViewController("root", log: log)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let child = RecordingViewController("child", log: log)
    log.clear()

    embed(child, in: root)

    #expect(
      log.entries == [
        "child.willMove(toParent: root)",
        "child.viewWillAppear",
        "child.viewDidAppear",
        "child.didMove(toParent: root)",
      ])
    #expect(child.appearanceState == .appeared)
    log.clear()

    unembed(child)

    #expect(
      log.entries == [
        "child.willMove(toParent: nil)",
        "child.viewWillDisappear",
        "child.viewDidDisappear",
        "child.didMove(toParent: nil)",
      ])
    #expect(child.appearanceState == .disappeared)
  }

  @Test("a child with its own children appears as a whole when added to a visible parent")
  func nestedChildOfVisibleParent() {
    let log = CallLog()
    let window = Window(size: Size(width: 300, height: 300))
    let root = RecordingViewController("root", log: log)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let child = RecordingViewController("child", log: log)
    let grandchild = RecordingViewController("grandchild", log: log)
    embed(grandchild, in: child)
    log.clear()

    embed(child, in: root, container: root.view)

    #expect(
      log.entries == [
        "child.willMove(toParent: root)",
        "child.viewWillAppear", "grandchild.viewWillAppear",
        "child.viewDidAppear", "grandchild.viewDidAppear",
        "child.didMove(toParent: root)",
      ])
  }

  @Test("a child moved between two visible parents disappears and appears again")
  func moveBetweenVisibleParents() {
    let log = CallLog()
    let window = Window(size: Size(width: 300, height: 300))
    let root = RecordingViewController("root", log: log)
    let left = RecordingViewController("left", log: log)
    let right = RecordingViewController("right", log: log)
    embed(left, in: root)
    embed(right, in: root)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let child = RecordingViewController("child", log: log)
    embed(child, in: left)
    log.clear()

    embed(child, in: right)

    #expect(
      log.entries == [
        "child.willMove(toParent: nil)",
        "child.viewWillDisappear",
        "child.viewDidDisappear",
        "child.didMove(toParent: nil)",
        "child.willMove(toParent: right)",
        "child.viewWillAppear",
        "child.viewDidAppear",
        "child.didMove(toParent: right)",
      ])
    #expect(child.view.superview === right.view)
  }

  @Test("a child whose view is not in its parent's view does not appear with it")
  func childWithoutViewInParent() {
    let log = CallLog()
    let window = Window(size: Size(width: 300, height: 300))
    let root = RecordingViewController("root", log: log)
    let child = RecordingViewController("child", log: log)
    root.addChild(child)
    child.didMove(toParent: root)
    window.rootViewController = root
    log.clear()

    window.makeKeyAndVisible()

    #expect(log.entries == ["root.viewWillAppear", "root.viewDidAppear"])
    #expect(child.appearanceState == .disappeared)
  }

  @Test("a transition begun and then reversed sends willAppear, willDisappear, didDisappear")
  func reversedTransition() {
    let log = CallLog()
    let controller = RecordingViewController("vc", log: log)

    controller.beginAppearanceTransition(true, animated: true)
    #expect(controller.appearanceState == .appearing)
    controller.beginAppearanceTransition(false, animated: true)
    #expect(controller.appearanceState == .disappearing)
    controller.endAppearanceTransition()

    #expect(log.entries == ["vc.viewWillAppear", "vc.viewWillDisappear", "vc.viewDidDisappear"])
    #expect(controller.appearanceState == .disappeared)
  }

  @Test("beginning an appearance twice sends one viewWillAppear")
  func doubleBegin() {
    let log = CallLog()
    let controller = RecordingViewController("vc", log: log)
    controller.beginAppearanceTransition(true, animated: false)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(true, animated: false)
    #expect(log.entries == ["vc.viewWillAppear", "vc.viewDidAppear"])
    #expect(controller.appearanceState == .appeared)
  }

  @Test(
    "a disappearance of a controller that is not on screen, or an end without a begin, sends nothing"
  )
  func unbalancedCallsAreIgnored() {
    let log = CallLog()
    let controller = RecordingViewController("vc", log: log)
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    #expect(log.entries.isEmpty)
    #expect(controller.appearanceState == .disappeared)
  }

  @Test("beginning an appearance forwards to the children in the view, in both directions")
  func manualTransitionForwards() {
    let log = CallLog()
    let parent = RecordingViewController("parent", log: log)
    let child = RecordingViewController("child", log: log)
    embed(child, in: parent)
    log.clear()

    parent.beginAppearanceTransition(true, animated: false)
    parent.endAppearanceTransition()
    parent.beginAppearanceTransition(false, animated: false)
    parent.endAppearanceTransition()

    #expect(
      log.entries == [
        "parent.viewWillAppear", "child.viewWillAppear",
        "parent.viewDidAppear", "child.viewDidAppear",
        "parent.viewWillDisappear", "child.viewWillDisappear",
        "parent.viewDidDisappear", "child.viewDidDisappear",
      ])
  }

  @Test("a container that does not forward appearance leaves its children to itself")
  func manualForwardingContainer() {
    let log = CallLog()
    let window = Window(size: Size(width: 300, height: 300))
    let container = RecordingViewController("container", log: log)
    container.forwardsAppearance = false
    let first = RecordingViewController("first", log: log)
    embed(first, in: container)
    window.rootViewController = container
    log.clear()

    window.makeKeyAndVisible()
    #expect(log.entries == ["container.viewWillAppear", "container.viewDidAppear"])
    #expect(first.appearanceState == .disappeared)

    log.clear()
    let second = RecordingViewController("second", log: log)
    embed(second, in: container)
    #expect(
      log.entries == [
        "second.willMove(toParent: container)", "second.didMove(toParent: container)",
      ])

    log.clear()
    second.beginAppearanceTransition(true, animated: false)
    second.endAppearanceTransition()
    #expect(log.entries == ["second.viewWillAppear", "second.viewDidAppear"])
  }

  @Test("a child removed in the middle of its parent's appearance is not left half-appeared")
  func childRemovedMidAppearance() {
    let log = CallLog()
    let parent = RecordingViewController("parent", log: log)
    let child = RecordingViewController("child", log: log)
    embed(child, in: parent)
    log.clear()

    parent.beginAppearanceTransition(true, animated: false)
    unembed(child)
    parent.endAppearanceTransition()

    // Every viewWillAppear must be followed by a viewDidAppear or a viewWillDisappear.
    #expect(child.appearanceState != .appearing)
    #expect(log.entries.filter { $0.hasPrefix("child.view") }.last != "child.viewWillAppear")
  }

  @Test(
    "replacing the root of a visible window makes the old root disappear and the new one appear")
  func replacingRoot() {
    let log = CallLog()
    let window = Window(size: Size(width: 300, height: 300))
    let old = RecordingViewController("old", log: log)
    let new = RecordingViewController("new", log: log)
    window.rootViewController = old
    window.makeKeyAndVisible()
    log.clear()

    window.rootViewController = new

    #expect(
      log.entries == [
        "old.viewWillDisappear", "old.viewDidDisappear", "new.viewWillAppear", "new.viewDidAppear",
      ])
    #expect(old.view.superview == nil)
    #expect(new.view.superview === window)
    #expect(new.view.frame == window.bounds)
  }

  @Test("a controller that has a parent cannot become a window's root")
  func rootWithParent() {
    let window = Window(size: Size(width: 300, height: 300))
    let parent = ViewController()
    let child = ViewController()
    parent.addChild(child)
    window.rootViewController = child
    #expect(window.rootViewController == nil)
  }

  // MARK: Loading

  @Test("the view loads lazily, once: loadView then viewDidLoad")
  func lazyLoading() {
    let controller = LoadingController()
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.calls.isEmpty)

    let view = controller.view
    _ = controller.view
    controller.loadViewIfNeeded()

    #expect(controller.isViewLoaded)
    #expect(view === controller.customView)
    #expect(controller.viewIfLoaded === controller.customView)
    #expect(controller.calls == ["loadView", "viewDidLoad"])
  }

  @Test("the default loadView creates a plain view")
  func defaultLoadView() {
    let controller = ViewController()
    controller.loadViewIfNeeded()
    #expect(controller.isViewLoaded)
    #expect(controller.view.subviews.isEmpty)
  }

  @Test("the view's layout runs between viewWillLayoutSubviews and viewDidLayoutSubviews")
  func layoutCallbacks() {
    let log = CallLog()
    let controller = RecordingViewController("vc", log: log, categories: [.layout])
    let window = Window(size: Size(width: 300, height: 300))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(log.entries == ["vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews"])
    log.clear()
    window.layoutIfNeeded()
    #expect(log.entries.isEmpty)
    controller.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(log.entries == ["vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews"])
  }

  // MARK: Titles

  @Test("a title observer runs on each change until its token is cancelled")
  func titleObservation() {
    let controller = ViewController()
    var seen: [String?] = []
    let token = controller.observeTitle { seen.append($0.title) }

    controller.title = "One"
    controller.title = "One"
    controller.title = "Two"
    token.cancel()
    controller.title = "Three"

    #expect(seen == ["One", "Two"])
    #expect(token.isCancelled)
  }

  @Test("a title observer stops when its token is released")
  func titleObservationRelease() {
    let controller = ViewController()
    var seen: [String?] = []
    var token: ObservationToken? = controller.observeTitle { seen.append($0.title) }
    controller.title = "One"
    #expect(token != nil)
    token = nil
    controller.title = "Two"
    #expect(seen == ["One"])
  }

  @Test("a title observer may change the title again")
  func reentrantTitleChange() {
    let controller = ViewController()
    var seen: [String?] = []
    let token = controller.observeTitle { controller in
      seen.append(controller.title)
      if controller.title == "Draft" { controller.title = "Final" }
    }
    controller.title = "Draft"
    #expect(controller.title == "Final")
    #expect(seen == ["Draft", "Final"])
    token.cancel()
  }

  @Test("the navigation item's and tab bar item's titles follow the title")
  func itemTitlesFollow() {
    let controller = ViewController()
    controller.title = "Early"
    #expect(controller.navigationItem.title == "Early")
    #expect(controller.tabBarItem.title == "Early")
    var navigationChanges = 0
    let token = controller.navigationItem.observeChanges { _ in navigationChanges += 1 }

    controller.title = "Later"

    #expect(controller.navigationItem.title == "Later")
    #expect(controller.tabBarItem.title == "Later")
    #expect(navigationChanges == 1)
    token.cancel()
  }
}
