import Foundation
import StrataCairo
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// The windowed gallery under faults, on an Xvfb server of its own: the server dying under
/// it, and a storm of resizes.
@Suite("strata-gallery survives faults under Xvfb", .serialized, .strictDiagnostics)
struct FaultTests {
  @Test(
    "the X server dying ends the gallery within seconds, with a clear message and status 1",
    arguments: [false, true])
  func displayGoesAway(duringResizeStorm: Bool) async throws {
    let xvfb = try await XvfbServer.start()
    defer { xvfb.stop() }
    let gallery = try TracedGallery(
      arguments: ["--size", "640x480", "--demo", "layered-100"], display: xvfb.display)
    defer { gallery.stop() }
    let ready = try await gallery.waitForReady(width: 640, height: 480)
    try #require(ready != nil, "no ready line; stderr: \(gallery.errorOutput)")

    var storm: ChildProcess?
    if duringResizeStorm {
      // Resizes keep arriving (and frames being drawn) when the server dies.
      let search = try await Tool.run(
        "xdotool", ["search", "--sync", "--name", EndToEndTests.title], display: xvfb.display)
      let window = try #require(search.split(separator: "\n").first.map(String.init))
      storm = try Tool.start("xdotool", Self.resizeStorm(of: window), display: xvfb.display)
      try await Task.sleep(for: .milliseconds(300))
    }
    defer { storm?.terminate() }
    xvfb.crash()
    let status = try await gallery.waitForExit(timeout: 10)

    #expect(status == 1, "the gallery did not end with status 1 (\(String(describing: status)))")
    #expect(
      gallery.errorOutput.contains(
        "strata-gallery: the display went away: the X server \(xvfb.display) closed the "
          + "connection"),
      "stderr: \(gallery.errorOutput)")
  }

  @Test(
    "a gallery started with SIGPIPE's default action ignores it once its X11 window is open")
  func brokenPipesReachXlib() async throws {
    // A write to a dead server's socket would otherwise end the process with status 141 before
    // Xlib could report the connection lost (seen once during a resize storm on a busy
    // machine). The child starts with every signal at its default action.
    let xvfb = try await XvfbServer.start()
    defer { xvfb.stop() }
    let gallery = try TracedGallery(arguments: ["--size", "320x240"], display: xvfb.display)
    defer { gallery.stop() }
    let ready = try await gallery.waitForReady(width: 320, height: 240)
    try #require(ready != nil, "no ready line; stderr: \(gallery.errorOutput)")
    let status = try String(
      contentsOfFile: "/proc/\(gallery.processIdentifier)/status", encoding: .utf8)
    let ignored = try #require(
      status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }?
        .split(separator: "\t").last.flatMap { UInt64($0, radix: 16) })
    #expect(ignored & (1 << (UInt64(SIGPIPE) - 1)) != 0, "SigIgn \(String(ignored, radix: 16))")
  }

  @Test("1,000 resizes in about 2 s leave the gallery running, laid out at the last size")
  func resizeStorm() async throws {
    let xvfb = try await XvfbServer.start()
    defer { xvfb.stop() }
    let display = xvfb.display
    let folder = try TemporaryFolder("gallery-storm")
    defer { folder.remove() }
    let gallery = try TracedGallery(arguments: ["--size", "800x600"], display: display)
    defer { gallery.stop() }
    let ready = try await gallery.waitForReady(width: 800, height: 600)
    try #require(ready != nil, "no ready line; stderr: \(gallery.errorOutput)")
    let search = try await Tool.run(
      "xdotool", ["search", "--sync", "--name", EndToEndTests.title], display: display)
    let window = try #require(search.split(separator: "\n").first.map(String.init))

    let mark = gallery.lines.count
    try await Tool.run("xdotool", Self.resizeStorm(of: window), display: display)

    let finalLine = #"{"event":"resize","height":500,"width":700}"#
    let settled = try await waitUntil(timeout: 15) {
      gallery.lines.dropFirst(mark).last { $0.contains(#""event":"resize""#) } == finalLine
        || !gallery.isRunning
    }
    #expect(gallery.isRunning, "the gallery ended; stderr: \(gallery.errorOutput)")
    #expect(settled, "last resize: \(gallery.lines.dropFirst(mark).last ?? "none")")
    #expect(!gallery.errorOutput.contains("strata"), "stderr: \(gallery.errorOutput)")

    // The window shows the home list at 700×500: the bar across the top, the list below.
    var picture: Image?
    _ = try await waitUntil(timeout: 10) {
      // While the window still resizes, `import` can fail to photograph it.
      guard let image = try? xvfb.screenshot(of: window, named: "after-storm", in: folder.path)
      else { return false }
      picture = image
      return Self.showsHome(image)
    }
    let image = try #require(picture)
    #expect(image.pixelWidth == 700 && image.pixelHeight == 500)
    #expect(Self.showsHome(image), "the window is not laid out at 700×500")
    #expect(gallery.isRunning)
  }

  /// The arguments for one `xdotool` run of 1,000 resizes of `window`, 2 ms apart, through
  /// sizes from 300×200 to 1199×799; the last one is to 700×500.
  private static func resizeStorm(of window: String) -> [String] {
    let sizes = (1..<1000).map { step in (300 + step * 37 % 900, 200 + step * 53 % 600) }
    return sizes.flatMap { width, height in
      ["windowsize", window, "\(width)", "\(height)", "sleep", "0.002"]
    } + ["windowsize", window, "700", "500"]
  }

  /// Whether `image` is the home list laid out at 700×500: the top bar reaches the right edge
  /// and the rows below are mostly white.
  private static func showsHome(_ image: Image) -> Bool {
    image.pixelWidth == 700 && image.pixelHeight == 500
      && EndToEndTests.isClose(image.color(atColumn: 695, row: 10), EndToEndTests.barColor)
      && EndToEndTests.isClose(image.color(atColumn: 4, row: 10), EndToEndTests.barColor)
      && EndToEndTests.whiteFraction(of: image, rows: 60..<500) > 0.6
  }
}
