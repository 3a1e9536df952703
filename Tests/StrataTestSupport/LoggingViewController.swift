public import StrataKit

/// A controller with a solid colour that logs its appearance and containment callbacks as
/// `<name>.willAppear`, `<name>.willMove(stack)`, `<name>.didMove(nil)` and so on.
@MainActor
open class LoggingViewController: ViewController {
  /// The name the log entries start with; also the controller's title.
  public let name: String
  /// The log the callbacks go to.
  public let log: CallLog
  /// The view's background colour.
  public let color: Color

  /// Creates a controller called `name` (also its title) that logs to `log`, with a `color`
  /// background (default white).
  public init(_ name: String, log: CallLog, color: Color = .white) {
    self.name = name
    self.log = log
    self.color = color
    super.init()
    title = name
  }

  open override func viewDidLoad() { view.backgroundColor = color }

  open override func viewWillAppear(_ animated: Bool) { log.record("\(name).willAppear") }
  open override func viewDidAppear(_ animated: Bool) { log.record("\(name).didAppear") }
  open override func viewWillDisappear(_ animated: Bool) { log.record("\(name).willDisappear") }
  open override func viewDidDisappear(_ animated: Bool) { log.record("\(name).didDisappear") }

  open override func willMove(toParent parent: ViewController?) {
    log.record("\(name).willMove(\(parent == nil ? "nil" : "stack"))")
    super.willMove(toParent: parent)
  }

  open override func didMove(toParent parent: ViewController?) {
    log.record("\(name).didMove(\(parent == nil ? "nil" : "stack"))")
    super.didMove(toParent: parent)
  }
}
