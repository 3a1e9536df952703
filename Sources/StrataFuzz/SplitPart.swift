import StrataKit
import StrataNavigation
import StrataTesting

/// Fuzzes a ``SplitViewController``: shows secondaries and details (new controllers, ones in
/// the split, a foreign one, or `nil` to take the column away), sets details, hides and shows
/// the primary, shows and dismisses it as an overlay, and changes the maximum number of
/// columns.
///
/// The model predicts the split's controllers (primary, secondary, detail); what the columns
/// show follows the width, which resizes change.
@MainActor
final class SplitPart: FuzzPartBase, FuzzPart {
  let split: SplitViewController
  private var model: [ViewController]?

  init(name: String, split: SplitViewController, world: FuzzWorld) {
    self.split = split
    model = split.viewControllers
    super.init(name: name, world: world)
  }

  var container: ContainerViewController { split }

  func randomCall(_ rng: inout SplitMix64) -> FuzzStep {
    let count = split.viewControllers.count
    switch rng.below(22) {
    case 0..<5: return FuzzStep("\(name).showDetail", [randomReference(&rng, count: count)])
    case 5..<8: return FuzzStep("\(name).showSecondary", [randomReference(&rng, count: count)])
    case 8..<10: return FuzzStep("\(name).setDetail", [randomReference(&rng, count: count)])
    case 10..<14:
      return FuzzStep("\(name).hidePrimary", [rng.chance(0.5) ? "yes" : "no", animation(&rng)])
    case 14..<18:
      return FuzzStep("\(name).overlay", [rng.chance(0.5) ? "show" : "dismiss", animation(&rng)])
    case 18..<20: return FuzzStep("\(name).maxColumns", ["\(1 + rng.below(3))"])
    case 20: return FuzzStep("\(name).showDetail", ["nil"])
    default: return FuzzStep("\(name).showSecondary", ["nil"])
    }
  }

  func perform(_ step: FuzzStep) -> Bool {
    let list = split.viewControllers
    // A column's controller the app put into a stack by hand (re-rooting the primary with it,
    // or pushing it) stays there when its column separates, and the split gives the column
    // up: a call that separates columns then changes the model in a way it cannot predict.
    if split.hasColumnTakenByApp {
      defer { forget() }
      return performCall(step, list: list)
    }
    return performCall(step, list: list)
  }

  private func performCall(_ step: FuzzStep, list: [ViewController]) -> Bool {
    switch step.callName {
    case "showDetail" where step.argument(0) == "nil":
      // The detail column goes; a secondary becomes the detail of two.
      split.showDetail(nil, sender: nil)
      apply(nil, joins: true) { model in model.count > 1 ? Array(model.dropLast()) : model }
    case "showSecondary" where step.argument(0) == "nil":
      split.showSecondary(nil, sender: nil)
      apply(nil, joins: true) { model in model.count == 3 ? [model[0], model[2]] : model }
    case "showDetail", "setDetail":
      let controller = resolve(step.argument(0), in: list)
      let joins = canJoinModel(controller)
      if step.callName == "showDetail" {
        split.showDetail(controller, sender: nil)
      } else {
        split.setDetail(controller, sender: nil)
      }
      apply(controller, joins: joins) { model in
        model.count > 1 ? model.dropLast() + [controller] : model + [controller]
      }
    case "showSecondary":
      let controller = resolve(step.argument(0), in: list)
      let joins = canJoinModel(controller)
      split.showSecondary(controller, sender: nil)
      apply(controller, joins: joins) { model in
        switch model.count {
        case 3: [model[0], controller, model[2]]
        case 2: [model[0], controller, model[1]]
        default: model + [controller]
        }
      }
    case "hidePrimary":
      split.setPrimaryHidden(step.argument(0) == "yes", animated: step.isAnimated)
    case "overlay":
      if step.argument(0) == "show" {
        split.showPrimaryOverlay(animated: step.isAnimated)
      } else {
        split.dismissPrimaryOverlay(animated: step.isAnimated)
      }
    case "maxColumns":
      split.maximumNumberOfColumns = step.integer(0)
    default:
      world.report("\(name): unknown call \(step)")
    }
    noteRemoved(from: list, to: split.viewControllers)
    // Collapsing and separating move controllers between the columns' navigation stacks.
    return true
  }

  /// Whether the model lets `controller` join the split, judged before the call (a controller
  /// shown while the columns are collapsed is pushed onto the primary's stack by the call).
  /// Showing a column's own controller again changes nothing; in another column it is refused,
  /// as is a controller of another container (one pushed onto a column's stack).
  private func canJoinModel(_ controller: ViewController) -> Bool {
    guard let model else { return false }
    return canJoin(controller, list: model, owner: split)
  }

  private func apply(
    _ controller: ViewController?, joins: Bool, _ change: ([ViewController]) -> [ViewController]
  ) {
    guard let model, joins else { return }
    self.model = change(model)
  }

  var expected: [String]? { model.map(names) }
  var actual: [String] { names(split.viewControllers) }
  func forget() { model = nil }
  func learn() { model = split.viewControllers }
  var mustBeVisible: [ViewController] { split.visibleViewControllers }

  /// The columns' controllers are children, except those collapsed into the primary's stack.
  func childrenProblem() -> String? {
    let strays = split.children.filter { child in !split.viewControllers.contains { $0 === child } }
    if !strays.isEmpty { return "\(name): children \(names(strays)) are not columns" }
    return nil
  }
}
