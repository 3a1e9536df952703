import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataDemos
@testable import StrataGallery

/// The Pages demo told in text (`--demo pages-text`), the pages `make bench-peer` swipes
/// beside libadwaita's carousel: what it shows, and a swipe through it with a resize and a
/// key arriving mid-swipe.
@Suite("The text pages demo", .strictDiagnostics)
@MainActor
struct PagesTextDemoTests {
  static let titles = ["BEAVER", "BUCK DEER", "CAT", "REALLY CUTE LION"]

  /// The gallery with the text pages demo open, at rest in a window of `size`.
  private static func open(size: Size) throws -> (
    GalleryViewController, TestHost, PagesDemoViewController
  ) {
    let index = try #require(DemoCatalog.all.firstIndex { $0.name == "pages-text" })
    let gallery = GalleryViewController(demos: DemoCatalog.all, initialDemoIndex: index)
    let host = TestHost(rootViewController: gallery, size: size)
    host.settle()
    let demo = try #require(gallery.presentedController as? PagesDemoViewController)
    return (gallery, host, demo)
  }

  /// The frames, in window coordinates, of page `number`'s counter, heading and paragraph
  /// about `animal`, as a screen reader finds them; fails the test for one it does not find.
  private static func pageFrames(
    _ number: Int, _ animal: AnimalPictureView.Animal, in host: TestHost
  ) throws -> [Rect] {
    let tree = host.accessibilityTree()
    let counter = try #require(tree.first(labelled: "Page \(number) of 4", role: .label))
    let heading = try #require(tree.first(labelled: animal.title, role: .heading))
    let paragraph = try #require(
      tree.first(labelled: AnimalTextPageViewController.paragraph(about: animal), role: .label))
    return [counter.frame, heading.frame, paragraph.frame]
  }

  /// Expects the page's counter, heading and paragraph stacked in that order down one centred
  /// column of at most 640 points, inside a page of `width` points, without overlapping.
  private static func expectCentredColumn(_ frames: [Rect], width: Double) {
    for frame in frames {
      #expect(frame.width <= AnimalTextPageViewController.columnWidth, "\(frame)")
      #expect(abs(frame.midX - width / 2) <= 1, "\(frame) in \(width)")
      #expect(frame.minX >= 0 && frame.maxX <= width, "\(frame) in \(width)")
      #expect(frame.height > 0, "\(frame)")
    }
    for (upper, lower) in zip(frames, frames.dropFirst()) {
      #expect(upper.maxY <= lower.minY, "\(upper) above \(lower)")
    }
  }

  @Test("--demo pages-text opens four pages of text under the animals' titles")
  func fourPagesOfText() throws {
    let demo = try #require(DemoCatalog.demo(named: "pages-text"))
    #expect(demo.title == "Pages (text)")
    // Last but the two lists, which the catalogue keeps at its end, so that the home list's
    // first rows stay where they were.
    let names = DemoCatalog.all.map(\.name)
    #expect(names.suffix(3) == ["pages-text", "list-100", "list-10000"])

    let (gallery, host, pages) = try Self.open(size: Size(width: 1920, height: 1080))
    #expect(pages.title == "Pages (text)")
    #expect(pages.container.viewControllers.map(\.title) == Self.titles)
    #expect(pages.container.selectedIndex == 0)
    let frames = try Self.pageFrames(1, .beaver, in: host)
    Self.expectCentredColumn(frames, width: 1920)
    // The paragraph wraps to more than one line in its column.
    #expect(frames[2].height > frames[1].height)
    // Only the page shown is read: the next one's text is not.
    #expect(host.accessibilityTree().first(labelled: "Page 2 of 4") == nil)
    #expect(gallery.presentedController === pages)
    try host.checkInvariants()
  }

  @Test("a swipe pages on once, text centred, through a resize and the key for the next page")
  func swipeWithResizeMidway() throws {
    let (_, host, pages) = try Self.open(size: Size(width: 1024, height: 700))
    let start = Point(x: 700, y: 420)
    host.beginDrag(at: start)
    for step in 1...10 {
      host.moveDrag(to: start + Point(x: -30 * Double(step), y: 0))
      try host.checkInvariants()
    }
    // Mid-swipe, with the finger still down, the window narrows and Ctrl+Page Down, the
    // container's own key for the page after the one selected (BEAVER), arrives: the swipe
    // goes on, and the key's call waits for it.
    _ = host.resize(to: Size(width: 800, height: 600))
    _ = host.press(key: .pageDown, modifiers: .control)
    for step in 11...16 {
      host.moveDrag(to: start + Point(x: -30 * Double(step), y: 0))
    }
    host.endDrag()
    host.settle()
    try host.checkInvariants()

    // The swipe went one page on, to BUCK DEER, which the key asked for too: applied after the
    // swipe, it finds that page selected and moves nothing, and no page is skipped.
    #expect(pages.container.selectedIndex == 1)
    #expect(!pages.container.isTransitioning)
    let frames = try Self.pageFrames(2, .buckDeer, in: host)
    Self.expectCentredColumn(frames, width: 800)
    #expect(host.accessibilityTree().first(labelled: "BEAVER", role: .heading) == nil)
    #expect(host.accessibilityTree().first(labelled: "CAT", role: .heading) == nil)
  }

  @Test("a window narrower than the column wraps the text inside its margins")
  func narrowWindow() throws {
    let (_, host, _) = try Self.open(size: Size(width: 320, height: 480))
    let frames = try Self.pageFrames(1, .beaver, in: host)
    Self.expectCentredColumn(frames, width: 320)
    for frame in frames {
      #expect(frame.minX >= AnimalTextPageViewController.sideMargin - 1, "\(frame)")
    }
    try host.checkInvariants()
  }
}
