import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting

/// A logging controller that offers a next controller to push with a left drag.
@MainActor
final class OfferingViewController: LoggingViewController, StackPushSource {
  var offered: LoggingViewController?
  private(set) var offerCount = 0

  func nextViewController() -> ViewController? {
    offerCount += 1
    return offered
  }
}

/// A stack controller of width 400 in a test host, with a logging root.
@MainActor
struct StackScene {
  let log = CallLog()
  let root: OfferingViewController
  let stack: StackController
  let host: TestHost

  static let width = 400.0

  init() {
    root = OfferingViewController("A", log: log, color: .red)
    stack = StackController(rootViewController: root)
    host = TestHost(
      rootViewController: stack, size: Size(width: Self.width, height: 300))
  }

  /// The model x of a controller's view.
  func x(_ controller: ViewController) -> Double { controller.view.frame.minX }

  /// The presented x of a controller's view.
  func presentedX(_ controller: ViewController) -> Double {
    controller.view.presentation.frame.minX
  }
}
