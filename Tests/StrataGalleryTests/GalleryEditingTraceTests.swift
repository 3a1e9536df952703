import Foundation
import StrataDemos
import StrataKit
import StrataNavigation
import StrataTesting
import Testing

@testable import StrataGallery

/// What `--trace` says about searching and sheets, shown headless: the split demo's search
/// traces the places the list shows after each character, and a sheet presented from inside
/// the gallery traces its appearance like a pushed page. The end-to-end suite waits on these
/// lines in the real window.
@Suite("The gallery traces searches and presentations", .strictDiagnostics)
@MainActor
struct GalleryEditingTraceTests {
  /// A traced gallery opened on the demo named `name`, in a window of `size`.
  private static func makeGallery(demo name: String, size: Size) throws -> (
    GalleryViewController, TestHost, TraceLog
  ) {
    let index = try #require(DemoCatalog.all.firstIndex { $0.name == name })
    let log = TraceLog()
    let gallery = GalleryViewController(demos: DemoCatalog.all, initialDemoIndex: index)
    log.tracer.attach(to: gallery)
    let host = TestHost(rootViewController: gallery, size: size)
    host.settle()
    return (gallery, host, log)
  }

  /// Taps the middle of the node labelled `label` (with `role`, when given), as a person finds
  /// it on screen.
  private static func tap(_ label: String, role: AccessibilityRole? = nil, in host: TestHost) {
    guard let node = host.accessibilityTree().first(labelled: label, role: role) else {
      Issue.record("nothing labelled \(label) in\n\(host.accessibilityTree())")
      return
    }
    host.tap(at: Point(x: node.frame.midX, y: node.frame.midY))
  }

  @Test("each character typed in the places search traces the query and the places shown")
  func searchIsTraced() throws {
    let (_, host, log) = try Self.makeGallery(demo: "split", size: Size(width: 1100, height: 700))
    defer { log.tracer.stop() }
    Self.tap("Search places", role: .entry, in: host)
    host.rest(for: 0.5)
    log.lines.removeAll()

    host.type("ri")
    #expect(
      log.lines == [
        #"{"event":"search","rows":["Rivers","Forests","Deserts"],"text":"r"}"#,
        #"{"event":"search","rows":["Rivers"],"text":"ri"}"#,
      ])
    _ = host.press(key: .backspace)
    _ = host.press(key: .backspace)
    #expect(
      log.lines.last
        == #"{"event":"search","rows":["Mountains","Rivers","Forests","Coasts","Deserts","Islands"],"text":""}"#
    )
    try host.checkInvariants()
  }

  @Test("a sheet presented in a demo traces its appearance; a drag down traces it gone")
  func sheetIsTraced() throws {
    let (gallery, host, log) = try Self.makeGallery(
      demo: "stack", size: Size(width: 800, height: 600))
    defer { log.tracer.stop() }
    Self.tap("Long article", role: .listItem, in: host)
    host.settle()
    #expect(log.lines.contains(#"{"event":"appear","title":"Long article"}"#))
    log.lines.removeAll()

    Self.tap("Comment", role: .pushButton, in: host)
    host.settle()
    #expect(log.lines == [#"{"event":"appear","title":"Comment"}"#])
    let field = try #require(host.firstResponder as? TextField)
    host.type("Nice")
    #expect(field.text == "Nice")

    // The sheet fills the window but a 20-point margin; a drag from its heading to the bottom
    // carries it past a third of its height.
    host.drag(from: Point(x: 400, y: 44), to: Point(x: 400, y: 560))
    host.settle()
    #expect(
      log.lines == [
        #"{"event":"appear","title":"Comment"}"#, #"{"event":"disappear","title":"Comment"}"#,
      ])
    #expect(gallery.presentedViewController == nil)
    try host.checkInvariants()
  }

  @Test("a search event is one line of JSON that reads back as itself")
  func searchLine() throws {
    let event = GalleryEvent.search(text: #"a "b""#, rows: ["Rivers"])
    #expect(event.jsonLine == #"{"event":"search","rows":["Rivers"],"text":"a \"b\""}"#)
    #expect(try JSONDecoder().decode(GalleryEvent.self, from: Data(event.jsonLine.utf8)) == event)
  }
}
