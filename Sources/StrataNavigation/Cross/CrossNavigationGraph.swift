import Foundation
public import StrataKit

/// A whole four-way app described as data, CrossNavigation's storyboard keys: which screen a
/// drag toward each side brings in, for every screen, and the factories that make them. Run it
/// with ``CrossNavigationController/init(graph:)``.
///
/// The JSON has this shape; each screen maps the directions `left`, `top`, `right` and
/// `bottom` to the identifier of the screen a drag that way brings in:
///
/// ```json
/// {"root": "centre",
///  "screens": {"centre": {"right": "east", "bottom": "south"}, "east": {}, "south": {}}}
/// ```
///
/// A screen is reached from a side, so the opposite side is its way back and cannot hold a
/// destination (`east` above cannot map `left`). Factories are called each time a screen is
/// brought in, so they make a fresh controller every time.
@MainActor
public struct CrossNavigationGraph {
  /// The identifier of the first screen.
  public let root: String
  /// Every screen's destinations, by identifier and direction.
  public let destinations: [String: [CrossDirection: String]]
  private let factories: [String: () -> ViewController]

  /// Reads a graph from `json` and checks it against `factories`.
  ///
  /// - Parameters:
  ///   - json: The graph, as described above.
  ///   - factories: A function that makes each screen's controller, by identifier.
  /// - Throws: A ``CrossNavigationGraphError`` naming the first bad entry: JSON that does not
  ///   parse, a missing or mistyped entry, an unknown direction, an identifier with no screen
  ///   or no factory, or a direction that points back the way its screen is reached.
  public init(json: String, factories: [String: () -> ViewController])
    throws(CrossNavigationGraphError)
  {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(json.utf8))
    } catch {
      throw .invalidJSON(error.localizedDescription)
    }
    guard let top = object as? [String: Any] else {
      throw .invalidJSON("the top level is not an object")
    }
    guard let root = top["root"] as? String else { throw .malformedEntry("root") }
    guard let screens = top["screens"] as? [String: Any] else {
      throw .malformedEntry("screens")
    }
    var destinations: [String: [CrossDirection: String]] = [:]
    for identifier in screens.keys.sorted() {
      guard let map = screens[identifier] as? [String: Any] else {
        throw .malformedEntry("screens.\(identifier)")
      }
      var sides: [CrossDirection: String] = [:]
      for key in map.keys.sorted() {
        guard let direction = CrossDirection(rawValue: key) else {
          throw .unknownDirection(screen: identifier, key: key)
        }
        guard let target = map[key] as? String else {
          throw .malformedEntry("screens.\(identifier).\(key)")
        }
        sides[direction] = target
      }
      destinations[identifier] = sides
    }
    try Self.validate(root: root, destinations: destinations, factories: factories)
    self.root = root
    self.destinations = destinations
    self.factories = factories
  }

  /// The identifier of the screen a drag from `screen` toward `direction` brings in, if any.
  public func destination(of screen: String, toward direction: CrossDirection) -> String? {
    destinations[screen]?[direction]
  }

  /// A fresh controller for the screen `identifier` (a plain one for an identifier the graph
  /// does not know, which a checked graph never asks for).
  func makeScreen(_ identifier: String) -> ViewController {
    factories[identifier]?() ?? ViewController()
  }

  private static func validate(
    root: String, destinations: [String: [CrossDirection: String]],
    factories: [String: () -> ViewController]
  ) throws(CrossNavigationGraphError) {
    guard destinations[root] != nil else { throw .unknownScreen(root, referencedBy: nil) }
    let identifiers = destinations.keys.sorted()
    for identifier in identifiers where factories[identifier] == nil {
      throw .missingFactory(identifier)
    }
    for identifier in identifiers {
      let sides = destinations[identifier] ?? [:]
      for direction in CrossDirection.allCases {
        guard let target = sides[direction] else { continue }
        guard let reached = destinations[target] else {
          throw .unknownScreen(target, referencedBy: identifier)
        }
        if reached[direction.opposite] != nil {
          throw .pointsBack(screen: target, direction: direction.opposite)
        }
      }
    }
  }
}
