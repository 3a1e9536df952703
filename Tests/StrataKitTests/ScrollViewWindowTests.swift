import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// Records the delegate callbacks of a scroll view, in order, with the offset at each.
@MainActor
private final class MotionRecorder: ScrollViewDelegate {
  var events: [String] = []

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    if events.last != "didScroll" { events.append("didScroll") }
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    events.append("didEndDecelerating \(scrollView.contentOffset.y)")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    events.append("didEndScrollingAnimation \(scrollView.contentOffset.y)")
  }
}

/// A 400×300 scroll view with tall content in a window, which can be taken out of it.
@MainActor
private struct RemovableScroll {
  let host: TestHost
  let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
  let recorder = MotionRecorder()

  init() {
    let root = ViewController()
    host = TestHost(
      rootViewController: root, size: Size(width: 400, height: 300))
    scrollView.contentSize = Size(width: 400, height: 3000)
    scrollView.delegate = recorder
    root.view.addSubview(scrollView)
    host.render()
  }
}

/// A scroll view's motion ends when the view leaves its window, as its animations do, so that
/// whoever waits for it (a paging container) hears that it ended.
@Suite("ScrollView motion and the window", .strictDiagnostics)
@MainActor
struct ScrollViewWindowTests {
  @Test("an offset set during a drag is where the finger goes on from")
  func offsetSetMidDrag() {
    let scene = RemovableScroll()
    scene.host.beginDrag(at: Point(x: 200, y: 250))
    scene.host.moveDrag(to: Point(x: 200, y: 200))
    scene.host.moveDrag(to: Point(x: 200, y: 150))
    let dragged = scene.scrollView.contentOffset.y
    #expect(dragged > 50)
    // The app moves the content under the finger (a container laying out after a resize).
    scene.scrollView.contentOffset = Point(x: 0, y: 1000)
    scene.host.moveDrag(to: Point(x: 200, y: 100))
    // The last 50 points of the drag move on from the new offset.
    #expect(abs(scene.scrollView.contentOffset.y - 1050) < 1e-9)
    #expect(scene.scrollView.isDragging)
    scene.host.endDrag()
    scene.host.settle()
    #expect(scene.scrollView.contentOffset.y >= 1050)
  }

  @Test("an animated scroll taken out of the window lands on its target and reports it")
  func programmaticScrollEnds() {
    let scene = RemovableScroll()
    scene.scrollView.setContentOffset(Point(x: 0, y: 600), animated: true)
    scene.host.advance(by: 0.1)
    #expect(scene.scrollView.contentOffset.y > 0 && scene.scrollView.contentOffset.y < 600)
    scene.recorder.events = []

    scene.scrollView.removeFromSuperview()
    #expect(scene.scrollView.contentOffset == Point(x: 0, y: 600))
    #expect(scene.recorder.events.isEmpty)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(scene.recorder.events == ["didScroll", "didEndScrollingAnimation 600.0"])
    scene.host.settle()
    #expect(scene.recorder.events.count == 2)
    #expect(!scene.host.window.hasAnimationsInFlight)
  }

  @Test("a deceleration taken out of the window stops where it is and reports it")
  func decelerationEnds() {
    let scene = RemovableScroll()
    scene.host.fling(from: Point(x: 200, y: 250), velocity: Point(x: 0, y: -2000))
    scene.host.advance(by: 0.1)
    #expect(scene.scrollView.isDecelerating)
    let offset = scene.scrollView.contentOffset
    scene.recorder.events = []

    scene.scrollView.removeFromSuperview()
    #expect(!scene.scrollView.isDecelerating)
    #expect(scene.scrollView.contentOffset == offset)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(scene.recorder.events == ["didEndDecelerating \(offset.y)"])
    #expect(scene.scrollView.contentOffset == offset)
  }

  @Test("a bounce taken out of the window lands on the edge")
  func bounceEndsAtTheEdge() {
    let scene = RemovableScroll()
    scene.host.fling(from: Point(x: 200, y: 50), velocity: Point(x: 0, y: 3000))
    scene.host.advance(by: 0.05)
    #expect(scene.scrollView.contentOffset.y < 0)
    scene.scrollView.removeFromSuperview()
    #expect(scene.scrollView.contentOffset.y == 0)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(scene.recorder.events.last?.hasPrefix("didEndDecelerating") == true)
    #expect(scene.scrollView.contentOffset.y == 0)
  }
}

/// A scroll view's content becomes retained layers once it moves, whoever moves it.
@Suite("Scroll view content as layers", .strictDiagnostics)
@MainActor
struct ScrollContentLayerTests {
  /// How many layers `list` holds.
  private func layerCount(_ list: DisplayList) -> Int {
    list.commands.filter { if case .pushLayer = $0 { true } else { false } }.count
  }

  @Test(
    "content at rest is drawn directly; moved by the app, its views are layers while it moves")
  func offsetSetByTheAppMakesLayers() {
    let root = ViewController()
    let host = TestHost(rootViewController: root, size: Size(width: 400, height: 100))
    let strip = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 40))
    strip.contentSize = Size(width: 2000, height: 40)
    for index in 0..<20 {
      let title = Label(
        frame: Rect(x: Double(index) * 100, y: 10, width: 90, height: 20), text: "Title \(index)")
      strip.addSubview(title)
    }
    root.view.addSubview(strip)
    host.render()
    #expect(layerCount(host.render()) == 0)
    // A strip of titles following other content: its offset set by the app each frame.
    strip.contentOffset = Point(x: 37.5, y: 0)
    #expect(layerCount(host.render()) > 0)
    strip.contentOffset = Point(x: 80, y: 0)
    let moving = host.render()
    // The titles in view (five, and one at the edge) are drawn, each as a layer.
    #expect((5...6).contains(layerCount(moving)))
    // At rest again (the offset set to what it is changes nothing), they are drawn directly
    // from the next frame on, so that the window's rest lets their layers' surfaces go; the
    // frame comes by itself.
    strip.contentOffset = Point(x: 80, y: 0)
    #expect(host.window.needsRender)
    #expect(layerCount(host.render()) == 0)
    #expect(layerCount(host.render()) == 0)
    // Moved again, they are layers again.
    strip.contentOffset = Point(x: 120, y: 0)
    #expect((5...6).contains(layerCount(host.render())))
  }

  @Test(
    "a press on a list at rest makes its rows layers; the drag that follows damages only the list, not the bar over it"
  )
  func pressPreparesLayersAndDragDamagesOnlyTheList() {
    let root = ViewController()
    let host = TestHost(rootViewController: root, size: Size(width: 400, height: 300))
    let list = ScrollView(frame: Rect(x: 0, y: 48, width: 400, height: 252))
    list.backgroundColor = .white
    list.contentSize = Size(width: 400, height: 40 * 44)
    for index in 0..<40 {
      let row = Label(
        frame: Rect(x: 0, y: Double(index) * 44, width: 400, height: 44), text: "Row \(index)")
      row.backgroundColor = .white
      list.addSubview(row)
    }
    let bar = View(frame: Rect(x: 0, y: 0, width: 400, height: 48))
    bar.backgroundColor = Color(rgb: 0x1E_29_3B)
    root.view.addSubview(list)
    root.view.addSubview(bar)
    host.render()
    host.rest(for: 3)
    #expect(layerCount(host.render()) == 0)

    // The press: the rows become layers now, not in the drag's first frame.
    host.beginDrag(at: Point(x: 200, y: 200))
    #expect(host.window.needsRender)
    #expect(layerCount(host.render()) > 0)
    #expect(host.window.lastDamagedRect.minY >= 48)
    // Each frame of the drag (the indicator appearing, rows scrolling in and out, the row
    // painted last under the bar changing) damages the list only: the bar stays as it was.
    for step in 1...6 {
      host.moveDrag(to: Point(x: 200, y: 200 - Double(step) * 25))
      _ = host.advance(by: TestHost.frameDuration)
      let damage = host.window.lastDamagedRect
      #expect(!damage.isNull && damage.minY >= 48, "step \(step): \(damage)")
    }
    host.endDrag()
    // Lifted without a drag, the rows are drawn directly again.
    host.settle()
    host.beginDrag(at: Point(x: 200, y: 200))
    #expect(layerCount(host.render()) > 0)
    host.endDrag()
    _ = host.advance(by: TestHost.frameDuration)
    #expect(layerCount(host.render()) == 0)
  }

  @Test("a drag the list's pan gives up (across a vertical list) has its rows drawn directly again")
  func pressThenDragAcrossDrawsRowsDirectly() {
    let root = ViewController()
    let host = TestHost(rootViewController: root, size: Size(width: 400, height: 300))
    let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    list.contentSize = Size(width: 400, height: 40 * 44)
    for index in 0..<40 {
      list.addSubview(
        Label(
          frame: Rect(x: 0, y: Double(index) * 44, width: 400, height: 44), text: "Row \(index)"))
    }
    root.view.addSubview(list)
    host.render()
    host.rest(for: 3)
    host.beginDrag(at: Point(x: 100, y: 150))
    #expect(layerCount(host.render()) > 0)
    // Flat across: the vertical list's pan fails, and the finger no longer holds it to scroll.
    for step in 1...4 {
      host.moveDrag(to: Point(x: 100 + Double(step) * 30, y: 150))
      _ = host.advance(by: TestHost.frameDuration)
    }
    #expect(list.panGestureRecognizer.state == .failed)
    #expect(layerCount(host.render()) == 0)
    host.endDrag()
  }

  @Test("the pages of a paging scroll view stay layers at rest once they moved")
  func pagesStayLayers() {
    let root = ViewController()
    let host = TestHost(rootViewController: root, size: Size(width: 400, height: 100))
    let pages = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 100))
    pages.isPagingEnabled = true
    pages.contentSize = Size(width: 1200, height: 100)
    for index in 0..<3 {
      let page = View(frame: Rect(x: Double(index) * 400, y: 0, width: 400, height: 100))
      page.backgroundColor = Color(white: 0.3 * Double(index), alpha: 1)
      pages.addSubview(page)
    }
    root.view.addSubview(pages)
    host.render()
    #expect(layerCount(host.render()) == 0)
    pages.contentOffset = Point(x: 200, y: 0)
    #expect(layerCount(host.render()) == 2)
    pages.contentOffset = Point(x: 400, y: 0)
    #expect(layerCount(host.render()) == 1)
    // At rest: the page that shows is still a layer, the next swipe starts from its pixels.
    #expect(!host.window.needsRender)
    #expect(layerCount(host.render()) == 1)
  }
}
