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
  }
}
