import Foundation
import StrataKit
import StrataNavigation
import StrataTesting
import Testing

/// The code of StrataNavigation's article "Use Strata in your app" runs as the article says,
/// and the article shows it as it is in the files.
@Suite("The article Use Strata in your app", .strictDiagnostics)
@MainActor
struct UseStrataInYourAppTests {
  /// The notes app in a window of 800 × 600 points.
  private func makeNotes() -> (NotesViewController, TestHost) {
    let notes = NotesViewController()
    let navigation = NavigationController(rootViewController: notes)
    let host = TestHost(rootViewController: navigation, size: Size(width: 800, height: 600))
    host.settle()
    return (notes, host)
  }

  /// Taps the node labelled `label` with `role`, as a person finds it on screen.
  private func tap(_ label: String, _ role: AccessibilityRole, in host: TestHost) {
    guard let node = host.accessibilityTree().first(labelled: label, role: role) else {
      Issue.record("no \(role) labelled \(label) in\n\(host.accessibilityTree())")
      return
    }
    host.tap(at: Point(x: node.frame.midX, y: node.frame.midY))
  }

  @Test("New presents the sheet with the keyboard in its field; Return saves the note")
  func writeANote() throws {
    let (notes, host) = makeNotes()
    tap("New", .pushButton, in: host)
    host.settle()
    let sheet = try #require(notes.presentedViewController as? NewNoteViewController)
    #expect(host.firstResponder === sheet.field)
    // An empty note is not saved.
    _ = host.press(key: .enter)
    host.settle()
    #expect(notes.presentedViewController === sheet)

    host.type("Buy milk")
    _ = host.press(key: .enter)
    host.settle()
    #expect(notes.notes == ["Buy milk"])
    #expect(notes.presentedViewController == nil)
    #expect(host.accessibilityTree().first(labelled: "Buy milk", role: .listItem) != nil)
    try host.checkInvariants()
  }

  @Test("the delegate keeps a note to 80 characters, typed or pasted")
  func noteLength() throws {
    let (notes, host) = makeNotes()
    notes.writeNote()
    host.settle()
    let sheet = try #require(notes.presentedViewController as? NewNoteViewController)
    host.type(String(repeating: "a", count: 78))
    host.type("bcd")
    #expect(sheet.field.text == String(repeating: "a", count: 78) + "bc")
    let clipboard = TestClipboard(string: "pasted")
    host.window.clipboard = clipboard
    _ = host.press(key: .backspace)
    _ = host.press(key: "v", modifiers: .control)
    #expect(sheet.field.text.count == 79, "a paste that does not fit is refused whole")
    _ = host.press(key: "a", modifiers: .control)
    _ = host.press(key: "v", modifiers: .control)
    #expect(sheet.field.text == "pasted")
  }

  @Test("choosing a note asks first: Escape keeps it, Delete deletes it")
  func deleteANote() throws {
    let (notes, host) = makeNotes()
    notes.writeNote()
    host.settle()
    host.type("Call Ann\n")
    host.settle()
    #expect(notes.notes == ["Call Ann"])

    tap("Call Ann", .listItem, in: host)
    host.settle()
    #expect(notes.presentedViewController is AlertController)
    _ = host.press(key: .escape)
    host.settle()
    #expect(notes.presentedViewController == nil)
    #expect(notes.notes == ["Call Ann"])

    tap("Call Ann", .listItem, in: host)
    host.settle()
    tap("Delete", .pushButton, in: host)
    host.settle()
    #expect(notes.notes.isEmpty)
    #expect(notes.presentedViewController == nil)
    try host.checkInvariants()
  }

  @Test("each code block of the article after a file comment is that file, byte for byte")
  func articleShowsTheFiles() throws {
    // This file is Tests/StrataNavigationTests/UseStrataInYourApp/<name>.swift.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/StrataNavigation/StrataNavigation.docc/UseStrataInYourApp.md"),
      encoding: .utf8)
    let blocks = Self.fileBlocks(in: article)
    #expect(blocks.count == 3)
    for (path, code) in blocks {
      let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      #expect(code == file, "the article's \(path) differs from the file")
    }
  }

  /// The fenced code blocks that follow a line `<!-- file: PATH -->`, with their paths, as
  /// `scripts/check-readme-code.sh` reads them from the README.
  static func fileBlocks(in text: String) -> [(path: String, code: String)] {
    var blocks: [(path: String, code: String)] = []
    var path: String?
    var code: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let lines = code {
        if line == "```" {
          blocks.append((path ?? "", lines.map { "\($0)\n" }.joined()))
          (path, code) = (nil, nil)
        } else {
          code = lines + [line]
        }
      } else if line.hasPrefix("<!-- file: "), line.hasSuffix(" -->") {
        path = String(line.dropFirst("<!-- file: ".count).dropLast(" -->".count))
      } else if path != nil, line.hasPrefix("```") {
        code = []
      } else {
        path = nil
      }
    }
    return blocks
  }
}
