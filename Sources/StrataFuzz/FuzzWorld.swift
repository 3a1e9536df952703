import StrataKit
import StrataTesting

/// Everything one fuzz walk runs in: the test host, the controllers it made (held weakly, to
/// check appearance and leaks), a controller that belongs to another container (to misuse),
/// and the problems found so far.
@MainActor
final class FuzzWorld {
  /// The host the target's root controller is shown in; set once the root exists.
  var host: TestHost!
  /// Every controller the walk made or was given, held weakly.
  private(set) var tracked: [WeakController] = []
  /// The problems found since the last check.
  private(set) var problems: [String] = []
  /// A controller that is the child of a container outside the window: pushing it is misuse.
  let foreign: FuzzController
  /// The container that owns ``foreign``.
  private let foreignParent = ViewController()
  private var nextID = 0

  /// Creates a world with its foreign controller.
  init() {
    foreign = FuzzController(name: "foreign", world: nil, offersNext: false)
    foreignParent.addChild(foreign)
    foreign.didMove(toParent: foreignParent)
    foreign.world = self
    track(foreign)
  }

  /// Makes a new leaf controller named `v<n>`.
  func makeController() -> FuzzController {
    nextID += 1
    let controller = FuzzController(name: "v\(nextID)", world: self, offersNext: nextID % 3 != 0)
    track(controller)
    return controller
  }

  /// Names `controller` (a container) and tracks it.
  @discardableResult
  func track<Controller: ViewController>(_ controller: Controller, name: String? = nil)
    -> Controller
  {
    if let name { controller.title = name }
    tracked.append(WeakController(controller))
    return controller
  }

  /// Records a problem, to be reported by the next check.
  func report(_ problem: String) {
    problems.append(problem)
  }

  /// Takes the problems found so far.
  func takeProblems() -> [String] {
    defer { problems = [] }
    return problems
  }

  /// The tracked controllers that are still alive.
  var liveControllers: [ViewController] { tracked.compactMap(\.controller) }
}

/// A weak reference to a view controller.
@MainActor
struct WeakController {
  /// The controller, while it lives.
  weak var controller: ViewController?

  /// Holds `controller` weakly.
  init(_ controller: ViewController) {
    self.controller = controller
  }
}
