import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataKit

/// A scroll view shows its indicators while its content moves and fades them out after; one
/// whose indicators do not show (turned off, or along an axis the content does not scroll on)
/// lets the window rest as soon as its content does.
@Suite("ScrollView indicators after a motion", .strictDiagnostics)
@MainActor
struct ScrollIndicatorFadeTests {
  /// A 400×300 scroll view filling a window, with content of `contentSize`.
  private func scene(contentSize: Size, paging: Bool = false) -> (TestHost, ScrollView) {
    let root = ViewController()
    let host = TestHost(rootViewController: root, size: Size(width: 400, height: 300))
    let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    scrollView.contentSize = contentSize
    scrollView.isPagingEnabled = paging
    root.view.addSubview(scrollView)
    host.render()
    host.rest(for: 1)
    return (host, scrollView)
  }

  /// Renders frames until `scrollView`'s content stops moving (at most 10 s of them); returns
  /// whether it stopped.
  private func framesUntilStill(_ host: TestHost, _ scrollView: ScrollView) -> Bool {
    for _ in 0..<600 {
      host.advance(by: TestHost.frameDuration)
      if !scrollView.motion.isActive && !scrollView.isDragging { return true }
    }
    return false
  }

  @Test("paging with the horizontal indicator off: the window rests on the frame the page lands")
  func pagingWithoutIndicatorsRests() throws {
    let (host, scrollView) = scene(contentSize: Size(width: 1600, height: 300), paging: true)
    scrollView.showsHorizontalScrollIndicator = false
    host.fling(from: Point(x: 300, y: 150), velocity: Point(x: -900, y: 0))
    #expect(framesUntilStill(host, scrollView))
    #expect(scrollView.contentOffset.x == 400)
    // Neither indicator shows (the vertical one has nothing to scroll), so nothing fades.
    #expect(scrollView.horizontalIndicator.isHidden && scrollView.verticalIndicator.isHidden)
    #expect(!scrollView.horizontalIndicator.isAnimating)
    #expect(!scrollView.verticalIndicator.isAnimating)
    #expect(host.window.isAtRest)
    try host.checkInvariants()

    // A tap after a rest, then an animated offset: the same again.
    host.rest(for: 2)
    host.tap(at: Point(x: 200, y: 150))
    scrollView.setContentOffset(Point(x: 800, y: 0), animated: true)
    #expect(framesUntilStill(host, scrollView))
    #expect(scrollView.contentOffset.x == 800)
    #expect(host.window.isAtRest)
  }

  @Test("a shown indicator still fades: out of sight 0.75 s after the content stops")
  func shownIndicatorFades() throws {
    let (host, scrollView) = scene(contentSize: Size(width: 400, height: 3000))
    host.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -800))
    let indicator = scrollView.verticalIndicator
    #expect(!indicator.isHidden && indicator.presentation.alpha == 1)
    #expect(framesUntilStill(host, scrollView))
    #expect(indicator.presentation.alpha == 1)
    #expect(!host.window.isAtRest, "the fade waits half a second, then runs")
    // While it waits, no frame is due: a windowed host sleeps until the fade moves.
    let due = try #require(host.window.nextFrameDueTime)
    #expect(abs(due - (host.window.frameTime + 0.5)) < 1e-9)
    host.rest(for: 0.25)
    #expect(host.window.nextFrameDueTime == due)
    host.advance(by: 0.25 + 0.125)
    #expect(indicator.presentation.alpha > 0 && indicator.presentation.alpha < 1)
    host.advance(by: 0.2)
    #expect(indicator.presentation.alpha == 0)
    #expect(host.window.isAtRest)
    // The hidden horizontal indicator never moved.
    #expect(scrollView.horizontalIndicator.isHidden)
    #expect(scrollView.horizontalIndicator.alpha == 0)
  }

  @Test(
    "a scroll while the fade waits makes a frame due at once; the next fade waits its half second from the new stop"
  )
  func scrollDuringFadeWait() throws {
    let (host, scrollView) = scene(contentSize: Size(width: 400, height: 3000))
    host.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -800))
    #expect(framesUntilStill(host, scrollView))
    let firstFade = try #require(host.window.nextFrameDueTime)
    host.rest(for: 0.3)
    // Mid-wait, the app scrolls: the frame is due now, and the indicator shows again.
    scrollView.setContentOffset(
      Point(x: 0, y: scrollView.contentOffset.y + 200), animated: true)
    #expect(host.window.nextFrameDueTime.map { $0 <= host.clock.now } == true)
    #expect(framesUntilStill(host, scrollView))
    #expect(scrollView.verticalIndicator.presentation.alpha == 1)
    let secondFade = try #require(host.window.nextFrameDueTime)
    #expect(secondFade > firstFade)
    #expect(abs(secondFade - (host.window.frameTime + 0.5)) < 1e-9)
    host.advance(by: 0.5 + 0.3)
    #expect(scrollView.verticalIndicator.presentation.alpha == 0)
    #expect(host.window.isAtRest && host.window.nextFrameDueTime == nil)
    try host.checkInvariants()
  }

  @Test("an indicator hidden while it showed takes its faded alpha at once")
  func indicatorHiddenMidDrag() throws {
    let (host, scrollView) = scene(contentSize: Size(width: 400, height: 3000))
    host.beginDrag(at: Point(x: 200, y: 250))
    host.moveDrag(to: Point(x: 200, y: 200))
    #expect(scrollView.verticalIndicator.alpha == 1)
    // The content shrinks under the finger: nothing to scroll vertically any more.
    scrollView.contentSize = Size(width: 400, height: 300)
    host.endDrag()
    #expect(framesUntilStill(host, scrollView))
    #expect(scrollView.verticalIndicator.isHidden)
    #expect(scrollView.verticalIndicator.alpha == 0)
    #expect(!scrollView.verticalIndicator.isAnimating)
    #expect(host.window.isAtRest)
  }
}
