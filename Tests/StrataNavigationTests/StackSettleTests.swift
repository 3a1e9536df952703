import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("StackController settle and shadow, as CWStackController's", .strictDiagnostics)
@MainActor
struct StackSettleTests {
  /// Pushes B, drags it 200 pt to the trailing edge slowly, releases, and returns how far B's
  /// view has gone after `time` seconds, as a fraction of the remaining 200 pt.
  private func settleProgress(duration: Double, after time: Double) -> Double {
    let scene = StackScene()
    scene.stack.animationDuration = duration
    let b = LoggingViewController("B", log: scene.log, color: .green)
    scene.stack.push(b, animated: false)
    scene.host.settle()
    scene.host.beginDrag(at: Point(x: 50, y: 150))
    for step in 1...20 { scene.host.moveDrag(to: Point(x: 50 + Double(step) * 10, y: 150)) }
    scene.host.advance(by: 0.2)
    scene.host.endDrag()
    let start = scene.presentedX(b)
    scene.host.advance(by: time)
    return (scene.presentedX(b) - start) / (StackScene.width - start)
  }

  @Test("a released drag settles in about animationDuration, whatever it is set to")
  func settleFollowsDuration() {
    let quick = settleProgress(duration: 0.2, after: 0.2)
    let slow = settleProgress(duration: 0.8, after: 0.2)
    #expect(quick > 0.95)
    #expect(slow < 0.6)
    #expect(settleProgress(duration: 0.8, after: 0.8) > 0.95)
  }

  @Test("pushed views cast CWStackController's shadow: radius 3 unless set")
  func shadowRadius() {
    let scene = StackScene()
    #expect(scene.stack.shadowRadius == 3)
    let b = LoggingViewController("B", log: scene.log, color: .green)
    scene.stack.push(b, animated: false)
    #expect(b.view.shadow.radius == 3)
    scene.stack.shadowRadius = 6
    #expect(b.view.shadow.radius == 6)
  }
}
