import StrataKit
import StrataTesting
import Testing

@Suite("TestHost", .strictDiagnostics)
struct TestHostTests {
  @MainActor @Test("the host shows the root in a visible window at time zero")
  func showsRoot() throws {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 320, height: 240))
    #expect(host.rootViewController === controller)
    #expect(host.window.isVisible)
    #expect(controller.appearanceState == .appeared)
    #expect(controller.view.frame == Rect(x: 0, y: 0, width: 320, height: 240))
    #expect(host.clock.now == 0)
    try host.checkInvariants()
  }

  @MainActor @Test("advance moves the manual clock by exactly the given seconds")
  func advanceMovesClock() {
    let host = TestHost(rootViewController: ViewController())
    host.advance(by: 0.25)
    host.advance(by: 0.5)
    #expect(host.clock.now == 0.75)
    #expect(host.window.frameTime == 0.75)
    host.advance(by: -1)
    #expect(host.clock.now == 0.75)
  }

  @MainActor @Test("settle runs frames until nothing is left to redraw")
  func settleStopsWhenIdle() {
    let host = TestHost(rootViewController: ViewController())
    #expect(host.settle() == 1)
    #expect(!host.window.needsRender)
    host.rootViewController?.view.backgroundColor = .red
    #expect(host.window.needsRender)
    #expect(host.settle() == 1)
    #expect(!host.window.needsRender)
  }

  @MainActor @Test("resize changes the root's size and its size classes")
  func resizeChangesTraits() throws {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 1024, height: 768))
    #expect(controller.traitCollection.horizontalSizeClass == .regular)

    host.resize(to: Size(width: 500, height: 768))

    #expect(controller.view.bounds.size == Size(width: 500, height: 768))
    #expect(controller.traitCollection.horizontalSizeClass == .compact)
    #expect(controller.traitCollection.verticalSizeClass == .regular)
    try host.checkInvariants()
  }

  @MainActor @Test("checkInvariants reports a child view placed outside its parent's view")
  func invariantsCatchMisplacedChild() throws {
    let parent = ViewController()
    let host = TestHost(rootViewController: parent)
    let child = ViewController()
    parent.addChild(child)
    host.window.addSubview(child.view)
    child.didMove(toParent: parent)

    let error = try #require(throws: InvariantViolation.self) { try host.checkInvariants() }
    #expect(error.violations.contains { $0.contains("outside its parent's view") })
  }

  @MainActor @Test("a host that composes display lists only says so when asked for an image")
  func renderImageNeedsCairo() throws {
    let host = TestHost(rootViewController: ViewController())
    #expect(host.rendering == .displayList)
    let error = try #require(throws: TestHost.RenderingError.self) { try host.renderImage() }
    #expect(error.description.contains("rendering: .cairo"))
  }
}
