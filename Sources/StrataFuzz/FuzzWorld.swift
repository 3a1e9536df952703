import StrataKit
import StrataTesting

/// Everything one fuzz walk runs in: the test host, the controllers it made (held weakly, to
/// check appearance and leaks), a controller that belongs to another container (to misuse),
/// and the problems found so far.
@MainActor
final class FuzzWorld {
  /// The host the target's root controller is shown in; set once the root exists.
  var host: TestHost!
  /// The controllers the walk made or was given, held weakly: the live ones, and the dead ones
  /// since the last compaction (see ``track(_:name:)``).
  private(set) var tracked: [WeakController] = []
  /// How many entries ``tracked`` may hold before the dead ones are dropped: twice what lived
  /// after the last compaction, and at least ``minimumCompactionThreshold``.
  private var compactionThreshold = FuzzWorld.minimumCompactionThreshold
  /// The fewest entries ``tracked`` holds before its first compaction.
  static let minimumCompactionThreshold = 64
  /// The problems found since the last check.
  private(set) var problems: [String] = []
  /// A controller that is the child of a container outside the window: pushing it is misuse.
  let foreign: FuzzController
  /// The container that owns ``foreign``.
  private let foreignParent = ViewController()
  /// How many leaf controllers the walk has made.
  private(set) var madeCount = 0

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
    madeCount += 1
    let controller = FuzzController(
      name: "v\(madeCount)", world: self, offersNext: madeCount % 3 != 0)
    track(controller)
    return controller
  }

  /// Names `controller` (a container) and tracks it.
  ///
  /// The dead controllers are dropped when ``tracked`` has doubled since the last time, so
  /// that a walk's checks cost what lives, not what the walk ever made.
  ///
  /// - Complexity: amortised O(1).
  @discardableResult
  func track<Controller: ViewController>(_ controller: Controller, name: String? = nil)
    -> Controller
  {
    if let name { controller.title = name }
    if tracked.count >= compactionThreshold {
      tracked.removeAll { $0.controller == nil }
      compactionThreshold = max(Self.minimumCompactionThreshold, 2 * tracked.count)
    }
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
  ///
  /// - Complexity: O(n) in the number of live controllers (and at most as many dead ones).
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
