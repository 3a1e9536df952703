import Foundation
import StrataDemos
import StrataKit

/// The restoration archive's reader, fed damaged archives: `JSONDecoder` reading a
/// `RestorationArchive` (its `StateCoder`s and `StateValue`s), then
/// `ViewController.restoreState(from:)` restoring it into the demo it names, shown in a
/// window. An archive that restores must leave trees that keep every rule through a frame
/// and a settle; one that is refused, by the reader or by the restore, must leave the tree
/// exactly as it was.
@MainActor
final class ParserArchiveTarget: ParserTarget {
  let name = "restoration-archive"
  let seeds: [[UInt8]]
  /// The demos the seeds are archives of, by name.
  private let demos: [String: Demo]
  /// The tree each demo's archives restore into; made again after an archive restores.
  private var hierarchies: [String: ParserHierarchy] = [:]

  /// The demos whose archives seed the parser fuzzers: every container, and the gallery's
  /// lists and toolkit (the demos with a thousand pages or ten thousand rows are left out:
  /// their archives are the same shape, and making them for each input costs much).
  static let demoNames = [
    "stack", "pages", "layered", "split", "cross", "cross-graph", "list-100", "toolkit",
  ]

  /// Seeds from each demo's archive as it opens, and after a person used it (see
  /// ``ParserSeeds``).
  init() {
    var demos: [String: Demo] = [:]
    for name in Self.demoNames {
      if let demo = DemoCatalog.demo(named: name) { demos[name] = demo }
    }
    self.demos = demos
    seeds = ParserSeeds.archives(of: Self.demoNames.compactMap { demos[$0] }).map(\.json)
  }

  func check(_ bytes: [UInt8]) throws(ParserFuzzFailure) -> ParserVerdict {
    let archive: RestorationArchive
    do {
      archive = try JSONDecoder().decode(RestorationArchive.self, from: Data(bytes))
    } catch {
      return .refused(at: "json", by: error)
    }
    // An archive of a root no demo has is restored into the first demo, which refuses it.
    let demoName =
      demos[archive.root.restorationIdentifier] != nil
      ? archive.root.restorationIdentifier : Self.demoNames[0]
    guard let demo = demos[demoName] else { return .refused("json: no demo") }
    let hierarchy = hierarchies[demoName] ?? ParserHierarchy(demo: demo)
    hierarchies[demoName] = hierarchy
    let before = hierarchy.fingerprint
    do {
      try hierarchy.controller.restoreState(from: archive)
    } catch {
      let after = hierarchy.fingerprint
      guard after == before else {
        hierarchies[demoName] = nil
        throw ParserFuzzFailure(
          problem: "a refused restore (\(error)) changed the tree: "
            + ParserHierarchy.difference(before, after))
      }
      return .refused(at: "restore", by: error)
    }
    // The tree took the archive: it is not fresh any more.
    hierarchies[demoName] = nil
    try hierarchy.checkShown()
    do {
      _ = try hierarchy.archiveJSON
    } catch {
      throw ParserFuzzFailure(problem: "a restored tree cannot be archived again: \(error)")
    }
    return .accepted
  }
}
