import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A test host whose root view holds a 100×100 box with a 50×50 inner view.
@MainActor
private struct BoxScene {
  let host: TestHost
  let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
  let inner = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))

  init() {
    let root = ViewController()
    host = TestHost(
      rootViewController: root, size: Size(width: 400, height: 300))
    root.view.addSubview(box)
    box.addSubview(inner)
    host.render()
  }

  var rootView: View { host.rootViewController!.view }
}

/// The order and outcome of completions, as `name:finished`.
@MainActor
private final class CompletionLog {
  var entries: [String] = []

  func completion(_ name: String) -> (Bool) -> Void {
    { [self] finished in entries.append("\(name):\(finished)") }
  }
}

/// What happens to animations whose view leaves the window: as in UIKit, they are removed.
@Suite("Animations of views that leave the window", .strictDiagnostics)
@MainActor
struct AnimationRemovalTests {
  @Test("a view made where a freed animating view lived still animates")
  func addressReusedBeforeTheNextFrame() {
    let scene = BoxScene()
    let log = CompletionLog()
    // A view animating when it is taken out and freed stays in the registry until the next
    // frame; a view allocated in the same frame often gets its address. Each round makes
    // that likely, and every second view must still run to its end.
    for round in 0..<20 {
      do {
        let gone = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        scene.rootView.addSubview(gone)
        View.animate(
          withDuration: 0.2, curve: .linear, animations: { gone.alpha = 0.5 },
          completion: log.completion("gone\(round)"))
        gone.removeFromSuperview()
      }
      let kept = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      scene.rootView.addSubview(kept)
      View.animate(
        withDuration: 0.2, curve: .linear, animations: { kept.alpha = 0.5 },
        completion: log.completion("kept\(round)"))
      scene.host.advance(by: 0.1)
      #expect(isClose(kept.presentation.alpha, 0.75), "round \(round)")
      scene.host.settle()
      kept.removeFromSuperview()
    }
    #expect(log.entries.filter { $0.hasPrefix("kept") }.allSatisfy { $0.hasSuffix(":true") })
    #expect(log.entries.filter { $0.hasPrefix("kept") }.count == 20)
    #expect(log.entries.filter { $0.hasPrefix("gone") }.allSatisfy { $0.hasSuffix(":false") })
  }

  @Test("a view taken out mid-animation jumps to its model and completes with false next frame")
  func removalEndsTheAnimation() {
    let scene = BoxScene()
    let log = CompletionLog()
    View.animate(
      withDuration: 1, curve: .linear,
      animations: { scene.box.center = Point(x: 250, y: 50) },
      completion: log.completion("move"))
    scene.host.advance(by: 0.5)
    #expect(isClose(scene.box.presentation.center.x, 150))

    scene.box.removeFromSuperview()
    #expect(!scene.box.isAnimating)
    #expect(scene.box.presentation.center == Point(x: 250, y: 50))
    // Like UIKit, the completion does not run inside the removal but on the next turn.
    #expect(log.entries.isEmpty)
    #expect(scene.host.window.needsRender)

    scene.host.advance(by: TestHost.frameDuration)
    #expect(log.entries == ["move:false"])
    #expect(!scene.host.window.hasAnimationsInFlight)
  }

  @Test("a view put back before the next frame does not pick its animation up again")
  func readdedViewStaysAtItsModel() {
    let scene = BoxScene()
    let log = CompletionLog()
    View.animate(
      withDuration: 1, curve: .linear,
      animations: { scene.box.alpha = 0 },
      completion: log.completion("fade"))
    scene.host.advance(by: 0.25)
    scene.box.removeFromSuperview()
    scene.rootView.addSubview(scene.box)
    #expect(!scene.box.isAnimating)
    #expect(scene.box.presentation.alpha == 0)
    scene.host.settle()
    #expect(log.entries == ["fade:false"])
  }

  @Test("subviews and the values they own end too, completions in the order the blocks ran")
  func subtreeAndValuesEndInBlockOrder() {
    let scene = BoxScene()
    let log = CompletionLog()
    let value = AnimatedValue(0.0, view: scene.inner)
    var reported: [Double] = []
    value.onChange = { reported.append($0) }
    View.animate(
      withDuration: 1, animations: { value.value = 1 }, completion: log.completion("value"))
    View.animate(
      withDuration: 1, animations: { scene.inner.alpha = 0.5 },
      completion: log.completion("inner"))
    View.animate(
      withDuration: 2, animations: { scene.box.center.x += 10 },
      completion: log.completion("box"))
    View.animate(
      withDuration: 1, animations: { scene.inner.center.y += 10 },
      completion: log.completion("inner-late"))
    scene.host.advance(by: 0.1)
    reported = []

    scene.box.removeFromSuperview()
    #expect(!value.isAnimating)
    #expect(value.presentationValue == 1)
    #expect(reported == [1])
    #expect(!scene.inner.isAnimating && !scene.box.isAnimating)

    scene.host.advance(by: TestHost.frameDuration)
    #expect(Set(log.entries) == ["value:false", "inner:false", "box:false", "inner-late:false"])
    // One owner's completions come in block order.
    let innerOrder = log.entries.filter { $0.hasPrefix("inner") }
    #expect(innerOrder == ["inner:false", "inner-late:false"])
    #expect(!scene.host.window.hasAnimationsInFlight)
  }

  @Test("a block with animations outside the removed view waits for them, then reports false")
  func groupSpanningTheWindow() {
    let scene = BoxScene()
    let other = View(frame: Rect(x: 200, y: 0, width: 50, height: 50))
    scene.rootView.addSubview(other)
    let log = CompletionLog()
    View.animate(
      withDuration: 1,
      animations: {
        scene.box.alpha = 0
        other.alpha = 0
      }, completion: log.completion("both"))
    scene.host.advance(by: 0.5)
    scene.box.removeFromSuperview()
    scene.host.advance(by: 0.1)
    #expect(log.entries.isEmpty)
    #expect(other.isAnimating)
    scene.host.settle()
    #expect(log.entries == ["both:false"])
  }

  @Test("a value whose view left for another window and then every window ends next frame")
  func handedOverThenRemoved() {
    let scene = BoxScene()
    let second = TestHost(
      rootViewController: ViewController(), size: Size(width: 200, height: 200))
    let log = CompletionLog()
    let value = AnimatedValue(0.0, view: scene.inner)
    View.animate(
      withDuration: 1, animations: { value.value = 1 }, completion: log.completion("value"))
    // The value is handed over at the first window's next frame, but its view leaves the
    // second window before that.
    second.rootViewController!.view.addSubview(scene.inner)
    scene.inner.removeFromSuperview()
    #expect(value.isAnimating)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(!value.isAnimating)
    #expect(value.presentationValue == 1)
    #expect(log.entries == ["value:false"])
    #expect(!scene.host.window.hasAnimationsInFlight)
    #expect(!second.window.hasAnimationsInFlight)
  }

  @Test("removeAllAnimations runs the completions in the order their blocks ran")
  func removeAllInBlockOrder() {
    let scene = BoxScene()
    let log = CompletionLog()
    let keys = ["center", "alpha", "bounds", "transform", "background"]
    let changes: [(View) -> Void] = [
      { $0.center.x += 10 },
      { $0.alpha = 0.5 },
      { $0.bounds.size.width = 80 },
      { $0.transform = AffineTransform(translationX: 5, y: 0) },
      { $0.backgroundColor = .red },
    ]
    for (key, change) in zip(keys, changes) {
      View.animate(
        withDuration: 1, animations: { change(scene.box) }, completion: log.completion(key))
    }
    scene.host.advance(by: 0.1)
    scene.box.removeAllAnimations()
    scene.host.advance(by: TestHost.frameDuration)
    #expect(log.entries == keys.map { "\($0):false" })
  }
}
