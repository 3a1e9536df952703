import Foundation
import StrataDemos
import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataGallery

/// The gallery saves the open demo's navigation state and opens there again, for every demo;
/// the state file lives where the XDG specification says and bad files are refused.
@Suite("Gallery state restoration", .strictDiagnostics)
@MainActor
struct GalleryRestorationTests {
  static let size = Size(width: 800, height: 600)

  /// A gallery showing the demo at `index` in a test host, restoring `archive` into it.
  private static func open(
    _ index: Int?, restoring archive: RestorationArchive? = nil
  ) -> (GalleryViewController, TestHost, [StateRestorationError]) {
    let gallery = GalleryViewController(demos: DemoCatalog.all, initialDemoIndex: index)
    gallery.pendingRestoration = archive
    var failures: [StateRestorationError] = []
    gallery.onRestorationFailure = { failures.append($0) }
    let host = TestHost(rootViewController: gallery, size: size)
    host.settle()
    return (gallery, host, failures)
  }

  /// `state` as the file holds it: JSON with sorted keys.
  private static func json(_ state: GalleryState) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(state), as: UTF8.self)
  }

  @Test("every demo, navigated as the benchmark leaves it, comes back the same through JSON")
  func everyDemo() throws {
    for (index, demo) in DemoCatalog.all.enumerated() {
      let (gallery, host, _) = Self.open(index)
      let controller = try #require(gallery.presentedController)
      demo.prepareForBenchmark?(controller)
      host.settle()
      let saved = gallery.savedState()
      #expect(saved.demo == demo.name)
      let archive = try #require(saved.archive)
      #expect(archive.root.restorationIdentifier == demo.name)
      let text = try Self.json(saved)
      let read = try JSONDecoder().decode(GalleryState.self, from: Data(text.utf8))

      let (restored, newHost, failures) = Self.open(index, restoring: read.archive)
      #expect(failures.isEmpty, "\(demo.name): \(failures)")
      let again = try Self.json(restored.savedState())
      #expect(again == text, "\(demo.name):\n\(text)\n\(again)")
      try newHost.checkInvariants()
    }
  }

  @Test("the stack demo comes back on its pushed photo page, the list under it off screen")
  func stackDemo() throws {
    let index = try #require(DemoCatalog.all.firstIndex { $0.name == "stack" })
    let (gallery, host, _) = Self.open(index)
    let demo = try #require(gallery.presentedController as? StackDemoViewController)
    demo.pushPhotoPage()
    host.settle()
    let archive = try #require(gallery.savedState().archive)

    let (restored, newHost, failures) = Self.open(index, restoring: archive)
    #expect(failures.isEmpty)
    let restoredDemo = try #require(restored.presentedController as? StackDemoViewController)
    #expect(restoredDemo.stack.viewControllers.map(\.restorationIdentifier) == ["list", "photo-1"])
    let top = try #require(restoredDemo.stack.topViewController)
    #expect(top.appearanceState == .appeared)
    #expect(top.view.window === newHost.window)
    #expect(restoredDemo.stack.viewControllers[0].appearanceState == .disappeared)
    #expect(restoredDemo.tabs.selectedIndex == 0)
  }

  @Test("a stale archive is reported and the demo opens fresh")
  func staleArchive() throws {
    let index = try #require(DemoCatalog.all.firstIndex { $0.name == "pages" })
    let (gallery, host, _) = Self.open(index)
    let demo = try #require(gallery.presentedController as? PagesDemoViewController)
    demo.container.setSelectedIndex(2, animated: false)
    host.settle()
    let text = try Self.json(gallery.savedState())
    let stale = text.replacingOccurrences(of: #""selectedIndex":2"#, with: #""selectedIndex":9"#)
    #expect(stale != text)
    let state = try JSONDecoder().decode(GalleryState.self, from: Data(stale.utf8))

    let (restored, _, failures) = Self.open(index, restoring: state.archive)
    #expect(
      failures == [
        .invalidState(
          identifierPath: ["pages", "pages"], reason: "page 9 is out of range for 4 pages")
      ])
    let fresh = try #require(restored.presentedController as? PagesDemoViewController)
    #expect(fresh.container.selectedIndex == 0)
  }

  @Test("the home list is saved as no demo")
  func home() {
    let (gallery, _, _) = Self.open(nil)
    let state = gallery.savedState()
    #expect(state.demo == nil)
    #expect(state.archive == nil)
  }

  @Test("the state file is under XDG_STATE_HOME when it is absolute, else ~/.local/state")
  func statePath() {
    let path = "strata-gallery/state.json"
    #expect(
      GalleryStateStore.standard(environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/home/a"])?
        .path == "/x/state/\(path)")
    for ignored in ["", "relative/state"] {
      #expect(
        GalleryStateStore.standard(environment: ["XDG_STATE_HOME": ignored, "HOME": "/home/a"])?
          .path == "/home/a/.local/state/\(path)")
    }
    #expect(
      GalleryStateStore.standard(environment: ["HOME": "/home/a"])?.path
        == "/home/a/.local/state/\(path)")
    #expect(GalleryStateStore.standard(environment: [:]) == nil)
  }

  @Test("a saved state is read back; a missing file is none; a bad one is a one-line failure")
  func store() throws {
    let folder = try TemporaryFolder("gallery-store")
    defer { folder.remove() }
    let store = GalleryStateStore(path: folder.path("deep/state.json"))
    #expect(try store.load() == nil)

    let index = try #require(DemoCatalog.all.firstIndex { $0.name == "cross" })
    let (gallery, _, _) = Self.open(index)
    let state = gallery.savedState()
    try store.save(state)
    let loaded = try #require(try store.load())
    #expect(try Self.json(loaded) == Self.json(state))

    for (text, reason) in [
      ("not json", "it is not a saved gallery state"),
      (#"{"version":1,"demo":7}"#, "it is not a saved gallery state (demo: "),
      (#"{"version":2,"demo":"cross"}"#, "it is of version 2, not 1"),
    ] {
      try text.write(toFile: store.path, atomically: true, encoding: .utf8)
      #expect {
        try store.load()
      } throws: { error in
        let description = "\(error)"
        return description.hasPrefix("ignoring the saved state in \(store.path): \(reason)")
          && !description.contains("\n")
      }
    }
  }
}
