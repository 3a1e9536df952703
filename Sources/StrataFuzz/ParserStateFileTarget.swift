import StrataDemos
import StrataKit

/// The gallery's state file reader, fed damaged files: `GalleryState(json:)` (the JSON and its
/// version), the demo it names, and its archive restored into a fresh controller of that demo
/// as the gallery restores one when it starts. A file that is taken must open a demo of the
/// catalogue (or the home list) whose tree keeps every rule through a frame and a settle; a
/// file that is refused must leave the state opened before it as it was.
@MainActor
final class ParserStateFileTarget: ParserTarget {
  let name = "gallery-state"
  let seeds: [[UInt8]]
  /// The catalogue the gallery opens demos from.
  private let demos = DemoCatalog.all
  /// What the last file taken opened: its demo's tree, and its fingerprint then. A refused
  /// file must leave it as it was.
  private var current: (hierarchy: ParserHierarchy, fingerprint: String)?

  /// Seeds from the state the gallery saves for the home list and for each demo the archive
  /// fuzzer archives, as it opens and after a person used it.
  init() {
    let demos = ParserArchiveTarget.demoNames.compactMap(DemoCatalog.demo(named:))
    var seeds: [[UInt8]] = []
    if let home = try? ParserSeeds.encoded(GalleryState()) { seeds.append(home) }
    for archive in ParserSeeds.archives(of: demos) {
      let state = GalleryState(demo: archive.demo, archive: archive.archive)
      if let bytes = try? ParserSeeds.encoded(state) { seeds.append(bytes) }
    }
    self.seeds = seeds
  }

  func check(_ bytes: [UInt8]) throws(ParserFuzzFailure) -> ParserVerdict {
    let verdict = try open(bytes)
    if case .refused = verdict, let current {
      let now = current.hierarchy.fingerprint
      guard now == current.fingerprint else {
        self.current = nil
        throw ParserFuzzFailure(
          problem: "a refused state file changed the demo opened before it: "
            + ParserHierarchy.difference(current.fingerprint, now))
      }
    }
    return verdict
  }

  /// Reads `bytes` as the gallery reads its state file when it starts, and opens what it
  /// names.
  private func open(_ bytes: [UInt8]) throws(ParserFuzzFailure) -> ParserVerdict {
    let state: GalleryState
    let index: Int?
    do {
      state = try GalleryState(json: bytes)
      index = try state.demoIndex(in: demos)
    } catch {
      return .refused(at: "state", by: error)
    }
    guard let index else {
      guard state.demo == nil else {
        throw ParserFuzzFailure(problem: "a state naming a demo opened the home list")
      }
      return .accepted
    }
    let demo = demos[index]
    guard demo.name == state.demo else {
      throw ParserFuzzFailure(problem: "the state names '\(state.demo ?? "")', not \(demo.name)")
    }
    // As the gallery does: restored before it is shown.
    let controller = ParserHierarchy.makeController(for: demo)
    if let archive = state.archive {
      do {
        try controller.restoreState(from: archive)
      } catch {
        // The gallery then opens the demo fresh, and says why on standard error.
        return .refused(at: "restore", by: error)
      }
    }
    let hierarchy = ParserHierarchy(demo: demo, controller: controller)
    try hierarchy.checkShown()
    current = (hierarchy, hierarchy.fingerprint)
    return .accepted
  }
}
