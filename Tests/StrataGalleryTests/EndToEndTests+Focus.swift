import Foundation
import StrataKit
import Testing

@testable import StrataGallery

/// Issue 29 in a real window: keyboard focus shows a ring where Tab puts it, and an edge drag
/// goes back over a scroll view at its leading edge. Part of ``EndToEndTests`` so that it runs
/// after the suite's other tests rather than beside them.
extension EndToEndTests {
  @Suite("keyboard focus and the back swipe in the real window")
  struct Focus {
    /// The focus ring's colour: the window's tint, which the gallery leaves at its default.
    static let ringColor = Color.systemBlue

    /// Tab in the home list shows the ring around the list; Down and Return open the Toolkit
    /// demo with the focus, ring and all, moved into it: on its first control in reading
    /// order, the Spring button. Shift+Tab takes the ring to the gallery's Back button.
    @MainActor
    @Test("Tab shows a 2-pixel ring in the tint around the focused view, in the list and a demo")
    func tabShowsTheFocusRing() async throws {
      // Tall enough that the Toolkit demo's first control shows whole, ring and all.
      let gallery = try await RestingGallery(arguments: ["--fresh"], height: 700)
      defer { gallery.close() }
      let home = try await gallery.screenshot(named: "home")
      #expect(Self.ring(in: home, comparedWith: home) == nil)
      try await gallery.settle(.key("Tab"))
      let tabbed = try await gallery.screenshot(named: "home-tab")
      let listRing = try #require(
        Self.ring(in: tabbed, comparedWith: home), "no ring after Tab in the home list")
      // The list fills the content area under the gallery's bar.
      #expect(
        listRing == Self.Box(minX: 0, minY: Int(GalleryTopBar.height), maxX: 799, maxY: 699),
        "the ring is not around the home list")

      try await gallery.settle(.key("Down"))  // Selects the first row: Toolkit.
      try await gallery.settle(.key("Return"))
      let demo = try await gallery.screenshot(named: "toolkit")
      try await gallery.settle(.key("shift+Tab"))
      let back = try await gallery.screenshot(named: "toolkit-back")
      let controlRing = try #require(
        Self.ring(in: demo, comparedWith: back), "no ring on a control of the Toolkit demo")
      #expect(
        controlRing.minY > Int(GalleryTopBar.height),
        "the ring is not inside the demo: \(controlRing)")
      let backRing = try #require(
        Self.ring(in: back, comparedWith: demo), "no ring after Shift+Tab in the Toolkit demo")
      #expect(backRing.maxY < Int(GalleryTopBar.height), "the ring is not in the bar: \(backRing)")
      #expect(backRing.minX < 20, "the ring is not around the Back button: \(backRing)")
    }

    /// The split demo in a narrow window collapses its columns into the primary's navigation
    /// controller, which shows the detail "Mountains 1" over the "Mountains" list over
    /// "Places". Alt+Left with no focus pops to the list; a click on its second row focuses it
    /// and pushes "Mountains 2"; Alt+Left, from the focus the push moved into the new page,
    /// pops it again, and the gallery stays in the demo.
    @MainActor
    @Test("in the split demo, a click on a row and Alt+Left: the trace shows the push and the pop")
    func splitClickThenAltLeft() async throws {
      let gallery = try await RestingGallery(
        arguments: ["--demo", "split"], width: 500, height: 700)
      defer { gallery.close() }
      try await gallery.settle(.focus)
      let toList = try await gallery.transition(.key("alt+Left"))
      toList.expectMotion(showing: #"{"event":"appear","title":"Mountains"}"#)

      // The list's second row is 44 points high from y 136 in the window.
      let push = try await gallery.transition(.click(x: 100, y: 158))
      push.expectMotion(showing: #"{"event":"appear","title":"Mountains 2"}"#)
      let pop = try await gallery.transition(.key("alt+Left"))
      pop.expectMotion(showing: #"{"event":"appear","title":"Mountains"}"#)
      #expect(pop.lines.contains(#"{"event":"disappear","title":"Mountains 2"}"#))
      #expect(!pop.lines.contains(#"{"event":"pop","title":"Split"}"#), "the demo closed")
    }

    /// The Stack demo's "Wide canvas" is a horizontal scroll view pushed on a
    /// `StackController`. A drag from the window's left edge over it, at its leading edge, pops
    /// it back to the Stack demo's list.
    @MainActor @Test("a drag from the left edge over the Stack demo's wide canvas goes back")
    func edgeDragOverACanvasGoesBack() async throws {
      let gallery = try await RestingGallery(arguments: ["--demo", "stack"])
      defer { gallery.close() }
      for _ in 0..<3 { try await gallery.settle(.key("Down")) }  // Selects "Wide canvas".
      try await gallery.settle(.key("Return"))
      #expect(gallery.traceLines.contains(#"{"event":"appear","title":"Wide canvas"}"#))

      let mark = gallery.traceLines.count
      try await gallery.settle(.drag(x: 1, y: 300, toX: 600, toY: 300))
      let lines = Array(gallery.traceLines.dropFirst(mark))
      #expect(lines.contains(#"{"event":"disappear","title":"Wide canvas"}"#), "trace: \(lines)")
      #expect(lines.contains(#"{"event":"appear","title":"Stack"}"#), "trace: \(lines)")
      #expect(!lines.contains(#"{"event":"pop","title":"Stack"}"#), "the demo closed")
    }

    /// The Stack demo's "Pages" row pushes a `PagesContainer` on the demo's `StackController`.
    /// A drag from the window's left edge over the pages, on their first page, goes back in
    /// the stack: the pages' scroll view is at its leading edge and hands the drag over.
    @MainActor @Test("a drag from the left edge over pages pushed on the Stack demo goes back")
    func edgeDragOverPagesInAStackGoesBack() async throws {
      let gallery = try await RestingGallery(arguments: ["--demo", "stack"])
      defer { gallery.close() }
      for _ in 0..<5 { try await gallery.settle(.key("Down")) }  // Selects "Pages".
      try await gallery.settle(.key("Return"))
      #expect(gallery.traceLines.contains(#"{"event":"appear","title":"Pages"}"#))
      #expect(gallery.traceLines.contains(#"{"event":"appear","title":"First"}"#))

      let mark = gallery.traceLines.count
      try await gallery.settle(.drag(x: 1, y: 400, toX: 600, toY: 400))
      let lines = Array(gallery.traceLines.dropFirst(mark))
      #expect(lines.contains(#"{"event":"disappear","title":"Pages"}"#), "trace: \(lines)")
      #expect(lines.contains(#"{"event":"appear","title":"Stack"}"#), "trace: \(lines)")
      #expect(!lines.contains(#"{"event":"appear","title":"Second"}"#), "the pages turned")
      #expect(!lines.contains(#"{"event":"pop","title":"Stack"}"#), "the demo closed")
    }

    /// The rectangle of pixels, inclusive, that a focus ring outlines.
    struct Box: Equatable, CustomStringConvertible {
      let minX: Int
      let minY: Int
      let maxX: Int
      let maxY: Int

      var description: String { "(\(minX), \(minY))–(\(maxX), \(maxY))" }
    }

    /// The box that a focus ring outlines in `after`: the bounding box of the pixels in
    /// ``ringColor`` that are not in `before`, when its 2-pixel band along the edges is (almost
    /// all) in that colour and the pixels just inside the band mostly are not new in it; `nil`
    /// when no pixel turned to the tint or they form no such band.
    static func ring(in after: Image, comparedWith before: Image) -> Box? {
      func isRing(_ image: Image, _ x: Int, _ y: Int) -> Bool {
        EndToEndTests.isClose(image.color(atColumn: x, row: y), ringColor)
      }
      func isNew(_ x: Int, _ y: Int) -> Bool { isRing(after, x, y) && !isRing(before, x, y) }
      var box: Box?
      for y in 0..<after.pixelHeight {
        for x in 0..<after.pixelWidth where isNew(x, y) {
          box = Box(
            minX: min(box?.minX ?? x, x), minY: min(box?.minY ?? y, y),
            maxX: max(box?.maxX ?? x, x), maxY: max(box?.maxY ?? y, y))
        }
      }
      guard let box, box.maxX - box.minX >= 24, box.maxY - box.minY >= 24 else { return nil }
      /// The fraction of the pixels on the outline inset by `inset` that pass `test`, leaving
      /// out 10 pixels at each corner, where a ring around a rounded control turns.
      func fraction(inset: Int, _ test: (Int, Int) -> Bool) -> Double {
        let (left, top) = (box.minX + inset, box.minY + inset)
        let (right, bottom) = (box.maxX - inset, box.maxY - inset)
        var points: [(Int, Int)] = []
        for x in (left + 10)...(right - 10) { points += [(x, top), (x, bottom)] }
        for y in (top + 10)...(bottom - 10) { points += [(left, y), (right, y)] }
        return Double(points.filter(test).count) / Double(points.count)
      }
      let band = min(
        fraction(inset: 0) { isRing(after, $0, $1) }, fraction(inset: 1) { isRing(after, $0, $1) })
      let inside = fraction(inset: 2) { isNew($0, $1) }
      return band > 0.9 && inside < 0.5 ? box : nil
    }
  }
}
