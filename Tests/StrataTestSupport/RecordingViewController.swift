import StrataKit

/// A view controller that appends its callbacks, by name, to a shared ``CallLog``.
@MainActor
final class RecordingViewController: ViewController {
  /// The kinds of callbacks a recorder logs.
  struct Categories: OptionSet {
    let rawValue: Int
    static let loading = Categories(rawValue: 1 << 0)
    static let containment = Categories(rawValue: 1 << 1)
    static let appearance = Categories(rawValue: 1 << 2)
    static let traits = Categories(rawValue: 1 << 3)
    static let layout = Categories(rawValue: 1 << 4)
    static let all: Categories = [.loading, .containment, .appearance, .traits, .layout]
  }

  let name: String
  let log: CallLog
  let categories: Categories
  /// Whether appearance is forwarded to the children automatically (UIKit's default: true).
  var forwardsAppearance = true
  /// Runs inside `viewWillTransition(to:with:)`, before the call is forwarded to the children.
  var onViewWillTransition: ((Size, ViewControllerTransitionCoordinator) -> Void)?

  init(_ name: String, log: CallLog, categories: Categories = [.containment, .appearance]) {
    self.name = name
    self.log = log
    self.categories = categories
    super.init()
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }

  private func record(_ category: Categories, _ call: String) {
    if categories.contains(category) { log.record("\(name).\(call)") }
  }

  private func nameOf(_ controller: ViewController?) -> String {
    guard let controller else { return "nil" }
    return (controller as? RecordingViewController)?.name ?? "?"
  }

  override func loadView() {
    record(.loading, "loadView")
    super.loadView()
  }

  override func viewDidLoad() {
    record(.loading, "viewDidLoad")
  }

  override func willMove(toParent parent: ViewController?) {
    record(.containment, "willMove(toParent: \(nameOf(parent)))")
    super.willMove(toParent: parent)
  }

  override func didMove(toParent parent: ViewController?) {
    record(.containment, "didMove(toParent: \(nameOf(parent)))")
    super.didMove(toParent: parent)
  }

  override func viewWillAppear(_ animated: Bool) {
    record(.appearance, "viewWillAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    record(.appearance, "viewDidAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    record(.appearance, "viewWillDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    record(.appearance, "viewDidDisappear")
  }

  override func viewWillLayoutSubviews() {
    record(.layout, "viewWillLayoutSubviews")
  }

  override func viewDidLayoutSubviews() {
    record(.layout, "viewDidLayoutSubviews")
  }

  override func willTransition(
    to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator
  ) {
    record(.traits, "willTransition(to: \(newCollection.sizeClasses))")
    super.willTransition(to: newCollection, with: coordinator)
  }

  override func viewWillTransition(
    to size: Size, with coordinator: ViewControllerTransitionCoordinator
  ) {
    record(.traits, "viewWillTransition(to: \(size))")
    onViewWillTransition?(size, coordinator)
    super.viewWillTransition(to: size, with: coordinator)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    let previous = previousTraitCollection?.sizeClasses ?? "nil"
    record(.traits, "traitCollectionDidChange(from: \(previous))")
  }
}

extension TraitCollection {
  /// The size classes as `horizontal/vertical`, for logs: `compact/regular`.
  var sizeClasses: String {
    "\(horizontalSizeClass.rawValue)/\(verticalSizeClass.rawValue)"
  }
}

/// Adds `child` to `parent` the UIKit way: `addChild`, the view into `container` (default: the
/// parent's view), then `didMove(toParent:)`.
@MainActor
func embed(_ child: ViewController, in parent: ViewController, container: View? = nil) {
  parent.addChild(child)
  (container ?? parent.view).addSubview(child.view)
  child.didMove(toParent: parent)
}

/// Removes `child` from its parent the UIKit way: `willMove(toParent: nil)`, the view out of
/// its superview, then `removeFromParent()`.
@MainActor
func unembed(_ child: ViewController) {
  child.willMove(toParent: nil)
  child.viewIfLoaded?.removeFromSuperview()
  child.removeFromParent()
}
