import StrataKit
import StrataNavigation
import StrataTesting

/// Fuzzes modal presentation in a setup's window: presents sheets (page, form, automatic),
/// full-screen and over-full-screen controllers, alerts and action sheets from the top of the
/// chain or from the setup's top controller; dismisses by call from any level, by Escape, and
/// by dragging the topmost sheet (far enough to dismiss it, or a little, so that it springs
/// back); and makes the topmost controller modal in presentation (refusing Escape and drags).
///
/// The model is the chain of presented controllers as the calls made so far will leave it,
/// bottom first, applying the misuse rule: presenting what is presented already, a controller
/// inside the setup, or from a level that presents already changes nothing. After a settle the
/// chain is checked: one presented controller per presenter, each presenter appeared unless a
/// full-screen presentation above it covers it, and the focus inside the topmost presentation.
@MainActor
final class PresentationPart: FuzzPartBase, FuzzPart {
  /// The setup's root: the controller that defines the presentations' context.
  let root: ContainerViewController
  /// The setup's top controller: where a presentation from the bottom level is asked.
  private let top: () -> ViewController
  /// The presented controllers, bottom first, once the calls made so far have run; `nil` when
  /// a gesture or a key made the model forget.
  private var model: [ViewController]? = []
  /// The presented controllers dismissed lately, newest last (at most four).
  private var dismissed: [ViewController] = []
  private var nextID = 0

  /// The styles a step presents in, as written in steps.
  static let styles = [
    "automatic", "pageSheet", "formSheet", "fullScreen", "overFullScreen", "alert", "actionSheet",
  ]

  /// Creates the part for the setup whose root is `root` and whose top controller `top` names.
  init(
    name: String, root: ContainerViewController, world: FuzzWorld,
    top: @escaping () -> ViewController
  ) {
    self.root = root
    self.top = top
    super.init(name: name, world: world)
  }

  var container: ContainerViewController { root }

  /// Whether the root transitions or a presentation moves (or a sheet is dragged).
  var isTransitioning: Bool {
    root.isTransitioning || (world.host?.window.isPresentationTransitioning ?? false)
  }

  /// The presented controllers now, bottom first.
  var chain: [ViewController] {
    var result: [ViewController] = []
    var current: ViewController = root
    while let next = current.presentedViewController, result.count < 64,
      !result.contains(where: { $0 === next })
    {
      result.append(next)
      current = next
    }
    return result
  }

  func randomCall(_ rng: inout SplitMix64) -> FuzzStep {
    let count = (model ?? chain).count
    let animated = animation(&rng)
    switch rng.below(20) {
    case 0..<7:
      let reference: String
      switch rng.below(10) {
      case 0..<7: reference = "new"
      case 7: reference = "chain\(rng.below(max(1, count)))"
      case 8: reference = "setup"
      default: reference = "dismissed\(rng.below(4))"
      }
      // Mostly from the top of the chain; now and then from a level that presents already.
      let level = rng.chance(0.85) ? count : rng.below(count + 1)
      let style = Self.styles[rng.below(Self.styles.count)]
      return FuzzStep("\(name).present", [reference, style, "\(level)", animated])
    case 7..<12:
      let level = rng.chance(0.6) ? count : rng.below(count + 1)
      return FuzzStep("\(name).dismiss", ["\(level)", animated])
    case 12..<14: return FuzzStep("\(name).escape")
    case 14..<18: return FuzzStep("\(name).drag", [rng.chance(0.6) ? "away" : "back"])
    default: return FuzzStep("\(name).modal", [rng.chance(0.5) ? "on" : "off"])
    }
  }

  func perform(_ step: FuzzStep) -> Bool {
    let before = chain
    defer { noteDismissed(from: before) }
    switch step.callName {
    case "present":
      present(step)
      return false
    case "dismiss":
      let level = step.integer(0)
      let caller = controller(atLevel: level)
      caller.dismiss(animated: step.isAnimated)
      apply { planned in
        let level = min(max(0, level), planned.count)
        if level < planned.count { return Array(planned[..<level]) }
        return level > 0 ? Array(planned[..<(level - 1)]) : planned
      }
      return false
    case "modal":
      (model?.last ?? chain.last)?.isModalInPresentation = step.argument(0) == "on"
      return false
    case "escape":
      return escape()
    case "drag":
      return drag(away: step.argument(0) == "away")
    default:
      world.report("\(name): unknown call \(step)")
      return false
    }
  }

  /// The controller at `level` of the chain as planned (0: the setup's top controller),
  /// clamped to the chain.
  private func controller(atLevel level: Int) -> ViewController {
    let planned = model ?? chain
    let level = min(max(0, level), planned.count)
    return level == 0 ? top() : planned[level - 1]
  }

  private func present(_ step: FuzzStep) {
    let planned = model ?? chain
    let reference = step.argument(0)
    let level = min(max(0, step.integer(2)), planned.count)
    let presenter = controller(atLevel: level)
    let presented: ViewController
    var isValid = level == planned.count
    if reference.hasPrefix("chain"), !planned.isEmpty {
      presented = planned[(Int(reference.dropFirst(5)) ?? 0) % planned.count]
      isValid = false
    } else if reference == "setup" {
      presented = top()
      isValid = false
    } else if reference.hasPrefix("dismissed"), !dismissed.isEmpty {
      presented = dismissed[(Int(reference.dropFirst(9)) ?? 0) % dismissed.count]
      // One still sliding away is presented still; one presented again is in the chain.
      if presented.presentingViewController != nil || planned.contains(where: { $0 === presented })
      {
        isValid = false
      }
    } else {
      presented = makeController(style: step.argument(1))
    }
    presenter.present(presented, animated: step.isAnimated)
    if isValid { apply { $0 + [presented] } }
  }

  /// A new controller to present in `style`: an alert controller for `alert` and
  /// `actionSheet`, else a field controller.
  private func makeController(style: String) -> ViewController {
    nextID += 1
    switch style {
    case "alert", "actionSheet":
      let alert = AlertController(
        title: "Alert \(nextID)", message: "From the fuzzer",
        preferredStyle: style == "alert" ? .alert : .actionSheet)
      alert.addAction(AlertAction(title: "Cancel", style: .cancel))
      alert.addAction(AlertAction(title: "OK", style: .default))
      return world.track(alert, name: "a\(nextID)")
    default:
      let controller = world.track(
        FuzzFieldController(name: "p\(nextID)", content: world.makeController()))
      controller.modalPresentationStyle = ModalPresentationStyle(rawValue: style) ?? .automatic
      return controller
    }
  }

  /// Presses Escape: the topmost sheet at rest goes unless it is modal in presentation, the
  /// topmost alert picks its Cancel; with nothing presented the key reaches the setup.
  private func escape() -> Bool {
    let shown = chain
    let predictable = !isTransitioning && model.map { same($0, shown) } == true
    world.host.press(key: .escape)
    guard let last = shown.last else { return true }
    guard predictable else {
      forget()
      return true
    }
    if last is AlertController || (isSheet(last) && !last.isModalInPresentation) {
      apply { Array($0.dropLast()) }
    }
    return false
  }

  /// Drags the topmost presented controller down from just under its top edge: three
  /// quarters of its height, quickly (`away`), or 30 points, held still before the release
  /// (`back`). A sheet at rest goes away or springs back as the drag says; one modal in
  /// presentation stays; nothing else moves. Does nothing while a finger is down or nothing is
  /// presented.
  private func drag(away: Bool) -> Bool {
    let host = world.host!
    let shown = chain
    guard host.dragLocation == nil, let last = shown.last, let view = last.viewIfLoaded,
      view.window === host.window
    else { return false }
    let predictable = !isTransitioning && model.map { same($0, shown) } == true
    let frame = view.convert(view.bounds, to: nil)
    let start = Point(x: frame.midX, y: frame.minY + 12)
    if away {
      host.drag(from: start, to: Point(x: start.x, y: start.y + frame.height * 0.75))
    } else {
      host.beginDrag(at: start)
      for step in 1...3 { host.moveDrag(to: Point(x: start.x, y: start.y + Double(step) * 10)) }
      for _ in 0..<10 { host.moveDrag(to: Point(x: start.x, y: start.y + 30)) }
      host.endDrag()
    }
    guard predictable else {
      forget()
      return true
    }
    if away, isSheet(last), !last.isModalInPresentation { apply { Array($0.dropLast()) } }
    return false
  }

  /// Whether `controller` is presented as a sheet (page, form or automatic).
  private func isSheet(_ controller: ViewController) -> Bool {
    guard !(controller is AlertController) else { return false }
    switch controller.modalPresentationStyle {
    case .automatic, .pageSheet, .formSheet: return true
    case .fullScreen, .overFullScreen: return false
    }
  }

  private func apply(_ change: ([ViewController]) -> [ViewController]) {
    if let model { self.model = change(model) }
  }

  /// Whether two lists hold the same controllers in the same order.
  private func same(_ first: [ViewController], _ second: [ViewController]) -> Bool {
    first.count == second.count && zip(first, second).allSatisfy { $0 === $1 }
  }

  /// Remembers the controllers of `before` that left the chain, to present them again.
  private func noteDismissed(from before: [ViewController]) {
    let after = chain
    for controller in before where !after.contains(where: { $0 === controller }) {
      dismissed.removeAll { $0 === controller }
      dismissed.append(controller)
    }
    if dismissed.count > 4 { dismissed.removeFirst(dismissed.count - 4) }
  }

  var expected: [String]? { model.map(names) }
  var actual: [String] { names(chain) }
  func forget() { model = nil }
  func learn() { model = chain }
  var mustBeVisible: [ViewController] { [] }

  /// The chain's rules at rest: each level presents the next and is named its presenter; a
  /// level is on screen (appeared) unless a full-screen presentation above it covers it; the
  /// focus, when some view has it, is inside the topmost presented controller's view.
  func childrenProblem() -> String? {
    let shown = chain
    var problems: [String] = []
    let levels: [ViewController] = [root] + shown
    for (index, presented) in shown.enumerated() {
      let presenter = levels[index]
      if presented.presentingViewController !== presenter {
        problems.append(
          "\(presented.title ?? "?") names \(presented.presentingViewController?.title ?? "nothing") as its presenter, not \(presenter.title ?? "?")"
        )
      }
      if presented.parent != nil {
        problems.append("\(presented.title ?? "?") is presented but has a parent")
      }
    }
    if world.host.window.isVisible {
      for (index, level) in levels.enumerated() {
        let covered = shown[index...].contains {
          !($0 is AlertController) && $0.modalPresentationStyle == .fullScreen
        }
        let state = level.appearanceState
        if covered ? state != .disappeared : state != .appeared {
          problems.append(
            "\(level.title ?? "?") is \(state) \(covered ? "under" : "without") a full-screen presentation above it"
          )
        }
      }
    }
    if let last = shown.last, let focused = world.host.firstResponder as? View,
      let view = last.viewIfLoaded, !focused.isDescendant(of: view)
    {
      problems.append("the focus is outside the topmost presentation, \(last.title ?? "?")")
    }
    return problems.isEmpty ? nil : "\(name): " + problems.joined(separator: "; ")
  }
}
