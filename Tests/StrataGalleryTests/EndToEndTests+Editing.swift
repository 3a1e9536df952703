import Foundation
import StrataKit
import StrataTestSupport
import Testing

@testable import StrataGallery

/// Issue 31 in a real window: typing with `xdotool type` filters the split demo's places, and
/// the stack demo's Comment sheet takes typing and goes away when dragged down. Part of
/// ``EndToEndTests`` so that it runs after the suite's other tests rather than beside them.
extension EndToEndTests {
  @Suite("typing and sheets in the real window")
  struct Editing {
    /// The window's size, in points: wide enough for the split's three columns, so the places
    /// list and its search field show.
    static let width = 1100
    static let height = 700

    /// In the split demo, the places column lies under the gallery's 48-point bar and the
    /// column's 44-point navigation bar: the search field on a 52-point strip, then the rows,
    /// 44 points each.
    static let searchField = (x: 100, y: 48 + 44 + 26)
    static let firstRowTop = 48 + 44 + 52
    static let rowHeight = 44
    /// The columns of the places list where a row's title is written.
    static let titleColumns = 16..<200

    /// The page sheet of the article's Comment item, in a regular-width window: 704 points
    /// wide, centred, 20 points from the window's top and bottom. Its heading is 12 to 36
    /// points down the card, its text field 56 to 92.
    static let sheetHeading = (x: width / 2, y: 20 + 24)
    static let commentRows = (20 + 56)..<(20 + 92)

    @Test(
      "xdotool types into the places search and the list shows only what matches; the Comment sheet takes typing and a drag down dismisses it"
    )
    func typeSearchThenDismissSheet() async throws {
      let xvfb = try await XvfbServer.start()
      defer { xvfb.stop() }
      let display = xvfb.display
      let folder = try TemporaryFolder("gallery-editing")
      defer { folder.remove() }
      let gallery = try TracedGallery(
        arguments: ["--size", "\(Self.width)x\(Self.height)", "--demo", "split"],
        display: display, environment: ["XDG_STATE_HOME": folder.path("state")])
      defer { gallery.stop() }
      let ready = try await gallery.waitForReady(
        width: Double(Self.width), height: Double(Self.height))
      try #require(ready != nil, "no ready line; stderr: \(gallery.errorOutput)")
      #expect(
        try await gallery.waitForLine(#"{"event":"appear","title":"Places"}"#),
        "trace: \(gallery.lines)")
      let search = try await Tool.run(
        "xdotool", ["search", "--sync", "--name", EndToEndTests.title], display: display)
      let window = try #require(search.split(separator: "\n").first.map(String.init))
      func xdotool(_ arguments: [String]) async throws {
        try await Tool.run("xdotool", arguments, display: display)
      }
      func screenshot(_ name: String) async throws -> Image {
        try await xvfb.screenshot(of: window, named: name, in: folder.path)
      }
      try await xdotool(["windowfocus", window])

      // All six places show before the search.
      var picture = try await screenshot("places")
      #expect(
        try await waitUntil(timeout: 10) {
          picture = try await screenshot("places")
          return Self.placesShown(in: picture) == 6
        }, "rows with a title: \(Self.placesShown(in: picture))")

      // A click puts the caret in the field; each character typed filters the list.
      var mark = gallery.lines.count
      try await xdotool([
        "mousemove", "--window", window, "\(Self.searchField.x)", "\(Self.searchField.y)",
        "click", "1",
      ])
      try await xdotool(["type", "--delay", "60", "riv"])
      #expect(
        try await gallery.waitForLine(
          #"{"event":"search","rows":["Rivers"],"text":"riv"}"#, after: mark),
        "trace: \(gallery.lines.dropFirst(mark))")
      let searches = gallery.lines.dropFirst(mark).filter { $0.contains(#""event":"search""#) }
      #expect(
        searches == [
          #"{"event":"search","rows":["Rivers","Forests","Deserts"],"text":"r"}"#,
          #"{"event":"search","rows":["Rivers"],"text":"ri"}"#,
          #"{"event":"search","rows":["Rivers"],"text":"riv"}"#,
        ])
      // The window shows one row: the rows below it are blank.
      #expect(
        try await waitUntil(timeout: 10) {
          picture = try await screenshot("places-riv")
          return Self.placesShown(in: picture) == 1
        }, "rows with a title: \(Self.placesShown(in: picture))")

      // Back to the home list, then the stack demo (its third row) and its article (its
      // first row). Each click waits for the slide before it to end: a click during a slide
      // is ignored. A click that brought nothing within 10 s was lost (on a busy machine it
      // can come while something still moves) and is made again, as a person would, at most
      // three times.
      let steps = [
        (x: 30, y: 24, line: EndToEndTests.homeAppears),
        (x: 200, y: 208, line: #"{"event":"appear","title":"Stack"}"#),
        (x: 200, y: 70, line: EndToEndTests.articleAppears),
      ]
      for step in steps {
        mark = gallery.lines.count
        let frameMark = gallery.allLines.count
        var arrived = false
        for _ in 0..<3 where !arrived {
          try await xdotool([
            "mousemove", "--window", window, "\(step.x)", "\(step.y)", "click", "1",
          ])
          arrived = try await gallery.waitForLine(step.line, after: mark, timeout: 10)
        }
        #expect(arrived, "trace: \(gallery.lines.dropFirst(mark))")
        #expect(try await Self.waitUntilQuiet(gallery, after: frameMark), "the slide never ended")
      }

      // Comment, on the left of the article's toolbar, presents the sheet; its field has
      // the keyboard.
      mark = gallery.lines.count
      try await xdotool([
        "mousemove", "--window", window, "30", "\(Self.height - 22)", "click", "1",
      ])
      #expect(
        try await gallery.waitForLine(#"{"event":"appear","title":"Comment"}"#, after: mark),
        "trace: \(gallery.lines.dropFirst(mark))")
      let empty = try await screenshot("sheet")
      try await xdotool(["type", "--delay", "60", "Well put"])
      // The placeholder gives way to what was typed.
      var typed = empty
      #expect(
        try await waitUntil(timeout: 10) {
          typed = try await screenshot("sheet-typed")
          return Self.differingPixels(empty, typed, rows: Self.commentRows) > 150
        }, "the field looks the same after typing")

      // A drag from the sheet's heading to the window's bottom carries it away.
      try await xdotool([
        "mousemove", "--window", window, "\(Self.sheetHeading.x)", "\(Self.sheetHeading.y)",
        "mousedown", "1",
      ])
      for y in stride(from: Self.sheetHeading.y + 40, through: Self.height - 20, by: 40) {
        try await xdotool(["mousemove", "--window", window, "\(Self.sheetHeading.x)", "\(y)"])
      }
      try await xdotool(["mouseup", "1"])
      #expect(
        try await gallery.waitForLine(#"{"event":"disappear","title":"Comment"}"#, after: mark),
        "trace: \(gallery.lines.dropFirst(mark))")
      // A sheet leaves the article on screen: it never disappeared.
      #expect(
        !gallery.lines.dropFirst(mark).contains(#"{"event":"disappear","title":"Long article"}"#),
        "trace: \(gallery.lines.dropFirst(mark))")
      #expect(gallery.isRunning)
      #expect(gallery.errorOutput.isEmpty, "stderr: \(gallery.errorOutput)")
    }

    /// Waits (at most 30 s) until the trace shows the window at rest, or no frame for half a
    /// second, after the first `mark` of its lines: what the last input started has ended.
    /// Returns whether it did.
    static func waitUntilQuiet(_ gallery: TracedGallery, after mark: Int) async throws -> Bool {
      var frames = -1
      var changed = ContinuousClock.now
      return try await waitUntil(timeout: 30, every: 0.02) {
        // The window says when it rests (nothing moves and nothing is scheduled); a caret
        // blinking every half second would otherwise never leave half a second without a frame.
        if gallery.allLines.dropFirst(mark).contains(TracedGallery.restLine) { return true }
        let now = TracedGallery.frames(in: gallery.events(after: mark)).count
        if now != frames {
          frames = now
          changed = .now
        }
        return ContinuousClock.now - changed >= .milliseconds(500)
      }
    }

    /// How many rows of the places list show a title in `image`: rows with dark pixels (text)
    /// in ``titleColumns``.
    static func placesShown(in image: Image) -> Int {
      (0..<6).filter { row in
        let top = firstRowTop + row * rowHeight
        return (top + 4..<top + rowHeight - 4).contains { y in
          titleColumns.contains { x in
            guard let color = image.color(atColumn: x, row: y) else { return false }
            return color.red + color.green + color.blue < 1.2
          }
        }
      }.count
    }

    /// How many pixels in `rows` differ between two images of the same size.
    static func differingPixels(_ first: Image, _ second: Image, rows: Range<Int>) -> Int {
      guard first.pixelWidth == second.pixelWidth, first.pixelHeight == second.pixelHeight
      else { return first.pixelWidth * rows.count }
      let (width, before, after) = (first.pixelWidth, first.pixels, second.pixels)
      let rows = rows.clamped(to: 0..<first.pixelHeight)
      return rows.reduce(0) { count, row in
        count + (0..<width).filter { before[row * width + $0] != after[row * width + $0] }.count
      }
    }
  }
}
