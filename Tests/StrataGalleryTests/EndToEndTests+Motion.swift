import Foundation
import StrataKit
import StrataTestSupport
import Testing

@testable import StrataGallery

/// Issue 27 in a real window: a transition started after the window rested moves over many
/// frames instead of jumping to its end. For the gallery and each container demo with a
/// keyboard path, the window rests, a key or a click starts a transition, and the trace's
/// `frame` events and screenshots (before, while it runs, after) show the motion. The gallery
/// runs with its time slowed (``RestingGallery/speed``), so that a screenshot, which takes a
/// tenth of a second or more on a busy machine, comes before a 0.35 s slide has ended. Part of
/// ``EndToEndTests`` so that it runs after the suite's other tests rather than beside them.
extension EndToEndTests {
  /// The transitions, each after a rest of ``RestingGallery/restDuration`` seconds.
  @Suite("a transition started after a rest moves in the real window")
  struct Motion {
    /// The home list's push (Down, then Return opens Toolkit) and Escape's pop.
    @MainActor @Test("the gallery slides a demo in on Return and out on Escape")
    func galleryPushAndPop() async throws {
      let gallery = try await RestingGallery(arguments: ["--fresh"])
      defer { gallery.close() }
      try await gallery.settle(.key("Down"))  // Selects the first row: Toolkit.

      let push = try await gallery.transition(.key("Return"))
      push.expectMotion(showing: #"{"event":"appear","title":"Toolkit"}"#)
      // Slowed four times, the 0.35 s slide takes 1.4 s; at real speed it would take 0.35 s.
      #expect(
        push.seconds >= 0.35 / RestingGallery.speed * 0.8,
        "the slide took \(push.seconds) s at speed \(RestingGallery.speed)")
      let pop = try await gallery.transition(.key("Escape"))
      pop.expectMotion(showing: #"{"event":"appear","title":"Strata Gallery"}"#)
    }

    /// The pages container's keyboard paging, one page each way.
    @MainActor @Test("Pages scrolls to the next page on Ctrl+Page Down and back on Ctrl+Page Up")
    func pagesNextAndPrevious() async throws {
      let gallery = try await RestingGallery(arguments: ["--demo", "pages"])
      defer { gallery.close() }

      let next = try await gallery.transition(.key("ctrl+Next"))
      next.expectMotion(showing: #"{"event":"appear","title":"BUCK DEER"}"#)
      let previous = try await gallery.transition(.key("ctrl+Prior"))
      previous.expectMotion(showing: #"{"event":"appear","title":"BEAVER"}"#)
    }

    /// Paging on, each rest prepares the page after the one that shows; from the third page
    /// on, the rest lets go of the page two behind and draws the next page in its memory.
    @MainActor
    @Test(
      "Pages paged on twice: the second rest draws the next page in the memory file the first page had, and the X server is handed no new one"
    )
    func pagesRestReusesLayerMemory() async throws {
      let gallery = try await RestingGallery(arguments: ["--demo", "pages"])
      defer { gallery.close() }

      let next = try await gallery.transition(.key("ctrl+Next"))
      next.expectMotion(showing: #"{"event":"appear","title":"BUCK DEER"}"#)
      let files = try gallery.layerMemoryFiles()
      // The first three pages, at least.
      #expect(files.count >= 3)
      let then = try await gallery.transition(.key("ctrl+Next"))
      then.expectMotion(showing: #"{"event":"appear","title":"CAT"}"#)
      #expect(try gallery.layerMemoryFiles() == files)
    }

    /// The layered container's push from its list (which has the keyboard) and its pop.
    @MainActor @Test("Layered slides a layer in on Return in its list and away on Alt+Left")
    func layeredPushAndPop() async throws {
      let gallery = try await RestingGallery(arguments: ["--demo", "layered"])
      defer { gallery.close() }
      try await gallery.settle(.key("Down"))  // Selects "Content": push, sliding in.

      let push = try await gallery.transition(.key("Return"))
      push.expectMotion(showing: #"{"event":"appear","title":"Page 1"}"#)
      let pop = try await gallery.transition(.key("alt+Left"))
      pop.expectMotion(showing: #"{"event":"disappear","title":"Page 1"}"#)
    }

    /// The split's animated width, started by a click on the detail page's button (the split
    /// has no key for it); the sweep ends where it began, at the window's width.
    @MainActor @Test("Split's \"Animate width\" button sweeps the split's width frame by frame")
    func splitAnimatedWidth() async throws {
      // Wide enough for three columns, so the sweep collapses and separates them.
      let gallery = try await RestingGallery(
        arguments: ["--demo", "split"], width: 1200, height: 800)
      defer { gallery.close() }
      // The button's middle row: under the gallery's bar and the detail column's 44-point
      // navigation bar, 176 points down the page, half of its 36 points. It is the only thing
      // on that row in the detail page's heading colour.
      let page = try await gallery.screenshot(named: "split")
      let row = GalleryTopBar.height + 44 + 176 + 18
      let column = try #require(
        (0..<page.pixelWidth).first { column in
          EndToEndTests.isClose(
            page.color(atColumn: column, row: Int(row)), Color(rgb: 0x2E_86_AB))
        }, "no \"Animate width\" button on row \(row)")

      let sweep = try await gallery.transition(.click(x: column + 20, y: Int(row)))
      sweep.expectMotion()
    }

    /// The cross container's present toward a side and its way back.
    @MainActor @Test("Cross presents the east screen on Alt+Right and goes back on Alt+Left")
    func crossPresentAndBack() async throws {
      let gallery = try await RestingGallery(arguments: ["--demo", "cross"])
      defer { gallery.close() }

      let present = try await gallery.transition(.key("alt+Right"))
      present.expectMotion(showing: #"{"event":"appear","title":"East"}"#)
      let back = try await gallery.transition(.key("alt+Left"))
      back.expectMotion(showing: #"{"event":"appear","title":"Centre"}"#)
    }

    /// The wheel over the long list: each notch glides it 40 points, a notch that comes
    /// during a glide adding to where it goes. Ten notches down, ten more and ten back up land
    /// where the first ten did, so every notch counted, none lost between two frames.
    @MainActor @Test("List (10,000) glides frame by frame on a turned wheel, every notch counted")
    func listWheelGlides() async throws {
      let gallery = try await RestingGallery(arguments: ["--demo", "list-10000"])
      defer { gallery.close() }

      let down = try await gallery.transition(.wheel(x: 400, y: 300, notches: 10))
      down.expectMotion()
      // The indicator fades after the glide; the next rest begins once it has.
      #expect(try await gallery.waitForRest(), "the window never came to rest")
      let further = try await gallery.transition(.wheel(x: 400, y: 300, notches: 10))
      further.expectMotion()
      #expect(try await gallery.waitForRest(), "the window never came to rest")
      let back = try await gallery.transition(.wheel(x: 400, y: 300, notches: -10))
      back.expectMotion()

      // The rows, without the indicator's strip at the right edge (which may be fading).
      let rows = { (image: Image) in Transition.leftPart(of: image, width: image.pixelWidth - 20) }
      #expect(EndToEndTests.differingFraction(rows(back.after), rows(down.after)) == 0)
      #expect(EndToEndTests.differingFraction(rows(further.after), rows(down.after)) > 0.05)
    }

    /// The tab bar's own animated transition: TabBarController switches tabs at once (as
    /// UIKit's does), so the tab bar's motion is the push of a page that hides it, which slides
    /// it away with the list, and the pop that brings it back.
    @MainActor
    @Test(
      "Stack pushes a page on Return and pops it on Alt+Left; the tab bar slides away with the list"
    )
    func stackPushAndPop() async throws {
      let gallery = try await RestingGallery(arguments: ["--demo", "stack"])
      defer { gallery.close() }
      try await gallery.settle(.key("Down"))  // Selects "Long article".

      let push = try await gallery.transition(.key("Return"))
      push.expectMotion(showing: #"{"event":"appear","title":"Long article"}"#)
      let pop = try await gallery.transition(.key("alt+Left"))
      pop.expectMotion(showing: #"{"event":"appear","title":"Stack"}"#)
      #expect(!pop.lines.contains(#"{"event":"pop","title":"Stack"}"#), "the demo closed")

      // Back on the list, "Long article" stays selected; three rows down is "Full screen".
      for _ in 0..<3 { try await gallery.settle(.key("Down")) }
      let hide = try await gallery.transition(.key("Return"))
      hide.expectMotion(showing: #"{"event":"appear","title":"Full screen"}"#)
      hide.expectTabBarMoves()
      let show = try await gallery.transition(.key("alt+Left"))
      show.expectMotion(showing: #"{"event":"appear","title":"Stack"}"#)
      show.expectTabBarMoves()
      #expect(!show.lines.contains(#"{"event":"pop","title":"Stack"}"#), "the demo closed")
    }
  }

  /// The gallery in a real window on an Xvfb server of its own, with saved state of its own,
  /// whose transitions are started after a rest and measured.
  final class RestingGallery {
    /// How long the window rests before each transition, in seconds.
    static let restDuration = 1.5
    /// How fast the gallery's time runs (`--speed`): a fifth of real time, so that a 0.35 s
    /// slide takes 1.75 s.
    static let speed = 0.2
    /// The most screenshots taken while a transition runs.
    static let maximumMidwayScreenshots = 5
    /// The real seconds between the screenshots taken while a transition runs (a 0.35 s
    /// slide at ``speed`` lasts 1.75 s).
    static let midwayInterval = 0.3
    /// How long the trace must stay without a frame for a transition to count as ended, in
    /// seconds.
    static let quietDuration = 0.5

    /// The server the window opens on.
    private let xvfb: XvfbServer
    /// The gallery process.
    private let gallery: TracedGallery
    /// Where the screenshots and the saved state go.
    private let folder: TemporaryFolder
    /// The X window's id, for xdotool and import.
    private let window: String
    /// How many transitions were measured, to name their screenshots.
    private var count = 0

    /// Starts a server and the gallery with `arguments` in a window of `width` × `height`
    /// points, focuses the window and waits until it is quiet.
    init(arguments: [String], width: Int = 800, height: Int = 600) async throws {
      xvfb = try await XvfbServer.start()
      do {
        folder = try TemporaryFolder("gallery-motion")
        gallery = try TracedGallery(
          arguments: ["--size", "\(width)x\(height)", "--speed", "\(Self.speed)"] + arguments,
          display: xvfb.display,
          environment: ["XDG_STATE_HOME": folder.path("state")])
      } catch {
        xvfb.stop()
        throw error
      }
      let ready = try await gallery.waitForReady(width: Double(width), height: Double(height))
      let search = try await Tool.run(
        "xdotool", ["search", "--sync", "--name", EndToEndTests.title], display: xvfb.display)
      guard ready != nil, let id = search.split(separator: "\n").first else {
        let errors = gallery.errorOutput
        gallery.stop()
        xvfb.stop()
        folder.remove()
        throw TestSetupError(description: "no ready line or window; stderr: \(errors)")
      }
      window = String(id)
      try await settle(.focus)
    }

    /// Stops the gallery and the server and removes the screenshots and the saved state.
    func close() {
      gallery.stop()
      xvfb.stop()
      folder.remove()
    }

    /// What a person does to the window, sent with xdotool.
    enum Input: Sendable {
      /// Gives the window the keyboard focus.
      case focus
      /// Presses keys by xdotool's names, such as `ctrl+Next`, in the focused window.
      case key(String)
      /// Clicks at a point of the window, in pixels from its top left corner.
      case click(x: Int, y: Int)
      /// Presses the button at a point of the window, moves in ten steps to another and
      /// releases it there, in pixels from its top left corner.
      case drag(x: Int, y: Int, toX: Int, toY: Int)
      /// Turns the wheel `notches` notches 16 ms apart with the pointer at a point of the
      /// window: toward the user (button 5, scrolling toward the end) when positive, away from
      /// the user (button 4) when negative.
      case wheel(x: Int, y: Int, notches: Int)
    }

    /// The trace lines printed so far, without the `frame` events.
    var traceLines: [String] { gallery.lines }

    /// The inodes of the memory files the gallery maps for its layers (`memfd:strata-layer` in
    /// `/proc/<pid>/maps`), which it shares with the X server.
    func layerMemoryFiles() throws -> Set<String> {
      let handle = try #require(
        FileHandle(forReadingAtPath: "/proc/\(gallery.processIdentifier)/maps"))
      defer { try? handle.close() }
      // Read to its end: `/proc` files say they are empty.
      let maps = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
      let lines = maps.split(separator: "\n").filter { $0.contains("/memfd:strata-layer") }
      // A line's fifth field is the file's inode.
      return Set(lines.compactMap { $0.split(separator: " ").dropFirst(4).first.map(String.init) })
    }

    /// Sends `input` to the window.
    func send(_ input: Input) async throws {
      switch input {
      case .focus: try await xdotool(["windowfocus", window])
      case .key(let keys): try await xdotool(["key", keys])
      case .click(let x, let y):
        try await xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
      case .drag(let x, let y, let toX, let toY):
        try await xdotool(["mousemove", "--window", window, "\(x)", "\(y)", "mousedown", "1"])
        for step in 1...10 {
          let (stepX, stepY) = (x + (toX - x) * step / 10, y + (toY - y) * step / 10)
          try await xdotool(["mousemove", "--window", window, "\(stepX)", "\(stepY)"])
        }
        try await xdotool(["mouseup", "1"])
      case .wheel(let x, let y, let notches):
        try await xdotool(["mousemove", "--window", window, "\(x)", "\(y)"])
        try await xdotool([
          "click", "--repeat", "\(abs(notches))", "--delay", "16", notches > 0 ? "5" : "4",
        ])
      }
    }

    /// Sends `input` and waits until the frames it caused have ended.
    func settle(_ input: Input) async throws {
      let mark = gallery.allLines.count
      try await send(input)
      try await waitUntilQuiet(after: mark)
    }

    /// Waits (at most 15 s) until the window came to rest (``TracedGallery/isResting``);
    /// returns whether it did.
    func waitForRest() async throws -> Bool {
      try await gallery.waitForRest(timeout: 15, every: 0.02)
    }

    /// Photographs the window.
    func screenshot(named name: String) async throws -> Image {
      try await xvfb.screenshot(of: window, named: name, in: folder.path)
    }

    /// Photographs the window at rest, lets it rest for ``restDuration``, sends `input`,
    /// photographs the window every ``midwayInterval`` from its first frame after the input
    /// until the trace has been quiet for ``quietDuration`` (at most
    /// ``maximumMidwayScreenshots`` times), and once more at the end.
    func transition(_ input: Input) async throws -> Transition {
      count += 1
      let name = "transition-\(count)"
      let before = try await screenshot(named: "\(name)-before")
      let restMark = gallery.allLines.count
      try await Task.sleep(for: .milliseconds(Int(Self.restDuration * 1000)))
      let inputMark = gallery.allLines.count
      let framesDuringRest = TracedGallery.frames(in: gallery.events(after: restMark)).count
      try await send(input)
      // A transition that jumps to its end presents one frame, and every screenshot after it
      // shows the end.
      _ = try await waitUntil(timeout: 2, every: 0.005) {
        !TracedGallery.frames(in: gallery.events(after: inputMark)).isEmpty
      }
      let watch = QuietWatch()
      var midway: [Image] = []
      while midway.count < Self.maximumMidwayScreenshots, !isQuiet(after: inputMark, watch) {
        midway.append(try await screenshot(named: "\(name)-midway-\(midway.count)"))
        try await Task.sleep(for: .milliseconds(Int(Self.midwayInterval * 1000)))
      }
      try await waitUntilQuiet(after: inputMark, watch)
      let after = try await screenshot(named: "\(name)-after")
      let events = gallery.events(after: inputMark)
      let frames = TracedGallery.frames(in: events).filter { frame in
        guard case .frame(_, _, let width, let height, _, _, _) = frame else { return false }
        return width > 0 && height > 0
      }
      let times = frames.compactMap { frame -> Double? in
        guard case .frame(_, _, _, _, _, _, let time) = frame else { return nil }
        return time
      }
      return Transition(
        framesDuringRest: framesDuringRest, frames: frames.count,
        seconds: (times.max() ?? 0) - (times.min() ?? 0),
        lines: events.filter { $0.name != "frame" }.map(\.jsonLine), before: before,
        midway: midway, after: after)
    }

    /// How many frames followed the first `mark` trace lines when a watch last looked, and
    /// when that number last changed.
    final class QuietWatch {
      var frames = -1
      var changed = ContinuousClock.now
    }

    /// Whether no frame followed the first `mark` trace lines for ``quietDuration`` by
    /// `watch`'s looks: neither one presented nor one that came due while something moved and
    /// showed nothing new (an `unchanged` event: the last sub-pixel steps of a spring, which at
    /// a slowed ``speed`` go on for longer than ``quietDuration``).
    private func isQuiet(after mark: Int, _ watch: QuietWatch) -> Bool {
      let frames = gallery.events(after: mark).count {
        $0.name == "frame" || $0.name == "unchanged"
      }
      if frames != watch.frames {
        watch.frames = frames
        watch.changed = .now
      }
      return ContinuousClock.now - watch.changed >= .milliseconds(Int(Self.quietDuration * 1000))
    }

    /// Waits (at most 15 s) until ``isQuiet(after:_:)``.
    private func waitUntilQuiet(after mark: Int, _ watch: QuietWatch = QuietWatch()) async throws {
      let ended = try await waitUntil(timeout: 15, every: 0.02) { isQuiet(after: mark, watch) }
      #expect(ended, "the window never stopped presenting frames")
    }

    /// Runs xdotool with `arguments` on the server; throws when it fails.
    private func xdotool(_ arguments: [String]) async throws {
      try await Tool.run("xdotool", arguments, display: xvfb.display)
    }
  }

  /// What one transition showed: the frames the window presented and its screenshots.
  struct Transition {
    /// The least number of frames, each with changed pixels, a transition must present: more
    /// than the one frame of a transition that jumps to its end, and few enough that a machine
    /// busy with other work, which presents a 0.35 s slide in fewer than its 21 frames, still
    /// passes (the midway pictures show the motion itself).
    static let minimumFrames = 3
    /// The least fraction of the window's pixels in which a midway screenshot must differ
    /// from the one before the input and from the one after the transition ended.
    static let minimumChange = 0.01

    /// The frames presented while the window rested before the input (none, at rest).
    let framesDuringRest: Int
    /// The frames with changed pixels presented from the input until the trace went quiet.
    let frames: Int
    /// The real seconds from the first of ``frames`` to the last, by the trace's clock.
    let seconds: Double
    /// The trace lines other than frames printed from the input on.
    let lines: [String]
    /// The window at rest, before the input.
    let before: Image
    /// The window while the transition ran, in the order taken (the last ones may show the
    /// end, taken while the trace went quiet).
    let midway: [Image]
    /// The window after the transition ended.
    let after: Image

    /// Expects a transition that moved: no frame during the rest, at least ``minimumFrames``
    /// frames after the input, a midway picture unlike both the start and the end (the one
    /// most unlike both), and `line` (when given) among the trace lines.
    func expectMotion(
      showing line: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      if let line {
        #expect(lines.contains(line), "trace: \(lines)", sourceLocation: sourceLocation)
      }
      #expect(framesDuringRest == 0, "frames while resting", sourceLocation: sourceLocation)
      #expect(
        frames >= Self.minimumFrames, "only \(frames) frames", sourceLocation: sourceLocation)
      let (fromStart, toEnd) = Self.mostUnlike(before, midway, after)
      #expect(
        fromStart > Self.minimumChange,
        "midway looks like the start (\(fromStart), of \(midway.count) pictures)",
        sourceLocation: sourceLocation)
      #expect(
        toEnd > Self.minimumChange,
        "midway looks like the end (\(toEnd), of \(midway.count) pictures)",
        sourceLocation: sourceLocation)
    }

    /// How much the picture of `midway` most unlike both `start` and `end` (whose smaller
    /// differing fraction is largest) differs from each; (0, 0) when there is none.
    private static func mostUnlike(_ start: Image, _ midway: [Image], _ end: Image)
      -> (fromStart: Double, toEnd: Double)
    {
      let pairs = midway.map { picture in
        (
          EndToEndTests.differingFraction(start, picture),
          EndToEndTests.differingFraction(picture, end)
        )
      }
      return pairs.max { min($0.0, $0.1) < min($1.0, $1.1) } ?? (0, 0)
    }

    /// Expects the tab bar's band (the bottom 49 points) to show the bar partly moved midway:
    /// unlike the band before the input and the band after the transition ended.
    func expectTabBarMoves(sourceLocation: SourceLocation = #_sourceLocation) {
      let (fromStart, toEnd) = Self.mostUnlike(
        Self.bottomBand(of: before, height: 49),
        midway.map { Self.bottomBand(of: $0, height: 49) },
        Self.bottomBand(of: after, height: 49))
      #expect(
        fromStart > 0.005 && toEnd > 0.005,
        "the tab bar's band midway: \(fromStart) unlike the start, \(toEnd) unlike the end",
        sourceLocation: sourceLocation)
    }

    /// The left `width` columns of `image` (the whole image when it is narrower).
    static func leftPart(of image: Image, width: Int) -> Image {
      let columns = max(0, min(width, image.pixelWidth))
      var pixels: [UInt32] = []
      pixels.reserveCapacity(columns * image.pixelHeight)
      for row in 0..<image.pixelHeight {
        let start = row * image.pixelWidth
        pixels += image.pixels[start..<(start + columns)]
      }
      return (try? Image(pixelWidth: columns, pixelHeight: image.pixelHeight, pixels: pixels))
        ?? image
    }

    /// The bottom `height` rows of `image` (the whole image when it is shorter).
    private static func bottomBand(of image: Image, height: Int) -> Image {
      let rows = min(height, image.pixelHeight)
      let pixels = Array(image.pixels.suffix(rows * image.pixelWidth))
      return (try? Image(pixelWidth: image.pixelWidth, pixelHeight: rows, pixels: pixels)) ?? image
    }
  }
}
