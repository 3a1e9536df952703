import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataNavigation

/// The stack-of-screens engine that the stack and the cross navigation share: its calls'
/// rules over a list of screens, the fold of queued calls into the planned screens while a
/// transition or a drag runs, a call whose top stays, and the order the screens that leave
/// together are told in.
@Suite("ScreenStack: one engine for the stack and the cross navigation", .strictDiagnostics)
@MainActor
struct ScreenStackTests {
  private let owner = ViewController()

  private func named(_ names: String...) -> [ViewController] {
    names.map { name in
      let controller = ViewController()
      controller.title = name
      return controller
    }
  }

  @Test("a call's change over a list of screens, and the refusal a direct call would get")
  func callsOverAList() throws {
    let screens = named("A", "B", "C")
    let push = StackCall(change: .push(screens[2]), animated: true)
    #expect(
      try push.applied(to: [screens[0], screens[1]], owner: owner).map(\.title) == ["A", "B", "C"])
    #expect(throws: StackControllerError.alreadyInStack) {
      try push.applied(to: screens, owner: owner)
    }
    #expect(
      try StackCall(change: .pop, animated: true).applied(to: screens, owner: owner).count == 2)
    #expect(throws: StackControllerError.cannotPopRoot) {
      try StackCall(change: .pop, animated: true).applied(to: [screens[0]], owner: owner)
    }
    let popTo = StackCall(change: .popTo(screens[0], returnSide: nil), animated: false)
    #expect(try popTo.applied(to: screens, owner: owner).map(\.title) == ["A"])
    #expect(throws: StackControllerError.notInStack) {
      try popTo.applied(to: [screens[1]], owner: owner)
    }
    #expect(throws: StackControllerError.emptyStack) {
      try StackCall(change: .set([]), animated: false).applied(to: screens, owner: owner)
    }
    #expect(throws: StackControllerError.duplicateController) {
      try StackCall(change: .set([screens[0], screens[0]]), animated: false)
        .applied(to: [], owner: owner)
    }
    let foreign = ViewController()
    let foreignParent = ViewController()
    foreignParent.addChild(foreign)
    #expect(throws: StackControllerError.hasAnotherParent) {
      try StackCall(change: .push(foreign), animated: false).applied(to: screens, owner: owner)
    }
    #expect(throws: StackControllerError.hasAnotherParent) {
      try StackCall(change: .push(owner), animated: false).applied(to: screens, owner: owner)
    }
  }

  @Test("the cross navigation's calls name the same refusals in its own error")
  func crossRefusals() throws {
    let screens = named("A", "B").enumerated().map { index, controller in
      CrossEntry(controller: controller, direction: index == 0 ? nil : .right)
    }
    #expect(throws: CrossNavigationControllerError.alreadyInStack) {
      try CrossCall(change: .push(screens[1]), animated: true).applied(to: screens, owner: owner)
    }
    #expect(throws: CrossNavigationControllerError.cannotDismissRoot) {
      try CrossCall(change: .pop, animated: true).applied(to: [screens[0]], owner: owner)
    }
    let back = CrossCall(change: .popTo(screens[0].controller, returnSide: .top), animated: true)
    #expect(back.returnSide == .top)
    #expect(try back.applied(to: screens, owner: owner).map(\.controller.title) == ["A"])
    #expect(throws: CrossNavigationControllerError.alreadyInStack) {
      try CrossCall(change: .set([screens[0], screens[0]]), animated: false)
        .applied(to: [], owner: owner)
    }
    #expect(throws: CrossNavigationControllerError.cannotDismissRoot) {
      try CrossCall(change: .set([]), animated: false).applied(to: screens, owner: owner)
    }
  }

  @Test("the call queue hands calls out oldest first and skips, in its fold, what would be refused")
  func callQueue() throws {
    let screens = named("A", "B", "C")
    var queue = ContainerCallQueue<StackCall>()
    #expect(queue.planned(from: [screens[0]], owner: owner).map(\.title) == ["A"])
    queue.append(StackCall(change: .pop, animated: true))
    queue.append(StackCall(change: .push(screens[1]), animated: true))
    queue.append(StackCall(change: .push(screens[1]), animated: false))
    queue.append(StackCall(change: .push(screens[2]), animated: false))
    // The pop of the root and the second push of B are refused and leave the screens alone.
    #expect(queue.planned(from: [screens[0]], owner: owner).map(\.title) == ["A", "B", "C"])
    #expect(queue.count == 4)
    #expect(queue.popFirst().map { "\($0.change)" } == "pop")
    #expect(queue.popFirst()?.animated == true)
    #expect(queue.popFirst()?.animated == false)
    #expect(queue.planned(from: [screens[0]], owner: owner).map(\.title) == ["A", "C"])
    _ = queue.popFirst()
    #expect(queue.isEmpty)
    #expect(queue.popFirst() == nil)
  }

  @Test("calls made during a drag fold into the planned screens as the release leaves them")
  func foldDuringADrag() throws {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    let c = LoggingViewController("C", log: scene.log)
    scene.stack.push(b, animated: false)
    scene.host.settle()
    scene.host.beginDrag(at: Point(x: 20, y: 150))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 20 + Double(step) * 25, y: 150)) }
    // Under the finger the drag counts as cancelled: the push lands on A, B.
    scene.stack.push(c, animated: true)
    #expect(scene.stack.queuedStackCalls.count == 1)
    #expect(scene.stack.plannedStack.map(\.title) == ["A", "B", "C"])
    // A pop of the root would be refused now, but a pop of C is planned.
    #expect(scene.stack.pop(animated: true) === c)
    #expect(scene.stack.plannedStack.map(\.title) == ["A", "B"])
    scene.host.endDrag()
    // The drag completes: the queued calls now fold onto A. Pushing C there and popping it
    // again leaves A.
    #expect(scene.stack.swipeTracker.commits == true)
    #expect(scene.stack.plannedStack.map(\.title) == ["A"])
    scene.host.settle()
    #expect(scene.stack.viewControllers.map(\.title) == ["A"])
    #expect(scene.stack.queuedStackCalls.isEmpty)
    #expect(scene.stack.transition == nil)
    try scene.host.checkInvariants()
  }

  @Test("the fold follows the release: a call planned on the drag's start is skipped after it")
  func foldFollowsTheRelease() throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    scene.cross.present(b, direction: .right, animated: false)
    scene.host.settle()
    // A drag back toward B's side (a finger moving right) takes B away.
    scene.host.beginDrag(at: Point(x: 20, y: 150))
    for step in 1...12 { scene.host.moveDrag(to: Point(x: 20 + Double(step) * 25, y: 150)) }
    var outcomes: [String] = []
    scene.cross.present(scene.screen("C"), direction: .top, animated: true) { error in
      outcomes.append("present \(error.map(String.init(describing:)) ?? "done")")
    }
    scene.cross.dismiss(to: b, animated: true) { error in
      outcomes.append("dismiss \(error.map(String.init(describing:)) ?? "done")")
    }
    // Under the finger the drag counts as cancelled: C goes on B, and goes again.
    #expect(scene.cross.queuedStackCalls.count == 2)
    #expect(scene.cross.plannedStack.map(\.controller.title) == ["A", "B"])
    scene.host.endDrag()
    // The drag completes: C goes on A, and the dismiss to B, gone, is skipped.
    #expect(scene.cross.swipeTracker.commits == true)
    #expect(scene.cross.plannedStack.map(\.controller.title) == ["A", "C"])
    expectDiagnostic(containing: "not one of the screens") {
      scene.host.settle()
    }
    #expect(outcomes == ["present done", "dismiss the view controller is not one of the screens"])
    #expect(scene.cross.lastError == .notInStack)
    try scene.expectAgreement(["A", "C"])
  }

  @Test("a call whose top stays completes at once, with no transition")
  func topStays() throws {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    let c = LoggingViewController("C", log: scene.log)
    scene.stack.setViewControllers([scene.root, c], animated: false)
    scene.log.clear()
    scene.stack.setViewControllers([scene.root, b, c], animated: true)
    #expect(scene.stack.transition == nil)
    #expect(scene.log.entries == ["B.willMove(stack)", "B.didMove(stack)"])
    #expect(scene.stack.viewControllers.map(\.title) == ["A", "B", "C"])
    try scene.host.checkInvariants()
  }

  @Test("screens that leave together are told root first in a stack, top first in a cross")
  func orderOfLeaving() {
    let stack = StackScene()
    let pushed = ["B", "C"].map { LoggingViewController($0, log: stack.log) }
    stack.stack.setViewControllers([stack.root] + pushed, animated: false)
    stack.log.clear()
    stack.stack.popToRoot(animated: false)
    #expect(
      stack.log.entries.filter { $0.hasSuffix("willMove(nil)") } == [
        "B.willMove(nil)", "C.willMove(nil)",
      ])

    let cross = CrossScene()
    for name in ["B", "C"] {
      cross.cross.present(cross.screen(name), direction: .right, animated: false)
    }
    cross.log.clear()
    cross.cross.dismiss(to: cross.root, animated: false)
    #expect(
      cross.log.entries.filter { $0.hasSuffix("willMove(nil)") } == [
        "C.willMove(nil)", "B.willMove(nil)",
      ])
  }
}
