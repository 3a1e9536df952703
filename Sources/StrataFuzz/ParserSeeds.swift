import Foundation
import StrataDemos
import StrataKit
import StrataTesting

/// The valid documents the archive and state file fuzzers start from, taken from the demos'
/// real controller trees.
@MainActor
enum ParserSeeds {
  /// One demo's archive, and its JSON.
  struct Archive {
    /// The demo's name.
    let demo: String
    /// The archive.
    let archive: RestorationArchive
    /// The archive as `JSONEncoder` writes it, keys sorted.
    let json: [UInt8]
  }

  /// The archives of `demos`: each as it opens, then after a person used it (a swipe toward
  /// the left, a tap, a swipe down, each followed by a rest) when that changed what it
  /// archives.
  static func archives(of demos: [Demo]) -> [Archive] {
    var archives: [Archive] = []
    for demo in demos {
      let hierarchy = ParserHierarchy(demo: demo)
      let host = hierarchy.host
      var taken: Set<[UInt8]> = []
      func take() {
        guard let archive = hierarchy.controller.restorationArchive(),
          let json = try? encoded(archive), taken.insert(json).inserted
        else { return }
        archives.append(Archive(demo: demo.name, archive: archive, json: json))
      }
      take()
      host.drag(from: Point(x: 700, y: 400), to: Point(x: 200, y: 400))
      host.settle()
      host.tap(at: Point(x: 200, y: 200))
      host.settle()
      take()
      host.drag(from: Point(x: 500, y: 200), to: Point(x: 500, y: 600))
      host.settle()
      take()
    }
    return archives
  }

  /// `value` as JSON with sorted keys, as the gallery saves its state.
  static func encoded(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array(try encoder.encode(value))
  }
}
