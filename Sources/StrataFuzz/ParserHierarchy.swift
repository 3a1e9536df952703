import StrataDemos
import StrataKit
import StrataTesting

/// A demo's controller tree in a window, as the parser fuzzer restores archives into it, and
/// a fingerprint of its state to tell whether a refused archive changed anything.
@MainActor
final class ParserHierarchy {
  /// The demo the tree is made by.
  let demo: Demo
  /// The demo's controller, identified by the demo's name as the gallery identifies it.
  let controller: ViewController
  /// The window the controller is shown in.
  let host: TestHost

  /// `controller` (by default a fresh one, see ``makeController(for:)``), a tree of `demo`,
  /// shown, its first frame drawn.
  init(demo: Demo, controller: ViewController? = nil) {
    self.demo = demo
    let controller = controller ?? Self.makeController(for: demo)
    self.controller = controller
    host = TestHost(
      rootViewController: controller, size: Size(width: 1024, height: 768),
      checksInvariants: false)
  }

  /// A fresh controller for `demo` as the gallery makes one to restore into: identified by
  /// the demo's name, its view loaded (the demos contain their containers in `viewDidLoad`).
  static func makeController(for demo: Demo) -> ViewController {
    let controller = demo.makeViewController()
    if controller.restorationIdentifier == nil { controller.restorationIdentifier = demo.name }
    controller.loadViewIfNeeded()
    return controller
  }

  /// The archive of the tree as it is, as JSON with sorted keys.
  var archiveJSON: [UInt8] {
    get throws {
      guard let archive = controller.restorationArchive() else { return [] }
      return try ParserSeeds.encoded(archive)
    }
  }

  /// The state of the tree: every controller (its identity, type, restoration identifier,
  /// children and what it presents, its view's frame and bounds) and the archive the tree
  /// makes. Two trees with equal fingerprints show the same controllers in the same places.
  ///
  /// - Complexity: O(*n*) in the number of controllers and the archive's size.
  var fingerprint: String {
    var lines: [String] = []
    // Archived first: archiving names the screens a cross navigation made from its graph.
    do {
      lines.append(String(decoding: try archiveJSON, as: UTF8.self))
    } catch {
      lines.append("archive: \(error)")
    }
    func walk(_ controller: ViewController, depth: Int) {
      var line = String(repeating: " ", count: depth)
      line += "\(type(of: controller)) \(ObjectIdentifier(controller).hashValue)"
      line += " id=\(controller.restorationIdentifier ?? "-")"
      if controller.isViewLoaded {
        line += " frame=\(controller.view.frame) bounds=\(controller.view.bounds)"
        line += " superview=\(controller.view.superview.map { "\(type(of: $0))" } ?? "-")"
      }
      lines.append(line)
      for child in controller.children { walk(child, depth: depth + 1) }
      if let presented = controller.presentedViewController, presented !== controller {
        lines.append(String(repeating: " ", count: depth) + "presents:")
        walk(presented, depth: depth + 1)
      }
    }
    walk(controller, depth: 0)
    return lines.joined(separator: "\n")
  }

  /// Draws a frame, lets what moves settle, and checks the view and controller trees.
  ///
  /// - Throws: ``ParserFuzzFailure`` listing the broken rules.
  func checkShown() throws(ParserFuzzFailure) {
    host.render()
    host.settle(maximumDuration: 2)
    do {
      try host.checkInvariants()
    } catch {
      throw ParserFuzzFailure(problem: "after restoring, \(error)")
    }
  }

  /// The lines of `before` and `after` that differ, for a failure's message (at most 6).
  static func difference(_ before: String, _ after: String) -> String {
    let old = before.split(separator: "\n", omittingEmptySubsequences: false)
    let new = after.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) where lines.count < 6 {
      let was = index < old.count ? String(old[index]) : "(none)"
      let now = index < new.count ? String(new[index]) : "(none)"
      if was != now { lines.append("was \(was.prefix(300)) / now \(now.prefix(300))") }
    }
    return lines.joined(separator: "; ")
  }
}
