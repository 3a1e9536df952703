import StrataKit
import StrataNavigation
import StrataTesting

/// Fuzzes a ``PagesContainer``: selects pages, animated or not (some out of range), and
/// replaces the pages (a new list keeps the selected page selected when it is still there).
@MainActor
final class PagesPart: FuzzPartBase, FuzzPart {
  let pages: PagesContainer
  private var model: (pages: [ViewController], selected: Int)?

  init(name: String, pages: PagesContainer, world: FuzzWorld) {
    self.pages = pages
    super.init(name: name, world: world)
    learn()
  }

  var container: ContainerViewController { pages }

  func randomCall(_ rng: inout SplitMix64) -> FuzzStep {
    let count = pages.viewControllers.count
    guard rng.chance(0.85) else {
      // The setter does not check its list, so the walk gives it only controllers that are
      // free or already pages, without duplicates.
      let length = 1 + rng.below(5)
      var list: [String] = []
      for _ in 0..<length {
        let reference = rng.chance(0.5) ? "\(rng.below(max(1, count)))" : "new"
        if reference == "new" || !list.contains(reference) { list.append(reference) }
      }
      return FuzzStep("\(name).set", list)
    }
    return FuzzStep("\(name).select", ["\(rng.below(count + 1))", animation(&rng)])
  }

  func perform(_ step: FuzzStep) -> Bool {
    let list = pages.viewControllers
    switch step.callName {
    case "select":
      let index = step.integer(0)
      pages.setSelectedIndex(index, animated: step.isAnimated)
      if let model, model.pages.indices.contains(index) { self.model = (model.pages, index) }
    case "set":
      var controllers: [ViewController] = []
      for reference in step.arguments {
        let controller = resolve(reference, in: list)
        if !controllers.contains(where: { $0 === controller }) { controllers.append(controller) }
      }
      // A selection queued behind a running one or a drag applies its index to the new list:
      // which page that is depends on when the list changed, so the model learns it.
      let wasBusy = pages.isTransitioning
      pages.viewControllers = controllers
      if wasBusy {
        model = nil
      } else if let model {
        let previous =
          model.pages.indices.contains(model.selected) ? model.pages[model.selected] : nil
        let kept = previous.flatMap { kept in controllers.firstIndex { $0 === kept } }
        self.model = (controllers, kept ?? min(model.selected, max(0, controllers.count - 1)))
      }
    default:
      world.report("\(name): unknown call \(step)")
    }
    noteRemoved(from: list, to: pages.viewControllers)
    return false
  }

  var expected: [String]? { model.map { names($0.pages) + ["selected \($0.selected)"] } }
  var actual: [String] { names(pages.viewControllers) + ["selected \(pages.selectedIndex)"] }
  func forget() { model = nil }
  func learn() { model = (pages.viewControllers, pages.selectedIndex) }

  var mustBeVisible: [ViewController] {
    pages.viewControllers.indices.contains(pages.selectedIndex)
      ? [pages.viewControllers[pages.selectedIndex]] : []
  }

  var mayBeVisible: [ViewController]? { mustBeVisible }

  /// The pages load lazily: the children are some of the pages, the selected one among them.
  func childrenProblem() -> String? {
    let strays = pages.children.filter { child in !pages.viewControllers.contains { $0 === child } }
    if !strays.isEmpty { return "\(name): children \(names(strays)) are not pages" }
    for page in mustBeVisible where !pages.children.contains(where: { $0 === page }) {
      return "\(name): the selected page \(page.title ?? "?") is not a child"
    }
    return nil
  }
}
