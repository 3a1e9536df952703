import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A layered navigation controller 1024 × 768 in a test host, with a logging root "R".
@MainActor
struct LayeredScene {
  let log = CallLog()
  let root: LoggingViewController
  let container: LayeredNavigationController
  let host: TestHost

  static let size = Size(width: 1024, height: 768)

  init(size: Size = LayeredScene.size) {
    root = LoggingViewController("R", log: log, color: .red)
    container = LayeredNavigationController(rootViewController: root)
    host = TestHost(rootViewController: container, size: size)
  }

  /// Makes a logging controller called `name`.
  func make(_ name: String, color: Color = .white) -> LoggingViewController {
    LoggingViewController(name, log: log, color: color)
  }

  /// Pushes controllers called `names` without animation, each on top, and renders.
  @discardableResult
  func push(_ names: String...) -> [LoggingViewController] {
    let controllers = names.map { make($0) }
    for controller in controllers { container.push(controller, animated: false) }
    host.render()
    return controllers
  }

  /// The model x of `controller`'s layer, in the container's coordinates.
  func x(_ controller: ViewController) -> Double {
    controller.layeredNavigationItem?.currentViewPosition.x ?? .nan
  }

  /// The presented x of `controller`'s layer (where it is drawn now).
  func presentedX(_ controller: ViewController) -> Double {
    guard let layerView = controller.view.superview?.superview else { return .nan }
    return layerView.presentation.frame.minX
  }

  /// The presented y of `controller`'s layer.
  func presentedY(_ controller: ViewController) -> Double {
    guard let layerView = controller.view.superview?.superview else { return .nan }
    return layerView.presentation.frame.minY
  }

  /// Whether `controller`'s layer view is drawn (in the window and not hidden).
  func isDrawn(_ controller: ViewController) -> Bool {
    guard let layerView = controller.viewIfLoaded?.superview?.superview else { return false }
    return layerView.window != nil && !layerView.isHidden
  }

  /// Checks that the model agrees with what is on screen: the stack is the children, in
  /// order; each child's layer view is in the window in stack order; the layers drawn are the
  /// ones that appeared, the others disappeared; and the trees' invariants hold.
  func expectAgreement(
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let stack = container.viewControllers
    #expect(
      stack.map(ObjectIdentifier.init) == container.children.map(ObjectIdentifier.init),
      sourceLocation: sourceLocation)
    let layerViews = stack.compactMap { $0.viewIfLoaded?.superview?.superview }
    #expect(layerViews.count == stack.count, sourceLocation: sourceLocation)
    #expect(
      container.view.subviews.map(ObjectIdentifier.init)
        == layerViews.map(ObjectIdentifier.init), sourceLocation: sourceLocation)
    for controller in stack {
      let expected: ViewController.AppearanceState = isDrawn(controller) ? .appeared : .disappeared
      #expect(
        controller.appearanceState == expected,
        "\(controller.title ?? "?") is \(controller.appearanceState)",
        sourceLocation: sourceLocation)
    }
    try host.checkInvariants()
  }

  /// Drags from `start` by `dx` in `steps` moves, leaving the pointer down.
  func beginDrag(at start: Point, by dx: Double, steps: Int = 10) {
    host.beginDrag(at: start)
    for step in 1...steps {
      host.moveDrag(to: Point(x: start.x + dx * Double(step) / Double(steps), y: start.y))
    }
  }
}

/// Records what a layered navigation controller's delegate is told.
@MainActor
final class LayeredDelegateRecorder: LayeredNavigationControllerDelegate {
  var events: [String] = []

  func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    willMove viewController: ViewController
  ) { events.append("willMove \(viewController.title ?? "?")") }

  func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    moving viewController: ViewController
  ) {
    let entry = "moving \(viewController.title ?? "?")"
    if events.last != entry { events.append(entry) }
  }

  func layeredNavigationController(
    _ layeredNavigationController: LayeredNavigationController,
    didMove viewController: ViewController
  ) { events.append("didMove \(viewController.title ?? "?")") }
}
