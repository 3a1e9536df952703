import StrataDemos
import StrataKit
import StrataNavigation

/// The cross navigation graph's reader, `CrossNavigationGraph(json:factories:)`, fed damaged
/// graphs. A graph it takes must be consistent (the root and every destination a screen,
/// every screen a factory, no direction pointing back the way its screen is reached) and
/// must run: a `CrossNavigationController` made from it shows the root's controller.
@MainActor
final class ParserGraphTarget: ParserTarget {
  let name = "cross-graph"
  let seeds: [[UInt8]]
  /// A factory for every screen a seed names.
  private let factories: [String: () -> ViewController]

  /// Seeds from the cross graph demo's own `cross-graph.json`, the graph of the
  /// documentation, and a five by five grid.
  init() {
    var seeds: [[UInt8]] = []
    var factories = CrossGraphDemoViewController.factories
    if let demo = try? CrossGraphDemoViewController.bundledJSON() {
      seeds.append(Array(demo.utf8))
    }
    seeds.append(
      Array(
        #"{"root": "centre", "screens": {"centre": {"right": "east", "bottom": "south"}, "#
          .utf8) + Array(#""east": {}, "south": {}}}"#.utf8))
    var grid: [String] = []
    for row in 0..<5 {
      for column in 0..<5 {
        var sides: [String] = []
        if column < 4 { sides.append(#""right": "r\#(row)c\#(column + 1)""#) }
        if row < 4 { sides.append(#""bottom": "r\#(row + 1)c\#(column)""#) }
        grid.append(#""r\#(row)c\#(column)": {\#(sides.joined(separator: ", "))}"#)
        factories["r\(row)c\(column)"] = { ViewController() }
      }
    }
    seeds.append(
      Array(#"{"root": "r0c0", "screens": {\#(grid.joined(separator: ", "))}}"#.utf8))
    for identifier in ["east", "south"] where factories[identifier] == nil {
      factories[identifier] = { ViewController() }
    }
    self.seeds = seeds
    self.factories = factories
  }

  func check(_ bytes: [UInt8]) throws(ParserFuzzFailure) -> ParserVerdict {
    let graph: CrossNavigationGraph
    do {
      // The reader takes text: bytes that are not UTF-8 reach it repaired, as they do from a
      // file read into a `String`.
      graph = try CrossNavigationGraph(
        json: String(decoding: bytes, as: UTF8.self), factories: factories)
    } catch {
      return .refused(at: "graph", by: error)
    }
    try Self.checkConsistency(of: graph, factories: factories)
    let controller = CrossNavigationController(graph: graph)
    controller.loadViewIfNeeded()
    guard controller.viewControllers.count == 1 else {
      throw ParserFuzzFailure(
        problem: "a controller made from an accepted graph shows "
          + "\(controller.viewControllers.count) screens, not its root")
    }
    return .accepted
  }

  /// Checks, apart from the reader, that `graph` is one a cross navigation can run.
  static func checkConsistency(
    of graph: CrossNavigationGraph, factories: [String: () -> ViewController]
  ) throws(ParserFuzzFailure) {
    guard graph.destinations[graph.root] != nil else {
      throw ParserFuzzFailure(problem: "accepted a graph whose root '\(graph.root)' is no screen")
    }
    for (screen, sides) in graph.destinations {
      guard factories[screen] != nil else {
        throw ParserFuzzFailure(problem: "accepted screen '\(screen)', which has no factory")
      }
      for (direction, target) in sides {
        guard graph.destination(of: screen, toward: direction) == target else {
          throw ParserFuzzFailure(problem: "screen '\(screen)' answers another destination")
        }
        guard let reached = graph.destinations[target] else {
          throw ParserFuzzFailure(
            problem: "accepted '\(screen)' leading \(direction) to '\(target)', no screen")
        }
        guard reached[direction.opposite] == nil else {
          throw ParserFuzzFailure(
            problem: "accepted '\(target)' mapping \(direction.opposite), its way back")
        }
      }
    }
  }
}
