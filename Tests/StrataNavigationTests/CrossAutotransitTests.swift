import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// What a cross navigation controller asks its screens, and tells them, in CrossNavigation's
/// order: `shouldAutotransit` before the next screen is made, so that a refused drag makes
/// nothing; `viewIsAppearing` once each with 1 and 0 for a transition that does not animate.
@Suite("CrossNavigationController: autotransit and progress reports", .strictDiagnostics)
@MainActor
struct CrossAutotransitTests {
  @Test("shouldAutotransit is asked before destination(for:) makes the next screen")
  func askedBeforeMaking() throws {
    let scene = CrossScene()
    scene.root.allowsAutotransit = { direction, presenting in
      scene.log.record("asked \(direction) \(presenting)")
      return true
    }
    scene.root.destinations[.right] = {
      scene.log.record("made R")
      return scene.screen("R")
    }
    scene.log.clear()
    scene.drag(asking: .right, steps: 3)
    #expect(
      scene.log.entries == [
        "asked right true", "made R", "R.willMove(stack)", "A.willDisappear", "R.willAppear",
      ])
    scene.host.endDrag()
    scene.host.settle()
  }

  @Test("a drag or a key that shouldAutotransit refuses makes no screen")
  func refusedMakesNothing() throws {
    let scene = CrossScene()
    var made = 0
    scene.root.destinations[.bottom] = {
      made += 1
      return scene.screen("S")
    }
    scene.root.allowsAutotransit = { _, _ in false }
    scene.drag(asking: .bottom, steps: 10)
    #expect(!scene.cross.isTransitioning)
    scene.host.endDrag()
    #expect(scene.cross.becomeFirstResponder())
    _ = scene.host.press(key: .downArrow, modifiers: .alternate)
    scene.host.settle()
    #expect(scene.root.autotransitQuestions == ["bottom presenting", "bottom presenting"])
    #expect(made == 0)
    try scene.expectAgreement(["A"])

    scene.root.allowsAutotransit = { _, _ in true }
    #expect(scene.host.press(key: .downArrow, modifiers: .alternate))
    scene.host.settle()
    #expect(made == 1)
    try scene.expectAgreement(["A", "S"])
  }

  @Test("a graph screen that refuses a drag has its graph make nothing")
  func refusedGraphMakesNothing() throws {
    let log = CallLog()
    let json = """
      {"root": "centre", "screens": {"centre": {"right": "east"}, "east": {}}}
      """
    var centre: CrossScreen?
    let graph = try CrossNavigationGraph(
      json: json,
      factories: [
        "centre": {
          let screen = CrossScreen("centre", log: log)
          screen.allowsAutotransit = { _, _ in false }
          centre = screen
          return screen
        },
        "east": {
          log.record("make east")
          return LoggingViewController("east", log: log)
        },
      ])
    let cross = CrossNavigationController(graph: graph)
    let host = TestHost(rootViewController: cross, size: CrossScene.size)
    host.beginDrag(at: Point(x: 380, y: 150))
    for step in 1...12 { host.moveDrag(to: Point(x: 380 - Double(step) * 20, y: 150)) }
    host.endDrag()
    host.settle()
    #expect(centre?.autotransitQuestions == ["right presenting"])
    #expect(!log.entries.contains("make east"))
    #expect(cross.viewControllers.map(\.title) == ["centre"])

    centre?.allowsAutotransit = { _, _ in true }
    host.beginDrag(at: Point(x: 380, y: 150))
    for step in 1...12 { host.moveDrag(to: Point(x: 380 - Double(step) * 20, y: 150)) }
    host.advance(by: 0.3)
    host.endDrag()
    host.settle()
    #expect(log.entries.filter { $0 == "make east" }.count == 1)
    #expect(cross.viewControllers.map(\.title) == ["centre", "east"])
    try host.checkInvariants()
  }

  @Test("a present or a dismiss without animation reports viewIsAppearing 1 and 0 once each")
  func stillCallsReportOnce() throws {
    let scene = CrossScene()
    let b = scene.screen("B")
    let c = scene.screen("C")
    scene.cross.present(b, direction: .right, animated: false)
    #expect(b.appearing == [1])
    #expect(scene.root.appearing == [0])
    scene.host.settle()
    #expect(b.appearing == [1])

    scene.cross.present(c, direction: .top, animated: false)
    #expect(c.appearing == [1])
    #expect(b.appearing == [1, 0])
    scene.cross.dismiss(animated: false)
    #expect(b.appearing == [1, 0, 1])
    #expect(c.appearing == [1, 0])
    scene.cross.dismiss(to: scene.root, direction: .bottom, animated: false)
    #expect(scene.root.appearing == [0, 1])
    #expect(b.appearing == [1, 0, 1, 0])
    scene.host.settle()
    #expect(scene.root.appearing == [0, 1])
    try scene.expectAgreement(["A"])
  }

  @Test("an animated present in a container without a window reports only where it ends")
  func offWindowReportsOnce() throws {
    let log = CallLog()
    let root = CrossScreen("A", log: log)
    let cross = CrossNavigationController(rootViewController: root)
    cross.loadViewIfNeeded()
    let b = CrossScreen("B", log: log)
    cross.present(b, direction: .bottom, animated: true)
    #expect(!cross.isTransitioning)
    #expect(b.appearing == [1])
    #expect(root.appearing == [0])
    #expect(cross.viewControllers.map(\.title) == ["A", "B"])
  }
}
