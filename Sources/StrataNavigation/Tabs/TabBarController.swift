public import StrataKit

/// Tabs of view controllers with a bar of their titles along the bottom: Strata's
/// `UITabBarController`.
///
/// Every tab's controller is a child; only the selected one's view is in the hierarchy and gets
/// appearance callbacks. The ``tabBar`` floats over the bottom of the content. It hosts a bottom
/// bar (``BottomBarHosting``): when a container in the selected tab (a ``StackController``)
/// shows a controller pushed with `hidesBottomBarWhenPushed`, the bar travels with the view that
/// shows it (it slides away with the covered view and back with the revealed one), as in
/// CWStackController, and stays hidden for everything pushed above that controller.
///
/// Misuse never crashes: the UIKit-shaped calls ignore it, report it to Strata's diagnostics and
/// record why in ``lastError``; the `try…` variants throw a ``TabBarControllerError``.
///
/// | UITabBarController | TabBarController |
/// | --- | --- |
/// | `viewControllers`, `setViewControllers(_:animated:)` | the same (``trySetViewControllers(_:animated:)`` throws) |
/// | `selectedIndex` | the same (out-of-range indices are ignored; ``trySetSelectedIndex(_:)`` throws) |
/// | `selectedViewController` | the same (``trySetSelectedViewController(_:)`` throws) |
/// | `tabBar` | ``tabBar`` (a ``TabBar``) |
/// | `delegate` (`shouldSelect`, `didSelect`) | ``delegate`` |
@MainActor
open class TabBarController: ContainerViewController {
  /// The bar of tabs.
  public let tabBar = TabBar()

  /// The object asked before and told after the user selects a tab.
  public weak var delegate: (any TabBarControllerDelegate)?

  /// Why the last refused call was refused, if one was; a call that succeeds clears it.
  public var lastError: TabBarControllerError? { reportedMisuse as? TabBarControllerError }

  private var tabs: [ViewController] = []
  private var storedSelectedIndex = 0

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
  /// ``lastError``); ``trySetSelectedIndex(_:)`` throws instead.
  public var selectedIndex: Int {
    get { storedSelectedIndex }
    set {
      ignoringMisuse { () throws(TabBarControllerError) in try trySetSelectedIndex(newValue) }
    }
  }

  /// The selected tab's controller. Setting a controller that is not a tab is ignored (see
  /// ``lastError``); ``trySetSelectedViewController(_:)`` throws instead.
  public var selectedViewController: ViewController? {
    get { tabs.indices.contains(storedSelectedIndex) ? tabs[storedSelectedIndex] : nil }
    set {
      ignoringMisuse { () throws(TabBarControllerError) in
        try trySetSelectedViewController(newValue)
      }
    }
  }

  /// Replaces the tabs, keeping the selected controller selected when it is still a tab.
  /// Controllers of another container, or duplicates, are ignored (see ``lastError``).
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
    ignoringMisuse { () throws(TabBarControllerError) in
      try trySetViewControllers(viewControllers, animated: animated)
    }
  }

  /// Replaces the tabs, or throws why it cannot, leaving them unchanged.
  ///
  /// - Throws: ``TabBarControllerError/invalidControllers`` when a controller belongs to
  ///   another container or appears twice.
  public func trySetViewControllers(_ viewControllers: [ViewController], animated: Bool)
    throws(TabBarControllerError)
  {
    for (index, controller) in viewControllers.enumerated() {
      let duplicate = viewControllers[..<index].contains { $0 === controller }
      if duplicate || (controller.parent != nil && controller.parent !== self) {
        throw .invalidControllers
      }
    }
    clearMisuse()
    let previous = selectedViewController
    if let previous, isOnScreen, !viewControllers.contains(where: { $0 === previous }) {
      previous.beginAppearanceTransition(false, animated: animated)
    }
    let leaving = tabs.filter { controller in !viewControllers.contains { $0 === controller } }
    let shown = leaving.filter { $0.viewIfLoaded?.superview != nil }
    let containment = begin(
      adding: viewControllers.filter { $0.parent == nil }, removing: leaving)
    for controller in leaving { controller.viewIfLoaded?.removeFromSuperview() }
    containment.commit()
    if isOnScreen {
      for controller in shown { controller.endAppearanceTransition() }
    }
    tabs = viewControllers
    let keptIndex = previous.flatMap { kept in viewControllers.firstIndex { $0 === kept } }
    storedSelectedIndex = keptIndex ?? 0
    tabBar.setItems(tabs.map(\.tabBarItem), selectedIndex: storedSelectedIndex)
    if keptIndex == nil, isViewLoaded { showSelected(animated: animated) }
  }

  /// Selects the tab at `index`, or throws when there is none, changing nothing.
  ///
  /// - Throws: ``TabBarControllerError/indexOutOfRange(_:count:)``.
  public func trySetSelectedIndex(_ index: Int) throws(TabBarControllerError) {
    guard tabs.indices.contains(index) else {
      throw .indexOutOfRange(index, count: tabs.count)
    }
    clearMisuse()
    guard index != storedSelectedIndex else { return }
    let previous = selectedViewController
    if isOnScreen { previous?.beginAppearanceTransition(false, animated: false) }
    previous?.viewIfLoaded?.removeFromSuperview()
    if isOnScreen { previous?.endAppearanceTransition() }
    storedSelectedIndex = index
    tabBar.select(index)
    if isViewLoaded { showSelected(animated: false) }
  }

  /// Selects the tab of `viewController`, or throws when it is not a tab, changing nothing.
  ///
  /// - Throws: ``TabBarControllerError/notATab``.
  public func trySetSelectedViewController(_ viewController: ViewController?)
    throws(TabBarControllerError)
  {
    guard let viewController, let index = tabs.firstIndex(where: { $0 === viewController }) else {
      throw .notATab
    }
    try trySetSelectedIndex(index)
  }

  /// The selected tab follows the tab bar controller's appearance.
  open override var childrenReceivingAppearance: [ViewController] {
    selectedViewController.map { [$0] } ?? []
  }

  /// The selected tab: keys go to it when nothing inside the container holds the focus.
  open override var childForKeyCommands: ViewController? { selectedViewController }

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

  private func userSelected(_ index: Int) {
    guard tabs.indices.contains(index) else { return }
    let controller = tabs[index]
    guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
    selectedIndex = index
    delegate?.tabBarController(self, didSelect: controller)
  }

  private func showSelected(animated: Bool) {
    guard let selected = selectedViewController else { return }
    let onScreen = isOnScreen
    if onScreen { selected.beginAppearanceTransition(true, animated: animated) }
    place(selected, in: view, at: 0)
    if onScreen { selected.endAppearanceTransition() }
    updateTabBarVisibility()
  }

  private func updateTabBarVisibility() {
    guard isViewLoaded else { return }
    if tabBar.superview !== view { view.addSubview(tabBar) }
    view.bringSubviewToFront(tabBar)
    tabBar.isHidden = selectedContent()?.hidesBottomBar ?? false
    View.performWithoutAnimation {
      tabBar.frame = Rect(
        x: view.bounds.minX, y: view.bounds.maxY - TabBar.height, width: view.bounds.width,
        height: TabBar.height)
    }
  }

  /// The container in the selected tab that decides whether the bar shows: the selected
  /// controller or, going down through first children, the first ``BottomBarContent``.
  private func selectedContent() -> (any BottomBarContent)? {
    var controller = selectedViewController
    while let current = controller {
      if let content = current as? any BottomBarContent { return content }
      controller = current.children.first
    }
    return nil
  }
}

// MARK: - BottomBarHosting

extension TabBarController: BottomBarHosting {
  /// When exactly one side of the transition hides the bar, moves the bar into the view of the
  /// side that shows it, so that it travels with that view.
  public func bottomBarContentWillTransition(_ transition: BottomBarTransition) {
    guard isViewLoaded, transition.outgoingHidesBar != transition.incomingHidesBar else { return }
    let host = transition.outgoingHidesBar ? transition.incomingView : transition.outgoingView
    tabBar.isHidden = false
    View.performWithoutAnimation {
      host.addSubview(tabBar)
      tabBar.frame = Rect(
        x: host.bounds.minX, y: host.bounds.maxY - TabBar.height, width: host.bounds.width,
        height: TabBar.height)
    }
  }

  /// Puts the bar back along the bottom, hidden when what the selected tab shows hides it.
  public func bottomBarContentDidTransition(_ content: any BottomBarContent) {
    updateTabBarVisibility()
  }
}

extension ViewController {
  /// The nearest ``TabBarController`` that contains this controller, if any.
  public var tabBarController: TabBarController? {
    firstAncestor(of: TabBarController.self)
  }
}
