import StrataCairo
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataNavigation

/// Pages titled `PAGE 0`, `PAGE 1`, … in a container.
@MainActor
private func makeContainer(count: Int) -> PagesContainer {
  let container = PagesContainer()
  container.viewControllers = (0..<count).map { index in
    let page = ViewController()
    page.title = "PAGE \(index)"
    return page
  }
  return container
}

/// A container of `count` pages shown in a 480 × 360 window that checks its invariants.
@MainActor
private func makeScene(count: Int) -> (container: PagesContainer, host: TestHost) {
  let container = makeContainer(count: count)
  let host = TestHost(
    rootViewController: container, size: Size(width: 480, height: 360))
  return (container, host)
}

/// The object identifiers of `view` and every view under it.
@MainActor
private func subtree(of view: View) -> Set<ObjectIdentifier> {
  var found: Set<ObjectIdentifier> = [ObjectIdentifier(view)]
  for subview in view.subviews { found.formUnion(subtree(of: subview)) }
  return found
}

/// Where item `index` of `bar` is in the window, from where the bar says it is in the strip.
@MainActor
private func expectedWindowFrame(of index: Int, in bar: PagesTopBar) -> Rect {
  let place = bar.frame(forItemAt: index)
  let origin = bar.scrollView.convert(place.origin, to: nil)
  return Rect(origin: origin, size: place.size)
}

@Suite("PagesContainer's strip of titles", .strictDiagnostics)
@MainActor
struct PagesTitleStripTests {
  @Test(
    "while the pages are dragged, the titles are one retained layer reused frame after frame; the two the pages sit between are drawn apart"
  )
  func stripIsOneLayer() throws {
    // Forty titles: the strip is six bars wide, and the titles of pages 20 and 21 are in view
    // while the pages sit between them.
    let (container, host) = makeScene(count: 40)
    container.setSelectedIndex(20, animated: false)
    host.settle()
    let bar = container.topBar
    host.beginDrag(at: Point(x: 400, y: 200))
    // The strip's generation and the titles on it, frame by frame.
    var frames: [(generation: Int, titles: [Int], reused: Int)] = []
    for step in 1...12 {
      host.moveDrag(to: Point(x: 400 - Double(step) * 12, y: 200))
      let list = host.advance(by: TestHost.frameDuration)
      // The bar draws one layer: its strip view, which holds every title but two.
      let views = host.window.lastComposedLayerViews
      let barViews = subtree(of: bar)
      var barLayers: [DisplayLayer] = []
      for command in list.commands {
        if case .pushLayer(let layer) = command, let view = views[layer.id],
          barViews.contains(view)
        {
          barLayers.append(layer)
        }
      }
      try #require(barLayers.count == 1)
      #expect(views[barLayers[0].id] == ObjectIdentifier(bar.stripView))
      // The titles of pages 20 and 21, whose colours change as the pages move, are lifted
      // out of it; the others near the visible part are on it.
      let lifted = bar.itemViews.indices.filter { bar.itemViews[$0].superview === bar.scrollView }
      #expect(lifted == [20, 21])
      let onStrip = bar.itemViews.indices.filter { bar.itemViews[$0].superview === bar.stripView }
      #expect(onStrip.count >= 4)
      #expect(onStrip.allSatisfy { abs($0 - 20) < 10 })
      frames.append(
        (barLayers[0].generation, onStrip, host.window.lastComposedReusedLayerCount))
      // Wherever a title sits, it is where the strip says it is.
      for index in lifted + onStrip {
        let item = bar.itemViews[index]
        let shown = item.convert(item.bounds, to: nil)
        let expected = expectedWindowFrame(of: index, in: bar)
        #expect(abs(shown.minX - expected.minX) < 1e-9 && abs(shown.width - expected.width) < 1e-9)
      }
    }
    // The strip moved under the finger. Its layer was walked again, and its content changed,
    // only when a title came onto it or left it; in every other frame it was reused as it was.
    for (before, now) in zip(frames, frames.dropFirst()) where before.titles == now.titles {
      #expect(now.generation == before.generation)
      #expect(now.reused >= 1)
    }
    #expect(zip(frames, frames.dropFirst()).count { $0.0.titles == $0.1.titles } >= 6)
    host.endDrag()
    host.settle()
    #expect(container.selectedIndex == 21)
    let lifted = bar.itemViews.indices.filter { bar.itemViews[$0].superview === bar.scrollView }
    #expect(lifted == [21, 22])
    try host.checkInvariants()
  }

  @Test("a resize mid-drag and a tap on a title while the strip coasts keep every title in place")
  func stripSurvivesResizeAndTapMidMotion() throws {
    let (container, host) = makeScene(count: 40)
    container.setSelectedIndex(20, animated: false)
    host.settle()
    let bar = container.topBar
    /// Every mounted title is where the strip says, on the strip view or lifted above it.
    func expectTitlesInPlace() {
      let mounted = bar.itemViews.indices.filter { bar.itemViews[$0].superview != nil }
      #expect(!mounted.isEmpty)
      for index in mounted {
        let item = bar.itemViews[index]
        #expect(item.superview === bar.stripView || item.superview === bar.scrollView)
        let shown = item.convert(item.bounds, to: nil)
        #expect(abs(shown.minX - expectedWindowFrame(of: index, in: bar).minX) < 1e-9)
      }
    }
    host.beginDrag(at: Point(x: 400, y: 200))
    host.moveDrag(to: Point(x: 300, y: 200))
    // The window narrows under the finger: the bar lays out again mid-drag.
    host.resize(to: Size(width: 360, height: 360))
    expectTitlesInPlace()
    host.moveDrag(to: Point(x: 150, y: 200))
    expectTitlesInPlace()
    host.endDrag()
    host.settle()
    #expect(container.selectedIndex == 21)
    expectTitlesInPlace()

    // Fling the strip by hand, then tap a title while it still coasts.
    host.fling(from: Point(x: 300, y: 22), velocity: Point(x: -1500, y: 0))
    _ = host.advance(by: TestHost.frameDuration)
    #expect(bar.isStripMovedByUser)
    expectTitlesInPlace()
    let target = try #require(
      bar.itemViews.indices.first { index in
        let item = bar.itemViews[index]
        guard item.superview != nil, index > 22 else { return false }
        let frame = item.convert(item.bounds, to: nil)
        return frame.minX > 20 && frame.maxX < 340
      })
    let item = bar.itemViews[target]
    host.tap(at: item.convert(Point(x: item.bounds.midX, y: item.bounds.midY), to: nil))
    host.settle()
    #expect(container.selectedIndex == target)
    // The titles the pages now sit between are lifted, those in view above the strip view.
    #expect(bar.liftedItems == [target, target + 1])
    for index in [target, target + 1] where bar.itemViews[index].superview != nil {
      #expect(bar.itemViews[index].superview === bar.scrollView)
    }
    expectTitlesInPlace()
    try host.checkInvariants()
  }

  @Test("the strip's pixels mid-drag, in Cairo with Pango's text, are those drawn without layers")
  func stripPixelsMatchDirectDrawing() throws {
    let container = makeContainer(count: 200)
    // The host checks after every frame that the retained composition lists what a full
    // walk lists.
    let host = TestHost(
      rootViewController: container, size: Size(width: 480, height: 200), rendering: .cairo)
    container.setSelectedIndex(60, animated: false)
    _ = try host.renderImage()
    let direct = CairoRenderer(textSystem: PangoTextSystem())
    direct.cachesLayers = false
    host.beginDrag(at: Point(x: 400, y: 120))
    for step in 1...10 {
      host.moveDrag(to: Point(x: 400 - Double(step) * 17, y: 120))
      let cached = try host.renderImage()
      let drawn = try direct.render(
        host.lastDisplayList, size: host.window.bounds.size, scale: 1, background: nil)
      #expect(ImageDifference(cached, drawn).largest <= 1)
    }
    #expect(host.window.compositionDifferences.isEmpty)
    #expect(container.topBar.stripView.backgroundColor == container.topBarBackgroundColor)
  }

  @Test("the bar's image shows between the titles; an opaque colour fills the strip")
  func backgroundShowsThroughTheStrip() throws {
    let container = makeContainer(count: 50)
    let red: UInt32 = 0xFFFF_0000
    container.topBarBackgroundImage = try Image(
      pixelWidth: 4, pixelHeight: 4, pixels: Array(repeating: red, count: 16))
    let host = TestHost(
      rootViewController: container, size: Size(width: 480, height: 200), rendering: .cairo)
    container.setSelectedIndex(20, animated: true)
    for _ in 0..<30 { host.advance(by: 1.0 / 60.0) }
    let bar = container.topBar
    #expect(bar.scrollView.contentOffset.x > 0)
    // Halfway across the gap before title 21, in the middle of the bar.
    let gap = bar.scrollView.convert(
      Point(x: bar.frame(forItemAt: 21).minX - PagesTopBar.itemSpacing / 2, y: 22), to: nil)
    func pixel(_ image: Image) -> UInt32 {
      image.pixels[Int(gap.y) * image.pixelWidth + Int(gap.x)]
    }
    #expect(pixel(try host.renderImage()) == red)
    #expect(bar.stripView.backgroundColor == nil)

    container.topBarBackgroundImage = nil
    container.topBarBackgroundColor = Color(red: 0, green: 0, blue: 1)
    #expect(pixel(try host.renderImage()) == 0xFF00_00FF)
    #expect(bar.stripView.backgroundColor == Color(red: 0, green: 0, blue: 1))
    // A colour that is not opaque is the bar's alone: the strip stays clear, so that it is
    // not laid on twice.
    container.topBarBackgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
    _ = try host.renderImage()
    #expect(bar.stripView.backgroundColor == nil)
  }

  @Test(
    "with two hundred titles of unequal widths in a narrow bar, every selected title and its indicator are in view"
  )
  func selectedTitleStaysInView() throws {
    // "PAGE 0" to "PAGE 199": a hundred short titles before "PAGE 100" put it, by the
    // formula alone, left of the bar.
    let (container, host) = makeScene(count: 200)
    let bar = container.topBar
    let barFrame = bar.convert(bar.bounds, to: nil)
    let half = PagesTopBar.itemSpacing / 2
    var offsets: [Double] = []
    for index in 0..<200 {
      container.setSelectedIndex(index, animated: false)
      host.settle()
      let title = expectedWindowFrame(of: index, in: bar)
      #expect(title.minX >= barFrame.minX + half - 1e-6, "title \(index) at \(title.minX)")
      #expect(title.maxX <= barFrame.maxX - half + 1e-6, "title \(index) ends at \(title.maxX)")
      let indicator = container.pageIndicatorView.convert(
        container.pageIndicatorView.bounds, to: nil)
      #expect(abs(indicator.midX - title.midX) < 0.5, "indicator of \(index)")
      offsets.append(bar.scrollView.contentOffset.x)
    }
    // Still the formula's direction: the strip moves on as the selection does.
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(offsets.first == 0)
    #expect(abs((offsets.last ?? 0) - (bar.contentWidth - 480)) < 1e-6)

    // Mid-swipe from 100 to 101 the strip lies between the two offsets, and after the swipe
    // title 101 is in view.
    container.setSelectedIndex(100, animated: false)
    host.settle()
    let from = bar.contentOffset(forItemAt: 100).x
    let to = bar.contentOffset(forItemAt: 101).x
    host.beginDrag(at: Point(x: 400, y: 200))
    for step in 1...12 { host.moveDrag(to: Point(x: 400 - Double(step) * 20, y: 200)) }
    let during = bar.scrollView.contentOffset.x
    #expect(during > min(from, to) && during < max(from, to))
    host.endDrag()
    host.settle()
    #expect(container.selectedIndex == 101)
    let title = expectedWindowFrame(of: 101, in: bar)
    #expect(title.minX >= barFrame.minX && title.maxX <= barFrame.maxX)
    try host.checkInvariants()
  }
}
