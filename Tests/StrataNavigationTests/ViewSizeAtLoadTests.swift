import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A controller that lays out a label from its bounds in `viewDidLoad`, as UIKit code does,
/// and remembers the bounds it had there.
@MainActor
private final class MarginViewController: ViewController {
  let label = Label()
  private(set) var sizeAtViewDidLoad: Size?

  override func viewDidLoad() {
    sizeAtViewDidLoad = view.bounds.size
    label.text = "Margins"
    label.frame = view.bounds.insetBy(dx: 20, dy: 20)
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(label)
  }
}

@Suite("Views have their size when they load", .strictDiagnostics)
@MainActor
struct ViewSizeAtLoadTests {
  private static let size = Size(width: 400, height: 300)

  @Test("the root view controller's view has the window's size in viewDidLoad")
  func root() throws {
    let controller = MarginViewController()
    let host = TestHost(rootViewController: controller, size: Self.size)
    #expect(controller.sizeAtViewDidLoad == Self.size)
    #expect(controller.label.frame == Rect(x: 20, y: 20, width: 360, height: 260))
    try host.checkInvariants()
  }

  @Test("a child placed by a container has the size of its slot in viewDidLoad")
  func children() throws {
    let root = MarginViewController()
    let navigation = NavigationController(rootViewController: root)
    let pushed = MarginViewController()
    let first = MarginViewController()
    let second = MarginViewController()
    let tabs = TabBarController()
    tabs.viewControllers = [navigation, first, second]
    let host = TestHost(rootViewController: tabs, size: Self.size)
    navigation.push(pushed, animated: true)
    host.settle()
    tabs.selectedIndex = 1
    host.settle()
    for controller in [root, pushed, first] {
      let loaded = try #require(controller.sizeAtViewDidLoad)
      #expect(loaded == controller.view.bounds.size, "\(controller.view.bounds)")
      #expect(controller.label.frame == controller.view.bounds.insetBy(dx: 20, dy: 20))
    }
    #expect(second.sizeAtViewDidLoad == nil)
    try host.checkInvariants()
  }

  /// The children of `root`'s containers, each shown once, compared at `viewDidLoad` with
  /// their bounds on screen.
  private func expectSizedAtLoad(
    _ children: [MarginViewController], in root: ViewController,
    size: Size = Size(width: 1100, height: 600), show: (TestHost, MarginViewController) -> Void
  ) throws {
    let host = TestHost(rootViewController: root, size: size)
    host.settle()
    for child in children {
      show(host, child)
      host.settle()
      let loaded = try #require(child.sizeAtViewDidLoad, "\(child) never loaded")
      #expect(loaded == child.view.bounds.size, "\(type(of: root)): \(child.view.bounds)")
    }
    try host.checkInvariants()
  }

  @Test("stack pages, pages, layers, split columns and cross screens load at their size")
  func everyContainer() throws {
    let stackChildren = (0..<2).map { _ in MarginViewController() }
    let stack = StackController(rootViewController: stackChildren[0])
    try expectSizedAtLoad(stackChildren, in: stack) { _, child in
      if child.parent == nil { stack.push(child, animated: true) }
    }

    let pageChildren = (0..<3).map { _ in MarginViewController() }
    let pages = PagesContainer()
    pages.viewControllers = pageChildren
    try expectSizedAtLoad(pageChildren, in: pages) { _, child in
      pages.setSelectedIndex(pageChildren.firstIndex { $0 === child } ?? 0, animated: true)
    }

    let layerChildren = (0..<3).map { _ in MarginViewController() }
    let layered = LayeredNavigationController(rootViewController: layerChildren[0])
    try expectSizedAtLoad(layerChildren, in: layered) { _, child in
      if child.parent == nil { layered.push(child, animated: true) }
    }

    let columns = (0..<3).map { _ in MarginViewController() }
    let split = SplitViewController(viewControllers: columns)
    try expectSizedAtLoad(columns, in: split) { _, _ in }

    let screens = (0..<2).map { _ in MarginViewController() }
    let cross = CrossNavigationController(rootViewController: screens[0])
    try expectSizedAtLoad(screens, in: cross) { _, child in
      if child.parent == nil { cross.present(child, direction: .right, animated: true) }
    }
  }

  @Test("a child that loads before it is placed gets its parent's size; a lone one, zero")
  func beforePlacement() {
    let parent = ViewController()
    parent.view.frame = Rect(x: 0, y: 0, width: 500, height: 200)
    let child = MarginViewController()
    parent.addChild(child)
    child.loadViewIfNeeded()
    #expect(child.sizeAtViewDidLoad == Size(width: 500, height: 200))

    // Outside any window and parent the view has no size yet: the margin's inset of zero
    // bounds is the null rectangle, which the label's frame ignores and reports.
    let lone = MarginViewController()
    expectDiagnostic(containing: "Label.frame: ignored the null rectangle") {
      lone.loadViewIfNeeded()
    }
    #expect(lone.view.bounds.size == .zero)
  }
}
