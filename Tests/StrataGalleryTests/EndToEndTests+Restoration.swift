import Foundation
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// The gallery quits in a demo and opens there again, in a real window on an Xvfb server;
/// `--fresh` and a corrupt state file start on the home list. Part of ``EndToEndTests`` so that
/// it runs after the suite's other test rather than beside it, on a server of its own.
extension EndToEndTests {
  static let homeAppears = #"{"event":"appear","title":"Strata Gallery"}"#
  static let articleAppears = #"{"event":"appear","title":"Long article"}"#
  static let stackPushed = #"{"event":"push","title":"Stack"}"#

  @Test("Ctrl+Q in the stack demo's article reopens the article; --fresh and a corrupt file do not")
  func reopensWhereItWas() async throws {
    let xvfb = try await XvfbServer.start()
    defer { xvfb.stop() }
    let display = xvfb.display
    let stateHome = try TemporaryFolder("gallery-restore")
    defer { stateHome.remove() }
    let environment = ["XDG_STATE_HOME": stateHome.path]
    let statePath = stateHome.path("strata-gallery/state.json")
    func start(_ arguments: [String] = []) async throws -> TracedGallery {
      let gallery = try TracedGallery(
        arguments: ["--size", "800x600"] + arguments, display: display, environment: environment)
      let ready = try await gallery.waitForReady(width: 800, height: 600)
      try #require(ready != nil, "no ready line; stderr: \(gallery.errorOutput)")
      return gallery
    }
    func xdotool(_ arguments: [String]) async throws {
      try await Tool.run("xdotool", arguments, display: display)
    }
    func window() async throws -> String {
      let search = try await Tool.run(
        "xdotool", ["search", "--sync", "--name", EndToEndTests.title], display: display)
      return try #require(search.split(separator: "\n").first.map(String.init))
    }

    // First run: open the stack demo (third row), then its "Long article" (first row), quit.
    let first = try await start()
    defer { first.stop() }
    var id = try await window()
    try await xdotool(["mousemove", "--window", id, "200", "208", "click", "1"])
    #expect(try await first.waitForLine(Self.stackPushed))
    try await Task.sleep(for: .milliseconds(600))
    var mark = first.lines.count
    try await xdotool(["mousemove", "--window", id, "200", "70", "click", "1"])
    #expect(
      try await first.waitForLine(Self.articleAppears, after: mark),
      "trace: \(first.lines.dropFirst(mark))")
    try await Task.sleep(for: .milliseconds(400))
    try await xdotool(["windowfocus", id])
    try await xdotool(["key", "ctrl+q"])
    #expect(try await first.waitForExit(timeout: 10) == 0, "stderr: \(first.errorOutput)")
    let saved = try String(contentsOfFile: statePath, encoding: .utf8)
    #expect(saved.contains(#""demo":"stack""#), "state: \(saved)")
    #expect(saved.contains(#""restorationIdentifier":"article""#), "state: \(saved)")

    // Second run: the gallery opens in the stack demo, the article on top, not the home list.
    let second = try await start()
    #expect(try await second.waitForLine(Self.articleAppears), "trace: \(second.lines)")
    #expect(second.lines.contains(Self.stackPushed))
    #expect(!second.lines.contains(Self.homeAppears), "trace: \(second.lines)")
    #expect(second.errorOutput.isEmpty, "stderr: \(second.errorOutput)")
    // Back in the article: Escape leaves the demo for the home list.
    id = try await window()
    mark = second.lines.count
    try await xdotool(["windowfocus", id])
    try await xdotool(["key", "Escape"])
    #expect(try await second.waitForLine(Self.homeAppears, after: mark))
    second.stop()  // SIGTERM: nothing is saved, so the file still holds the article.

    // --fresh starts on the home list even so.
    let fresh = try await start(["--fresh"])
    #expect(try await fresh.waitForLine(Self.homeAppears), "trace: \(fresh.lines)")
    #expect(!fresh.lines.contains(Self.stackPushed))
    fresh.stop()

    // A corrupt file is reported once, on one line, and the home list shows.
    try "{\"version\":1,\"demo\":".write(toFile: statePath, atomically: true, encoding: .utf8)
    let corrupt = try await start()
    #expect(try await corrupt.waitForLine(Self.homeAppears), "trace: \(corrupt.lines)")
    let errors = corrupt.errorOutput.split(separator: "\n")
    #expect(errors.count == 1, "stderr: \(corrupt.errorOutput)")
    #expect(
      errors.first?.hasPrefix(
        "strata-gallery: ignoring the saved state in \(statePath): it is not a saved gallery state")
        == true, "stderr: \(corrupt.errorOutput)")
    #expect(corrupt.isRunning)
    corrupt.stop()

    // A stale file, naming a page the demo no longer has, is reported and the demo opens
    // fresh on its list.
    let stale = saved.replacingOccurrences(
      of: #""restorationIdentifier":"article""#, with: #""restorationIdentifier":"gone""#)
    try stale.write(toFile: statePath, atomically: true, encoding: .utf8)
    let staleRun = try await start()
    #expect(
      try await staleRun.waitForLine(#"{"event":"appear","title":"Stack"}"#),
      "trace: \(staleRun.lines)")
    #expect(!staleRun.lines.contains(Self.articleAppears))
    #expect(
      staleRun.errorOutput.contains(
        "ignoring the saved state in \(statePath): no view controller for 'stack/tabs/stack/gone'"),
      "stderr: \(staleRun.errorOutput)")
    staleRun.stop()
  }
}
