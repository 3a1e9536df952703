import StrataKit
import StrataNavigation
import StrataTesting

/// Fuzzes a ``StackController`` (or a ``NavigationController``): pushes (new controllers,
/// ones in the stack, ones popped lately, a foreign one), pops, pops to a controller or the
/// root, and whole new stacks.
@MainActor
final class StackPart: FuzzPartBase, FuzzPart {
  let stack: StackController
  private var model: [ViewController]?

  init(name: String, stack: StackController, world: FuzzWorld) {
    self.stack = stack
    model = stack.viewControllers
    super.init(name: name, world: world)
  }

  var container: ContainerViewController { stack }

  func randomCall(_ rng: inout SplitMix64) -> FuzzStep {
    let count = stack.viewControllers.count
    let animated = animation(&rng)
    switch rng.below(20) {
    case 0..<8:
      return FuzzStep("\(name).push", [randomReference(&rng, count: count), animated])
    case 8..<13: return FuzzStep("\(name).pop", [animated])
    case 13..<15: return FuzzStep("\(name).popTo", ["\(rng.below(count + 1))", animated])
    case 15..<16: return FuzzStep("\(name).popToRoot", [animated])
    default:
      let length = rng.below(4)
      let list = (0..<length).map { _ in randomReference(&rng, count: count) }
      return FuzzStep("\(name).set", [animated] + list)
    }
  }

  func perform(_ step: FuzzStep) -> Bool {
    let list = stack.viewControllers
    let animated = step.isAnimated
    switch step.callName {
    case "push":
      let controller = resolve(step.argument(0), in: list)
      stack.push(controller, animated: animated)
      apply { canJoin(controller, list: $0, owner: stack) ? $0 + [controller] : $0 }
    case "pop":
      stack.pop(animated: animated)
      apply { $0.count > 1 ? Array($0.dropLast()) : $0 }
    case "popTo":
      // One past the end names a controller that is not in the stack.
      let index = step.integer(0)
      let target = index < list.count ? list[index] : world.makeController()
      stack.pop(to: target, animated: animated)
      apply { model in
        guard let found = model.firstIndex(where: { $0 === target }) else { return model }
        return Array(model[...found])
      }
    case "popToRoot":
      stack.popToRoot(animated: animated)
      apply { Array($0.prefix(1)) }
    case "set":
      let controllers = step.arguments.dropFirst().map { resolve($0, in: list) }
      stack.setViewControllers(controllers, animated: animated)
      apply { model in
        guard !controllers.isEmpty else { return model }
        for (index, controller) in controllers.enumerated() {
          if controllers[..<index].contains(where: { $0 === controller }) { return model }
          if !canJoin(controller, list: [], owner: stack) { return model }
        }
        return controllers
      }
    default:
      world.report("\(name): unknown call \(step)")
    }
    noteRemoved(from: list, to: stack.viewControllers)
    return false
  }

  private func apply(_ change: ([ViewController]) -> [ViewController]) {
    if let model { self.model = change(model) }
  }

  var expected: [String]? { model.map(names) }
  var actual: [String] { names(stack.viewControllers) }
  func forget() { model = nil }
  func learn() { model = stack.viewControllers }
  var mustBeVisible: [ViewController] { stack.topViewController.map { [$0] } ?? [] }
  var mayBeVisible: [ViewController]? { mustBeVisible }

  func childrenProblem() -> String? {
    sameControllers(stack.children, stack.viewControllers)
  }
}
