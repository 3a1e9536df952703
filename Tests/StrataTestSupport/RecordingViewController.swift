public import StrataKit

/// A view controller that appends its callbacks, by name, to a shared ``CallLog``.
@MainActor
public final class RecordingViewController: ViewController {
  /// The kinds of callbacks a recorder logs.
  public struct Categories: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Creates a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Logs the loading callbacks.
    public static let loading = Categories(rawValue: 1 << 0)
    /// Logs the containment callbacks.
    public static let containment = Categories(rawValue: 1 << 1)
    /// Logs the appearance callbacks.
    public static let appearance = Categories(rawValue: 1 << 2)
    /// Logs the traits callbacks.
    public static let traits = Categories(rawValue: 1 << 3)
    /// Logs the layout callbacks.
    public static let layout = Categories(rawValue: 1 << 4)
    /// Logs every kind of callback.
    public static let all: Categories = [.loading, .containment, .appearance, .traits, .layout]
  }

  /// The name the log entries start with.
  public let name: String
  /// The log the callbacks go to.
  public let log: CallLog
  /// The kinds of callbacks logged.
  public let categories: Categories
  /// Whether appearance is forwarded to the children automatically (UIKit's default: true).
  public var forwardsAppearance = true
  /// Runs inside `viewWillTransition(to:with:)`, before the call is forwarded to the children.
  public var onViewWillTransition: ((Size, ViewControllerTransitionCoordinator) -> Void)?

  /// Creates a recorder called `name` that logs the `categories` of callbacks (default
  /// containment and appearance) to `log`.
  public init(
    _ name: String, log: CallLog, categories: Categories = [.containment, .appearance]
  ) {
    self.name = name
    self.log = log
    self.categories = categories
    super.init()
  }

  public override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }

  private func record(_ category: Categories, _ call: String) {
    if categories.contains(category) { log.record("\(name).\(call)") }
  }

  private func nameOf(_ controller: ViewController?) -> String {
    guard let controller else { return "nil" }
    return (controller as? RecordingViewController)?.name ?? "?"
  }

  public override func loadView() {
    record(.loading, "loadView")
    super.loadView()
  }

  public override func viewDidLoad() {
    record(.loading, "viewDidLoad")
  }

  public override func willMove(toParent parent: ViewController?) {
    record(.containment, "willMove(toParent: \(nameOf(parent)))")
    super.willMove(toParent: parent)
  }

  public override func didMove(toParent parent: ViewController?) {
    record(.containment, "didMove(toParent: \(nameOf(parent)))")
    super.didMove(toParent: parent)
  }

  public override func viewWillAppear(_ animated: Bool) {
    record(.appearance, "viewWillAppear")
  }

  public override func viewDidAppear(_ animated: Bool) {
    record(.appearance, "viewDidAppear")
  }

  public override func viewWillDisappear(_ animated: Bool) {
    record(.appearance, "viewWillDisappear")
  }

  public override func viewDidDisappear(_ animated: Bool) {
    record(.appearance, "viewDidDisappear")
  }

  public override func viewWillLayoutSubviews() {
    record(.layout, "viewWillLayoutSubviews")
  }

  public override func viewDidLayoutSubviews() {
    record(.layout, "viewDidLayoutSubviews")
  }

  public override func willTransition(
    to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator
  ) {
    record(.traits, "willTransition(to: \(newCollection.sizeClasses))")
    super.willTransition(to: newCollection, with: coordinator)
  }

  public override func viewWillTransition(
    to size: Size, with coordinator: ViewControllerTransitionCoordinator
  ) {
    record(.traits, "viewWillTransition(to: \(size))")
    onViewWillTransition?(size, coordinator)
    super.viewWillTransition(to: size, with: coordinator)
  }

  public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    let previous = previousTraitCollection?.sizeClasses ?? "nil"
    record(.traits, "traitCollectionDidChange(from: \(previous))")
  }
}

extension TraitCollection {
  /// The size classes as `horizontal/vertical`, for logs: `compact/regular`.
  public var sizeClasses: String {
    "\(horizontalSizeClass.rawValue)/\(verticalSizeClass.rawValue)"
  }
}

/// Adds `child` to `parent` the UIKit way: `addChild`, the view into `container` (default: the
/// parent's view), then `didMove(toParent:)`.
@MainActor
public func embed(_ child: ViewController, in parent: ViewController, container: View? = nil) {
  parent.addChild(child)
  (container ?? parent.view).addSubview(child.view)
  child.didMove(toParent: parent)
}

/// Removes `child` from its parent the UIKit way: `willMove(toParent: nil)`, the view out of
/// its superview, then `removeFromParent()`.
@MainActor
public func unembed(_ child: ViewController) {
  child.willMove(toParent: nil)
  child.viewIfLoaded?.removeFromSuperview()
  child.removeFromParent()
}
