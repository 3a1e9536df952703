import StrataDemos
import StrataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--save-states N`: saves the gallery's state N times in a row, without a window, so that a
/// test can kill the process while it saves and look at what the file holds.
///
/// Save `k` (counting from 1) writes the state of demo `(k - 1) % demos.count` as it opens,
/// so that two saves in a row differ; after each, the loop prints `saved k DEMO` on standard
/// output, flushed, once the file holds it.
@MainActor
enum StateSaveLoop {
  /// The state of each demo in `demos` as it opens: the states the loop saves in turn.
  static func states(of demos: [Demo]) -> [GalleryState] {
    demos.map { demo in
      let controller = demo.makeViewController()
      if controller.restorationIdentifier == nil { controller.restorationIdentifier = demo.name }
      controller.loadViewIfNeeded()
      return GalleryState(demo: demo.name, archive: controller.restorationArchive())
    }
  }

  /// Saves `count` states of `demos` in turn into `store`. Returns the exit status: 0 when every
  /// save succeeded, 1 (after one line on standard error) at the first that failed, 2 when
  /// there are no demos.
  static func run(count: Int, store: GalleryStateStore, demos: [Demo]) -> Int32 {
    let states = states(of: demos)
    guard !states.isEmpty else { return 2 }
    for number in 1...count {
      let state = states[(number - 1) % states.count]
      do {
        try store.save(state)
      } catch {
        printLine("strata-gallery: \(error)", to: 2)
        return 1
      }
      printLine("saved \(number) \(state.demo ?? "")", to: 1)
    }
    return 0
  }

  /// Writes `text` and a newline to `descriptor` at once, unbuffered.
  private static func printLine(_ text: String, to descriptor: Int32) {
    fflush(nil)
    let line = text + "\n"
    _ = line.withCString { write(descriptor, $0, strlen($0)) }
  }
}
