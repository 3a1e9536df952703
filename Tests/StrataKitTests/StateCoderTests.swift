import Foundation
import StrataKit
import StrataTestSupport
import StrataTesting
import Testing

/// `StateCoder` keeps any Codable value under a key and survives JSON; wrong or missing values
/// are typed errors, never crashes.
@Suite("StateCoder", .strictDiagnostics)
@MainActor
struct StateCoderTests {
  struct Scroll: Codable, Equatable {
    var offset: Point
    var zoom: Double
    var labels: [String]
    var anchor: Int?
  }

  enum Mode: String, Codable {
    case list, grid
  }

  /// A controller that saves one of each kind of value.
  final class Values: ViewController {
    var scroll = Scroll(offset: Point(x: 0, y: 0), zoom: 1, labels: [], anchor: nil)
    var mode = Mode.list
    var count = 0
    var ratio = 0.0
    var flag = false
    var big: UInt64 = 0

    override func encodeRestorableState(with coder: StateCoder) {
      coder.encode(scroll, forKey: "scroll")
      coder.encode(mode, forKey: "mode")
      coder.encode(count, forKey: "count")
      coder.encode(ratio, forKey: "ratio")
      coder.encode(flag, forKey: "flag")
      coder.encode(big, forKey: "big")
    }

    override func decodeRestorableState(with coder: StateCoder) throws {
      scroll = try coder.decode(Scroll.self, forKey: "scroll")
      mode = try coder.decode(Mode.self, forKey: "mode")
      count = try coder.decode(Int.self, forKey: "count")
      ratio = try coder.decode(Double.self, forKey: "ratio")
      flag = try coder.decode(Bool.self, forKey: "flag")
      big = try coder.decode(UInt64.self, forKey: "big")
    }
  }

  private func throughJSON(_ archive: RestorationArchive) throws -> (RestorationArchive, String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(archive)
    return (
      try JSONDecoder().decode(RestorationArchive.self, from: data),
      String(decoding: data, as: UTF8.self)
    )
  }

  @Test("values of every kind come back through JSON")
  func roundTrip() throws {
    let original = Values()
    original.restorationIdentifier = "values"
    original.scroll = Scroll(offset: Point(x: 12.5, y: -3), zoom: 2, labels: ["a", "b"], anchor: 4)
    original.mode = .grid
    original.count = -7
    original.ratio = 3  // a whole Double, which JSON writes as 3
    original.flag = true
    original.big = 1 << 40
    let (archive, json) = try throughJSON(try #require(original.restorationArchive()))
    #expect(json.contains(#""restorationIdentifier":"values""#))
    #expect(json.contains(#""version":1"#))

    let restored = Values()
    restored.restorationIdentifier = "values"
    try restored.restoreState(from: archive)
    #expect(restored.scroll == original.scroll)
    #expect(restored.mode == .grid)
    #expect(restored.count == -7)
    #expect(restored.ratio == 3)
    #expect(restored.flag)
    #expect(restored.big == 1 << 40)
  }

  @Test("a missing value or one of the wrong type is a typed error")
  func wrongValues() throws {
    let coder = StateCoder(restorationIdentifier: "root")
    coder.encode("seven", forKey: "count")
    coder.encode(3.5, forKey: "ratio")
    coder.encode(-1, forKey: "negative")
    #expect(throws: StateRestorationError.missingValue(key: "missing", identifierPath: ["root"])) {
      try coder.decode(Int.self, forKey: "missing")
    }
    #expect(try coder.decodeIfPresent(Int.self, forKey: "missing") == nil)
    for (key, decode) in [
      ("count", { _ = try coder.decode(Int.self, forKey: "count") }),
      ("ratio", { _ = try coder.decode(Int.self, forKey: "ratio") }),
      ("negative", { _ = try coder.decode(UInt.self, forKey: "negative") }),
      ("count", { _ = try coder.decode(Scroll.self, forKey: "count") }),
    ] as [(String, () throws -> Void)] {
      #expect {
        try decode()
      } throws: { error in
        guard case .invalidValue(let found, ["root"], _) = error as? StateRestorationError else {
          return false
        }
        return found == key
      }
    }
    #expect(try coder.decode(Double.self, forKey: "ratio") == 3.5)
    #expect(coder.allKeys == ["count", "negative", "ratio"])
  }

  @Test("a value that cannot be archived is left out with a diagnostic")
  func nonFinite() throws {
    let controller = Values()
    controller.restorationIdentifier = "values"
    controller.ratio = .nan
    let archive = try expectDiagnostic(containing: "'values' could not archive ratio") {
      try #require(controller.restorationArchive())
    }
    #expect(!archive.root.containsValue(forKey: "ratio"))
    #expect(archive.root.containsValue(forKey: "count"))
  }

  @Test("a controller without an identifier is not archived")
  func withoutIdentifier() {
    #expect(Values().restorationArchive() == nil)
  }

  @Test("archives that are not archives fail to decode, without crashing")
  func corrupt() {
    for text in [
      "", "{", "[]", #"{"version":1}"#, #"{"version":"1","root":{"restorationIdentifier":"a"}}"#,
      #"{"version":1,"root":{"restorationIdentifier":7}}"#,
      #"{"version":1,"root":{"restorationIdentifier":"a","controllers":{"k":[{}]}}}"#,
    ] {
      #expect(throws: (any Error).self, "\(text)") {
        try JSONDecoder().decode(RestorationArchive.self, from: Data(text.utf8))
      }
    }
  }
}
