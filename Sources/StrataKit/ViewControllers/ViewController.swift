/// Manages a view and its place among other view controllers: Strata's `UIViewController`.
///
/// The ``view`` is created on first use by ``loadView()``, then ``viewDidLoad()`` runs.
/// Containment and appearance follow UIKit's rules:
///
/// - ``addChild(_:)`` sends `willMove(toParent:)` to the child; the container calls
///   `didMove(toParent:)` once the child's view is in place. ``removeFromParent()`` sends
///   `didMove(toParent: nil)`; the container calls `willMove(toParent: nil)` first. A view
///   controller has at most one parent: adding it to another moves it.
/// - Appearance callbacks are balanced: every `viewWillAppear` is followed by exactly one
///   `viewDidAppear` or a `viewWillDisappear`, never by another `viewWillAppear`. A child whose
///   view enters or leaves the window while its parent has appeared gets its callbacks
///   automatically, unless the parent's ``shouldAutomaticallyForwardAppearanceMethods`` is
///   false; then the container calls ``beginAppearanceTransition(_:animated:)`` and
///   ``endAppearanceTransition()`` itself.
@MainActor
open class ViewController: Responder {
  /// Where a view controller is in its appearance cycle.
  public enum AppearanceState: String, Sendable, Hashable {
    /// Not on screen.
    case disappeared
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// On screen.
    case appeared
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
  }

  private var loadedView: View?
  private var titleObservers = ObserverList<ViewController>()
  var childTraitOverrides: [ObjectIdentifier: TraitCollection] = [:]
  var startedAutomaticAppearance = false
  var appearanceIsAnimated = false
  private var lazyNavigationItem: NavigationItem?
  private var lazyTabBarItem: TabBarItem?

  /// The view controller that contains this one, if any.
  public internal(set) weak var parent: ViewController?

  /// The contained view controllers, in the order they were added.
  public internal(set) var children: [ViewController] = []

  /// Where the controller is in its appearance cycle.
  public internal(set) var appearanceState: AppearanceState = .disappeared

  /// Whether the controller is being added to a parent: true from ``addChild(_:)`` until
  /// `didMove(toParent:)`.
  public internal(set) var isMovingToParent = false

  /// Whether the controller is being removed from its parent: true from
  /// `willMove(toParent: nil)` until ``removeFromParent()``.
  public internal(set) var isMovingFromParent = false

  /// The traits of the controller's environment: its parent's (or window's), combined with the
  /// overrides the parent set for it.
  public internal(set) var traitCollection = TraitCollection()

  /// Creates a view controller. Its view is loaded on first use.
  public override init() {
    super.init()
  }

  /// The child a person sees as current (the top of a stack, the selected tab, the current
  /// page, the detail column), to which keys go when the focus is on this controller or
  /// nowhere in its window: the window routes such a key from the deepest current child up the
  /// responder chain, so a container's shortcuts act on what shows. Defaults to `nil` (keys
  /// start here); containers override it. A child that is not this controller's child, or
  /// whose view is not in the window, is passed over.
  open var childForKeyCommands: ViewController? { nil }

  /// Where the focus goes first when it moves into the controller's content (see
  /// ``FocusEnvironment``): by default the child a person sees as current
  /// (``childForKeyCommands``), or none, so the first focusable view of ``view`` in reading
  /// order takes it.
  open var preferredFocusEnvironments: [any FocusEnvironment] {
    childForKeyCommands.map { [$0] } ?? []
  }

  /// Whether the focus comes back to the view that had it when the controller's content left
  /// the screen, once it shows again (a pop back to it, a return to its tab or page), as
  /// `UIViewController.restoresFocusAfterTransition`. Defaults to true.
  public var restoresFocusAfterTransition = true

  /// The view inside ``view`` that had the focus when the controller began to disappear.
  weak var focusToRestore: View?

  /// The next responder: the superview of the controller's view, or else its parent.
  open override var next: Responder? {
    viewIfLoaded?.superview ?? parent
  }

  /// The window the controller's view is in.
  open override var responderWindow: Window? { viewIfLoaded?.window }

  /// A title for containers to show. Setting it also sets the ``navigationItem``'s and the
  /// ``tabBarItem``'s titles and tells the observers registered with ``observeTitle(_:)``.
  public var title: String? {
    didSet {
      guard title != oldValue else { return }
      navigationItem.title = title
      tabBarItem.title = title
      for handler in titleObservers.liveHandlers() { handler(self) }
    }
  }

  /// The size the controller would like its view to have, in points; `.zero` means no
  /// preference. Setting it tells the parent through
  /// ``preferredContentSizeDidChange(forChildContentContainer:)``.
  public var preferredContentSize: Size = .zero {
    didSet {
      if preferredContentSize != oldValue {
        parent?.preferredContentSizeDidChange(forChildContentContainer: self)
      }
    }
  }

  /// Whether a container should hide its bottom bar (a tab bar) while this controller is
  /// pushed; defaults to false.
  public var hidesBottomBarWhenPushed = false

  /// The items of ``toolbarItems``; see `ViewController+Toolbar.swift`.
  var storedToolbarItems: [BarButtonItem]?
  /// The handlers told, with whether to animate, when ``toolbarItems`` changes.
  var toolbarItemsObservers = ObserverList<Bool>()

  /// The identifier that saves and restores the controller's state, unique among the
  /// controllers its parent archives; defaults to `nil`. A controller without one is not
  /// archived, and neither is anything it shows (see ``restorationArchive()``).
  public var restorationIdentifier: String?

  /// How the controller shows when it is presented; defaults to
  /// ``ModalPresentationStyle/automatic`` (a page sheet). Read when the presentation starts.
  public var modalPresentationStyle: ModalPresentationStyle = .automatic

  /// Whether the controller, presented as a sheet, refuses to be dismissed by a person: a drag
  /// down rubber-bands and springs back, and Escape does nothing; defaults to false. Calls to
  /// ``dismiss(animated:completion:)`` still dismiss it.
  public var isModalInPresentation = false

  /// Whether a presentation started from this controller or from a controller inside it
  /// belongs to this controller (it becomes the ``presentingViewController``) rather than to
  /// the root of its tree; defaults to false. The presentation still covers the window.
  public var definesPresentationContext = false

  /// The presentation this controller is the presenter of; see
  /// `ViewController+Presentation.swift`. The window's presentation container owns it.
  weak var outgoingPresentation: PresentationController?
  /// The presentation that shows this controller.
  weak var incomingPresentation: PresentationController?
  /// The last refusal of a presentation call, read through ``lastPresentationError``.
  var storedPresentationError: PresentationError?
  /// The window the controller is presented in, or will be once the waiting calls have run.
  weak var plannedPresentationWindow: Window?

  /// Whether appearance transitions are forwarded to children automatically; defaults to true.
  /// Containers that manage their children's appearance themselves override it to return false.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// What a navigation bar shows for this controller; created on first use.
  public var navigationItem: NavigationItem {
    if let lazyNavigationItem { return lazyNavigationItem }
    let item = NavigationItem(title: title)
    lazyNavigationItem = item
    return item
  }

  /// What a tab bar shows for this controller; created on first use.
  public var tabBarItem: TabBarItem {
    if let lazyTabBarItem { return lazyTabBarItem }
    let item = TabBarItem(title: title)
    lazyTabBarItem = item
    return item
  }

  /// The controller's root view, loaded on first access with ``loadView()`` and
  /// ``viewDidLoad()``. Setting it replaces the view.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView ?? View()
    }
    set {
      loadedView?.owningViewController = nil
      newValue.owningViewController = self
      loadedView = newValue
    }
  }

  /// The view if it has been loaded, without loading it.
  public var viewIfLoaded: View? { loadedView }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Releases the view of a controller that is off screen and outside any window, so that it
  /// is loaded again on next use (containers that load pages lazily use it). Returns whether
  /// the view was released; a view on screen or in a superview is kept.
  @discardableResult
  public func unloadViewIfPossible() -> Bool {
    guard let view = loadedView, appearanceState == .disappeared, view.superview == nil else {
      return false
    }
    view.owningViewController = nil
    loadedView = nil
    return true
  }

  /// Loads the view now if it has not been loaded.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = View(frame: Rect(origin: .zero, size: sizeAtLoad)) }
    viewDidLoad()
    sizeForLoading = nil
  }

  /// The size a container or the window will give the view, set while it loads it.
  var sizeForLoading: Size?

  /// Loads the view, if it is not loaded, with the size `container` will give it (see
  /// ``size(forChildContentContainer:withParentContainerSize:)``): for a container that starts
  /// a child's appearance, which loads its view, before the child joins it.
  package func loadViewIfNeeded(sizedFor container: ViewController) {
    guard !isViewLoaded else { return }
    let containerSize = container.viewIfLoaded?.bounds.size ?? container.sizeAtLoad
    sizeForLoading = container.size(
      forChildContentContainer: self, withParentContainerSize: containerSize)
    loadViewIfNeeded()
  }

  /// The size the view will have, which the default ``loadView()`` gives it: the size of the
  /// slot a container or the window loads it for, else what the parent's
  /// ``size(forChildContentContainer:withParentContainerSize:)`` says (by default the size
  /// of the parent's view), else zero for a controller in no parent and no window.
  ///
  /// - Complexity: O(depth) of the controller among its ancestors.
  var sizeAtLoad: Size {
    if let sizeForLoading { return sizeForLoading }
    guard let parent else { return .zero }
    let parentSize = parent.viewIfLoaded?.bounds.size ?? parent.sizeAtLoad
    return parent.size(forChildContentContainer: self, withParentContainerSize: parentSize)
  }

  /// The size `container`'s view will have in this controller's view when this one's is
  /// `parentSize`, as UIKit's `size(forChildContentContainer:withParentContainerSize:)`: a
  /// child loading its view before its container places it gets a view of this size. The
  /// default is `parentSize`.
  open func size(
    forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    parentSize
  }

  /// Registers `handler` to run after every change of ``title``, for as long as the returned
  /// token lives.
  public func observeTitle(_ handler: @escaping (ViewController) -> Void) -> ObservationToken {
    titleObservers.add(handler)
  }

  // MARK: Overridable hooks

  /// Creates the controller's view and assigns it to ``view``. The default creates a plain
  /// ``View`` with the size it will have, as UIKit's gives a screen-sized view, so that
  /// `viewDidLoad()` can lay out from its bounds: the window's bounds for the root view
  /// controller, the slot a container places a child in (or its parent's view, see
  /// ``size(forChildContentContainer:withParentContainerSize:)``) for a child; zero for a
  /// controller outside any window and parent.
  open func loadView() {
    view = View(frame: Rect(origin: .zero, size: sizeAtLoad))
  }

  /// Called once, after the view is loaded. The default does nothing.
  open func viewDidLoad() {}

  /// Called before the view appears. The default does nothing.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after the view appeared. The default does nothing.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view disappears. The default does nothing.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view disappeared. The default does nothing.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the view lays out its subviews. The default does nothing.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews. The default does nothing.
  open func viewDidLayoutSubviews() {}

  /// Called when the controller is about to be added to `parent`, or removed with `nil`.
  /// Subclasses that override it call `super`.
  open func willMove(toParent parent: ViewController?) {
    if parent == nil, self.parent != nil { isMovingFromParent = true }
  }

  /// Called after the controller was added to `parent`, or removed with `nil`. Subclasses that
  /// override it call `super`.
  open func didMove(toParent parent: ViewController?) {
    if parent != nil { isMovingToParent = false }
  }

  /// Called after the trait collection changed from `previousTraitCollection`. The default
  /// does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

  /// Called before the trait collection changes to `newCollection`. The default forwards the
  /// call to the children, each with its own resulting traits.
  open func willTransition(
    to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator
  ) {
    for child in children {
      child.willTransition(
        to: traits(forChild: child, inheriting: newCollection), with: coordinator)
    }
  }

  /// Called before the view's size changes to `size` (in points). The default forwards the
  /// call to the children with the same size; containers that give children other sizes
  /// override it.
  open func viewWillTransition(
    to size: Size, with coordinator: ViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// Called when a child's ``preferredContentSize`` changed. The default does nothing.
  open func preferredContentSizeDidChange(forChildContentContainer container: ViewController) {}

  // MARK: State restoration hooks

  /// Writes the state the controller needs to come back as it was into `coder`: values under
  /// keys, and the controllers it shows (`StateCoder.encode(_:forKey:)`).
  /// The containers of StrataNavigation archive their navigation state here; subclasses that
  /// override it call `super`.
  open func encodeRestorableState(with coder: StateCoder) {
    encodeDefaultRestorableState(with: coder)
  }

  /// Reads back what ``encodeRestorableState(with:)`` wrote and applies it, at once; the
  /// controllers in `coder` are found and have restored their own state already. Throw
  /// (changing nothing) when the archive does not fit; subclasses that override it call
  /// `super`.
  ///
  /// - Throws: Any error, reported by ``restoreState(from:resolver:)`` as a
  ///   ``StateRestorationError``.
  open func decodeRestorableState(with coder: StateCoder) throws {
    try decodeDefaultRestorableState(with: coder)
  }

  /// Makes the controller an archive names at `identifierPath` (root first, ending with its
  /// identifier) for a container inside this one, when no container has it already: a
  /// factory for the controllers this one pushes, say. `coder` holds that controller's
  /// archived state. The default returns `nil`.
  open func viewController(
    withRestorationIdentifierPath identifierPath: [String], coder: StateCoder
  ) -> ViewController? { nil }

  // MARK: Split view hooks

  /// Called on the primary controller of a split view controller (`splitViewController`) when
  /// the column `column` collapses into it because the split narrowed: returns whether this
  /// controller took `auxiliary` in (a navigation controller pushes its stack). The default
  /// returns false, and `auxiliary` simply leaves the screen.
  open func collapseAuxiliary(
    _ auxiliary: ViewController, ofType column: SplitColumn,
    onto splitViewController: ViewController, animated: Bool
  ) -> Bool { false }

  /// Called on the primary controller of a split view controller when the column `column`
  /// separates from it because the split widened: returns the controller for that column (a
  /// navigation controller gives back the stack it took in), or `nil` to let the split show the
  /// controller it had there. The default returns `nil`.
  open func separateAuxiliary(
    ofType column: SplitColumn, from splitViewController: ViewController, animated: Bool
  ) -> ViewController? { nil }
}
