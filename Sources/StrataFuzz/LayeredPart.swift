import StrataKit
import StrataNavigation
import StrataTesting

/// Fuzzes a ``LayeredNavigationController``: pushes on top or in front of a layer (one that
/// is not in the stack pushes on top; a controller already in the stack is pushed again in
/// front of a layer below it), at maximum width or not, from any side; pops, pops to a layer or
/// the root, and compresses.
@MainActor
final class LayeredPart: FuzzPartBase, FuzzPart {
  let layered: LayeredNavigationController
  private var model: [ViewController]?

  init(name: String, layered: LayeredNavigationController, world: FuzzWorld) {
    self.layered = layered
    model = layered.viewControllers
    super.init(name: name, world: world)
  }

  var container: ContainerViewController { layered }

  func randomCall(_ rng: inout SplitMix64) -> FuzzStep {
    let count = layered.viewControllers.count
    let animated = animation(&rng)
    switch rng.below(20) {
    case 0..<9:
      let anchor = rng.chance(0.6) ? "top" : "\(rng.below(count + 1))"
      let width = rng.chance(0.25) ? "wide" : "narrow"
      let side = LayeredAnimationDirection.allCases[rng.below(4)].rawValue
      return FuzzStep(
        "\(name).push", [randomReference(&rng, count: count), anchor, width, side, animated])
    case 9..<14: return FuzzStep("\(name).pop", [animated])
    case 14..<16: return FuzzStep("\(name).popTo", ["\(rng.below(count + 1))", animated])
    case 16..<18: return FuzzStep("\(name).popToRoot", [animated])
    default: return FuzzStep("\(name).compress", [animated])
    }
  }

  func perform(_ step: FuzzStep) -> Bool {
    let list = layered.viewControllers
    let animated = step.isAnimated
    switch step.callName {
    case "push":
      let controller = resolve(step.argument(0), in: list)
      let anchorIndex = step.argument(1) == "top" ? nil : step.integer(1)
      // One past the end names a controller that is not in the stack.
      let anchor = anchorIndex.map { $0 < list.count ? list[$0] : world.makeController() }
      let direction = LayeredAnimationDirection(rawValue: step.argument(3)) ?? .right
      layered.push(
        controller, inFrontOf: anchor, maximumWidth: step.argument(2) == "wide",
        animated: animated, direction: direction)
      apply { model in
        let anchorIndex = anchor.flatMap { anchor in model.firstIndex { $0 === anchor } }
        // Pushed again in front of a layer below it: popped to that layer, then pushed.
        if let existing = model.firstIndex(where: { $0 === controller }) {
          guard let anchorIndex, anchorIndex < existing else { return model }
          return Array(model[...anchorIndex]) + [controller]
        }
        guard canJoin(controller, list: model, owner: layered) else { return model }
        if let anchorIndex { return Array(model[...anchorIndex]) + [controller] }
        return model + [controller]
      }
    case "pop":
      layered.pop(animated: animated)
      apply { $0.count > 1 ? Array($0.dropLast()) : $0 }
    case "popTo":
      let index = step.integer(0)
      let target = index < list.count ? list[index] : world.makeController()
      layered.pop(to: target, animated: animated)
      apply { model in
        guard let found = model.firstIndex(where: { $0 === target }) else { return model }
        return Array(model[...found])
      }
    case "popToRoot":
      layered.popToRoot(animated: animated)
      apply { Array($0.prefix(1)) }
    case "compress":
      layered.compress(animated: animated)
    default:
      world.report("\(name): unknown call \(step)")
    }
    noteRemoved(from: list, to: layered.viewControllers)
    return false
  }

  private func apply(_ change: ([ViewController]) -> [ViewController]) {
    if let model { self.model = change(model) }
  }

  var expected: [String]? { model.map(names) }
  var actual: [String] { names(layered.viewControllers) }
  func forget() { model = nil }
  func learn() { model = layered.viewControllers }
  /// The highest layer that reaches into the container: the top one, unless a drag left it
  /// outside (the finger decides where layers rest, as in the original).
  var mustBeVisible: [ViewController] {
    guard let bounds = layered.viewIfLoaded?.bounds else { return [] }
    for controller in layered.viewControllers.reversed() {
      guard let layerView = controller.viewIfLoaded?.superview?.superview else { continue }
      let frame = layerView.frame
      if frame.minX < bounds.maxX - 0.5, frame.maxX > bounds.minX + 0.5 { return [controller] }
    }
    return []
  }

  func childrenProblem() -> String? {
    sameControllers(layered.children, layered.viewControllers)
  }
}
