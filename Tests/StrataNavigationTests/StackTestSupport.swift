import StrataKit
import StrataNavigation
import StrataTesting

/// An ordered record of callbacks shared by the controllers of a test.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) { entries.append(entry) }

  func clear() { entries.removeAll() }
}

/// A controller that logs its appearance and containment callbacks and has a solid colour.
@MainActor
class LoggingViewController: ViewController {
  let name: String
  let log: CallLog
  let color: Color

  init(_ name: String, log: CallLog, color: Color = .white) {
    self.name = name
    self.log = log
    self.color = color
    super.init()
    title = name
  }

  override func viewDidLoad() { view.backgroundColor = color }

  override func viewWillAppear(_ animated: Bool) { log.record("\(name).willAppear") }
  override func viewDidAppear(_ animated: Bool) { log.record("\(name).didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.record("\(name).willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.record("\(name).didDisappear") }

  override func willMove(toParent parent: ViewController?) {
    log.record("\(name).willMove(\(parent == nil ? "nil" : "stack"))")
    super.willMove(toParent: parent)
  }

  override func didMove(toParent parent: ViewController?) {
    log.record("\(name).didMove(\(parent == nil ? "nil" : "stack"))")
    super.didMove(toParent: parent)
  }
}

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
    host = TestHost(rootViewController: stack, size: Size(width: Self.width, height: 300))
  }

  /// The model x of a controller's view.
  func x(_ controller: ViewController) -> Double { controller.view.frame.minX }

  /// The presented x of a controller's view.
  func presentedX(_ controller: ViewController) -> Double {
    controller.view.presentation.frame.minX
  }
}
