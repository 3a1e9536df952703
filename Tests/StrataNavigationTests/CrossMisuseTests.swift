import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// Misuse of a cross navigation controller: each call changes nothing, sets `lastError`, and
/// its `try…` variant throws the same error.
@Suite("CrossNavigationController misuse", .strictDiagnostics)
@MainActor
struct CrossMisuseTests {
  /// A scene with B presented from the right, at rest, and the log cleared.
  private func sceneWithB() -> (CrossScene, CrossScreen) {
    let scene = CrossScene()
    let b = scene.screen("B")
    scene.cross.present(b, direction: .right, animated: false)
    scene.host.settle()
    scene.log.clear()
    return (scene, b)
  }

  @Test("dismissing the root changes nothing and sets lastError")
  func dismissRoot() throws {
    let scene = CrossScene()
    scene.log.clear()
    expectDiagnostic(containing: "root screen cannot be dismissed") {
      #expect(scene.cross.dismiss(animated: true) == nil)
    }
    #expect(scene.cross.lastError == .cannotDismissRoot)
    #expect(throws: CrossNavigationControllerError.cannotDismissRoot) {
      try scene.cross.tryDismiss(animated: true)
    }
    scene.host.settle()
    #expect(scene.log.entries.isEmpty)
    try scene.expectAgreement(["A"])
  }

  @Test("presenting a controller that is already a screen changes nothing and sets lastError")
  func presentTwice() throws {
    let (scene, b) = sceneWithB()
    expectDiagnostic(containing: "already one of the screens") {
      scene.cross.present(b, direction: .bottom, animated: true)
    }
    #expect(scene.cross.lastError == .alreadyInStack)
    expectDiagnostic(containing: "already one of the screens") {
      scene.cross.present(scene.root, direction: .top, animated: true)
    }
    #expect(scene.cross.lastError == .alreadyInStack)
    #expect(throws: CrossNavigationControllerError.alreadyInStack) {
      try scene.cross.tryPresent(b, direction: .bottom, animated: false)
    }
    scene.host.settle()
    #expect(scene.log.entries.isEmpty)
    try scene.expectAgreement(["A", "B"])
  }

  @Test("presenting a controller of another container changes nothing and sets lastError")
  func presentForeign() throws {
    let (scene, _) = sceneWithB()
    let other = StackController(rootViewController: scene.screen("O"))
    let foreign = try #require(other.topViewController)
    expectDiagnostic(containing: "belongs to another container") {
      scene.cross.present(foreign, direction: .top, animated: true)
    }
    #expect(scene.cross.lastError == .hasAnotherParent)
    scene.host.settle()
    #expect(foreign.parent === other)
    try scene.expectAgreement(["A", "B"])
  }

  @Test("dismiss(to:) a controller that is not a screen changes nothing and sets lastError")
  func dismissToStranger() throws {
    let (scene, _) = sceneWithB()
    let stranger = scene.screen("Z")
    expectDiagnostic(containing: "not one of the screens") {
      #expect(scene.cross.dismiss(to: stranger, animated: true).isEmpty)
    }
    #expect(scene.cross.lastError == .notInStack)
    #expect(throws: CrossNavigationControllerError.notInStack) {
      try scene.cross.tryDismiss(to: stranger, animated: true)
    }
    scene.host.settle()
    #expect(scene.log.entries.isEmpty)
    try scene.expectAgreement(["A", "B"])
  }

  @Test("a refused call runs its completion at once with the error, after lastError is set")
  func refusedCompletion() throws {
    let (scene, b) = sceneWithB()
    var received: [CrossNavigationControllerError?] = []
    var lastErrorSeen: CrossNavigationControllerError?
    expectDiagnostic(containing: "already one of the screens") {
      scene.cross.present(b, direction: .top, animated: true) { error in
        received.append(error)
        lastErrorSeen = scene.cross.lastError
      }
    }
    #expect(received == [.alreadyInStack])
    #expect(lastErrorSeen == .alreadyInStack)

    expectDiagnostic(containing: "not one of the screens") {
      scene.cross.dismiss(to: scene.screen("Z"), direction: .left, animated: true) {
        received.append($0)
      }
    }
    #expect(received == [.alreadyInStack, .notInStack])
    scene.cross.dismiss(animated: false)
    expectDiagnostic(containing: "root screen cannot be dismissed") {
      scene.cross.dismiss(animated: true) { received.append($0) }
    }
    #expect(received == [.alreadyInStack, .notInStack, .cannotDismissRoot])
    scene.host.settle()
    #expect(received.count == 3)
    try scene.expectAgreement(["A"])
  }

  @Test("a refused try… call throws and runs its completion once with the same error")
  func refusedTryCompletion() throws {
    let (scene, b) = sceneWithB()
    var received: [CrossNavigationControllerError?] = []
    #expect(throws: CrossNavigationControllerError.alreadyInStack) {
      try scene.cross.tryPresent(b, direction: .left, animated: true) { received.append($0) }
    }
    #expect(throws: CrossNavigationControllerError.notInStack) {
      try scene.cross.tryDismiss(to: scene.screen("Z"), animated: false) { received.append($0) }
    }
    #expect(received == [.alreadyInStack, .notInStack])
    // The try… variants leave lastError alone.
    #expect(scene.cross.lastError == nil)
    scene.host.settle()
    #expect(received.count == 2)
    try scene.expectAgreement(["A", "B"])
  }

  @Test("a queued call that no longer applies when it runs is refused as a direct call would be")
  func staleQueuedCall() throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    scene.cross.present(b, direction: .right, animated: false)
    scene.host.settle()
    scene.host.beginDrag(at: Point(x: 20, y: 150))
    for step in 1...12 { scene.host.moveDrag(to: Point(x: 20 + Double(step) * 25, y: 150)) }
    // Planned against the screens with the drag cancelled: B is on top, so this is allowed.
    var received: [CrossNavigationControllerError?] = []
    #expect(scene.cross.dismiss(animated: true, completion: { received.append($0) }) === b)
    #expect(scene.cross.lastError == nil)
    scene.host.advance(by: 0.3)
    #expect(received.isEmpty)
    expectDiagnostic(containing: "root screen cannot be dismissed") {
      scene.host.endDrag()
      scene.host.settle()
    }
    // The drag took B away; dismissing the root that is left is refused, and its completion
    // hears so when its turn comes.
    #expect(scene.cross.lastError == .cannotDismissRoot)
    #expect(received == [.cannotDismissRoot])
    try scene.expectAgreement(["A"])
  }

  @Test("errors describe themselves in a sentence")
  func descriptions() {
    #expect(
      CrossNavigationControllerError.notInStack.description
        == "the view controller is not one of the screens")
    #expect(
      CrossNavigationControllerError.cannotDismissRoot.description
        == "the root screen cannot be dismissed")
  }
}
