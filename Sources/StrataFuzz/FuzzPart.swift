import StrataKit
import StrataNavigation
import StrataTesting

/// One container of a fuzz target, with the calls the walk makes on it and the reference model
/// that predicts what it shows once its queue drains.
///
/// A part's calls are named `<name>.<call>`. The model applies each call as the container's
/// documentation says it applies to the state the calls before it leave. A gesture, a key or
/// anything else whose outcome the model cannot know makes it forget (``forget()``); the next
/// settle then learns the state from the container (``learn()``) instead of checking it.
@MainActor
protocol FuzzPart: AnyObject {
  /// The prefix of the part's calls.
  var name: String { get }
  /// The container.
  var container: ContainerViewController { get }
  /// A random call on the container, given the state it is in now.
  func randomCall(_ rng: inout SplitMix64) -> FuzzStep
  /// Makes `step` (one of the part's calls) on the container and applies it to the model.
  /// Returns whether the call may change what other parts show (their models forget).
  func perform(_ step: FuzzStep) -> Bool
  /// What the model predicts the container shows once its queue drains, or `nil` when it does
  /// not know.
  var expected: [String]? { get }
  /// What the container says it shows, in the same terms as ``expected``.
  var actual: [String] { get }
  /// Makes the model forget what it knows.
  func forget()
  /// Makes the model take the container's state.
  func learn()
  /// The controllers that must be visible, after a settle, when the container is.
  var mustBeVisible: [ViewController] { get }
  /// The only children that may be visible after a settle; `nil` when any may.
  var mayBeVisible: [ViewController]? { get }
  /// Why the container's children disagree with its model after a settle, or `nil`.
  func childrenProblem() -> String?
  /// How long the transition runs, in seconds, that one of the part's animated calls starts on
  /// the container when it is not transitioning, for a container whose transitions move
  /// something ``MotionCheck`` cannot read on its views (a value of its own); `nil` for the
  /// others (the default).
  var callTransitionDuration: Double? { get }
  /// Whether what the part drives still moves or has calls waiting, so that a settle goes on:
  /// its container's transition unless the part says more (presentations, say).
  var isTransitioning: Bool { get }
}

extension FuzzPart {
  var mayBeVisible: [ViewController]? { nil }
  var callTransitionDuration: Double? { nil }
  var isTransitioning: Bool { container.isTransitioning }
}

/// What the parts share: the world, references to controllers written in steps, and the
/// controllers that left the container lately (to push them again).
@MainActor
class FuzzPartBase {
  let name: String
  unowned let world: FuzzWorld
  /// Controllers that were in the container lately, newest last (at most four).
  private(set) var recent: [ViewController] = []

  init(name: String, world: FuzzWorld) {
    self.name = name
    self.world = world
  }

  /// A random reference to a controller for a push or a list: mostly a new one, sometimes one
  /// already in `list`, one that left lately, or the foreign one.
  func randomReference(_ rng: inout SplitMix64, count: Int) -> String {
    switch rng.below(20) {
    case 0..<12: "new"
    case 12..<15: "\(rng.below(max(1, count)))"
    case 15..<19: "r\(rng.below(4))"
    default: "foreign"
    }
  }

  /// The controller `reference` names, `list` being the container's controllers now.
  func resolve(_ reference: String, in list: [ViewController]) -> ViewController {
    if reference == "foreign" { return world.foreign }
    if reference.hasPrefix("r"), let index = Int(reference.dropFirst()), !recent.isEmpty {
      return recent[index % recent.count]
    }
    if let index = Int(reference), !list.isEmpty { return list[index % list.count] }
    return world.makeController()
  }

  /// Remembers the controllers of `before` that are not in `after` as recent.
  func noteRemoved(from before: [ViewController], to after: [ViewController]) {
    for controller in before where !after.contains(where: { $0 === controller }) {
      recent.removeAll { $0 === controller }
      recent.append(controller)
    }
    if recent.count > 4 { recent.removeFirst(recent.count - 4) }
  }

  /// Whether `controller` may join `owner`'s list `list` (the rule every stack-like container
  /// applies): not in it already, not another container's child, not the owner nor an ancestor.
  func canJoin(_ controller: ViewController, list: [ViewController], owner: ViewController)
    -> Bool
  {
    if list.contains(where: { $0 === controller }) { return false }
    if let parent = controller.parent, parent !== owner { return false }
    return controller !== owner && !owner.isDescendant(of: controller)
  }

  /// The names of `controllers`.
  func names(_ controllers: [ViewController]) -> [String] {
    controllers.map { $0.title ?? "?" }
  }

  /// Why `children` differ from `list` as sets, or `nil`.
  func sameControllers(_ children: [ViewController], _ list: [ViewController]) -> String? {
    let extra = children.filter { child in !list.contains { $0 === child } }
    let missing = list.filter { controller in !children.contains { $0 === controller } }
    guard !extra.isEmpty || !missing.isEmpty else { return nil }
    return
      "\(name): children \(names(children)) but controllers \(names(list)) (extra \(names(extra)), missing \(names(missing)))"
  }

  /// `animated` as a step argument.
  func animation(_ rng: inout SplitMix64) -> String {
    rng.chance(0.6) ? "anim" : "still"
  }
}
