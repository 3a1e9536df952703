import StrataKit
import StrataTesting
import Testing

@Suite("Memory management", .strictDiagnostics)
struct MemoryManagementTests {
  @MainActor @Test("a view controller and its view are released when the host goes away")
  func hostReleasesItsTree() {
    weak var weakController: ViewController?
    weak var weakView: View?
    weak var weakWindow: Window?
    do {
      let controller = ViewController()
      let child = ViewController()
      controller.addChild(child)
      controller.view.addSubview(child.view)
      child.didMove(toParent: controller)
      let host = TestHost(rootViewController: controller)
      host.advance(by: 0.1)
      weakController = controller
      weakView = child.view
      weakWindow = host.window
    }
    #expect(weakController == nil)
    #expect(weakView == nil)
    #expect(weakWindow == nil)
  }

  @MainActor @Test("a removed child is released and observers do not keep it alive")
  func removedChildIsReleased() {
    let parent = ViewController()
    let host = TestHost(rootViewController: parent)
    weak var weakChild: ViewController?
    var titles: [String?] = []
    var token: ObservationToken?
    do {
      let child = ViewController()
      token = child.observeTitle { titles.append($0.title) }
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      child.title = "Child"
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      weakChild = child
    }
    host.render()
    #expect(weakChild == nil)
    #expect(titles == ["Child"])
    #expect(token?.isCancelled == false)
  }

  @MainActor @Test("replacing a window's root view controller releases the old one")
  func replacedRootIsReleased() {
    let window = Window(size: Size(width: 200, height: 200))
    weak var weakOld: ViewController?
    do {
      let old = ViewController()
      window.rootViewController = old
      window.makeKeyAndVisible()
      weakOld = old
    }
    window.rootViewController = ViewController()
    #expect(weakOld == nil)
  }
}
