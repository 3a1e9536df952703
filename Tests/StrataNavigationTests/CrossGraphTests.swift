import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A four-way app described as data: loading a graph, running it, and rejecting each kind of
/// malformed graph with an error that names the bad entry.
@Suite("CrossNavigationGraph", .strictDiagnostics)
@MainActor
struct CrossGraphTests {
  static let json = """
    {"root": "centre",
     "screens": {"centre": {"right": "east", "bottom": "south"},
                 "east": {"top": "north"}, "south": {}, "north": {}}}
    """

  /// Factories that make a logging controller titled with the identifier and count the calls.
  private func factories(_ log: CallLog, names: [String] = ["centre", "east", "south", "north"])
    -> [String: () -> ViewController]
  {
    var made: [String: () -> ViewController] = [:]
    for name in names {
      made[name] = {
        log.record("make \(name)")
        return LoggingViewController(name, log: log)
      }
    }
    return made
  }

  private func error(_ json: String, names: [String] = ["centre", "east", "south", "north"])
    -> CrossNavigationGraphError?
  {
    do {
      _ = try CrossNavigationGraph(json: json, factories: factories(CallLog(), names: names))
      return nil
    } catch {
      return error
    }
  }

  @Test("a graph loads its screens and directions")
  func loads() throws {
    let graph = try CrossNavigationGraph(json: Self.json, factories: factories(CallLog()))
    #expect(graph.root == "centre")
    #expect(graph.destination(of: "centre", toward: .right) == "east")
    #expect(graph.destination(of: "centre", toward: .bottom) == "south")
    #expect(graph.destination(of: "centre", toward: .left) == nil)
    #expect(graph.destination(of: "east", toward: .top) == "north")
    #expect(graph.destinations.count == 4)
  }

  @Test("a container runs a graph: drags bring in the screens it names, made fresh each time")
  func runs() throws {
    let log = CallLog()
    let graph = try CrossNavigationGraph(json: Self.json, factories: factories(log))
    let cross = CrossNavigationController(graph: graph)
    let host = TestHost(rootViewController: cross, size: CrossScene.size)
    #expect(cross.viewControllers.map(\.title) == ["centre"])
    #expect(cross.graph?.root == "centre")

    host.fling(from: Point(x: 390, y: 150), velocity: Point(x: -900, y: 0))
    host.settle()
    #expect(cross.viewControllers.map(\.title) == ["centre", "east"])
    #expect(cross.direction(of: try #require(cross.topViewController)) == .right)

    host.fling(from: Point(x: 200, y: 290), velocity: Point(x: 0, y: -900))  // up: nothing below
    host.settle()
    #expect(cross.viewControllers.map(\.title) == ["centre", "east"])

    host.fling(from: Point(x: 200, y: 10), velocity: Point(x: 0, y: 900))  // down asks .top
    host.settle()
    #expect(cross.viewControllers.map(\.title) == ["centre", "east", "north"])

    #expect(cross.becomeFirstResponder())
    host.press(key: .downArrow, modifiers: .alternate)  // north came from the top: back
    host.settle()
    host.press(key: .leftArrow, modifiers: .alternate)
    host.settle()
    host.press(key: .rightArrow, modifiers: .alternate)
    host.settle()
    #expect(cross.viewControllers.map(\.title) == ["centre", "east"])
    #expect(
      log.entries.filter { $0.hasPrefix("make") } == [
        "make centre", "make east", "make north", "make east",
      ])
    try host.checkInvariants()
  }

  @Test("JSON that does not parse is rejected")
  func invalidJSON() throws {
    let rejected = try #require(error("{\"root\": "))
    guard case .invalidJSON = rejected else {
      Issue.record("expected invalidJSON, got \(rejected)")
      return
    }
    #expect(error("[1, 2]") == .invalidJSON("the top level is not an object"))
  }

  @Test("a missing or mistyped entry is rejected, named")
  func malformedEntries() {
    #expect(error(#"{"screens": {}}"#) == .malformedEntry("root"))
    #expect(error(#"{"root": "centre"}"#) == .malformedEntry("screens"))
    #expect(
      error(#"{"root": "centre", "screens": {"centre": 3}}"#)
        == .malformedEntry("screens.centre"))
    #expect(
      error(#"{"root": "centre", "screens": {"centre": {"left": 3}}}"#)
        == .malformedEntry("screens.centre.left"))
    #expect(
      error(#"{"root": "centre", "screens": {"centre": {"up": "east"}, "east": {}}}"#)
        == .unknownDirection(screen: "centre", key: "up"))
  }

  @Test("an identifier with no screen is rejected, named")
  func unknownScreens() {
    #expect(
      error(#"{"root": "middle", "screens": {"centre": {}}}"#)
        == .unknownScreen("middle", referencedBy: nil))
    let rejected = error(#"{"root": "centre", "screens": {"centre": {"right": "west"}}}"#)
    #expect(rejected == .unknownScreen("west", referencedBy: "centre"))
    #expect(rejected?.description == "screen 'centre' leads to 'west', which is not a screen")
  }

  @Test("a screen with no factory is rejected, named")
  func missingFactory() {
    let rejected = error(Self.json, names: ["centre", "east", "south"])
    #expect(rejected == .missingFactory("north"))
    #expect(rejected?.description == "screen 'north' has no factory")
  }

  @Test("a direction that points back the way its screen is reached is rejected, the screen named")
  func pointsBack() {
    let rejected = error(
      #"{"root": "centre", "screens": {"centre": {"right": "east"}, "east": {"left": "centre"}}}"#)
    #expect(rejected == .pointsBack(screen: "east", direction: .left))
    #expect(rejected?.description == "screen 'east' maps left, which is its way back")
  }
}
