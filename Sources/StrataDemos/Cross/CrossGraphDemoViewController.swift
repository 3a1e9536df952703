import Foundation
public import StrataKit
public import StrataNavigation

/// The graph-driven cross demo: the same four-way app described as data, read from
/// `cross-graph.json` in the demos' resources and run by a ``CrossNavigationController`` made
/// with `init(graph:)`; the screens have no navigation code of their own.
@MainActor
public final class CrossGraphDemoViewController: ViewController {
  /// The cross navigation controller the demo shows; `nil` when the graph could not be read.
  public let cross: CrossNavigationController?
  /// Why the graph could not be read, if it could not.
  public let loadingError: String?

  /// Creates the demo from the bundled graph.
  public override init() {
    do {
      let graph = try CrossNavigationGraph(json: Self.bundledJSON(), factories: Self.factories)
      cross = CrossNavigationController(graph: graph)
      loadingError = nil
    } catch {
      cross = nil
      loadingError = "\(error)"
    }
    super.init()
    title = "Cross (graph)"
    cross?.restorationIdentifier = "cross"
  }

  /// Archives the cross navigation; its screens are named after the graph's.
  public override func encodeRestorableState(with coder: StateCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(cross, forKey: "cross")
  }

  /// Shows the cross navigation controller as a child, or the reason it is missing.
  public override func viewDidLoad() {
    guard let cross else {
      view.backgroundColor = .white
      let label = Label(
        frame: Rect(x: 24, y: 24, width: 600, height: 80),
        text: "The graph could not be read: \(loadingError ?? "unknown error")")
      label.numberOfLines = 0
      view.addSubview(label)
      return
    }
    embed(cross, in: view)
  }

  /// The cross navigation controller: Alt+arrow works with the focus anywhere in the demo.
  public override var childForKeyCommands: ViewController? { cross }

  /// Goes back to the root screen without animation (the benchmark and the tour drag from
  /// there).
  public func showRoot() {
    guard let cross, let root = cross.viewControllers.first else { return }
    cross.dismiss(to: root, animated: false)
  }

  /// The graph's JSON, from the demos' resources.
  package static func bundledJSON() throws -> String {
    guard let url = Bundle.module.url(forResource: "cross-graph", withExtension: "json") else {
      throw CocoaError(.fileNoSuchFile)
    }
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// A factory for each screen of the graph: a coloured screen that names where drags lead.
  package static var factories: [String: () -> ViewController] {
    let screens: [(String, UInt32, String)] = [
      ("centre", 0x33_4E_68, "The graph's root: drag toward any side."),
      (
        "east", 0xE0_7A_5F,
        "From the right; up or down lead further, to the north-east and south-east."
      ),
      ("west", 0x81_B2_9A, "From the left; a dead end."),
      ("north", 0x3D_A5_D9, "From the top; a drag left brings in the north-east."),
      ("south", 0xB0_8A_3E, "From the bottom; a drag left brings in the south-east."),
      ("north-east", 0x6D_59_7A, "Reached from the east or the north."),
      ("south-east", 0x9A_4C_6B, "Reached from the east or the south."),
    ]
    var made: [String: () -> ViewController] = [:]
    for (identifier, rgb, hint) in screens {
      made[identifier] = {
        CrossDemoScreenViewController(
          title: identifier.capitalized, color: Color(rgb: rgb), hint: hint)
      }
    }
    return made
  }
}
