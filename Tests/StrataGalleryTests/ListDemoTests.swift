import StrataDemos
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataGallery

/// The "List (10,000)" demo and its hundred-row twin: a plain list of numbered rows, flung
/// through in the gallery, coming back where it was left.
@Suite("List demo", .strictDiagnostics)
@MainActor
struct ListDemoTests {
  static let size = Size(width: 1024, height: 700)

  /// The gallery showing the demo called `name`, restoring `archive` into it.
  private static func open(
    _ name: String, restoring archive: RestorationArchive? = nil
  ) throws -> (GalleryViewController, TestHost, ListDemoViewController) {
    let index = try #require(DemoCatalog.all.firstIndex { $0.name == name })
    let gallery = GalleryViewController(demos: DemoCatalog.all, initialDemoIndex: index)
    gallery.pendingRestoration = archive
    let host = TestHost(rootViewController: gallery, size: size)
    host.settle()
    let demo = try #require(gallery.presentedController as? ListDemoViewController)
    return (gallery, host, demo)
  }

  @Test("both demos are listed, with the rows numbered from 1")
  func catalog() throws {
    let names = DemoCatalog.all.map(\.name)
    #expect(names.suffix(2) == ["list-100", "list-10000"])
    for (name, count, title) in [
      ("list-100", 100, "List (100)"), ("list-10000", 10_000, "List (10,000)"),
    ] {
      let (_, _, demo) = try Self.open(name)
      #expect(demo.title == title)
      #expect(demo.list.rows.count == count)
      #expect(demo.list.rows.first?.title == "Row 1")
      #expect(demo.list.rows.last?.title == "Row \(count)")
      #expect(demo.list.visibleRowViews[0]?.titleLabel.text == "Row 1")
    }
  }

  @Test("a fling through the demo in the gallery shows each row in its place, in as many views")
  func flingInGallery() throws {
    var viewCounts: [Int] = []
    for name in ["list-100", "list-10000"] {
      let (_, host, demo) = try Self.open(name)
      let list = demo.list
      let middle = list.convert(Point(x: list.bounds.midX, y: list.bounds.midY), to: nil)
      var seen: Set<ObjectIdentifier> = []
      // Two flings that stop short of the hundred rows' end, so both lists move alike.
      for _ in 0..<2 {
        host.fling(from: middle + Point(x: 0, y: 150), velocity: Point(x: 0, y: -1500))
        var frames = 0
        repeat {
          host.advance(by: TestHost.frameDuration)
          frames += 1
          for (index, view) in list.visibleRowViews {
            #expect(view.titleLabel.text == "Row \(index + 1)")
            #expect(view.frame.minY == Double(index) * list.rowHeight)
            seen.insert(ObjectIdentifier(view))
          }
        } while host.window.needsRender && frames < 600
      }
      #expect(list.contentOffset.y > 1000)
      #expect(list.contentOffset.y < list.maximumContentOffset.y)
      viewCounts.append(seen.count)
      try host.checkInvariants()
    }
    #expect(viewCounts[0] == viewCounts[1])
  }

  @Test("the scroll position and the selected row come back through the saved state")
  func restoration() throws {
    let (gallery, host, demo) = try Self.open("list-10000")
    demo.list.scrollToRow(at: 5000, at: .top, animated: false)
    host.settle()
    #expect(host.tap(on: try #require(demo.list.rowView(at: 5003))))
    host.settle()
    #expect(demo.list.selectedIndex == 5003)
    let archive = try #require(gallery.savedState().archive)

    let (_, newHost, restored) = try Self.open("list-10000", restoring: archive)
    #expect(restored.list.contentOffset.y == 5000 * 44)
    #expect(restored.list.selectedIndex == 5003)
    #expect(restored.list.rowView(at: 5003)?.isSelected == true)
    #expect(restored.list.rowView(at: 5003)?.titleLabel.text == "Row 5004")
    try newHost.checkInvariants()
  }
}
