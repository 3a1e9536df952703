import StrataKit
import StrataNavigation
import StrataTesting

/// Fuzzes a ``CrossNavigationController``: presents from any side (the top screen's way back
/// included), dismisses, and dismisses to a screen, sometimes choosing the side it comes back
/// from. Every call carries a completion, which must run exactly once by the next settle.
@MainActor
final class CrossPart: FuzzPartBase, FuzzPart {
  let cross: CrossNavigationController
  private var model: [(controller: ViewController, direction: CrossDirection?)]?
  /// The calls whose completions have not run yet, by number.
  private var pendingCompletions: Set<Int> = []
  /// The number the next call's completion gets.
  private var nextCompletion = 0

  init(name: String, cross: CrossNavigationController, world: FuzzWorld) {
    self.cross = cross
    super.init(name: name, world: world)
    learn()
  }

  var container: ContainerViewController { cross }

  func randomCall(_ rng: inout SplitMix64) -> FuzzStep {
    let count = cross.viewControllers.count
    let animated = animation(&rng)
    switch rng.below(20) {
    case 0..<10:
      let side = CrossDirection.allCases[rng.below(4)].rawValue
      return FuzzStep("\(name).present", [randomReference(&rng, count: count), side, animated])
    case 10..<16: return FuzzStep("\(name).dismiss", [animated])
    default:
      let index = "\(rng.below(count + 1))"
      guard rng.chance(0.5) else { return FuzzStep("\(name).dismissTo", [index, animated]) }
      let side = CrossDirection.allCases[rng.below(4)].rawValue
      return FuzzStep("\(name).dismissTo", [index, animated, side])
    }
  }

  func perform(_ step: FuzzStep) -> Bool {
    let list = cross.viewControllers
    let animated = step.isAnimated
    switch step.callName {
    case "present":
      let controller = resolve(step.argument(0), in: list)
      let direction = CrossDirection(rawValue: step.argument(1)) ?? .right
      cross.present(
        controller, direction: direction, animated: animated, completion: completion(for: step))
      if let model, canJoin(controller, list: model.map(\.controller), owner: cross) {
        self.model = model + [(controller, direction)]
      }
    case "dismiss":
      cross.dismiss(animated: animated, completion: completion(for: step))
      if let model, model.count > 1 { self.model = Array(model.dropLast()) }
    case "dismissTo":
      let index = step.integer(0)
      let target = index < list.count ? list[index] : world.makeController()
      cross.dismiss(
        to: target, direction: CrossDirection(rawValue: step.argument(2)), animated: animated,
        completion: completion(for: step))
      if let model, let found = model.firstIndex(where: { $0.controller === target }) {
        self.model = Array(model[...found])
      }
    default:
      world.report("\(name): unknown call \(step)")
    }
    noteRemoved(from: list, to: cross.viewControllers)
    return false
  }

  /// A completion for `step` that must run exactly once.
  private func completion(for step: FuzzStep) -> (CrossNavigationControllerError?) -> Void {
    let number = nextCompletion
    nextCompletion += 1
    pendingCompletions.insert(number)
    return { [weak self] _ in
      guard let self else { return }
      if self.pendingCompletions.remove(number) == nil {
        self.world.report("\(self.name): the completion of \(step) ran twice")
      }
    }
  }

  var expected: [String]? {
    model.map { entries in
      entries.map { "\($0.controller.title ?? "?")\($0.direction.map { "@\($0)" } ?? "")" }
    }
  }

  var actual: [String] {
    cross.viewControllers.map { controller in
      "\(controller.title ?? "?")\(cross.direction(of: controller).map { "@\($0)" } ?? "")"
    }
  }

  func forget() { model = nil }

  func learn() {
    model = cross.viewControllers.map { ($0, cross.direction(of: $0)) }
  }

  var mustBeVisible: [ViewController] { cross.topViewController.map { [$0] } ?? [] }
  /// A present or a dismiss animates the container's own progress for its animation duration.
  var callTransitionDuration: Double? { cross.animationDuration }
  var mayBeVisible: [ViewController]? { mustBeVisible }

  /// Also reports calls whose completions have not run once the container settled.
  func childrenProblem() -> String? {
    if !pendingCompletions.isEmpty {
      let count = pendingCompletions.count
      pendingCompletions.removeAll()
      return "\(name): \(count) completion(s) did not run by the settle"
    }
    return sameControllers(cross.children, cross.viewControllers)
  }
}
