import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// Calls made to a stack while a finger drags it: they wait for the drag and apply to the stack
/// the drag leaves, and the model, the children, the window and the appearance states agree.
@Suite("StackController calls during a drag", .strictDiagnostics)
@MainActor
struct StackQueuedCallTests {
  /// Expects the model, the children, the views in the window and the appearance states to
  /// agree with `names`, root first, once nothing moves.
  private func expectAgreement(_ scene: StackScene, _ names: [String]) throws {
    let stack = scene.stack
    #expect(stack.viewControllers.map { $0.title ?? "" } == names)
    #expect(stack.children.map { $0.title ?? "" } == names)
    let top = try #require(stack.topViewController)
    #expect(top.view.window === scene.host.window)
    #expect(top.appearanceState == .appeared)
    for controller in stack.viewControllers.dropLast() {
      #expect(controller.viewIfLoaded?.window == nil)
      #expect(controller.appearanceState == .disappeared)
    }
    try scene.host.checkInvariants()
  }

  /// Pushes B without animation and drags it halfway toward the trailing edge.
  private func dragPopHalfway(_ scene: StackScene) -> LoggingViewController {
    let b = LoggingViewController("B", log: scene.log, color: .green)
    scene.stack.push(b, animated: false)
    scene.host.settle()
    scene.host.beginDrag(at: Point(x: 50, y: 150))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 50 + Double(step) * 25, y: 150)) }
    return b
  }

  @Test("a push during a pop drag that completes lands on the popped stack")
  func pushDuringCompletedPop() throws {
    let scene = StackScene()
    _ = dragPopHalfway(scene)
    let c = LoggingViewController("C", log: scene.log, color: .blue)
    scene.stack.push(c, animated: true)
    #expect(scene.stack.viewControllers.map(\.title) == ["A", "B", "C"])
    #expect(c.parent == nil)
    scene.host.endDrag()
    scene.host.settle()
    try expectAgreement(scene, ["A", "C"])
    scene.stack.pop(animated: true)
    scene.host.settle()
    #expect(scene.stack.lastError == nil)
    try expectAgreement(scene, ["A"])
  }

  @Test("a push during a pop drag that is cancelled lands on the kept stack")
  func pushDuringCancelledPop() throws {
    let scene = StackScene()
    _ = dragPopHalfway(scene)
    let c = LoggingViewController("C", log: scene.log, color: .blue)
    scene.stack.push(c, animated: false)
    scene.host.cancelDrag()
    scene.host.settle()
    try expectAgreement(scene, ["A", "B", "C"])
  }

  @Test("a pop during a pop drag that completes no longer applies: refused, nothing breaks")
  func popDuringCompletedPop() throws {
    let scene = StackScene()
    let b = dragPopHalfway(scene)
    #expect(scene.stack.pop(animated: true) === b)
    #expect(scene.stack.viewControllers.map(\.title) == ["A"])
    expectDiagnostic(containing: "root view controller cannot be popped") {
      scene.host.endDrag()
      scene.host.settle()
    }
    #expect(scene.stack.lastError == .cannotPopRoot)
    try expectAgreement(scene, ["A"])
  }

  @Test("calls during an animated push run in order after it")
  func callsDuringPush() throws {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log, color: .green)
    let c = LoggingViewController("C", log: scene.log, color: .blue)
    scene.stack.push(b, animated: true)
    scene.host.advance(by: 0.05)
    scene.stack.push(c, animated: true)
    scene.stack.pop(to: b, animated: false)
    #expect(scene.stack.viewControllers.map(\.title) == ["A", "B"])
    scene.host.settle()
    try expectAgreement(scene, ["A", "B"])
    #expect(c.parent == nil)
    #expect(c.appearanceState == .disappeared)
  }
}
