import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// The "transition did end" signal of every container: observers are told once a transition or
/// a drag has ended and the calls that waited for it have run, and a split view learns through
/// it (not frame by frame) that its primary's transition has ended.
@Suite("Containers signal the end of a transition", .strictDiagnostics)
@MainActor
struct TransitionEndSignalTests {
  @Test("a stack tells its observers once, after the push that waited for the running one")
  func stackSignalsAfterQueuedCalls() throws {
    let scene = StackScene()
    var ends: [[String]] = []
    let token = scene.stack.observeTransitionEnd { container in
      #expect(!container.isTransitioning)
      ends.append(scene.stack.children.map { $0.title ?? "?" })
    }
    scene.stack.push(LoggingViewController("B", log: scene.log), animated: true)
    scene.stack.push(LoggingViewController("C", log: scene.log), animated: true)
    #expect(scene.stack.isTransitioning)
    scene.host.advance(by: 0.1)
    #expect(ends.isEmpty)
    scene.host.settle()
    #expect(ends == [["A", "B", "C"]])
    try scene.host.checkInvariants()
    token.cancel()
    scene.stack.pop(animated: true)
    scene.host.settle()
    #expect(ends.count == 1)
  }

  @Test("a stack tells its observers when a drag it follows has settled")
  func stackSignalsAfterDrag() throws {
    let scene = StackScene()
    scene.stack.push(LoggingViewController("B", log: scene.log), animated: false)
    scene.host.settle()
    var endCount = 0
    let token = scene.stack.observeTransitionEnd { _ in endCount += 1 }
    scene.host.beginDrag(at: Point(x: 50, y: 150))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 50 + Double(step) * 25, y: 150)) }
    #expect(scene.stack.isTransitioning)
    scene.host.endDrag()
    #expect(endCount == 0)
    scene.host.settle()
    #expect(endCount == 1)
    #expect(!scene.stack.isTransitioning)
    try scene.host.checkInvariants()
    withExtendedLifetime(token) {}
  }

  @Test("a split is busy while its primary pushes, and tells its observers when that push ends")
  func splitWaitsForItsPrimary() throws {
    let scene = NavigationSplitScene()
    var splitEnds = 0
    let token = scene.split.observeTransitionEnd { _ in splitEnds += 1 }
    scene.primary.push(LoggingViewController("X", log: scene.log), animated: true)
    #expect(scene.split.isTransitioning)
    scene.host.resize(to: Size(width: 500, height: 600))
    scene.host.advance(by: 0.1)
    #expect(scene.primary.isTransitioning)
    #expect(splitEnds == 0)
    scene.host.settle()
    #expect(!scene.split.isTransitioning)
    #expect(splitEnds == 1)
    #expect(NavigationSplitScene.titles(scene.primary).prefix(2) == ["P1", "X"])
    try scene.check()
    withExtendedLifetime(token) {}
  }
}
