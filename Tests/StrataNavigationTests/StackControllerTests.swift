import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("StackController", .strictDiagnostics)
@MainActor
struct StackControllerTests {
  let width = StackScene.width

  @Test("a push slides the new view in from the right while the old one moves a third left")
  func animatedPush() throws {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log, color: .blue)
    scene.log.clear()
    scene.stack.push(b, animated: true)

    #expect(scene.stack.viewControllers.map(\.title) == ["A", "B"])
    #expect(scene.stack.topViewController === b)
    #expect(scene.presentedX(b) == width)
    #expect(scene.presentedX(scene.root) == 0)
    #expect(scene.log.entries == ["B.willMove(stack)", "A.willDisappear", "B.willAppear"])

    scene.host.advance(by: 0.1)  // half of 0.2 s, ease-in-ease-out: half way
    #expect(isClose(scene.presentedX(b), width / 2))
    #expect(isClose(scene.presentedX(scene.root), -width / 6))

    scene.host.settle()
    #expect(scene.x(b) == 0)
    #expect(scene.root.view.superview == nil)
    #expect(
      scene.log.entries == [
        "B.willMove(stack)", "A.willDisappear", "B.willAppear", "A.didDisappear",
        "B.didAppear", "B.didMove(stack)",
      ])
    #expect(b.view.shadow.opacity == 0.5)
    #expect(b.view.shadow.color == .lightGray)
    #expect(b.view.shadow.offset == Size(width: -2, height: 0))
    #expect(scene.root.view.shadow.opacity == 0)
    #expect(b.stackController === scene.stack)
    try scene.host.checkInvariants()
  }

  @Test("a pop is the mirror: the previous view comes from a third left, the top leaves right")
  func animatedPop() throws {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    scene.stack.push(b, animated: false)
    scene.host.render()
    scene.log.clear()

    #expect(scene.stack.pop(animated: true) === b)
    #expect(isClose(scene.presentedX(scene.root), -width / 3))
    #expect(scene.presentedX(b) == 0)
    scene.host.advance(by: 0.1)
    #expect(isClose(scene.presentedX(b), width / 2))
    #expect(isClose(scene.presentedX(scene.root), -width / 6))
    scene.host.settle()
    #expect(b.view.superview == nil)
    #expect(scene.x(scene.root) == 0)
    #expect(
      scene.log.entries == [
        "B.willMove(nil)", "B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear",
        "B.didMove(nil)",
      ])
    #expect(b.parent == nil)
    try scene.host.checkInvariants()
  }

  @Test("during a pop drag the top view follows the finger and the previous one a third as fast")
  func popDragFormulas() throws {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    scene.stack.push(b, animated: false)
    scene.host.render()
    scene.log.clear()

    scene.host.beginDrag(at: Point(x: 100, y: 150))
    var expectedX = 100.0
    for step in 1...8 {
      expectedX = 100 + Double(step) * 12
      scene.host.moveDrag(to: Point(x: expectedX, y: 150))
    }
    let tx = expectedX - 100
    #expect(scene.stack.panGestureRecognizer.direction == .pop)
    #expect(isClose(scene.x(b), tx))
    #expect(isClose(scene.x(scene.root), -width / 3 + tx / 3))
    #expect(scene.log.entries == ["B.willDisappear", "A.willAppear"])
    try scene.host.checkInvariants()

    // Back past the left edge: the top view stops at 0.
    scene.host.moveDrag(to: Point(x: 60, y: 150))
    #expect(scene.x(b) == 0)
    #expect(isClose(scene.x(scene.root), -width / 3 - 40.0 / 3))
    scene.host.cancelDrag()
    scene.host.settle()
  }

  @Test("a slow release below the threshold returns, with the callbacks reversed in UIKit's order")
  func slowReleaseBelowThreshold() throws {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    scene.stack.push(b, animated: false)
    scene.host.render()
    scene.log.clear()

    scene.host.beginDrag(at: Point(x: 100, y: 150))
    for step in 1...5 { scene.host.moveDrag(to: Point(x: 100 + Double(step) * 10, y: 150)) }
    scene.host.advance(by: 0.3)  // hold still: no velocity
    scene.host.endDrag()
    scene.host.settle()

    #expect(scene.stack.viewControllers.count == 2)
    #expect(scene.x(b) == 0)
    #expect(scene.root.view.superview == nil)
    #expect(
      scene.log.entries == [
        "B.willDisappear", "A.willAppear", "A.willDisappear", "A.didDisappear", "B.willAppear",
        "B.didAppear",
      ])
    try scene.host.checkInvariants()
  }

  @Test("a slow release past the threshold pops; containment waits for the outcome")
  func slowReleasePastThreshold() throws {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    scene.stack.push(b, animated: false)
    scene.host.render()
    scene.log.clear()

    scene.host.beginDrag(at: Point(x: 100, y: 150))
    for step in 1...8 { scene.host.moveDrag(to: Point(x: 100 + Double(step) * 10, y: 150)) }
    #expect(!scene.log.entries.contains("B.willMove(nil)"))
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    #expect(scene.log.entries.last == "B.willMove(nil)")
    scene.host.settle()

    #expect(scene.stack.viewControllers.map(\.title) == ["A"])
    #expect(
      scene.log.entries == [
        "B.willDisappear", "A.willAppear", "B.willMove(nil)", "B.didDisappear", "A.didAppear",
        "B.didMove(nil)",
      ])
    try scene.host.checkInvariants()
  }

  @Test("a fling completes below the threshold; a drag past it thrown back cancels")
  func velocityDecides() {
    let flung = StackScene()
    let b = LoggingViewController("B", log: flung.log)
    flung.stack.push(b, animated: false)
    flung.host.render()
    // 6 frames at 600 pt/s: 60 pt, 0.15 of the width only with the slop; velocity decides.
    flung.host.fling(from: Point(x: 100, y: 150), velocity: Point(x: 600, y: 0))
    flung.host.settle()
    #expect(flung.stack.viewControllers.count == 1)

    let thrown = StackScene()
    let c = LoggingViewController("C", log: thrown.log)
    thrown.stack.push(c, animated: false)
    thrown.host.render()
    thrown.host.beginDrag(at: Point(x: 100, y: 150))
    for step in 1...10 { thrown.host.moveDrag(to: Point(x: 100 + Double(step) * 15, y: 150)) }
    for step in 1...4 { thrown.host.moveDrag(to: Point(x: 250 - Double(step) * 20, y: 150)) }
    #expect(thrown.x(c) / width >= 0.15)
    thrown.host.endDrag()
    thrown.host.settle()
    #expect(thrown.stack.viewControllers.count == 2)
    #expect(thrown.x(c) == 0)
  }

  @Test("a left drag pushes the offered controller by the push formulas")
  func pushDrag() throws {
    let scene = StackScene()
    let offered = LoggingViewController("N", log: scene.log, color: .green)
    scene.root.offered = offered
    scene.log.clear()

    scene.host.beginDrag(at: Point(x: 300, y: 150))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 300 - Double(step) * 12, y: 150)) }
    let tx = -120.0
    #expect(scene.stack.panGestureRecognizer.direction == .push)
    #expect(isClose(scene.x(offered), width + tx))
    #expect(isClose(scene.x(scene.root), tx / 3))
    #expect(offered.parent == nil)
    #expect(scene.log.entries == ["A.willDisappear", "N.willAppear"])
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()

    #expect(scene.stack.viewControllers.map(\.title) == ["A", "N"])
    #expect(offered.parent === scene.stack)
    #expect(
      scene.log.entries == [
        "A.willDisappear", "N.willAppear", "N.willMove(stack)", "A.didDisappear", "N.didAppear",
        "N.didMove(stack)",
      ])
    try scene.host.checkInvariants()
  }

  @Test("a cancelled push drag discards the offered controller")
  func cancelledPushDiscards() throws {
    let scene = StackScene()
    let offered = LoggingViewController("N", log: scene.log)
    scene.root.offered = offered
    scene.host.beginDrag(at: Point(x: 300, y: 150))
    for step in 1...3 { scene.host.moveDrag(to: Point(x: 300 - Double(step) * 8, y: 150)) }
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.stack.viewControllers.count == 1)
    #expect(offered.parent == nil)
    #expect(offered.view.superview == nil)
    #expect(offered.appearanceState == .disappeared)
    try scene.host.checkInvariants()
  }

  @Test("a drag that starts vertical never begins, and without an offer a left drag does nothing")
  func nothingToDrive() {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    scene.stack.push(b, animated: false)
    scene.host.render()
    scene.log.clear()
    scene.host.drag(from: Point(x: 100, y: 50), to: Point(x: 130, y: 250))
    scene.host.drag(from: Point(x: 300, y: 150), to: Point(x: 50, y: 150))
    scene.host.settle()
    #expect(scene.log.entries.isEmpty)
    #expect(scene.stack.viewControllers.count == 2)
  }

  @Test("calls made during a transition are queued and the final stack is what they say")
  func queuedCalls() throws {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    let c = LoggingViewController("C", log: scene.log)
    let d = LoggingViewController("D", log: scene.log)
    scene.stack.push(b, animated: true)
    scene.stack.push(c, animated: true)
    #expect(scene.stack.pop(animated: true) === c)
    scene.stack.push(d, animated: true)
    #expect(scene.stack.viewControllers.map(\.title) == ["A", "B", "D"])
    scene.host.advance(by: 0.05)
    try scene.host.checkInvariants()
    scene.host.settle()
    #expect(scene.stack.viewControllers.map(\.title) == ["A", "B", "D"])
    #expect(scene.stack.children.map(\.title) == ["A", "B", "D"])
    #expect(c.parent == nil)
    #expect(d.view.superview === scene.stack.view)
    #expect(d.appearanceState == .appeared)
    #expect(b.appearanceState == .disappeared)
    try scene.host.checkInvariants()
  }

  @Test("misuse never crashes and leaves the stack as it was, with a typed error")
  func misuse() {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    scene.stack.push(b, animated: false)

    #expect(throws: StackControllerError.alreadyInStack) {
      try scene.stack.tryPush(b, animated: true)
    }
    expectDiagnostic(containing: "already in this stack") {
      scene.stack.push(b, animated: true)
    }
    #expect(scene.stack.lastError == .alreadyInStack)

    let other = StackController(rootViewController: ViewController())
    let foreign = ViewController()
    other.push(foreign, animated: false)
    #expect(throws: StackControllerError.hasAnotherParent) {
      try scene.stack.tryPush(foreign, animated: false)
    }
    #expect(throws: StackControllerError.notInStack) {
      try scene.stack.tryPop(to: foreign, animated: false)
    }
    expectDiagnostic(containing: "not in this stack") {
      #expect(scene.stack.pop(to: foreign, animated: false).isEmpty)
    }
    #expect(throws: StackControllerError.emptyStack) {
      try scene.stack.trySetViewControllers([], animated: false)
    }
    #expect(throws: StackControllerError.duplicateController) {
      try scene.stack.trySetViewControllers([b, b], animated: false)
    }
    _ = scene.stack.popToRoot(animated: false)
    #expect(throws: StackControllerError.cannotPopRoot) {
      try scene.stack.tryPop(animated: false)
    }
    expectDiagnostic(containing: "root") {
      #expect(scene.stack.pop(animated: true) == nil)
    }
    #expect(scene.stack.viewControllers.map(\.title) == ["A"])
    #expect(foreign.parent === other)
  }

  @Test("setViewControllers replaces the stack with a push or a pop")
  func setViewControllers() throws {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    let c = LoggingViewController("C", log: scene.log)
    scene.stack.setViewControllers([scene.root, b, c], animated: true)
    scene.host.settle()
    #expect(scene.stack.children.map(\.title) == ["A", "B", "C"])
    #expect(c.view.superview === scene.stack.view)
    scene.stack.setViewControllers([c], animated: true)
    scene.host.settle()
    #expect(scene.stack.children.map(\.title) == ["C"])
    #expect(scene.root.parent == nil)
    #expect(c.view.shadow.opacity == 0)
    try scene.host.checkInvariants()
  }

  @Test("with a content scroll view, a pop drag begins only at its leading edge")
  func contentScrollViewGating() {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    scene.stack.push(b, animated: false)
    let scroller = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    scroller.contentSize = Size(width: 1200, height: 300)
    b.view.addSubview(scroller)
    scene.stack.contentScrollView = scroller
    scroller.contentOffset = Point(x: 200, y: 0)
    scene.host.render()

    scene.host.beginDrag(at: Point(x: 100, y: 150))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 100 + Double(step) * 15, y: 150)) }
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.stack.viewControllers.count == 2)
    #expect(scroller.contentOffset.x == 50)

    scroller.contentOffset = .zero
    scene.host.drag(from: Point(x: 100, y: 150), to: Point(x: 300, y: 150))
    scene.host.settle()
    #expect(scene.stack.viewControllers.count == 1)
  }

  @Test("right to left mirrors the drag: a left drag pops")
  func rightToLeft() {
    let scene = StackScene()
    scene.host.window.layoutDirection = .rightToLeft
    let b = LoggingViewController("B", log: scene.log)
    scene.stack.push(b, animated: false)
    scene.host.render()
    scene.host.beginDrag(at: Point(x: 300, y: 150))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 300 - Double(step) * 12, y: 150)) }
    #expect(isClose(scene.x(b), -120))
    #expect(isClose(scene.x(scene.root), width / 3 - 40))
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.stack.viewControllers.count == 1)
  }

  @Test("Alt+Left pops and Alt+Right pushes the offered controller")
  func keyboard() {
    let scene = StackScene()
    scene.root.offered = LoggingViewController("N", log: scene.log)
    #expect(scene.stack.becomeFirstResponder())
    #expect(scene.host.press(key: .rightArrow, modifiers: .alternate))
    scene.host.settle()
    #expect(scene.stack.viewControllers.map(\.title) == ["A", "N"])
    #expect(scene.host.press(key: .leftArrow, modifiers: .alternate))
    scene.host.settle()
    #expect(scene.stack.viewControllers.map(\.title) == ["A"])
  }

  @Test("a trackpad's horizontal swipe drives the same interactive pop")
  func trackpadSwipe() {
    let scene = StackScene()
    let b = LoggingViewController("B", log: scene.log)
    scene.stack.push(b, animated: false)
    scene.host.render()
    scene.host.scroll(by: Point(x: -200, y: 0), at: Point(x: 200, y: 150))
    scene.host.settle()
    #expect(scene.stack.viewControllers.count == 1)
  }

  @Test("a stack and its controllers are released when dropped")
  func releases() {
    weak var weakStack: StackController?
    weak var weakChild: ViewController?
    do {
      let log = CallLog()
      let stack = StackController(rootViewController: LoggingViewController("A", log: log))
      let host = TestHost(rootViewController: stack)
      let child = LoggingViewController("B", log: log)
      stack.push(child, animated: true)
      host.settle()
      weakStack = stack
      weakChild = child
    }
    #expect(weakStack == nil)
    #expect(weakChild == nil)
  }
}
