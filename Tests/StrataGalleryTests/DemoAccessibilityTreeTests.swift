import StrataDemos
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataGallery

/// What a screen reader finds in each demo of the gallery, at rest and half way through each
/// container's gesture, kept as reference text files in `Snapshots/` (roles, names, values,
/// states and actions, without frames), as the PNG snapshots keep pixels.
@Suite("The demos' accessibility trees, at rest and mid-transition", .strictDiagnostics)
@MainActor
struct DemoAccessibilityTreeTests {
  /// The gallery in an 800 × 600 window, on its home list or with the demo at
  /// `initialDemoIndex` open, at rest.
  private func makeGallery(initialDemoIndex: Int? = nil) -> (GalleryViewController, TestHost) {
    let gallery = GalleryViewController(
      demos: DemoCatalog.all, initialDemoIndex: initialDemoIndex)
    let host = TestHost(rootViewController: gallery, size: Size(width: 800, height: 600))
    host.settle()
    return (gallery, host)
  }

  /// `demo` alone in a window of `size`, at rest.
  private func host(_ demo: ViewController, size: Size = Size(width: 800, height: 600)) -> TestHost
  {
    let host = TestHost(rootViewController: demo, size: size)
    host.settle()
    return host
  }

  /// Drags from `start` by `step` twelve times, a frame each, and leaves the pointer down.
  private func dragHalfWay(_ host: TestHost, from start: Point, by step: Point) {
    host.beginDrag(at: start)
    for count in 1...12 {
      host.moveDrag(to: start + step * Double(count))
    }
  }

  @Test("each demo open in the gallery, at rest: the demo alone, the home list left out")
  func everyDemoAtRest() throws {
    for (index, demo) in DemoCatalog.all.enumerated() {
      let (_, host) = makeGallery(initialDemoIndex: index)
      let tree = host.accessibilityTree()
      // The home list is covered by the demo: not read.
      #expect(tree.first(labelled: "Sample scene", role: .listItem) == nil, "\(demo.name)")
      // The gallery's top bar offers the way back.
      #expect(
        tree.all(.pushButton).contains { $0.label?.hasSuffix("Back") == true }, "\(demo.name)")
      try assertAccessibilitySnapshot(of: host, named: "tree-gallery-\(demo.name)")
      try host.checkInvariants()
    }
  }

  @Test("the gallery's home, and a push half way: the home list and the demo sliding over it")
  func galleryPushHalfWay() throws {
    let (gallery, host) = makeGallery()
    try assertAccessibilitySnapshot(of: host, named: "tree-gallery-home")
    let list = gallery.home.listView
    #expect(host.tap(on: try #require(list.visibleRowViews[3])))
    _ = host.advance(by: GalleryViewController.slideDuration / 2)
    #expect(gallery.isTransitioning)
    let tree = host.accessibilityTree()
    // The home list still shows beside the Pages demo sliding in over it.
    #expect(tree.first(labelled: "Toolkit", role: .listItem) != nil)
    #expect(!tree.all(.pageTabList).isEmpty)
    try assertAccessibilitySnapshot(of: host, named: "tree-gallery-mid-push")
    host.settle()
    #expect(host.accessibilityTree().first(labelled: "Toolkit", role: .listItem) == nil)
  }

  @Test("the stack demo half way through the pop drag: the photo page and the one under it")
  func stackDragHalfWay() throws {
    let demo = StackDemoViewController()
    let host = host(demo)
    demo.pushPhotoPage()
    host.settle()
    try assertAccessibilitySnapshot(of: host, named: "tree-stack-photo")
    dragHalfWay(host, from: Point(x: 100, y: 300), by: Point(x: 25, y: 0))
    #expect(demo.stack.isTransitioning)
    try assertAccessibilitySnapshot(of: host, named: "tree-stack-mid-pop-drag")
    host.cancelDrag()
    host.settle()
    try assertAccessibilitySnapshot(of: host, named: "tree-stack-photo")
  }

  @Test("the pages demo half way through a swipe: BEAVER stays selected until the swipe ends")
  func pagesSwipeHalfWay() throws {
    let demo = PagesDemoViewController()
    let host = host(demo)
    dragHalfWay(host, from: Point(x: 700, y: 300), by: Point(x: -25, y: 0))
    try assertAccessibilitySnapshot(of: host, named: "tree-pages-mid-swipe")
    host.cancelDrag()
    host.settle()
    try assertAccessibilitySnapshot(of: host, named: "tree-pages-rest")
  }

  @Test("the layered demo with four layers, the top one dragged aside half way")
  func layeredDrag() throws {
    let demo = LayeredDemoViewController()
    let host = host(demo, size: Size(width: 1000, height: 600))
    demo.pushStackedLayers(count: 4)
    host.settle()
    try assertAccessibilitySnapshot(of: host, named: "tree-layered-four")
    let before = Self.layerHeadings(host)
    let start = try #require(demo.topLayerDragPoint)
    dragHalfWay(host, from: start, by: Point(x: 20, y: 0))
    try assertAccessibilitySnapshot(of: host, named: "tree-layered-mid-drag")
    host.cancelDrag()
    host.settle()
    // The same layers show again (the delegate's line says what moved).
    #expect(Self.layerHeadings(host) == before)
  }

  /// The headings of the layers that show, in reading order.
  private static func layerHeadings(_ host: TestHost) -> [String] {
    host.accessibilityTree().all(.label).compactMap(\.label).filter { $0.hasPrefix("Page ") }
  }

  @Test("the split demo at each width: the columns that show, the collapsed ones left out")
  func splitWidths() throws {
    for width in SplitDemoViewController.sweepWidths {
      let host = host(SplitDemoViewController(), size: Size(width: width, height: 700))
      try assertAccessibilitySnapshot(of: host, named: "tree-split-\(Int(width))")
    }
  }

  @Test("at 800 points the split's Back shows the places; its search, focused and edited mid-slide")
  func splitSearchMidSlide() throws {
    let demo = SplitDemoViewController()
    let host = host(demo)
    #expect(host.accessibilityTree().first(labelled: "Search places") == nil)
    let column = try #require(host.accessibilityTree().allNodes.first { $0.actions == ["Back"] })
    #expect(host.window.performAccessibilityAction(named: "Back", on: try #require(column.id)))
    _ = host.advance(by: 0.15)
    let search = try #require(
      host.accessibilityTree().first(labelled: "Search places", role: .entry)?.id)
    // Focused and edited while the places slide in: both apply at once and stay after.
    #expect(host.window.focusAccessibilityElement(search))
    #expect(host.window.performAccessibilityTextEdit(.replace(0..<0, with: "ri"), on: search))
    host.settle()
    let field = try #require(host.firstResponder as? TextField)
    #expect(field.text == "ri")
    let places = ["Mountains", "Rivers", "Forests", "Coasts", "Deserts", "Islands"]
    let shown = host.accessibilityTree().all(.listItem).compactMap(\.label).filter(places.contains)
    #expect(shown == ["Rivers"])
    #expect(host.accessibilityTree().first(labelled: "Search places")?.textState?.caret == 2)
    try assertAccessibilitySnapshot(of: host, named: "tree-split-800-search")
    try host.checkInvariants()
  }

  @Test("the split's search focused and edited while a drag pages the detail strip: both happen")
  func splitSearchDuringDrag() throws {
    let demo = SplitDemoViewController()
    let host = host(demo, size: Size(width: 1100, height: 700))
    let strip = try #require(demo.benchmarkDragArea)
    func stripPage() -> String? {
      host.accessibilityTree().all(.label).compactMap(\.label).first { $0.hasPrefix("Page ") }
    }
    #expect(stripPage()?.hasPrefix("Page 1 of 5") == true)
    dragHalfWay(host, from: Point(x: strip.maxX - 40, y: strip.midY), by: Point(x: -25, y: 0))
    let search = try #require(
      host.accessibilityTree().first(labelled: "Search places", role: .entry)?.id)
    #expect(host.window.focusAccessibilityElement(search))
    #expect(host.window.performAccessibilityTextEdit(.replace(0..<0, with: "co"), on: search))
    host.endDrag()
    host.settle()
    #expect(stripPage()?.hasPrefix("Page 2 of 5") == true)
    let field = try #require(host.firstResponder as? TextField)
    #expect(field.text == "co")
    let places = ["Mountains", "Rivers", "Forests", "Coasts", "Deserts", "Islands"]
    let shown = host.accessibilityTree().all(.listItem).compactMap(\.label).filter(places.contains)
    #expect(shown == ["Coasts"])
    try host.checkInvariants()
  }

  @Test("the cross demo half way through a drag to the east screen")
  func crossDragHalfWay() throws {
    let demo = CrossDemoViewController()
    let host = host(demo)
    demo.showCentre()
    host.settle()
    try assertAccessibilitySnapshot(of: host, named: "tree-cross-centre")
    dragHalfWay(host, from: Point(x: 600, y: 300), by: Point(x: -25, y: 0))
    try assertAccessibilitySnapshot(of: host, named: "tree-cross-mid-drag-left")
    host.cancelDrag()
    host.settle()
    try assertAccessibilitySnapshot(of: host, named: "tree-cross-centre")
  }
}
