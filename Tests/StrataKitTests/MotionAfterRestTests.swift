import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A 400×300 window whose root view holds a card and a scroll view of tall content.
@MainActor
private struct RestingScene {
  let host: TestHost
  let card = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
  let scrollView = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 200))

  init() {
    let root = ViewController()
    host = TestHost(
      rootViewController: root, size: Size(width: 400, height: 300))
    scrollView.contentSize = Size(width: 400, height: 3000)
    root.view.addSubview(card)
    root.view.addSubview(scrollView)
    host.render()
  }
}

/// The substrate's motions after the window rested: a curve, a spring, a container's own
/// animated value, a scroll view's animated offset, its deceleration after a fling, and a drag
/// released after the finger rested. Each shows its first steps on the frames after the
/// action, not its end.
@Suite("Substrate motion after a rest", .strictDiagnostics)
@MainActor
struct SubstrateMotionAfterRestTests {
  @Test("a curve and a spring started after a rest show their first steps")
  func curveAndSpring() {
    let scene = RestingScene()
    let x = { scene.card.presentation.frame.minX }
    let curve = scene.host.motionAfterRest(of: x()) {
      View.animate(withDuration: 0.3) { scene.card.frame.origin.x = 300 }
    }
    #expect(curve.movesThroughFirstFrames(), "\(curve)")
    #expect(curve.end == 300)

    let spring = scene.host.motionAfterRest(rest: 4, of: x()) {
      View.animate(springResponse: 0.4, dampingRatio: 0.8) { scene.card.frame.origin.x = 0 }
    }
    #expect(spring.movesThroughFirstFrames(), "\(spring)")
    #expect(spring.end == 0)
  }

  @Test("an animated value started after a rest moves on the next frame")
  func animatedValue() {
    let scene = RestingScene()
    let progress = AnimatedValue(0.0, view: scene.card)
    let motion = scene.host.motionAfterRest(of: progress.presentationValue) {
      View.animate(withDuration: 0.25, curve: .linear) { progress.value = 1 }
    }
    #expect(motion.movesThroughFirstFrames(), "\(motion)")
    #expect(isClose(motion.frames[0], TestHost.frameDuration / 0.25))
  }

  @Test("a scroll view's animated offset set after a rest scrolls over frames")
  func animatedOffset() {
    let scene = RestingScene()
    let motion = scene.host.motionAfterRest(of: scene.scrollView.contentOffset.y) {
      scene.scrollView.setContentOffset(Point(x: 0, y: 600), animated: true)
    }
    #expect(motion.movesThroughFirstFrames(), "\(motion)")
    #expect(motion.end == 600)
  }

  @Test("a fling after a rest decelerates from the finger's speed, frame by frame")
  func flingAfterRest() {
    let scene = RestingScene()
    scene.host.rest(for: 2)
    scene.host.beginDrag(at: Point(x: 200, y: 280))
    for move in 1...TestHost.flingMoveCount {
      scene.host.moveDrag(to: Point(x: 200, y: 280 - Double(move) * 20))
    }
    let offset = { scene.scrollView.contentOffset.y }
    let fling = scene.host.motion(of: offset()) { scene.host.endDrag() }
    #expect(scene.scrollView.contentOffset.y > 0)
    // It coasts on: each of the first frames is past the last and short of where it stops.
    #expect(fling.movesThroughFirstFrames(), "\(fling)")
    #expect(fling.frames[0] < fling.frames[1] && fling.frames[1] < fling.frames[2])
    // 1200 pt/s in the first frame moves it about 20 pt, not the whole coast at once.
    #expect(fling.frames[0] - fling.start < 40)
  }

  @Test("content pulled past its edge and held through a rest springs back over frames")
  func dragReleasedAfterRest() {
    let scene = RestingScene()
    scene.host.beginDrag(at: Point(x: 200, y: 120))
    for move in 1...8 { scene.host.moveDrag(to: Point(x: 200, y: 120 + Double(move) * 15)) }
    #expect(scene.scrollView.contentOffset.y < -20)
    let bounce = scene.host.motionAfterRest(of: scene.scrollView.contentOffset.y) {
      scene.host.endDrag()
    }
    #expect(bounce.movesThroughFirstFrames(), "\(bounce)")
    #expect(isClose(bounce.end, 0, tolerance: 0.5))
  }
}
