import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// The top layer of a layered stack ends in view whatever moved it where no finger decided: a
/// push into a narrow window or in front of a maximum-width layer, a resize, a reveal by
/// keyboard. After a release the layers stay where the finger and the snap put them. Found by
/// `strata-fuzz --container layered`.
@Suite("LayeredNavigationController keeps the top layer in view", .strictDiagnostics)
@MainActor
struct LayeredVisibilityTests {
  @Test("a push into a window narrower than the stack lands in view, over the anchor")
  func pushIntoNarrowWindow() throws {
    let scene = LayeredScene(size: Size(width: 320, height: 768))
    let a = scene.make("A")
    scene.container.push(a, animated: true, direction: .up)
    scene.host.settle()
    // Root (400) plus A (400) cannot fit 320: A rests at its resting x over the root.
    #expect(scene.x(a) == 64)
    #expect(scene.isDrawn(a))
    #expect(a.appearanceState == .appeared)
    #expect(scene.root.appearanceState == .appeared)  // its 64-point strip shows
    try scene.expectAgreement()
  }

  @Test("a push in front of a maximum-width layer ends at the right edge, not past it")
  func pushInFrontOfMaximumWidth() throws {
    let scene = LayeredScene()
    let a = scene.make("A")
    scene.container.push(a, maximumWidth: true, animated: false)
    let b = scene.make("B")
    scene.container.push(b, animated: true)
    scene.host.settle()
    #expect(scene.x(a) == 64)
    #expect(scene.x(b) == 1024 - 400)
    #expect(scene.isDrawn(b) && b.appearanceState == .appeared)
    #expect(scene.isDrawn(a) && a.appearanceState == .appeared)
    try scene.expectAgreement()
  }

  @Test("deep stacks in a narrow window pile up where the top layer still shows")
  func deepStackRestsInView() throws {
    let scene = LayeredScene(size: Size(width: 480, height: 600))
    let pushed = scene.push("A", "B", "C", "D", "E", "F")
    let resting = pushed.map { $0.layeredNavigationItem?.initialViewPosition.x ?? .nan }
    #expect(resting == [64, 80, 80, 80, 80, 80])
    scene.container.compress(animated: false)
    scene.host.render()
    let top = try #require(pushed.last)
    #expect(scene.x(top) == 80 && scene.isDrawn(top))
    try scene.expectAgreement()
  }

  @Test("a release whose open gaps carry the top layer out leaves it there, as the original")
  func releaseLeavesTopWhereFingerPutIt() throws {
    let scene = LayeredScene(size: Size(width: 694, height: 768))
    let pushed = scene.push("A", "B")
    // B lands with 230 points in view: compressing A made that much room.
    #expect(pushed.map { scene.x($0) } == [64, 464])
    // B follows the finger to 664 and pulls A to 264; a slow release opens the root's gap
    // (400), which puts B at 800, outside the 694-point container: the finger decided.
    scene.beginDrag(at: Point(x: 600, y: 300), by: 200)
    #expect(pushed.map { scene.x($0) } == [264, 664])
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(pushed.map { scene.x($0) } == [400, 800])
    #expect(!scene.isDrawn(pushed[1]) && pushed[1].appearanceState == .disappeared)
    try scene.expectAgreement()
    // A drag on A brings it back.
    scene.beginDrag(at: Point(x: 500, y: 300), by: -300)
    scene.host.advance(by: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(pushed.map { scene.x($0) } == [64, 464])
    #expect(scene.isDrawn(pushed[1]) && pushed[1].appearanceState == .appeared)
    try scene.expectAgreement()
  }

  @Test("a stack built before the container is shown is laid out as pushes lay it out")
  func stackBuiltBeforeShown() throws {
    let log = CallLog()
    let root = LoggingViewController("R", log: log, color: .red)
    let container = LayeredNavigationController(rootViewController: root)
    let a = LoggingViewController("A", log: log, color: .white)
    let b = LoggingViewController("B", log: log, color: .white)
    container.push(a, animated: true)
    container.push(b, animated: true)
    #expect(container.viewControllers.map(\.title) == ["R", "A", "B"])
    let host = TestHost(rootViewController: container, size: Size(width: 1024, height: 768))
    host.render()
    // As if pushed on screen: A at 64, B whole at 464 (not A at 400 and B at 800, half out).
    #expect(a.layeredNavigationItem?.currentViewPosition.x == 64)
    #expect(b.layeredNavigationItem?.currentViewPosition.x == 464)
    #expect(a.appearanceState == .appeared && b.appearanceState == .appeared)
    // Later resizes keep the places the pushes gave.
    host.resize(to: Size(width: 1100, height: 768))
    #expect(a.layeredNavigationItem?.currentViewPosition.x == 64)
    #expect(b.layeredNavigationItem?.currentViewPosition.x == 464)
    try host.checkInvariants()
  }

  @Test("a stack compressed before the container is shown stays compressed")
  func stackCompressedBeforeShown() throws {
    let log = CallLog()
    let container = LayeredNavigationController(
      rootViewController: LoggingViewController("R", log: log, color: .red))
    let a = LoggingViewController("A", log: log, color: .white)
    let b = LoggingViewController("B", log: log, color: .white)
    container.push(a, animated: false)
    container.push(b, animated: false)
    container.compress(animated: false)
    let host = TestHost(rootViewController: container, size: Size(width: 1024, height: 768))
    host.render()
    #expect(a.layeredNavigationItem?.currentViewPosition.x == 64)
    #expect(b.layeredNavigationItem?.currentViewPosition.x == 128)
    try host.checkInvariants()
  }

  @Test("a resize that would leave the top layer out of view brings it back")
  func resizeKeepsTopInView() throws {
    let scene = LayeredScene()
    let pushed = scene.push("A", "B")
    #expect(pushed.map { scene.x($0) } == [64, 464])
    scene.host.resize(to: Size(width: 480, height: 768))
    #expect(pushed.map { scene.x($0) } == [64, 80])
    #expect(scene.isDrawn(pushed[1]) && pushed[1].appearanceState == .appeared)
    try scene.expectAgreement()
    // Widening again gives B its usual resting place back; nothing else moves.
    scene.host.resize(to: Size(width: 1024, height: 768))
    #expect(pushed.map { scene.x($0) } == [64, 128])
    try scene.expectAgreement()
  }

  @Test("revealing a lower layer by keyboard never pushes the top layer out of view")
  func revealKeepsTopInView() throws {
    let scene = LayeredScene(size: Size(width: 320, height: 400))
    let a = scene.make("A")
    scene.container.push(a, maximumWidth: true, animated: false)
    scene.host.render()
    #expect(scene.x(a) == 64)
    #expect(scene.host.press(key: .leftArrow, modifiers: .control))  // focus the root
    scene.host.settle()
    // The root's gap opens as far as leaves 64 points of A in view.
    #expect(scene.x(a) == 320 - 64)
    #expect(scene.isDrawn(a) && a.appearanceState == .appeared)
    try scene.expectAgreement()
  }

  @Test("a backlog of queued calls catches up: only the last two wait for their slides")
  func backlogCatchesUp() throws {
    let scene = LayeredScene()
    let pushed = ["A", "B", "C", "D", "E"].map { scene.make($0) }
    for controller in pushed { scene.container.push(controller, animated: true) }
    #expect(scene.container.viewControllers.map(\.title) == ["R", "A", "B", "C", "D", "E"])
    for _ in 0..<36 { scene.host.advance(by: TestHost.frameDuration) }
    // A slid in (0.5 s); B ran at once behind it, with three calls waiting; C slides now.
    #expect(scene.log.entries.contains("B.didMove(stack)"))
    #expect(!scene.log.entries.contains("C.didMove(stack)"))
    #expect(scene.presentedX(pushed[2]) != scene.x(pushed[2]))
    for _ in 36..<132 { scene.host.advance(by: TestHost.frameDuration) }
    // C, D and E took 0.5 s each: everything is in place at 2.2 s, not after 2.5 s.
    #expect(!scene.container.isTransitioning)
    try scene.expectAgreement()
  }
}
