import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// Calls choose their sides as CrossNavigation's did: a present may come from the top screen's
/// way back, and `dismiss(to:direction:animated:)` chooses where the screen left on top comes
/// back from (the top one leaves toward the opposite side). Only a drag or a key toward the
/// top screen's way back goes back.
@Suite("CrossNavigationController: the sides calls choose", .strictDiagnostics)
@MainActor
struct CrossDirectionChoiceTests {
  /// A scene with B presented from the right, at rest, and the log cleared.
  private func sceneWithB() -> (CrossScene, CrossScreen) {
    let scene = CrossScene()
    let b = scene.screen("B")
    scene.cross.present(b, direction: .right, animated: false)
    scene.host.settle()
    scene.log.clear()
    return (scene, b)
  }

  @Test("a call presents toward the top screen's way back, and that screen leaves back that way")
  func presentTowardTheWayBack() throws {
    let (scene, b) = sceneWithB()
    let c = scene.screen("C")
    scene.cross.present(c, direction: .left, animated: true)
    #expect(scene.cross.lastError == nil)
    #expect(scene.origin(c) == CrossScene.offset(toward: .left))
    #expect(scene.log.entries == ["C.willMove(stack)", "B.willDisappear", "C.willAppear"])
    scene.host.advance(by: 0.15)
    #expect(
      isNear(
        scene.presentedOrigin(c), CrossScene.offset(toward: .left, fraction: 0.5), tolerance: 1e-3))
    #expect(
      isNear(
        scene.presentedOrigin(b), CrossScene.offset(toward: .right, fraction: 0.5), tolerance: 1e-3)
    )
    scene.host.settle()
    #expect(scene.cross.direction(of: c) == .left)
    try scene.expectAgreement(["A", "B", "C"])

    #expect(scene.cross.dismiss(animated: true) === c)
    scene.host.advance(by: 0.15)
    #expect(
      isNear(
        scene.presentedOrigin(c), CrossScene.offset(toward: .left, fraction: 0.5), tolerance: 1e-3))
    #expect(
      isNear(
        scene.presentedOrigin(b), CrossScene.offset(toward: .right, fraction: 0.5), tolerance: 1e-3)
    )
    scene.host.settle()
    try scene.expectAgreement(["A", "B"])
  }

  @Test("try… presents toward the way back without throwing, queued behind a running slide")
  func tryPresentTowardTheWayBackDuringASlide() throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    let c = scene.screen("C")
    scene.cross.present(b, direction: .bottom, animated: true)
    scene.host.advance(by: 0.1)
    try scene.cross.tryPresent(c, direction: .top, animated: true)
    #expect(scene.cross.viewControllers.map(\.title) == ["A", "B", "C"])
    #expect(c.parent == nil)
    scene.host.settle()
    #expect(scene.cross.direction(of: c) == .top)
    try scene.expectAgreement(["A", "B", "C"])
  }

  @Test("only a drag toward the top screen's way back goes back; the side it came past presents")
  func onlyTheWayBackGoesBack() throws {
    let (scene, _) = sceneWithB()
    let c = scene.screen("C")
    var offers = 0
    c.destinations[.left] = {
      offers += 1
      return scene.screen("D")
    }
    scene.cross.present(c, direction: .left, animated: false)
    scene.host.settle()

    // A finger moving right asks for .left: C's own destination, not B's way back.
    scene.host.beginDrag(at: Point(x: 20, y: 150))
    for step in 1...12 { scene.host.moveDrag(to: Point(x: 20 + Double(step) * 20, y: 150)) }
    #expect(c.autotransitQuestions == ["left presenting"])
    #expect(offers == 1)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    try scene.expectAgreement(["A", "B", "C", "D"])
    #expect(scene.cross.dismiss(animated: false)?.title == "D")

    // A finger moving left asks for .right, C's way back: it leaves toward the left.
    scene.host.beginDrag(at: Point(x: 380, y: 150))
    for step in 1...12 { scene.host.moveDrag(to: Point(x: 380 - Double(step) * 20, y: 150)) }
    #expect(c.autotransitQuestions == ["left presenting", "right back"])
    #expect(isNear(scene.origin(c), Point(x: -240, y: 0)))
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    try scene.expectAgreement(["A", "B"])
  }

  @Test("Alt+arrow of the way back dismisses a screen presented toward its predecessor's")
  func keysAfterPresentTowardTheWayBack() throws {
    let (scene, _) = sceneWithB()
    scene.cross.present(scene.screen("C"), direction: .left, animated: false)
    #expect(scene.cross.becomeFirstResponder())
    #expect(scene.host.press(key: .rightArrow, modifiers: .alternate))
    scene.host.settle()
    try scene.expectAgreement(["A", "B"])
  }

  @Test(
    "dismiss(to:direction:) brings the screen back from that side; the top leaves the other way",
    arguments: CrossDirection.allCases)
  func dismissToward(direction: CrossDirection) throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    let c = scene.screen("C")
    scene.cross.present(b, direction: .right, animated: false)
    scene.cross.present(c, direction: .bottom, animated: false)
    scene.host.settle()
    scene.log.clear()

    let dismissed = scene.cross.dismiss(to: scene.root, direction: direction, animated: true)
    #expect(dismissed.map(\.title) == ["B", "C"])
    #expect(scene.cross.lastError == nil)
    #expect(scene.origin(scene.root) == CrossScene.offset(toward: direction))
    #expect(scene.origin(c) == .zero)
    scene.host.advance(by: 0.15)
    #expect(
      isNear(
        scene.presentedOrigin(scene.root), CrossScene.offset(toward: direction, fraction: 0.5),
        tolerance: 1e-3))
    #expect(
      isNear(
        scene.presentedOrigin(c), CrossScene.offset(toward: direction.opposite, fraction: 0.5),
        tolerance: 1e-3))
    scene.host.settle()
    #expect(
      scene.log.entries.filter { !$0.contains("Move") } == [
        "C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear",
      ])
    for name in ["B", "C"] {
      #expect(scene.log.entries.contains("\(name).willMove(nil)"))
      #expect(scene.log.entries.last { $0.hasPrefix(name) } == "\(name).didMove(nil)")
    }
    try scene.expectAgreement(["A"])
  }

  @Test("dismiss(to:direction:) right to left: .right brings the screen in from the left edge")
  func dismissTowardRightToLeft() throws {
    let (scene, b) = sceneWithB()
    scene.host.window.layoutDirection = .rightToLeft
    scene.host.render()
    scene.cross.dismiss(to: scene.root, direction: .right, animated: true)
    #expect(scene.origin(scene.root) == Point(x: -400, y: 0))
    scene.host.advance(by: 0.15)
    #expect(isNear(scene.presentedOrigin(b), Point(x: 200, y: 0), tolerance: 1e-3))
    scene.host.settle()
    try scene.expectAgreement(["A"])
  }

  @Test("a dismiss(to:direction:) made during a drag waits and then leaves toward its side")
  func dismissTowardDuringADrag() throws {
    let (scene, b) = sceneWithB()
    let r = scene.screen("R")
    b.destinations[.bottom] = { r }
    scene.drag(asking: .bottom, steps: 12, stepLength: 15)
    let dismissed = scene.cross.dismiss(to: scene.root, direction: .top, animated: true)
    #expect(dismissed.map(\.title) == ["B"])
    #expect(scene.cross.viewControllers.map(\.title) == ["A"])
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    // The drag completes (R arrives on top of B), then the queued call runs from there.
    var frames = 0
    while scene.root.viewIfLoaded?.superview == nil && frames < 200 {
      scene.host.advance(by: TestHost.frameDuration)
      frames += 1
    }
    #expect(scene.log.entries.contains("R.didMove(stack)"))
    #expect(scene.origin(scene.root) == CrossScene.offset(toward: .top))
    scene.host.advance(by: 0.15)
    #expect(
      isNear(
        scene.presentedOrigin(scene.root), CrossScene.offset(toward: .top, fraction: 0.5),
        tolerance: 1e-3))
    #expect(
      isNear(
        scene.presentedOrigin(r), CrossScene.offset(toward: .bottom, fraction: 0.5),
        tolerance: 1e-3))
    scene.host.settle()
    try scene.expectAgreement(["A"])
    #expect(r.parent == nil)
  }
}
