import HelloStrata
import StrataKit
import StrataNavigation
import StrataTesting
import Testing

/// Writes down what a navigation controller tells its delegate.
@MainActor
final class DelegateLog: NavigationControllerDelegate {
  var events: [String] = []

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) { events.append("willShow \(viewController.title ?? "")") }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) { events.append("didShow \(viewController.title ?? "")") }
}

@Suite(.strictDiagnostics)
@MainActor
struct HelloStrataTests {
  @Test("a tap on a row pushes its planet; a drag from the left edge pops it")
  func dragFromTheEdgePops() throws {
    let planets = PlanetsViewController()
    let navigation = NavigationController(rootViewController: planets)
    let log = DelegateLog()
    navigation.delegate = log
    let host = TestHost(rootViewController: navigation, size: Size(width: 480, height: 640))

    host.tap(at: Point(x: 240, y: 44 + 2.5 * 44))  // The third row, under the 44 pt bar.
    host.settle()
    let earth = try #require(navigation.topViewController)
    #expect(earth.title == "Earth")
    #expect(log.events == ["willShow Earth", "didShow Earth"])

    host.beginDrag(at: Point(x: 5, y: 320))
    host.moveDrag(to: Point(x: 200, y: 320))
    #expect(earth.appearanceState == .disappearing)
    #expect(planets.appearanceState == .appearing)
    host.moveDrag(to: Point(x: 360, y: 320))
    host.endDrag()
    host.settle()

    #expect(navigation.topViewController === planets)
    #expect(earth.appearanceState == .disappeared && earth.parent == nil)
    #expect(planets.appearanceState == .appeared)
    #expect(
      log.events == ["willShow Earth", "didShow Earth", "willShow Planets", "didShow Planets"])
  }
}
