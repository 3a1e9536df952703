import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A screen with an opaque background and one label naming it.
@MainActor
private class NamedScreen: ViewController {
  let name: String

  init(_ name: String) {
    self.name = name
    super.init()
    title = name
  }

  override func viewDidLoad() {
    view.backgroundColor = .white
    view.addSubview(Label(frame: Rect(x: 20, y: 60, width: 200, height: 30), text: name))
  }
}

/// A named screen that offers a next one to push while `offersNext` is set.
@MainActor
private final class OfferingScreen: NamedScreen, StackPushSource {
  var offersNext = false

  func nextViewController() -> ViewController? { offersNext ? NamedScreen("Pushed") : nil }
}

@Suite("Containers to a screen reader", .strictDiagnostics)
@MainActor
struct ContainerAccessibilityTests {
  /// The labels of the tree's static texts, in reading order.
  private func texts(_ host: TestHost) -> [String] {
    host.accessibilityTree().all(.label).compactMap(\.label)
  }

  /// The actions the container's node offers.
  private func actions(_ host: TestHost, of container: ViewController) -> [String] {
    host.accessibilityTree().allNodes.first {
      $0.frame == container.view.frame && !$0.actions.isEmpty
    }?
    .actions ?? []
  }

  @Test(
    "a stack reads its top page only; Back and Next appear when possible and act as the swipe does")
  func stack() {
    let root = OfferingScreen("Root")
    let stack = StackController(rootViewController: root)
    let host = TestHost(rootViewController: stack, size: Size(width: 400, height: 300))
    var heard: [AccessibilityNotification] = []
    let token = host.window.observeAccessibilityNotifications { heard.append($0) }
    defer { token.cancel() }
    #expect(texts(host) == ["Root"])
    // "Next" is offered by a page that is a push source, and does nothing while it offers none.
    #expect(actions(host, of: stack) == ["Next"])
    var node = host.accessibilityTree().allNodes.first { $0.actions == ["Next"] }
    #expect(node.map { host.window.performAccessibilityAction(named: "Next", on: $0.id!) } == false)
    #expect(stack.viewControllers.count == 1)
    root.offersNext = true
    node = host.accessibilityTree().allNodes.first { $0.actions == ["Next"] }
    #expect(node.map { host.window.performAccessibilityAction(named: "Next", on: $0.id!) } == true)
    // Mid-slide both pages show; at rest the covered one is gone.
    _ = host.advance(by: 0.1)
    #expect(texts(host) == ["Root", "Pushed"] || texts(host) == ["Pushed", "Root"])
    _ = host.settle()
    #expect(texts(host) == ["Pushed"])
    #expect(actions(host, of: stack) == ["Back"])
    guard case .screenChanged(let focus, let announcement)? = heard.last else {
      Issue.record("no screen change after the push: \(heard)")
      return
    }
    #expect(announcement == "Pushed")
    #expect(focus == host.accessibilityTree().first(labelled: "Pushed")?.id)
    // Escape goes back.
    #expect(host.window.performAccessibilityEscape())
    _ = host.settle()
    #expect(texts(host) == ["Root"])
    #expect(stack.viewControllers.count == 1)
    #expect(!host.window.performAccessibilityEscape())
  }

  @Test("a navigation controller offers Back only, and its bar names the title and the back button")
  func navigation() {
    let navigation = NavigationController(rootViewController: NamedScreen("Home"))
    let host = TestHost(rootViewController: navigation, size: Size(width: 400, height: 300))
    let second = OfferingScreen("Detail")
    second.offersNext = true
    navigation.push(second, animated: false)
    _ = host.settle()
    let tree = host.accessibilityTree()
    #expect(tree.first(labelled: "Detail", role: .heading) != nil)
    let back = tree.first(labelled: "Back", role: .pushButton)
    #expect(back?.hint == "Home")
    #expect(tree.allNodes.contains { $0.actions == ["Back"] })
    #expect(!tree.allNodes.contains { $0.actions.contains("Next") })
    #expect(host.performAccessibilityAction("activate", onElementLabelled: "Back"))
    _ = host.settle()
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("pages read the current page only, as a tab list with the current tab selected")
  func pages() {
    let pages = PagesContainer()
    pages.viewControllers = ["BEAVER", "BUCK DEER", "CAT"].map { NamedScreen($0) }
    let host = TestHost(rootViewController: pages, size: Size(width: 320, height: 400))
    _ = host.settle()
    #expect(texts(host) == ["BEAVER"])
    let tabs = host.accessibilityTree().all(.pageTab)
    #expect(tabs.map(\.label) == ["BEAVER", "BUCK DEER", "CAT"])
    #expect(tabs.filter { $0.states.contains(.selected) }.map(\.label) == ["BEAVER"])
    #expect(actions(host, of: pages) == ["Next page"])
    let node = host.accessibilityTree().allNodes.first { $0.actions == ["Next page"] }
    #expect(
      node.map { host.window.performAccessibilityAction(named: "Next page", on: $0.id!) } == true)
    _ = host.settle()
    #expect(pages.selectedIndex == 1)
    #expect(texts(host) == ["BUCK DEER"])
    let selected = host.accessibilityTree().all(.pageTab).filter { $0.states.contains(.selected) }
    #expect(selected.map(\.label) == ["BUCK DEER"])
    #expect(actions(host, of: pages) == ["Next page", "Previous page"])
    // Activating a tab goes to its page.
    #expect(host.performAccessibilityAction("activate", onElementLabelled: "CAT", role: .pageTab))
    _ = host.settle()
    #expect(pages.selectedIndex == 2)
    #expect(actions(host, of: pages) == ["Previous page"])
    // Twice at once: the second, performed while the first slides, applies after it.
    let previous = host.accessibilityTree().allNodes.first { $0.actions == ["Previous page"] }
    for _ in 0..<2 {
      #expect(
        previous.map { host.window.performAccessibilityAction(named: "Previous page", on: $0.id!) }
          == true)
      _ = host.advance(by: 0.05)
    }
    _ = host.settle()
    #expect(pages.selectedIndex == 0)
  }

  @Test("layers: covered ones are not read; Show layer below and Close layers act as the drag does")
  func layered() {
    let layered = LayeredNavigationController(rootViewController: NamedScreen("L0"))
    let host = TestHost(rootViewController: layered, size: Size(width: 1024, height: 768))
    for name in ["L1", "L2", "L3", "L4"] { layered.push(NamedScreen(name), animated: false) }
    layered.compress(animated: false)
    _ = host.settle()
    // What is read is what shows: each layer drawn and not wholly under one above it (its
    // content's label and its chrome's title, a heading).
    let layerViews = layered.viewControllers.map { $0.view.superview!.superview! }
    let shown = layered.viewControllers.indices.filter { index in
      let frame = layerViews[index].frame
      return !layerViews[index].isHidden
        && !layerViews[(index + 1)...].contains { !$0.isHidden && $0.frame.contains(frame) }
    }
    let names = shown.map { layered.viewControllers[$0].title! }
    #expect(Set(texts(host)) == Set(names))
    let titled = shown.filter {
      layered.viewControllers[$0].layeredNavigationItem?.hasChrome == true
    }
    #expect(
      host.accessibilityTree().all(.heading).compactMap(\.label)
        == titled.map { layered.viewControllers[$0].title! })
    // Compressed, the layer under the top one is partly covered: it can be shown.
    #expect(actions(host, of: layered) == ["Show layer below"])
    let node = host.accessibilityTree().allNodes.first { $0.actions == ["Show layer below"] }
    #expect(
      node.map { host.window.performAccessibilityAction(named: "Show layer below", on: $0.id!) }
        == true)
    _ = host.settle()
    let below = layered.viewControllers[3].layeredNavigationItem!
    let top = layered.viewControllers[4].layeredNavigationItem!
    #expect(
      top.currentViewPosition.x >= below.currentViewPosition.x + layerViews[3].frame.width - 0.5)
    #expect(actions(host, of: layered) == ["Close layers"])
    let close = host.accessibilityTree().allNodes.first { $0.actions == ["Close layers"] }
    #expect(
      close.map { host.window.performAccessibilityAction(named: "Close layers", on: $0.id!) }
        == true)
    _ = host.settle()
    #expect(actions(host, of: layered) == ["Show layer below"])
    #expect(host.window.performAccessibilityEscape())
    _ = host.settle()
    #expect(layered.viewControllers.count == 4)
  }

  @Test("a cross offers Back and the sides with a destination, by their side on screen")
  func cross() {
    let root = OfferingCrossScreen("Middle", offering: [.right: "East", .bottom: "South"])
    let cross = CrossNavigationController(rootViewController: root)
    let host = TestHost(rootViewController: cross, size: Size(width: 400, height: 300))
    _ = host.settle()
    #expect(texts(host) == ["Middle"])
    #expect(actions(host, of: cross) == ["Go right", "Go down"])
    // Asking again does not make the screens again.
    _ = actions(host, of: cross)
    #expect(root.asked == 2)
    let node = host.accessibilityTree().allNodes.first { $0.actions.contains("Go down") }
    #expect(
      node.map { host.window.performAccessibilityAction(named: "Go down", on: $0.id!) } == true)
    _ = host.settle()
    #expect(texts(host) == ["South"])
    #expect(cross.viewControllers.map(\.title) == ["Middle", "South"])
    #expect(actions(host, of: cross) == ["Back"])
    #expect(host.window.performAccessibilityEscape())
    _ = host.settle()
    #expect(texts(host) == ["Middle"])
    host.window.layoutDirection = .rightToLeft
    _ = host.advance(by: 0)
    #expect(actions(host, of: cross) == ["Go left", "Go down"])
  }
}

/// A cross screen that offers named screens toward some sides, counting the questions.
@MainActor
private final class OfferingCrossScreen: NamedScreen, CrossNavigationParticipant {
  let offers: [CrossDirection: String]
  var asked = 0

  init(_ name: String, offering offers: [CrossDirection: String]) {
    self.offers = offers
    super.init(name)
  }

  func destination(for direction: CrossDirection) -> ViewController? {
    guard let name = offers[direction] else { return nil }
    asked += 1
    return NamedScreen(name)
  }
}
