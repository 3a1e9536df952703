import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// The screen a drag brings in belongs to the container from the drag's start, as it did in
/// CrossNavigation: a child before it is told it will appear, with the window's traits and its
/// `crossNavigationController`; a cancelled drag undoes it all with the reverse callbacks.
@Suite("CrossNavigationController: the screen being dragged in", .strictDiagnostics)
@MainActor
struct CrossDraggedScreenTests {
  /// A scene whose root offers `right` toward `.right`, with the log cleared.
  private func scene(offering right: (CrossScene) -> CrossScreen) -> (CrossScene, CrossScreen) {
    let scene = CrossScene()
    let screen = right(scene)
    scene.root.destinations[.right] = { screen }
    scene.log.clear()
    return (scene, screen)
  }

  @Test("the screen dragged in is a child from the drag's start, containment before appearance")
  func childFromTheStart() throws {
    let (scene, right) = scene { $0.screen("R") }
    scene.drag(asking: .right, steps: 3)
    #expect(scene.log.entries == ["R.willMove(stack)", "A.willDisappear", "R.willAppear"])
    #expect(right.parent === scene.cross)
    #expect(right.crossNavigationController === scene.cross)
    #expect(right.containersWhenAppearing == [ObjectIdentifier(scene.cross)])
    #expect(scene.cross.children.map(\.title) == ["A", "R"])
    // Until the finger lifts the drag counts as cancelled: R is not one of the screens yet.
    #expect(scene.cross.viewControllers.map(\.title) == ["A"])
    try scene.host.checkInvariants()

    for step in 4...12 {
      scene.host.moveDrag(to: CrossScene.centre + Point(x: -20 * Double(step), y: 0))
    }
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(
      scene.log.entries == [
        "R.willMove(stack)", "A.willDisappear", "R.willAppear", "A.didDisappear", "R.didAppear",
        "R.didMove(stack)",
      ])
    try scene.expectAgreement(["A", "R"])
  }

  @Test("a cancelled drag undoes the containment: willMove(nil) on release, didMove(nil) last")
  func cancelledDragUndoesContainment() throws {
    for interrupted in [false, true] {
      let (scene, right) = scene { $0.screen("R") }
      scene.drag(asking: .right, steps: 8)
      scene.host.advance(by: 0.3)
      #expect(right.parent === scene.cross)
      if interrupted { scene.host.cancelDrag() } else { scene.host.endDrag() }
      #expect(scene.log.entries.last == "R.willMove(nil)")
      #expect(right.parent === scene.cross)
      scene.host.settle()
      #expect(
        scene.log.entries == [
          "R.willMove(stack)", "A.willDisappear", "R.willAppear", "R.willMove(nil)",
          "R.willDisappear", "R.didDisappear", "A.willAppear", "A.didAppear", "R.didMove(nil)",
        ])
      #expect(right.parent == nil)
      #expect(right.crossNavigationController == nil)
      #expect(right.appearanceState == .disappeared)
      try scene.expectAgreement(["A"])
    }
  }

  @Test("right to left, the screen dragged in lays out mirrored from its first frame")
  func mirroredFromTheFirstFrame() throws {
    let (scene, right) = scene { $0.screen("R") }
    scene.host.window.layoutDirection = .rightToLeft
    scene.host.render()
    // Right to left, .right comes in from the left edge: the finger moves right.
    scene.host.beginDrag(at: Point(x: 10, y: 150))
    scene.host.moveDrag(to: Point(x: 30, y: 150))
    scene.host.moveDrag(to: Point(x: 50, y: 150))
    #expect(right.traitCollection.layoutDirection == .rightToLeft)
    #expect(!right.layoutDirections.isEmpty)
    #expect(right.layoutDirections.allSatisfy { $0 == .rightToLeft })
    #expect(right.badge.frame.origin == Point(x: 350, y: 10))
    #expect(isNear(scene.origin(right), Point(x: -360, y: 0)))
    for step in 3...12 { scene.host.moveDrag(to: Point(x: 10 + Double(step) * 20, y: 150)) }
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(right.layoutDirections.allSatisfy { $0 == .rightToLeft })
    #expect(right.badge.frame.origin == Point(x: 350, y: 10))
    try scene.expectAgreement(["A", "R"])
  }

  @Test("a drag cancelled and then another: the first screen is gone, the second one arrives")
  func cancelledThenAnother() throws {
    let scene = CrossScene()
    var made: [CrossScreen] = []
    scene.root.destinations[.right] = {
      let screen = scene.screen("R\(made.count + 1)")
      made.append(screen)
      return screen
    }
    scene.log.clear()
    scene.drag(asking: .right, steps: 6)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    try scene.expectAgreement(["A"])

    scene.drag(asking: .right, steps: 3)
    #expect(made.map(\.title) == ["R1", "R2"])
    #expect(scene.cross.children.map(\.title) == ["A", "R2"])
    for step in 4...12 {
      scene.host.moveDrag(to: CrossScene.centre + Point(x: -20 * Double(step), y: 0))
    }
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(
      scene.log.entries == [
        "R1.willMove(stack)", "A.willDisappear", "R1.willAppear", "R1.willMove(nil)",
        "R1.willDisappear", "R1.didDisappear", "A.willAppear", "A.didAppear", "R1.didMove(nil)",
        "R2.willMove(stack)", "A.willDisappear", "R2.willAppear", "A.didDisappear",
        "R2.didAppear", "R2.didMove(stack)",
      ])
    #expect(made[0].parent == nil)
    try scene.expectAgreement(["A", "R2"])
  }

  @Test(
    "presenting the screen being dragged in waits: refused if the drag brings it, else shown",
    arguments: [true, false])
  func presentingTheDraggedScreen(dragCompletes: Bool) throws {
    let (scene, right) = scene { $0.screen("R") }
    scene.drag(asking: .right, steps: dragCompletes ? 12 : 6, stepLength: 20)
    var received: [CrossNavigationControllerError?] = []
    // It is the container's child, but not one of its screens while the drag counts as
    // cancelled, so the call is accepted and waits.
    scene.cross.present(right, direction: .bottom, animated: true) { received.append($0) }
    #expect(scene.cross.lastError == nil)
    #expect(scene.cross.viewControllers.map(\.title) == ["A", "R"])
    scene.host.advance(by: 0.3)
    if dragCompletes {
      expectDiagnostic(containing: "already one of the screens") {
        scene.host.endDrag()
        scene.host.settle()
      }
      #expect(received == [.alreadyInStack])
      #expect(scene.cross.direction(of: right) == .right)
    } else {
      scene.host.endDrag()
      scene.host.settle()
      #expect(received == [nil])
      #expect(scene.cross.direction(of: right) == .bottom)
    }
    try scene.expectAgreement(["A", "R"])
  }

  @Test("a resize mid-drag: the screen dragged in takes the new size and the window's traits")
  func resizeMidDrag() throws {
    let (scene, right) = scene { $0.screen("R") }
    scene.drag(asking: .right, steps: 12, stepLength: 20)
    #expect(isNear(scene.origin(right), Point(x: 160, y: 0)))
    scene.host.resize(to: Size(width: 500, height: 400))
    #expect(right.view.frame.size == Size(width: 500, height: 400))
    #expect(isNear(scene.origin(right), Point(x: 200, y: 0)))
    #expect(right.traitCollection == scene.cross.traitCollection)
    #expect(right.badge.frame.origin == Point(x: 10, y: 10))
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(right.view.frame == Rect(x: 0, y: 0, width: 500, height: 400))
    try scene.expectAgreement(["A", "R"])
  }

  @Test(
    "a tab switch mid-drag: the drag ends, the screen dragged in leaves, the screens in sync")
  func tabSwitchMidDrag() throws {
    let log = CallLog()
    let root = CrossScreen("A", log: log)
    let right = CrossScreen("R", log: log)
    let other = LoggingViewController("O", log: log)
    root.destinations[.right] = { right }
    let cross = CrossNavigationController(rootViewController: root)
    let tabs = TabBarController()
    tabs.viewControllers = [cross, other]
    let host = TestHost(rootViewController: tabs, size: CrossScene.size)
    host.settle()
    host.beginDrag(at: Point(x: 390, y: 100))
    for step in 1...6 { host.moveDrag(to: Point(x: 390 - Double(step) * 20, y: 100)) }
    #expect(right.parent === cross)
    host.advance(by: 0.3)  // held still short of half way: the release cancels
    tabs.selectedIndex = 1
    host.endDrag()
    host.settle()
    #expect(!cross.isTransitioning)
    #expect(cross.children.map(\.title) == cross.viewControllers.map(\.title))
    expectAppearanceInSync([root, right, other, cross], host: host)
    try host.checkInvariants()

    tabs.selectedIndex = 0
    host.settle()
    #expect(cross.viewControllers.map(\.title) == ["A"])
    #expect(right.parent == nil)
    expectAppearanceInSync([root, right, other, cross], host: host)
    #expect(root.view.frame == cross.view.bounds)
    try host.checkInvariants()
  }
}
