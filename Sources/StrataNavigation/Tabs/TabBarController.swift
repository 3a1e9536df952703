public import StrataKit

/// Tabs of view controllers with a bar of their titles along the bottom: Strata's
/// `UITabBarController`.
///
/// Every tab's controller is a child; only the selected one's view is in the hierarchy and gets
/// appearance callbacks. The ``tabBar`` floats over the bottom of the content. When a stack in
/// the selected tab pushes a controller whose `hidesBottomBarWhenPushed` is true, the bar travels
/// with the view that shows it (it slides away with the covered view and back with the
/// revealed one), as in CWStackController.
///
/// | UITabBarController | TabBarController |
/// | --- | --- |
/// | `viewControllers`, `setViewControllers(_:animated:)` | the same |
/// | `selectedIndex`, `selectedViewController` | the same (out-of-range indices are ignored; ``trySelect(index:)`` throws) |
/// | `tabBar` | ``tabBar`` (a ``TabBar``) |
/// | `delegate` (`shouldSelect`, `didSelect`) | ``delegate`` |
@MainActor
open class TabBarController: ViewController {
  /// The bar of tabs.
  public let tabBar = TabBar()

  /// The object asked before and told after the user selects a tab.
  public weak var delegate: (any TabBarControllerDelegate)?

  /// Why the last refused call was refused, if one was.
  public private(set) var lastError: TabBarControllerError?

  private var tabs: [ViewController] = []
  private var storedSelectedIndex = 0
  private var tabBarIsHiddenByContent = false

  /// Creates a tab bar controller with no tabs.
  public override init() {
    super.init()
  }

  /// The tabs' controllers, in order. Setting them replaces the tabs (see
  /// ``setViewControllers(_:animated:)``).
  public var viewControllers: [ViewController] {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The index of the selected tab. Setting an index out of range is ignored (see
  /// ``lastError``); ``trySelect(index:)`` throws instead.
  public var selectedIndex: Int {
    get { storedSelectedIndex }
    set {
      do { try trySelect(index: newValue) } catch {
        lastError = error
        Diagnostics.warn("TabBarController: \(error); the selection is unchanged")
      }
    }
  }

  /// The selected tab's controller; setting a controller that is not a tab is ignored.
  public var selectedViewController: ViewController? {
    get { tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
        lastError = .notATab
        return
      }
      selectedIndex = index
    }
  }

  /// Replaces the tabs, keeping the selected controller selected when it is still a tab.
  /// Controllers of another container, or duplicates, are refused (see ``lastError``).
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    for (index, controller) in viewControllers.enumerated() {
      let duplicate = viewControllers[..<index].contains { $0 === controller }
      if duplicate || (controller.parent != nil && controller.parent !== self) {
        lastError = .invalidControllers
        return
      }
    }
    let previous = selectedViewController
    let onScreen = appearanceState == .appeared
    if let previous, onScreen, !viewControllers.contains(where: { $0 === previous }) {
      previous.beginAppearanceTransition(false, animated: animated)
    }
    for controller in tabs where !viewControllers.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      let wasShown = controller.viewIfLoaded?.superview != nil
      controller.viewIfLoaded?.removeFromSuperview()
      if wasShown, onScreen { controller.endAppearanceTransition() }
      controller.removeFromParent()
    }
    for controller in viewControllers where controller.parent == nil {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    tabs = viewControllers
    let keptIndex = previous.flatMap { kept in viewControllers.firstIndex { $0 === kept } }
    storedSelectedIndex = keptIndex ?? 0
    tabBar.setItems(tabs.map(\.tabBarItem), selectedIndex: storedSelectedIndex)
    if keptIndex == nil, isViewLoaded { showSelected(animated: animated) }
  }

  /// Selects the tab at `index`, or throws when there is none.
  ///
  /// - Throws: ``TabBarControllerError/indexOutOfRange(_:count:)``.
  public func trySelect(index: Int) throws(TabBarControllerError) {
    guard tabs.indices.contains(index) else {
      throw .indexOutOfRange(index, count: tabs.count)
    }
    lastError = nil
    guard index != storedSelectedIndex else { return }
    let onScreen = appearanceState == .appeared
    let previous = selectedViewController
    if onScreen { previous?.beginAppearanceTransition(false, animated: false) }
    previous?.viewIfLoaded?.removeFromSuperview()
    if onScreen { previous?.endAppearanceTransition() }
    storedSelectedIndex = index
    tabBar.select(index)
    if isViewLoaded { showSelected(animated: false) }
  }

  /// The tab bar controller forwards appearance to the selected tab itself.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  /// Adds the tab bar and the selected tab's view.
  open override func viewDidLoad() {
    super.viewDidLoad()
    tabBar.onSelect = { [weak self] index in self?.userSelected(index) }
    view.addSubview(tabBar)
    showSelected(animated: false)
  }

  /// Keeps the selected view filling the bounds and the bar along the bottom.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    View.performWithoutAnimation {
      selectedViewController?.viewIfLoaded?.frame = view.bounds
      if tabBar.superview === view {
        tabBar.frame = Rect(
          x: view.bounds.minX, y: view.bounds.maxY - TabBar.height, width: view.bounds.width,
          height: TabBar.height)
      }
    }
  }

  /// Forwards appearance to the selected tab.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    selectedViewController?.beginAppearanceTransition(true, animated: animated)
  }

  /// Forwards appearance to the selected tab.
  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    selectedViewController?.endAppearanceTransition()
  }

  /// Forwards disappearance to the selected tab.
  open override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    selectedViewController?.beginAppearanceTransition(false, animated: animated)
  }

  /// Forwards disappearance to the selected tab.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    selectedViewController?.endAppearanceTransition()
  }

  private func userSelected(_ index: Int) {
    guard tabs.indices.contains(index) else { return }
    let controller = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    selectedIndex = index
    delegate?.tabBarController(self, didSelect: controller)
  }

  private func showSelected(animated: Bool) {
    guard let selected = selectedViewController else { return }
    let onScreen = appearanceState == .appeared
    if onScreen { selected.beginAppearanceTransition(true, animated: animated) }
    let selectedView = selected.view
    View.performWithoutAnimation { selectedView.frame = view.bounds }
    selectedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(selectedView, at: 0)
    if onScreen { selected.endAppearanceTransition() }
    updateTabBarVisibility()
  }

  // MARK: Travelling with a stack's views

  /// Whether `controller`, on top of `stack`, hides the bar.
  private func hidesBar(_ controller: ViewController, in stack: StackController) -> Bool {
    controller.hidesBottomBarWhenPushed && stack.currentStack.first !== controller
  }

  /// A stack in a tab starts a transition: when exactly one side hides the bar, the bar moves
  /// into the view of the side that shows it, so it travels with that view.
  func stackTransitionWillBegin(_ stack: StackController, _ transition: StackTransition) {
    let outgoingHides = hidesBar(transition.outgoing, in: stack)
    let incomingHides =
      transition.incoming.hidesBottomBarWhenPushed
      && (transition.targetStack.first !== transition.incoming)
    guard outgoingHides != incomingHides else { return }
    let shower = outgoingHides ? transition.incoming : transition.outgoing
    let host = shower.view
    tabBar.isHidden = false
    View.performWithoutAnimation {
      host.addSubview(tabBar)
      tabBar.frame = Rect(
        x: host.bounds.minX, y: host.bounds.maxY - TabBar.height, width: host.bounds.width,
        height: TabBar.height)
    }
  }

  /// A stack's transition ended: the bar returns to the tab bar controller's view, hidden
  /// when the top controller hides it.
  func stackTransitionDidEnd(_ stack: StackController) {
    updateTabBarVisibility()
  }

  private func updateTabBarVisibility() {
    guard isViewLoaded else { return }
    var hides = false
    if let stack = selectedStack(), let top = stack.currentStack.last {
      hides = hidesBar(top, in: stack)
    }
    if tabBar.superview !== view { view.addSubview(tabBar) }
    view.bringSubviewToFront(tabBar)
    tabBar.isHidden = hides
    View.performWithoutAnimation {
      tabBar.frame = Rect(
        x: view.bounds.minX, y: view.bounds.maxY - TabBar.height, width: view.bounds.width,
        height: TabBar.height)
    }
  }

  private func selectedStack() -> StackController? {
    var controller = selectedViewController
    while let current = controller {
      if let stack = current as? StackController { return stack }
      controller = current.children.first
    }
    return nil
  }
}

extension ViewController {
  /// The nearest ``TabBarController`` that contains this controller, if any.
  public var tabBarController: TabBarController? {
    firstAncestor(of: TabBarController.self)
  }
}
