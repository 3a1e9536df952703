import StrataKit
import StrataNavigation
import StrataTesting

/// Fuzzes a ``TabBarController``: selects tabs by index (some out of range) and by controller,
/// and replaces the tabs (with duplicates and a foreign controller now and then). The first tab
/// of a nested target is a container; a new list may drop it.
@MainActor
final class TabsPart: FuzzPartBase, FuzzPart {
  let tabs: TabBarController
  private var model: (tabs: [ViewController], selected: Int)?

  init(name: String, tabs: TabBarController, world: FuzzWorld) {
    self.tabs = tabs
    super.init(name: name, world: world)
    learn()
  }

  var container: ContainerViewController { tabs }

  func randomCall(_ rng: inout SplitMix64) -> FuzzStep {
    let count = tabs.viewControllers.count
    switch rng.below(10) {
    case 0..<6: return FuzzStep("\(name).select", ["\(rng.below(count + 1))"])
    case 6..<8:
      return FuzzStep("\(name).selectController", [randomReference(&rng, count: count)])
    default:
      // Mostly the tabs there are, reordered, with a tab more or less.
      let length = 1 + rng.below(4)
      let list = (0..<length).map { _ in
        rng.chance(0.7) ? "\(rng.below(max(1, count)))" : randomReference(&rng, count: count)
      }
      return FuzzStep("\(name).set", [animation(&rng)] + list)
    }
  }

  func perform(_ step: FuzzStep) -> Bool {
    let list = tabs.viewControllers
    switch step.callName {
    case "select":
      let index = step.integer(0)
      tabs.selectedIndex = index
      if let model, model.tabs.indices.contains(index) { self.model = (model.tabs, index) }
    case "selectController":
      let controller = resolve(step.argument(0), in: list)
      tabs.selectedViewController = controller
      if let model, let index = model.tabs.firstIndex(where: { $0 === controller }) {
        self.model = (model.tabs, index)
      }
    case "set":
      let controllers = step.arguments.dropFirst().map { resolve($0, in: list) }
      tabs.setViewControllers(controllers, animated: step.isAnimated)
      if let model, isValid(controllers) {
        let previous =
          model.tabs.indices.contains(model.selected) ? model.tabs[model.selected] : nil
        let kept = previous.flatMap { kept in controllers.firstIndex { $0 === kept } }
        self.model = (controllers, kept ?? 0)
      }
    default:
      world.report("\(name): unknown call \(step)")
    }
    noteRemoved(from: list, to: tabs.viewControllers)
    return false
  }

  private func isValid(_ controllers: [ViewController]) -> Bool {
    for (index, controller) in controllers.enumerated() {
      if controllers[..<index].contains(where: { $0 === controller }) { return false }
      if let parent = controller.parent, parent !== tabs { return false }
    }
    return true
  }

  var expected: [String]? { model.map { names($0.tabs) + ["selected \($0.selected)"] } }
  var actual: [String] { names(tabs.viewControllers) + ["selected \(tabs.selectedIndex)"] }
  func forget() { model = nil }
  func learn() { model = (tabs.viewControllers, tabs.selectedIndex) }
  var mustBeVisible: [ViewController] { tabs.selectedViewController.map { [$0] } ?? [] }
  var mayBeVisible: [ViewController]? { mustBeVisible }

  func childrenProblem() -> String? {
    sameControllers(tabs.children, tabs.viewControllers)
  }
}
