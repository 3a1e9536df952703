import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// Records the delegate callbacks of a scroll view, in order.
@MainActor
private final class ScrollRecorder: ScrollViewDelegate {
  var events: [String] = []
  var targets: [Point] = []
  var overrideTarget: Point?
  var onScroll: (() -> Void)?

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    onScroll?()
    if events.last != "didScroll" { events.append("didScroll") }
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point
  ) {
    events.append("willEndDragging")
    if let overrideTarget { targetContentOffset = overrideTarget }
    targets.append(targetContentOffset)
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    events.append("didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    events.append("willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    events.append("didEndDecelerating")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    events.append("didEndScrollingAnimation")
  }
}

/// A 400×300 scroll view filling a window, with tall content.
@MainActor
private struct ScrollScene {
  let host: TestHost
  let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
  let recorder = ScrollRecorder()

  init(contentSize: Size = Size(width: 400, height: 3000), paging: Bool = false) {
    let root = ViewController()
    host = TestHost(
      rootViewController: root, size: Size(width: 400, height: 300))
    scrollView.contentSize = contentSize
    scrollView.isPagingEnabled = paging
    scrollView.delegate = recorder
    root.view.addSubview(scrollView)
    host.render()
  }

  var offset: Point { scrollView.contentOffset }
}

@Suite("ScrollView", .strictDiagnostics)
@MainActor
struct ScrollViewTests {
  @Test("a drag moves the content with the finger, from the touch-down point")
  func dragFollowsFinger() throws {
    let scene = ScrollScene()
    scene.host.beginDrag(at: Point(x: 200, y: 250))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 200, y: 250 - Double(step) * 15)) }
    #expect(isClose(scene.offset.y, 150))
    #expect(scene.scrollView.isDragging)
    scene.host.advance(by: 0.2)
    scene.host.endDrag()
    #expect(!scene.scrollView.isDecelerating)
    scene.host.settle()
    #expect(isClose(scene.offset.y, 150))
    #expect(
      scene.recorder.events == [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)",
      ])
    try scene.host.checkInvariants()
  }

  @Test("a fling decelerates to the offset its velocity projects")
  func flingDecelerates() {
    let scene = ScrollScene()
    scene.host.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1000))
    let released = scene.offset.y
    #expect(scene.scrollView.isDecelerating)
    let target = scene.recorder.targets.last?.y ?? 0
    // 1000 pt/s at 0.998 per millisecond projects 500 pt.
    #expect(abs(target - released - 500) < 15)
    scene.host.settle()
    #expect(abs(scene.offset.y - target) < 1)
    #expect(!scene.scrollView.isDecelerating)
    #expect(
      scene.recorder.events == [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
        "willBeginDecelerating", "didScroll", "didEndDecelerating",
      ])
  }

  @Test("the fast deceleration rate stops sooner")
  func fastRate() {
    let normal = ScrollScene()
    let fast = ScrollScene()
    fast.scrollView.decelerationRate = .fast
    for scene in [normal, fast] {
      scene.host.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1000))
      scene.host.settle()
    }
    #expect(fast.offset.y < normal.offset.y - 300)
  }

  @Test("the delegate may move the target, and the content lands exactly there")
  func delegateMovesTarget() {
    let scene = ScrollScene()
    scene.recorder.overrideTarget = Point(x: 0, y: 700)
    scene.host.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1000))
    scene.host.settle()
    #expect(abs(scene.offset.y - 700) < 0.5)
  }

  @Test("dragging past the top rubber-bands as UIKit does, then springs back")
  func rubberBand() {
    let scene = ScrollScene()
    scene.host.beginDrag(at: Point(x: 200, y: 50))
    for step in 1...10 { scene.host.moveDrag(to: Point(x: 200, y: 50 + Double(step) * 10)) }
    let expected = -ScrollPhysics.rubberBand(100, dimension: 300)
    // On whole pixels of the window's scale (1), as UIKit places a scroll view's content.
    #expect(scene.offset.y == expected.rounded())
    #expect(isClose(scene.offset.y, expected, tolerance: 0.5))
    #expect(isClose(expected, -100 * 300 * 0.55 / (300 + 55), tolerance: 1e-9))
    scene.host.advance(by: 0.2)
    scene.host.endDrag()
    scene.host.settle()
    #expect(abs(scene.offset.y) < 0.1)
  }

  @Test(
    "while it follows a finger, glides and bounces, the content sits on whole device pixels, as in UIKit",
    arguments: [1.0, 2.0, 3.0])
  func motionOnWholePixels(scale: Double) {
    let root = ViewController()
    let host = TestHost(rootViewController: root, size: Size(width: 400, height: 300), scale: scale)
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    scrollView.contentSize = Size(width: 400, height: 3000)
    root.view.addSubview(scrollView)
    host.render()
    var offsets: [Double] = []
    // A drag past the top (rubber-banded), a fling that glides, and one into the bottom edge
    // that bounces back.
    host.beginDrag(at: Point(x: 200, y: 50))
    for step in 1...7 {
      host.moveDrag(to: Point(x: 200, y: 50 + Double(step) * 13.3))
      offsets.append(scrollView.contentOffset.y)
    }
    host.endDrag()
    host.settle()
    host.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1733))
    for _ in 0..<400 where scrollView.isDecelerating {
      host.advance(by: 1.0 / 60)
      offsets.append(scrollView.contentOffset.y)
    }
    host.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -9000))
    for _ in 0..<600 where scrollView.isDecelerating || scrollView.contentOffset.y > 2700 {
      host.advance(by: 1.0 / 60)
      offsets.append(scrollView.contentOffset.y)
    }
    #expect(offsets.count > 60)
    #expect(offsets.contains { $0 < 0 })
    #expect(offsets.contains { $0 > 2700 })
    let offPixels = offsets.filter { ($0 * scale).rounded() != $0 * scale }
    #expect(offPixels.isEmpty, "scale \(scale): \(offPixels.prefix(5))")
  }

  @Test("without bounces the content stops at its edges")
  func noBounce() {
    let scene = ScrollScene()
    scene.scrollView.bounces = false
    scene.host.drag(from: Point(x: 200, y: 50), to: Point(x: 200, y: 250))
    #expect(scene.offset.y == 0)
  }

  @Test("a fling toward the end overshoots it and comes back")
  func bounceAtEnd() {
    let scene = ScrollScene(contentSize: Size(width: 400, height: 600))
    scene.scrollView.contentOffset = Point(x: 0, y: 250)
    scene.host.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1500))
    var furthest = 0.0
    for _ in 0..<120 {
      scene.host.advance(by: TestHost.frameDuration)
      furthest = max(furthest, scene.offset.y)
    }
    scene.host.settle()
    #expect(furthest > 310)
    #expect(abs(scene.offset.y - 300) < 0.1)
  }

  @Test("paging lands on the page the release velocity projects, one page at most")
  func paging() {
    let scene = ScrollScene(contentSize: Size(width: 2000, height: 300), paging: true)
    // A slow drag short of half a page goes back.
    scene.host.drag(from: Point(x: 300, y: 150), to: Point(x: 180, y: 150), duration: 1, steps: 30)
    scene.host.settle()
    #expect(abs(scene.offset.x) < 0.5)
    // A slow drag past half a page moves on.
    scene.host.drag(from: Point(x: 350, y: 150), to: Point(x: 100, y: 150), duration: 1, steps: 30)
    scene.host.settle()
    #expect(abs(scene.offset.x - 400) < 0.5)
    // A short quick fling moves one page on.
    scene.host.fling(from: Point(x: 300, y: 150), velocity: Point(x: -800, y: 0))
    scene.host.settle()
    #expect(abs(scene.offset.x - 800) < 0.5)
    // A very fast fling still moves only one page.
    scene.host.fling(from: Point(x: 300, y: 150), velocity: Point(x: -6000, y: 0))
    scene.host.settle()
    #expect(abs(scene.offset.x - 1200) < 0.5)
  }

  @Test("a vertical list inside a horizontal pager: each scrolls its own axis")
  func nestedAxes() throws {
    let root = ViewController()
    let host = TestHost(rootViewController: root, size: Size(width: 400, height: 300))
    let pager = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    pager.isPagingEnabled = true
    pager.contentSize = Size(width: 1200, height: 300)
    let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    list.contentSize = Size(width: 400, height: 2000)
    pager.addSubview(list)
    root.view.addSubview(pager)
    host.render()

    host.drag(from: Point(x: 200, y: 250), to: Point(x: 205, y: 50))
    host.settle()
    #expect(list.contentOffset.y > 150)
    #expect(pager.contentOffset.x == 0)

    let listOffset = list.contentOffset.y
    host.drag(from: Point(x: 350, y: 150), to: Point(x: 50, y: 155))
    host.settle()
    #expect(abs(pager.contentOffset.x - 400) < 0.5)
    #expect(list.contentOffset.y == listOffset)
    try host.checkInvariants()
  }

  @Test("a wheel scrolls and clamps; what the view cannot take goes to the next responder")
  func wheel() {
    let root = ViewController()
    let host = TestHost(rootViewController: root, size: Size(width: 400, height: 300))
    let outer = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    outer.contentSize = Size(width: 1200, height: 300)
    let inner = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    inner.contentSize = Size(width: 400, height: 500)
    outer.addSubview(inner)
    root.view.addSubview(outer)
    host.render()

    host.scroll(by: Point(x: 0, y: 120), at: Point(x: 200, y: 150), precise: false)
    host.advance(by: ScrollView.wheelGlideDuration)
    #expect(inner.contentOffset.y == 120)
    host.scroll(by: Point(x: 0, y: 500), at: Point(x: 200, y: 150), precise: false)
    host.advance(by: ScrollView.wheelGlideDuration)
    #expect(inner.contentOffset.y == 200)
    host.scroll(by: Point(x: 90, y: 0), at: Point(x: 200, y: 150), precise: false)
    host.advance(by: ScrollView.wheelGlideDuration)
    #expect(inner.contentOffset.x == 0)
    #expect(outer.contentOffset.x == 90)
  }

  @Test("a wheel's notches glide to their place, each adding to where the glide was going")
  func wheelNotchesGlide() {
    let scene = ScrollScene()
    var offsets: [Double] = []
    var scrolls = 0
    scene.recorder.onScroll = { scrolls += 1 }
    for notch in 0..<3 {
      scene.host.scroll(by: Point(x: 0, y: 40), at: Point(x: 200, y: 150), precise: false)
      // The first frame after a notch moves part of the way, not all of it.
      scene.host.advance(by: 1.0 / 60)
      offsets.append(scene.offset.y)
      #expect(scene.offset.y > (offsets.dropLast().last ?? 0))
      #expect(scene.offset.y < Double(notch + 1) * 40)
    }
    for _ in 0..<12 { scene.host.advance(by: 1.0 / 60) }
    #expect(scene.offset.y == 120)
    #expect(scrolls > 8)
    #expect(!scene.scrollView.isDecelerating)
    // A trackpad's deltas move the content at once.
    scene.host.scroll(by: Point(x: 0, y: 30), at: Point(x: 200, y: 150), steps: 1)
    #expect(scene.offset.y == 150)
    // A wheel scrolling past the end glides to the end and stops there.
    scene.host.scroll(by: Point(x: 0, y: 5000), at: Point(x: 200, y: 150), precise: false)
    scene.host.settle()
    #expect(scene.offset.y == 2700)
  }

  @Test("notches that come between frames never hold the glide back: every frame moves on")
  func wheelNotchesBetweenFrames() {
    // A wheel turned fast: 20 notches 16 ms apart, the first 2 ms after a frame, against
    // frames at 60 Hz, each notch in the time between two frames (a rest: the clock goes on,
    // nothing is drawn). The notches drift across the frames, so some come just before one.
    let scene = ScrollScene()
    let frameInterval = 1.0 / 60
    var time = 0.0
    var nextNotch = 0.002
    var nextFrame = frameInterval
    var notches = 0
    var moves: [Double] = []
    var last = scene.offset.y
    while notches < 20 || scene.scrollView.isDecelerating || time < nextNotch + 0.2 {
      if notches < 20, nextNotch < nextFrame {
        scene.host.rest(for: nextNotch - time)
        time = nextNotch
        scene.host.scroll(by: Point(x: 0, y: 40), at: Point(x: 200, y: 150), precise: false)
        notches += 1
        nextNotch += 0.016
      } else {
        scene.host.advance(by: nextFrame - time)
        time = nextFrame
        nextFrame += frameInterval
        if notches < 20 { moves.append(scene.offset.y - last) }
        last = scene.offset.y
      }
    }
    #expect(scene.offset.y == 800)
    // While the notches come, each frame moves at least half as far as the one before: a
    // notch restarts the glide from where it is at the notch's time, not at the last frame.
    #expect(moves.count >= 18)
    for (earlier, later) in zip(moves, moves.dropFirst()) {
      #expect(later >= earlier / 2, "a frame moved \(later) after one that moved \(earlier)")
    }
  }

  @Test(
    "a notch during a fling glides on from where the fling is; a drag during a glide takes the content from there"
  )
  func wheelInterleavings() throws {
    let scene = ScrollScene()
    let point = Point(x: 200, y: 150)
    // A fling upward, then a notch halfway through its deceleration.
    scene.host.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1500))
    for _ in 0..<10 { scene.host.advance(by: 1.0 / 60) }
    #expect(scene.scrollView.isDecelerating)
    let flung = scene.offset.y
    scene.host.rest(for: 0.005)
    scene.host.scroll(by: Point(x: 0, y: 40), at: point, precise: false)
    #expect(!scene.scrollView.isDecelerating)
    scene.host.advance(by: 1.0 / 60)
    #expect(scene.offset.y >= flung)
    scene.host.settle()
    // The glide started where the content was at the notch, and went 40 points on from there.
    let glided = scene.offset.y
    #expect(glided - flung >= 40 && glided - flung < 40 + 1500.0 / 60)
    // A drag that begins during a glide holds the content where the glide had it, follows the
    // finger from there, and the glide does not come back after the release.
    scene.host.scroll(by: Point(x: 0, y: 40), at: point, precise: false)
    scene.host.advance(by: 1.0 / 60)
    scene.host.advance(by: 1.0 / 60)
    let held = scene.offset.y
    #expect(held > glided && held < glided + 40)
    scene.host.beginDrag(at: point)
    scene.host.advance(by: 1.0 / 60)
    #expect(scene.offset.y == held)
    scene.host.moveDrag(to: Point(x: 200, y: 130))
    scene.host.advance(by: 1.0 / 60)
    scene.host.moveDrag(to: Point(x: 200, y: 110))
    scene.host.advance(by: 1.0 / 60)
    #expect(scene.offset.y == held + 40)
    scene.host.rest(for: 0.3)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.offset.y == held + 40)
    #expect(!scene.scrollView.isDecelerating)
    try scene.host.checkInvariants()
  }

  @Test("a trackpad swipe pages like a drag")
  func trackpadPages() {
    let scene = ScrollScene(contentSize: Size(width: 2000, height: 300), paging: true)
    scene.host.scroll(by: Point(x: 300, y: 0), at: Point(x: 200, y: 150))
    scene.host.settle()
    #expect(abs(scene.offset.x - 400) < 0.5)
  }

  @Test("an animated content offset moves frame by frame and reports its end")
  func animatedOffset() {
    let scene = ScrollScene()
    scene.scrollView.setContentOffset(Point(x: 0, y: 600), animated: true)
    #expect(scene.offset.y == 0)
    scene.host.advance(by: 0.15)
    #expect(scene.offset.y > 100 && scene.offset.y < 500)
    scene.host.settle()
    #expect(scene.offset.y == 600)
    #expect(scene.recorder.events == ["didScroll", "didEndScrollingAnimation"])
  }

  @Test("scrollRectToVisible scrolls the least distance")
  func scrollRectToVisible() {
    let scene = ScrollScene()
    scene.scrollView.scrollRectToVisible(
      Rect(x: 0, y: 1000, width: 10, height: 50), animated: false)
    #expect(scene.offset.y == 750)
    scene.scrollView.scrollRectToVisible(Rect(x: 0, y: 800, width: 10, height: 50), animated: false)
    #expect(scene.offset.y == 750)
    scene.scrollView.scrollRectToVisible(Rect(x: 0, y: 100, width: 10, height: 50), animated: false)
    #expect(scene.offset.y == 100)
  }

  @Test("a touch on decelerating content stops it")
  func touchStopsDeceleration() {
    let scene = ScrollScene()
    scene.host.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -1500))
    scene.host.advance(by: 0.1)
    scene.host.beginDrag(at: Point(x: 200, y: 150))
    let stopped = scene.offset.y
    scene.host.advance(by: 0.5)
    #expect(scene.offset.y == stopped)
    #expect(!scene.scrollView.isDecelerating)
    scene.host.endDrag()
  }

  @Test("the scroll indicator shows while scrolling and fades out after")
  func indicators() {
    let scene = ScrollScene()
    let indicator = scene.scrollView.subviews.last
    scene.host.beginDrag(at: Point(x: 200, y: 250))
    for step in 1...5 { scene.host.moveDrag(to: Point(x: 200, y: 250 - Double(step) * 20)) }
    #expect(indicator?.alpha == 1)
    scene.host.advance(by: 0.2)
    scene.host.endDrag()
    scene.host.settle()
    #expect(indicator?.presentation.alpha == 0)
  }
}
