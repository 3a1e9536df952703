import Foundation
import StrataCairo
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataGallery

/// Opens the gallery in a real window on an Xvfb server, drives it with `xdotool` as a person
/// would, and checks what it traces and what the window shows.
@Suite("strata-gallery in a real window under Xvfb", .serialized, .strictDiagnostics)
struct EndToEndTests {
  static let title = "Strata Gallery"
  /// The top bar's colour (0x1E293B).
  static let barColor = Color(rgb: 0x1E_29_3B)

  @Test(
    "a click opens a demo, a drag scrolls it frame by frame, Escape goes back, a resize is traced; idle costs no CPU and no frame"
  )
  func endToEnd() async throws {
    let xvfb = try await XvfbServer.start()
    defer { xvfb.stop() }
    let display = xvfb.display
    let folder = try TemporaryFolder("gallery-e2e")
    defer { folder.remove() }

    // Every frame's time is on this process's monotonic clock, after the gallery started.
    let launchedAt = WindowedGallery.monotonicSeconds()
    let gallery = try TracedGallery(
      arguments: ["--size", "800x600", "--output", folder.path], display: display)
    defer { gallery.stop() }
    let ready = try await gallery.waitForReady(width: 800, height: 600)
    try #require(
      ready != nil, "no ready line; stderr: \(gallery.errorOutput); trace: \(gallery.lines)")
    // Under Xvfb OpenGL is Mesa's software rasteriser (or missing), so the automatic choice
    // presents through SDL's software renderer.
    #expect(
      ready == .ready(width: 800, height: 600, renderer: "software", driver: "window-surface"))
    // The first frame, reported before ready, repaints the whole window.
    let firstFrame = try #require(TracedGallery.frames(in: gallery.events()).first)
    guard case .frame(0, 0, 800, 600, 0, let milliseconds, let firstTime) = firstFrame else {
      Issue.record("the first frame is not the whole window: \(firstFrame)")
      return
    }
    #expect(milliseconds > 0 && milliseconds.isFinite)
    #expect(firstTime >= launchedAt - 0.001 && firstTime <= WindowedGallery.monotonicSeconds())
    let search = try await Tool.run(
      "xdotool", ["search", "--sync", "--name", Self.title], display: display)
    let window = try #require(search.split(separator: "\n").first.map(String.init))
    let xdotool = { (arguments: [String]) async throws in
      _ = try await Tool.run("xdotool", arguments, display: display)
    }

    // Click the first row of the home list (under the 48-point bar, rows 64 points tall).
    var mark = gallery.lines.count
    try await xdotool(["mousemove", "--window", window, "200", "80", "click", "1"])
    #expect(try await gallery.waitForLine(#"{"event":"appear","title":"Toolkit"}"#, after: mark))
    let opened = Array(gallery.lines.dropFirst(mark))
    #expect(
      Array(opened.prefix(3)) == [
        #"{"event":"select","title":"Toolkit"}"#, #"{"event":"push","title":"Toolkit"}"#,
        #"{"event":"appear","title":"Toolkit"}"#,
      ])
    #expect(
      try await gallery.waitForLine(#"{"event":"disappear","title":"Strata Gallery"}"#, after: mark)
    )

    // Drag the Toolkit's scroll view up; photograph it with the button still down.
    let before = try await xvfb.screenshot(of: window, named: "before", in: folder.path)
    let beforeDrag = gallery.allLines.count
    let dragStartedAt = WindowedGallery.monotonicSeconds()
    try await xdotool(["mousemove", "--window", window, "400", "520", "mousedown", "1"])
    for y in stride(from: 490, through: 190, by: -30) {
      try await xdotool(["mousemove", "--window", window, "400", "\(y)"])
    }
    // On a busy machine the gallery may not have drawn the moves yet when xdotool returns:
    // photograph it until the drag shows, the button still down.
    var during = before
    _ = try await waitUntil(timeout: 10) {
      during = try await xvfb.screenshot(of: window, named: "during", in: folder.path)
      return Self.differingFraction(before, during) > 0.05
    }
    try await xdotool(["mouseup", "1"])
    #expect(gallery.isRunning)
    #expect(
      Self.differingFraction(before, during) > 0.05, "the content did not move under the drag")

    // Each of the drag's frames is traced, with damage inside the window and its cost. Eleven
    // moves, each one a separate xdotool run, cannot all fall into fewer than five frames.
    #expect(
      try await waitUntil(timeout: 10) {
        TracedGallery.frames(in: gallery.events(after: beforeDrag)).count >= 5
      }, "trace: \(gallery.allLines.dropFirst(beforeDrag))")
    // Their times are in order, after the drag began and by now; a drag of eleven moves
    // takes more than one millisecond, so its frames do not share a time.
    let readAt = WindowedGallery.monotonicSeconds()
    var times: [Double] = []
    for frame in TracedGallery.frames(in: gallery.events(after: beforeDrag)) {
      guard
        case .frame(let x, let y, let width, let height, let moved, let milliseconds, let time) =
          frame
      else { continue }
      #expect(x >= 0 && y >= 0 && width > 0 && height > 0, "\(frame)")
      #expect(moved >= 0 && moved <= width * height, "\(frame)")
      #expect(x + width <= 800 && y + height <= 600, "\(frame)")
      #expect(milliseconds >= 0 && milliseconds.isFinite, "\(frame)")
      #expect(time >= (times.last ?? dragStartedAt - 0.001), "\(frame)")
      #expect(time <= readAt + 0.001, "\(frame)")
      times.append(time)
    }
    #expect((times.last ?? 0) > (times.first ?? 0), "frame times: \(times)")

    // Escape goes back to the home list.
    mark = gallery.lines.count
    try await xdotool(["windowfocus", window])
    try await xdotool(["key", "Escape"])
    #expect(
      try await gallery.waitForLine(#"{"event":"disappear","title":"Toolkit"}"#, after: mark),
      "trace: \(gallery.lines.dropFirst(mark))")
    let closed = Array(gallery.lines.dropFirst(mark))
    #expect(
      Array(closed.prefix(2)) == [
        #"{"event":"pop","title":"Toolkit"}"#, #"{"event":"appear","title":"Strata Gallery"}"#,
      ])

    // Resizing the window is a size transition of the gallery.
    mark = gallery.lines.count
    try await xdotool(["windowsize", window, "600", "500"])
    #expect(
      try await gallery.waitForLine(#"{"event":"resize","height":500,"width":600}"#, after: mark))

    // The window shows the home list at the new size: the bar on top, the white list below
    // (mostly white whatever the number of rows: rows are white with a little text).
    var picture: Image?
    _ = try await waitUntil(timeout: 10) {
      let image = try await xvfb.screenshot(of: window, named: "home", in: folder.path)
      picture = image
      return image.pixelWidth == 600 && image.pixelHeight == 500
        && Self.isClose(image.color(atColumn: 580, row: 10), Self.barColor)
        && Self.whiteFraction(of: image, rows: 60..<500) > 0.6
    }
    let home = try #require(picture)
    #expect(home.pixelWidth == 600 && home.pixelHeight == 500)
    #expect(Set(home.pixels).count > 20, "the screenshot is (nearly) blank")
    #expect(Self.isClose(home.color(atColumn: 580, row: 10), Self.barColor))
    #expect(Self.whiteFraction(of: home, rows: 60..<500) > 0.6)

    // An idle window rests: under 2 % of one core across two idle seconds, and no frame.
    try await Task.sleep(for: .seconds(1))
    let clock = ContinuousClock()
    let startCPU = try gallery.cpuSeconds()
    let idleMark = gallery.allLines.count
    let start = clock.now
    try await Task.sleep(for: .seconds(2))
    let usedCPU = try gallery.cpuSeconds() - startCPU
    let elapsed = (clock.now - start) / .seconds(1)
    #expect(gallery.isRunning)
    #expect(usedCPU / elapsed < 0.02, "idle gallery used \(usedCPU) s of CPU in \(elapsed) s")
    #expect(
      TracedGallery.frames(in: gallery.events(after: idleMark)).isEmpty,
      "frames while idle: \(gallery.allLines.dropFirst(idleMark))")
  }

  @Test(
    "ready names how the window presents; STRATA_RENDERER chooses it",
    arguments: [("software", "window-surface"), ("accelerated", "opengl")])
  func rendererInReady(choice: String, driverPrefix: String) async throws {
    let xvfb = try await XvfbServer.start()
    defer { xvfb.stop() }
    let gallery = try TracedGallery(
      arguments: ["--size", "320x240"], display: xvfb.display,
      environment: ["STRATA_RENDERER": choice])
    defer { gallery.stop() }
    let event = try await gallery.waitForReady(width: 320, height: 240)
    let ready = try #require(event, "no ready line; stderr: \(gallery.errorOutput)")
    guard case .ready(_, _, let renderer, let driver) = ready else { return }
    #expect(renderer == choice)
    #expect(driver.hasPrefix(driverPrefix), "driver \(driver)")
    #expect(gallery.lines.contains { $0.contains(#""renderer":"\#(choice)""#) })
  }

  /// Whether two colours are within 3 % per component.
  static func isClose(_ color: Color?, _ expected: Color) -> Bool {
    guard let color else { return false }
    return abs(color.red - expected.red) < 0.03 && abs(color.green - expected.green) < 0.03
      && abs(color.blue - expected.blue) < 0.03
  }

  /// The fraction of the pixels in `rows` (all columns) that are white.
  static func whiteFraction(of image: Image, rows: Range<Int>) -> Double {
    let rows = rows.clamped(to: 0..<image.pixelHeight)
    guard !rows.isEmpty, image.pixelWidth > 0 else { return 0 }
    var white = 0
    for row in rows {
      for column in 0..<image.pixelWidth
      where isClose(image.color(atColumn: column, row: row), .white) {
        white += 1
      }
    }
    return Double(white) / Double(rows.count * image.pixelWidth)
  }

  /// The fraction of pixels that differ between two images of the same size (1 when the
  /// sizes differ).
  static func differingFraction(_ first: Image, _ second: Image) -> Double {
    guard first.pixelWidth == second.pixelWidth, first.pixelHeight == second.pixelHeight,
      !first.pixels.isEmpty
    else { return 1 }
    let differing = zip(first.pixels, second.pixels).filter { $0 != $1 }.count
    return Double(differing) / Double(first.pixels.count)
  }
}
