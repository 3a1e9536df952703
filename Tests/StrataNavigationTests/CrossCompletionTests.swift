import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// `present` and `dismiss` take a completion, as CrossNavigation's calls did: it runs once,
/// when the transition has ended (after whatever the call waited for), at once when nothing
/// needs to move, or with the error when the call is refused.
@Suite("CrossNavigationController: completions", .strictDiagnostics)
@MainActor
struct CrossCompletionTests {
  @Test("present's completion runs once, after the slide, with the screen arrived")
  func presentCompletion() throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    scene.log.clear()
    var states: [String] = []
    scene.cross.present(b, direction: .top, animated: true) { error in
      scene.log.record("completion \(error.map { "\($0)" } ?? "nil")")
      states.append(
        "\(scene.cross.isTransitioning) \(b.appearanceState) \(scene.root.appearanceState)")
    }
    #expect(!scene.log.entries.contains { $0.hasPrefix("completion") })
    scene.host.advance(by: 0.15)
    #expect(!scene.log.entries.contains { $0.hasPrefix("completion") })
    scene.host.settle()
    #expect(
      scene.log.entries == [
        "B.willMove(stack)", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
        "B.didMove(stack)", "completion nil",
      ])
    #expect(states == ["false appeared disappeared"])
    try scene.expectAgreement(["A", "B"])
  }

  @Test("dismiss's completion runs once, after the slide, with the screen gone")
  func dismissCompletion() throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    scene.cross.present(b, direction: .left, animated: false)
    scene.host.settle()
    var calls = 0
    var parentsWhenCalled: [ViewController?] = []
    scene.cross.dismiss(animated: true) { error in
      #expect(error == nil)
      calls += 1
      parentsWhenCalled.append(b.parent)
    }
    scene.host.advance(by: 0.15)
    #expect(calls == 0)
    scene.host.settle()
    #expect(calls == 1)
    #expect(parentsWhenCalled.count == 1)
    #expect(parentsWhenCalled.allSatisfy { $0 == nil })
    try scene.expectAgreement(["A"])
  }

  @Test("calls that do not animate run their completions before they return")
  func immediateCompletions() throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    var received: [String] = []
    scene.cross.present(b, direction: .right, animated: false) { _ in received.append("present") }
    #expect(received == ["present"])
    scene.cross.dismiss(to: b, direction: .top, animated: true) { _ in received.append("to top") }
    #expect(received == ["present", "to top"])
    scene.cross.dismiss(to: scene.root, animated: false) { _ in received.append("to root") }
    #expect(received == ["present", "to top", "to root"])
    try scene.cross.tryPresent(b, direction: .bottom, animated: false) { _ in
      received.append("try present")
    }
    #expect(received.last == "try present")
    try scene.cross.tryDismiss(animated: false) { _ in received.append("try dismiss") }
    #expect(received.count == 5)
    scene.host.settle()
    #expect(received.count == 5)
    try scene.expectAgreement(["A"])
  }

  @Test("a call made during a drag runs its completion after its own transition, not the drag's")
  func completionAfterADrag() throws {
    let scene = CrossScene()
    scene.root.destinations[.right] = { scene.screen("R") }
    scene.drag(asking: .right, steps: 12, stepLength: 20)
    let c = scene.screen("C")
    var calls = 0
    scene.cross.present(c, direction: .bottom, animated: true) { _ in calls += 1 }
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    var frames = 0
    while c.parent == nil && frames < 200 {
      scene.host.advance(by: TestHost.frameDuration)
      frames += 1
    }
    // The drag has ended and C's slide has begun: not yet.
    #expect(scene.cross.isTransitioning)
    #expect(calls == 0)
    scene.host.settle()
    #expect(calls == 1)
    try scene.expectAgreement(["A", "R", "C"])
  }

  @Test("a completion may make the next call; it runs after the calls already waiting")
  func completionChains() throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    let c = scene.screen("C")
    let d = scene.screen("D")
    scene.cross.present(b, direction: .right, animated: true) { _ in
      scene.cross.present(d, direction: .left, animated: true)
    }
    scene.cross.present(c, direction: .top, animated: true)
    scene.host.settle()
    #expect(scene.cross.lastError == nil)
    #expect(scene.cross.direction(of: d) == .left)
    try scene.expectAgreement(["A", "B", "C", "D"])
  }
}
