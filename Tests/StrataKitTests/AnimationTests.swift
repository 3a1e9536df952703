import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// A window with one 100×100 view at the origin, driven by a test host.
@MainActor
private struct Scene {
  let host: TestHost
  let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))

  init() {
    let root = ViewController()
    host = TestHost(
      rootViewController: root, size: Size(width: 800, height: 600))
    root.view.addSubview(box)
    host.render()
  }
}

@Suite("Animations", .strictDiagnostics)
@MainActor
struct AnimationTests {
  @Test("the model takes the new value at once; the presentation moves frame by frame")
  func modelAndPresentation() {
    let scene = Scene()
    View.animate(withDuration: 1, curve: .linear) {
      scene.box.center = Point(x: 150, y: 50)
    }
    #expect(scene.box.center == Point(x: 150, y: 50))
    #expect(scene.box.presentation.center == Point(x: 50, y: 50))

    scene.host.advance(by: 0.25)
    #expect(isClose(scene.box.presentation.center.x, 75))
    scene.host.advance(by: 0.5)
    #expect(isClose(scene.box.presentation.center.x, 125))
    #expect(scene.host.window.hasAnimationsInFlight)

    scene.host.advance(by: 0.25)
    #expect(scene.box.presentation.center == Point(x: 150, y: 50))
    #expect(!scene.box.isAnimating)
    #expect(!scene.host.window.hasAnimationsInFlight)
  }

  @Test("the display list draws presentation geometry while hit testing uses the model")
  func drawPresentationHitModel() {
    let scene = Scene()
    scene.box.backgroundColor = .red
    View.animate(withDuration: 1, curve: .linear) {
      scene.box.frame = Rect(x: 200, y: 0, width: 100, height: 100)
    }
    let list = scene.host.advance(by: 0.5)
    #expect(list.commands.contains(.pushTransform(AffineTransform(translationX: 100, y: 0))))
    #expect(scene.host.window.hitTest(Point(x: 250, y: 50)) === scene.box)
    #expect(scene.host.window.hitTest(Point(x: 50, y: 50)) !== scene.box)
  }

  @Test("alpha, transform and background colour animate too")
  func otherProperties() throws {
    let scene = Scene()
    scene.box.backgroundColor = .black
    View.animate(withDuration: 1, curve: .linear) {
      scene.box.alpha = 0
      scene.box.transform = AffineTransform(scaleX: 3, y: 3)
      scene.box.backgroundColor = .white
    }
    scene.host.advance(by: 0.5)
    let presentation = scene.box.presentation
    #expect(isClose(presentation.alpha, 0.5))
    #expect(isClose(presentation.transform.a, 2))
    let color = try #require(presentation.backgroundColor)
    #expect(isClose(color.red, 0.5))
  }

  @Test("the standard curves match their cubic Béziers at known fractions")
  func curveValues() {
    for (curve, c1, c2) in [
      (TimingCurve.easeIn, Point(x: 0.42, y: 0), Point(x: 1, y: 1)),
      (TimingCurve.easeOut, Point(x: 0, y: 0), Point(x: 0.58, y: 1)),
      (TimingCurve.easeInOut, Point(x: 0.42, y: 0), Point(x: 0.58, y: 1)),
      (
        TimingCurve(controlPoint1: Point(x: 0.25, y: 0.1), controlPoint2: Point(x: 0.25, y: 1)),
        Point(x: 0.25, y: 0.1), Point(x: 0.25, y: 1)
      ),
    ] {
      for fraction in [0.1, 0.25, 0.5, 0.75, 0.9] {
        let expected = bezierByBisection(x: fraction, c1, c2)
        #expect(abs(curve.value(at: fraction) - expected) < 1e-6, "\(curve) at \(fraction)")
      }
    }
    #expect(TimingCurve.linear.value(at: 0.3) == 0.3)
    #expect(isClose(TimingCurve.easeInOut.value(at: 0.5), 0.5))
    #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5)
    #expect(TimingCurve.easeOut.value(at: 0.5) > 0.5)
  }

  @Test("the spring follows the damped oscillator's equation of motion")
  func springMatchesIntegration() {
    for ratio in [0.3, 1.0, 1.8] {
      let spring = Spring(response: 0.5, dampingRatio: ratio)
      let stiffness = spring.angularFrequency * spring.angularFrequency
      let damping = 2 * ratio * spring.angularFrequency
      // Integrate x'' = -k x - c v with small Euler-Cromer steps as an independent oracle.
      var x = 100.0
      var v = -300.0
      let step = 1e-5
      var time = 0.0
      for checkpoint in [0.05, 0.2, 0.4, 0.8] {
        while time < checkpoint - step / 2 {
          v += (-stiffness * x - damping * v) * step
          x += v * step
          time += step
        }
        let analytic = spring.displacement(at: checkpoint, from: 100, velocity: -300)
        #expect(abs(analytic - x) < 0.05, "damping \(ratio) at \(checkpoint)")
      }
    }
  }

  @Test("an underdamped spring overshoots and settles; a critically damped one does not")
  func springOvershoot() {
    for (ratio, overshoots) in [(0.4, true), (1.0, false)] {
      let scene = Scene()
      View.animate(springResponse: 0.4, dampingRatio: ratio) {
        scene.box.center = Point(x: 150, y: 50)
      }
      var largest = 0.0
      for _ in 0..<240 {
        scene.host.advance(by: TestHost.frameDuration)
        largest = max(largest, scene.box.presentation.center.x)
      }
      #expect((largest > 150.5) == overshoots, "damping \(ratio) reached \(largest)")
      #expect(scene.box.presentation.center.x == 150)
      #expect(!scene.host.window.hasAnimationsInFlight)
    }
  }

  @Test("retargeting mid-flight keeps position and velocity continuous")
  func retargetWithoutJump() {
    let scene = Scene()
    View.animate(springResponse: 0.5, dampingRatio: 0.8) {
      scene.box.center = Point(x: 450, y: 50)
    }
    for _ in 0..<10 { scene.host.advance(by: TestHost.frameDuration) }
    let before = scene.box.presentation.center.x
    scene.host.advance(by: 0.001)
    let velocityBefore = (scene.box.presentation.center.x - before) / 0.001

    View.animate(springResponse: 0.5, dampingRatio: 0.8) {
      scene.box.center = Point(x: 50, y: 50)
    }
    let atRetarget = scene.box.presentation.center.x
    scene.host.advance(by: 0.001)
    let velocityAfter = (scene.box.presentation.center.x - atRetarget) / 0.001

    #expect(abs(atRetarget - (before + velocityBefore * 0.001)) < 0.5)
    #expect(abs(velocityAfter - velocityBefore) / abs(velocityBefore) < 0.05)
    #expect(velocityBefore > 100)
  }

  @Test("a curve animation retargeted mid-flight starts from where it is drawn")
  func retargetCurveFromPresentation() {
    let scene = Scene()
    View.animate(withDuration: 1, curve: .linear) { scene.box.center = Point(x: 150, y: 50) }
    scene.host.advance(by: 0.5)
    View.animate(withDuration: 1, curve: .linear) { scene.box.center = Point(x: 0, y: 50) }
    scene.host.render()
    #expect(isClose(scene.box.presentation.center.x, 100))
    scene.host.advance(by: 0.5)
    #expect(isClose(scene.box.presentation.center.x, 50))
  }

  @Test("completion runs once: true when finished, false when replaced or removed")
  func completionFlags() {
    let scene = Scene()
    var results: [String] = []

    View.animate(withDuration: 0.2) {
      scene.box.alpha = 0.5
    } completion: {
      results.append("first \($0)")
    }
    scene.host.settle()
    #expect(results == ["first true"])

    View.animate(withDuration: 1) {
      scene.box.alpha = 1
    } completion: {
      results.append("replaced \($0)")
    }
    scene.host.advance(by: 0.1)
    View.animate(withDuration: 0.2) {
      scene.box.alpha = 0
    } completion: {
      results.append("replacement \($0)")
    }
    scene.host.settle()
    #expect(results == ["first true", "replaced false", "replacement true"])

    View.animate(withDuration: 1) {
      scene.box.center = Point(x: 300, y: 300)
    } completion: {
      results.append("removed \($0)")
    }
    scene.host.advance(by: 0.1)
    scene.box.removeAllAnimations()
    scene.host.settle()
    #expect(results.last == "removed false")
    #expect(scene.box.presentation.center == Point(x: 300, y: 300))
    #expect(results.count == 4)
  }

  @Test("setting a property without animation stops its running animation")
  func plainSetStopsAnimation() {
    let scene = Scene()
    var finished: Bool?
    View.animate(withDuration: 1) {
      scene.box.center = Point(x: 400, y: 50)
    } completion: {
      finished = $0
    }
    scene.host.advance(by: 0.2)
    scene.box.center = Point(x: 10, y: 10)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(scene.box.presentation.center == Point(x: 10, y: 10))
    #expect(finished == false)
  }

  @Test("performWithoutAnimation changes values at once inside an animation block")
  func withoutAnimation() {
    let scene = Scene()
    var finished: Bool?
    View.animate(withDuration: 1) {
      View.performWithoutAnimation {
        #expect(!View.areAnimationsEnabled)
        scene.box.alpha = 0.3
      }
      #expect(View.areAnimationsEnabled)
    } completion: {
      finished = $0
    }
    #expect(scene.box.presentation.alpha == 0.3)
    #expect(!scene.box.isAnimating)
    #expect(finished == true)
  }

  @Test("a delay holds the start value, then the curve runs")
  func delayedAnimation() {
    let scene = Scene()
    View.animate(withDuration: 1, delay: 0.5, curve: .linear) {
      scene.box.center = Point(x: 150, y: 50)
    }
    scene.host.advance(by: 0.4)
    #expect(scene.box.presentation.center.x == 50)
    scene.host.advance(by: 0.6)
    #expect(isClose(scene.box.presentation.center.x, 100))
  }

  @Test("a spring's initial velocity carries the value past a resting spring's path")
  func springInitialVelocity() {
    let resting = Scene()
    let thrown = Scene()
    View.animate(springResponse: 0.5, dampingRatio: 1) {
      resting.box.center = Point(x: 150, y: 50)
    }
    View.animate(springResponse: 0.5, dampingRatio: 1, initialVelocity: 5) {
      thrown.box.center = Point(x: 150, y: 50)
    }
    resting.host.advance(by: 0.05)
    thrown.host.advance(by: 0.05)
    #expect(thrown.box.presentation.center.x > resting.box.presentation.center.x + 10)
  }

  @Test("layout inside an animation block animates the frames it sets")
  func animatedLayout() {
    let scene = Scene()
    let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    child.autoresizingMask = [.flexibleWidth]
    scene.box.addSubview(child)
    scene.host.render()
    View.animate(withDuration: 1, curve: .linear) {
      scene.box.bounds.size = Size(width: 200, height: 100)
    }
    #expect(child.bounds.width == 110)
    scene.host.advance(by: 0.5)
    #expect(isClose(child.presentation.bounds.width, 60))
  }

  @Test("an animated value of a container's own moves frame by frame and reports changes")
  func animatedValue() {
    let scene = Scene()
    let progress = AnimatedValue(0.0, view: scene.box)
    var reported: [Double] = []
    progress.onChange = { reported.append($0) }
    View.animate(withDuration: 1, curve: .linear) { progress.value = 1 }
    #expect(progress.value == 1)
    #expect(progress.presentationValue == 0)
    scene.host.advance(by: 0.25)
    #expect(isClose(progress.presentationValue, 0.25))
    scene.host.settle()
    #expect(progress.presentationValue == 1)
    #expect(!progress.isAnimating)
    #expect(reported.first.map { isClose($0, 0.25) } == true)
    #expect(reported.last == 1)
  }

  @Test("a display link fires once per frame with the frame's time until invalidated")
  func displayLink() {
    let scene = Scene()
    var stamps: [Double] = []
    let link = DisplayLink { stamps.append($0.timestamp) }
    link.add(to: scene.host.window)
    #expect(scene.host.window.hasAnimationsInFlight)
    scene.host.advance(by: 0.1)
    scene.host.advance(by: 0.1)
    link.isPaused = true
    scene.host.advance(by: 0.1)
    #expect(!scene.host.window.hasAnimationsInFlight)
    link.isPaused = false
    scene.host.advance(by: 0.1)
    link.invalidate()
    scene.host.advance(by: 0.1)
    #expect(stamps.count == 3)
    #expect(isClose(stamps[0], 0.1) && isClose(stamps[1], 0.2) && isClose(stamps[2], 0.4))
  }

  @Test("a view outside any window changes at once and completes at once")
  func noWindowNoAnimation() {
    let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var finished: Bool?
    View.animate(withDuration: 1) {
      loose.center = Point(x: 100, y: 100)
    } completion: {
      finished = $0
    }
    #expect(loose.presentation.center == Point(x: 100, y: 100))
    #expect(finished == true)
  }
}

/// The y of the cubic Bézier (0,0), c1, c2, (1,1) at the x given, found by bisection on its
/// parameter: an oracle independent of `TimingCurve`'s solver.
private func bezierByBisection(x: Double, _ c1: Point, _ c2: Point) -> Double {
  func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<100 {
    let mid = (low + high) / 2
    if coordinate(mid, c1.x, c2.x) < x { low = mid } else { high = mid }
  }
  return coordinate((low + high) / 2, c1.y, c2.y)
}
