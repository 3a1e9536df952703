import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A logging controller that also logs the sizes it is told it will transition to.
@MainActor
final class SizeLoggingViewController: LoggingViewController {
  override func viewWillTransition(
    to size: Size, with coordinator: ViewControllerTransitionCoordinator
  ) {
    log.record("\(name).willTransition(\(Int(size.width)))")
    super.viewWillTransition(to: size, with: coordinator)
  }
}

/// A split of three logging controllers (P, S, D) in a test host, 1100 × 600 by default.
@MainActor
struct SplitScene {
  let log = CallLog()
  let primary: SizeLoggingViewController
  let secondary: SizeLoggingViewController
  let detail: SizeLoggingViewController
  let split: SplitViewController
  let host: TestHost

  init(width: Double = 1100, scale: Double = 1) {
    primary = SizeLoggingViewController("P", log: log, color: .red)
    secondary = SizeLoggingViewController("S", log: log, color: .green)
    detail = SizeLoggingViewController("D", log: log, color: .blue)
    split = SplitViewController(viewControllers: [primary, secondary, detail])
    host = TestHost(
      rootViewController: split, size: Size(width: width, height: 600), scale: scale)
  }

  /// Resizes the window to `width` × 600 and lets the animations finish.
  func resize(to width: Double) throws {
    host.resize(to: Size(width: width, height: 600))
    try check()
    host.settle()
    try check()
  }

  /// The column widths, leading first.
  var widths: [Double] { split.visibleViewControllers.map(\.view.frame.width) }

  /// Checks the window's invariants and that the split's model, children, views and
  /// appearance agree.
  func check() throws {
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)
  }

  /// The split's model, children, window and appearance states agree: every visible column's
  /// controller is a child whose view is in the window and has appeared (or is on its way);
  /// every controller of a collapsed column is out of the split's children, and either out of
  /// the hierarchy and disappeared or taken in by the primary.
  static func checkAgreement(of split: SplitViewController) throws {
    let visible = split.visibleViewControllers
    for controller in visible {
      #expect(controller.parent === split, "\(controller.title ?? "?") is not a child")
      #expect(controller.view.window != nil, "\(controller.title ?? "?") is not in the window")
      if split.appearanceState == .appeared {
        #expect(
          controller.appearanceState == .appeared || controller.appearanceState == .appearing,
          "\(controller.title ?? "?") is \(controller.appearanceState)")
      }
    }
    for controller in split.viewControllers where !visible.contains(where: { $0 === controller }) {
      if controller === split.primaryViewController { continue }
      #expect(controller.parent !== split, "\(controller.title ?? "?") is still a child")
      if controller.parent != nil {
        #expect(controller.isDescendant(of: split.primaryViewController))
        continue
      }
      // A collapsed column's view may still fade out where it was, in a stand-in.
      let isFadingOut =
        controller.viewIfLoaded?.superview.map { standIn in
          standIn !== split.view && standIn.superview === split.view && standIn.isAnimating
            && !standIn.isUserInteractionEnabled
        } ?? false
      #expect(
        controller.viewIfLoaded?.window == nil || isFadingOut,
        "\(controller.title ?? "?") is still on screen")
      #expect(controller.appearanceState == .disappeared)
    }
    for child in split.children {
      #expect(split.viewControllers.contains { $0 === child }, "a stray child")
    }
  }
}

/// Records what a split's delegate is asked and answers as told.
@MainActor
final class SplitDelegateRecorder: SplitViewControllerDelegate {
  var events: [String] = []
  var handlesShowDetail = false
  var handlesCollapse = false
  var separatedController: ViewController?
  var primaryForCollapsing: ViewController?
  var primaryForExpanding: ViewController?
  /// For each collapse asked: its `animated`, and whether the auxiliary was still the split's
  /// child and in the window.
  var collapses: [(animated: Bool, isChild: Bool, isOnScreen: Bool)] = []

  func splitViewController(
    _ splitViewController: SplitViewController, showDetail controller: ViewController,
    sender: Any?
  ) -> Bool {
    events.append("showDetail \(controller.title ?? "?")")
    return handlesShowDetail
  }

  func splitViewController(
    _ splitViewController: SplitViewController, collapse auxiliary: ViewController,
    ofType column: SplitColumn, onto primary: ViewController, animated: Bool
  ) -> Bool {
    events.append("collapse \(auxiliary.title ?? "?") \(column) onto \(primary.title ?? "?")")
    collapses.append(
      (
        animated: animated, isChild: auxiliary.parent === splitViewController,
        isOnScreen: auxiliary.viewIfLoaded?.window != nil
      ))
    return handlesCollapse
  }

  func splitViewController(
    _ splitViewController: SplitViewController, separateOfType column: SplitColumn,
    from primary: ViewController
  ) -> ViewController? {
    events.append("separate \(column) from \(primary.title ?? "?")")
    return separatedController
  }

  func splitViewController(
    _ splitViewController: SplitViewController, primaryForCollapsingFrom column: SplitColumn
  ) -> ViewController? {
    events.append("primaryForCollapsing \(column)")
    return primaryForCollapsing
  }

  func splitViewController(
    _ splitViewController: SplitViewController, primaryForExpandingTo column: SplitColumn
  ) -> ViewController? {
    events.append("primaryForExpanding \(column)")
    return primaryForExpanding
  }
}

/// A primary that records the split's hooks and, when told, takes the auxiliary in.
@MainActor
final class HookRecordingViewController: ViewController {
  var events: [String] = []
  var takesAuxiliaries = true
  private var taken: [SplitColumn: ViewController] = [:]

  override func collapseAuxiliary(
    _ auxiliary: ViewController, ofType column: SplitColumn,
    onto splitViewController: ViewController, animated: Bool
  ) -> Bool {
    events.append("collapse \(auxiliary.title ?? "?") \(column)")
    if takesAuxiliaries { taken[column] = auxiliary }
    return takesAuxiliaries
  }

  override func separateAuxiliary(
    ofType column: SplitColumn, from splitViewController: ViewController, animated: Bool
  ) -> ViewController? {
    events.append("separate \(column)")
    return taken.removeValue(forKey: column)
  }
}

/// A split of three navigation controllers: Primary (root "P1"), Secondary ("S1", "S2") and
/// Detail ("D1"), in a window 1100 × 600 by default; with `columns` 2 the split holds only the
/// primary and the detail (the secondary is made but left out).
@MainActor
struct NavigationSplitScene {
  let log = CallLog()
  let primary: NavigationController
  let secondary: NavigationController
  let detail: NavigationController
  let split: SplitViewController
  let host: TestHost

  init(columns: Int = 3, width: Double = 1100) {
    primary = NavigationController(rootViewController: LoggingViewController("P1", log: log))
    secondary = NavigationController(rootViewController: LoggingViewController("S1", log: log))
    secondary.push(LoggingViewController("S2", log: log), animated: false)
    detail = NavigationController(rootViewController: LoggingViewController("D1", log: log))
    split = SplitViewController(
      viewControllers: columns == 2 ? [primary, detail] : [primary, secondary, detail])
    host = TestHost(rootViewController: split, size: Size(width: width, height: 600))
  }

  func resize(to width: Double) throws {
    host.resize(to: Size(width: width, height: 600))
    try check()
    host.settle()
    try check()
  }

  func check() throws {
    try host.checkInvariants()
    try SplitScene.checkAgreement(of: split)
  }

  static func titles(_ navigation: NavigationController) -> [String] {
    navigation.viewControllers.map { $0.title ?? "?" }
  }
}
