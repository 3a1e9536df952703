import Foundation
import StrataDemos
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataGallery

#if canImport(Glibc)
  import Glibc
#endif

extension EndToEndTests {
  /// Issue 33's idle part in real windows: a gallery at rest sleeps in SDL until input arrives,
  /// so over a rest it presents no frame, its CPU time (utime plus stime, counted by the kernel
  /// in clock ticks) grows by at most one tick, and its threads hardly wake (a loop that woke on
  /// a timer, as it did every 100 ms, wakes dozens of times), on the home list and in every
  /// demo, and after a text field's caret stopped blinking.
  ///
  /// Each window waits for the gallery's `rest` trace line (written when its loop goes to sleep
  /// with nothing scheduled) before the rest is measured; the rest's length is the only fixed
  /// wait, and it is not asserted on.
  ///
  /// Nested in ``EndToEndTests``, which runs its suites one after another, so that the idle
  /// galleries never start while another real-window suite counts frames.
  @Suite("an idle gallery window costs nothing under Xvfb")
  struct Idle {
    /// How long each window is left alone while its CPU time is measured, in seconds.
    static let restPeriod = 4.0
    /// The most clock ticks of CPU time a rest may cost: one, for the tick a process can be
    /// charged for the instant it runs on its way to sleep when the rest begins.
    static let tickAllowance = 1
    /// The most times a gallery's threads may wake over a rest: a stray wake-up or two (a
    /// thread of the C libraries), never a periodic one.
    static let wakeUpAllowance = 2
    /// How long a gallery may take to come to rest after it opens, in seconds, on a loaded
    /// machine.
    static let restTimeout = 90.0

    /// The galleries of the test, each on an Xvfb server of its own, so that no window's
    /// comings and goings expose another, and with saved state of its own, so that what it
    /// saves as it stops reopens in no other test's gallery.
    private final class IdleGallery {
      let name: String
      let xvfb: XvfbServer
      let folder: TemporaryFolder
      let gallery: TracedGallery

      init(demo: String?) throws {
        name = demo ?? "home"
        xvfb = try XvfbServer.start()
        do {
          folder = try TemporaryFolder("gallery-idle")
        } catch {
          xvfb.stop()
          throw error
        }
        do {
          gallery = try TracedGallery(
            arguments: ["--size", "800x600", "--fresh"] + (demo.map { ["--demo", $0] } ?? []),
            display: xvfb.display, environment: ["XDG_STATE_HOME": folder.path("state")])
        } catch {
          xvfb.stop()
          folder.remove()
          throw error
        }
      }

      /// Whether the last line traced says the window came to rest.
      var isResting: Bool { gallery.isResting }

      /// Waits until the window is at rest; returns whether it came to rest in time.
      func waitForRest() async throws -> Bool {
        try await gallery.waitForRest(timeout: Idle.restTimeout, every: 0.1)
      }

      func stop() {
        gallery.stop()
        xvfb.stop()
        folder.remove()
      }
    }

    /// What a rest cost one gallery.
    private struct RestCost {
      let name: String
      let ticks: Int
      let wakeUps: Int
      let linesDuringRest: [String]
    }

    /// Measures `galleries`, all at rest, over one ``restPeriod``.
    private func measureRest(of galleries: [IdleGallery]) async throws -> [RestCost] {
      let starts = try galleries.map {
        ($0.gallery.allLines.count, try $0.gallery.cpuTicks(), try $0.gallery.wakeUps())
      }
      try await Task.sleep(for: .milliseconds(Int(Self.restPeriod * 1000)))
      return try zip(galleries, starts).map { entry, start in
        RestCost(
          name: entry.name, ticks: try entry.gallery.cpuTicks() - start.1,
          wakeUps: try entry.gallery.wakeUps() - start.2,
          linesDuringRest: Array(entry.gallery.allLines.dropFirst(start.0)))
      }
    }

    @Test("the home list and every demo at rest: no frame, a tick of CPU at most, no periodic wake")
    func everyDemoRests() async throws {
      let demos = await MainActor.run { DemoCatalog.all.map(\.name) }
      var galleries: [IdleGallery] = []
      defer {
        for entry in galleries { entry.stop() }
      }
      // One at a time, each once the one before rests, so that a dozen programs never start at
      // once beside the other suites.
      for demo in [nil] + demos.map(Optional.some) {
        let entry = try IdleGallery(demo: demo)
        galleries.append(entry)
        let rested = try await entry.waitForRest()
        let (errors, trace) = (entry.gallery.errorOutput, entry.gallery.allLines.suffix(10))
        try #require(
          rested, "\(entry.name) did not come to rest; stderr: \(errors); trace: \(trace)")
      }
      let costs = try await measureRest(of: galleries)
      for cost in costs {
        #expect(cost.linesDuringRest.isEmpty, "\(cost.name) woke up: \(cost.linesDuringRest)")
        #expect(
          cost.ticks <= Self.tickAllowance,
          "\(cost.name) used \(cost.ticks) ticks of CPU over \(Self.restPeriod) s at rest")
        #expect(
          cost.wakeUps <= Self.wakeUpAllowance,
          "\(cost.name) woke \(cost.wakeUps) times over \(Self.restPeriod) s at rest")
      }
    }

    @Test("a focused text field blinks, stops after its timeout, and then the window rests")
    func caretStopsBlinking() async throws {
      let entry = try IdleGallery(demo: "split")
      defer { entry.stop() }
      let display = entry.xvfb.display
      try #require(try await entry.waitForRest(), "stderr: \(entry.gallery.errorOutput)")
      let search = try await Tool.run(
        "xdotool", ["search", "--sync", "--name", EndToEndTests.title], display: display)
      let window = try #require(search.split(separator: "\n").first.map(String.init))
      let click = { (x: Int, y: Int) async throws in
        _ = try await Tool.run(
          "xdotool", ["mousemove", "--window", window, "\(x)", "\(y)", "click", "1"],
          display: display)
      }
      // The demo opens on a place's list; its bar's back button goes to the list of places,
      // which has a search field under its bar.
      var mark = entry.gallery.allLines.count
      try await click(Self.placesButton.x, Self.placesButton.y)
      try #require(
        try await waitUntil(timeout: Self.restTimeout, every: 0.1) {
          entry.gallery.allLines.count > mark && entry.isResting
        }, "no rest after going back; trace: \(entry.gallery.allLines.dropFirst(mark))")
      // Click the search field and type in it: the caret blinks from the last key, and the
      // window rests only once it stopped.
      mark = entry.gallery.allLines.count
      try await click(Self.searchField.x, Self.searchField.y)
      _ = try await Tool.run("xdotool", ["type", "a"], display: display)
      try #require(
        try await waitUntil(timeout: Self.restTimeout, every: 0.1) {
          entry.gallery.allLines.count > mark && entry.isResting
        }, "no rest after typing; trace: \(entry.gallery.allLines.dropFirst(mark).suffix(10))")
      // Ten seconds of blinking is a step every half second, a frame each.
      let frames = TracedGallery.frames(in: entry.gallery.events(after: mark))
      #expect(frames.count >= 15, "the caret did not blink: \(frames.count) frames")
      let costs = try await measureRest(of: [entry])
      #expect(costs[0].linesDuringRest.isEmpty, "woke up: \(costs[0].linesDuringRest)")
      #expect(costs[0].ticks <= Self.tickAllowance, "used \(costs[0].ticks) ticks at rest")
      #expect(costs[0].wakeUps <= Self.wakeUpAllowance, "woke \(costs[0].wakeUps) times at rest")
    }

    /// Where the Split demo's "Places" back button is, in the window's points: in the list
    /// column's bar, under the gallery's 48-point bar.
    static let placesButton = (x: 40, y: 70)
    /// Where the search field of the Split demo's list of places is: 8 points under the list
    /// column's 44-point bar, 36 points tall.
    static let searchField = (x: 100, y: 48 + 44 + 8 + 18)
  }
}
