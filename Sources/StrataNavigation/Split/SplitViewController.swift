public import StrataKit

/// Up to three view controllers side by side — a primary, a secondary and a detail — as many
/// as the width allows, collapsing into the primary as the window narrows and separating from
/// it as it widens: the TOSplitViewController of Strata.
///
/// Columns for a width: 1 in a compact horizontal size class; else 3 when the three minimum
/// widths fit, 2 when the primary's and the detail's do, else 1 — never more than
/// ``maximumNumberOfColumns`` nor than the controllers given. Three columns share the width in
/// proportion to their minimums; two give the primary ⌊clamp(0.38 · width, 264, 400)⌋; one is
/// the primary alone. The primary in two or three columns and the secondary in three get a
/// compact horizontal size class, as TOSplitViewController overrode their traits. A
/// one-device-pixel separator in ``separatorStrokeColor`` sits at the trailing edge of every
/// column but the last.
///
/// Narrowing collapses the auxiliary column next to the primary into it, one at a time: the
/// ``delegate`` may merge it (asked with `animated` false while the column is still a child),
/// else the primary's `collapseAuxiliary(_:ofType:onto:animated:)` does (a
/// ``NavigationController`` pushes the auxiliary's stack onto its own); the collapsed
/// controller leaves the hierarchy. A controller shown into a collapsed column arrives the same
/// way but animated: a navigation controller pushes it with the push animation. Widening
/// restores it through the delegate or the primary's `separateAuxiliary(ofType:from:animated:)`.
/// When the number of columns changes the columns slide and cross-fade to their new frames
/// (0.3 s): a separating column fades in, and a collapsing one fades out where it was (unless
/// the primary took its view); otherwise they resize in place. The model
/// (``visibleViewControllers``, children, appearance) changes at once. While the primary runs
/// a transition of its own (a navigation controller's push or pop), column changes and calls
/// wait for it to end, and then run before the calls made on the primary after them, in the
/// order they were made; column changes wait too for a column about to collapse whose
/// navigation controller pushes or pops, so that its whole stack moves.
///
/// Beyond the original: ``setPrimaryHidden(_:animated:)`` hides the primary column and gives
/// its width to the others; while it is hidden, a swipe from the leading edge
/// (``primaryRevealGestureRecognizer``, which the primary follows) or Ctrl+Alt+Left shows it
/// over the other columns (``showPrimaryOverlay(animated:)``), and a tap outside it or Escape
/// dismisses it.
/// Right-to-left layouts mirror the columns; Ctrl+Left and Ctrl+Right move keyboard focus
/// between columns. Every column whose size changes in a window resize gets
/// `viewWillTransition(to:with:)` with its own size.
///
/// Misuse never crashes: the UIKit-shaped calls ignore it, report it to Strata's diagnostics
/// and record why in ``lastError``; the `try…` variants throw a ``SplitViewControllerError``.
///
/// | TOSplitViewController | SplitViewController |
/// | --- | --- |
/// | `init` | ``init()`` (a blank primary until ``viewControllers`` is set) |
/// | `initWithViewControllers:` | ``init(viewControllers:)`` (never fails; see ``lastError``) |
/// | `viewControllers` (settable), `visibleViewControllers` | ``viewControllers`` (``trySetViewControllers(_:)``), ``visibleViewControllers`` |
/// | `primaryViewController`, `secondaryViewController`, `detailViewController` | the same |
/// | `maximumNumberOfColumns` | ``maximumNumberOfColumns`` |
/// | `primaryColumnMinimumWidth`, `primaryColumnMaximumWidth`, `preferredPrimaryColumnWidthFraction` | the same |
/// | `secondaryColumnMinimumWidth`, `secondaryColumnMaximumWidth`, `detailColumnMinimumWidth` | the same (the secondary's maximum applies, with no limit by default) |
/// | `separatorStrokeColor` | ``separatorStrokeColor`` |
/// | `possibleNumberOfColumnsForWidth:` | ``possibleNumberOfColumns(forWidth:)`` |
/// | `showSecondaryViewController:sender:`, `showDetailViewController:sender:` | `showSecondary(_:sender:)`, `showDetail(_:sender:)` (``tryShowSecondary(_:sender:)``, ``tryShowDetail(_:sender:)``); `nil` takes the column away |
/// | `setDetailViewController:sender:` (category) | `setDetail(_:sender:)` (``trySetDetail(_:sender:)``) |
/// | `showSecondaryViewController:setDetailViewController:sender:` | `showSecondary(_:setDetail:sender:)` (``tryShowSecondary(_:setDetail:sender:)``) |
/// | `to_showViewController:sender:` (category) | `show(_:sender:)` (pushes onto the nearest navigation controller) |
/// | `TOSplitViewControllerShowTargetDidChangeNotification` | ``addColumnCountObserver(_:)`` |
/// | `TOSplitViewControllerDelegate` | ``SplitViewControllerDelegate`` |
/// | `collapseAuxiliaryViewController:ofType:forSplitViewController:` (category) | `collapseAuxiliary(_:ofType:onto:animated:)` on the primary |
/// | `separateAuxiliaryViewControllerOfType:forSplitViewController:` (category) | `separateAuxiliary(ofType:from:animated:)` on the primary |
/// | `TOSplitViewControllerType` | `SplitColumn` |
/// | `viewController.to_splitViewController` | `viewController.splitViewController` |
@MainActor
open class SplitViewController: ContainerViewController {
  // MARK: Configuration

  /// The most columns the split shows, 1…3; defaults to 3.
  public var maximumNumberOfColumns = 3 {
    didSet {
      let clamped = min(3, max(1, maximumNumberOfColumns))
      if clamped != maximumNumberOfColumns { maximumNumberOfColumns = clamped }
      configurationDidChange()
    }
  }
  /// The primary column's narrowest width, in points; defaults to 264.
  public var primaryColumnMinimumWidth = 264.0 { didSet { configurationDidChange() } }
  /// The primary column's widest width in two columns, in points; defaults to 400. Below
  /// ``primaryColumnMinimumWidth`` it wins, as in TOSplitViewController (the minimum still
  /// decides how many columns fit).
  public var primaryColumnMaximumWidth = 400.0 { didSet { configurationDidChange() } }
  /// The fraction of the width the primary column would like in two columns, 0…1; defaults to
  /// 0.38.
  public var preferredPrimaryColumnWidthFraction = 0.38 { didSet { configurationDidChange() } }
  /// The secondary column's narrowest width, in points; defaults to 290.
  public var secondaryColumnMinimumWidth = 290.0 { didSet { configurationDidChange() } }
  /// The secondary column's widest width in three columns, in points (the detail takes what
  /// the secondary leaves); below ``secondaryColumnMinimumWidth`` it wins. Defaults to
  /// `.infinity`, no limit: TOSplitViewController declared 400 but never applied it, and the
  /// default keeps its layout.
  public var secondaryColumnMaximumWidth = Double.infinity {
    didSet { configurationDidChange() }
  }
  /// The detail column's narrowest width, in points; defaults to 430.
  public var detailColumnMinimumWidth = 430.0 { didSet { configurationDidChange() } }
  /// The colour of the separators between columns; defaults to white 0.75.
  public var separatorStrokeColor = Color(white: 0.75) {
    didSet { for separator in separators { separator.backgroundColor = separatorStrokeColor } }
  }
  /// How long the columns take to slide to new frames when the number of columns changes, and
  /// the primary to hide, show or slide over, in seconds; defaults to 0.3.
  public var columnAnimationDuration = 0.3

  /// The object that may take over showing controllers and collapsing columns.
  public weak var delegate: (any SplitViewControllerDelegate)?

  /// The pan from the leading edge that shows the hidden primary over the other columns;
  /// attached to the split's view, it begins only while the primary is hidden.
  public let primaryRevealGestureRecognizer = ScreenEdgePanGestureRecognizer()

  /// Why the last UIKit-shaped call that was refused was refused (or how the initializer's
  /// list was corrected), if one was; a call that succeeds clears it.
  public var lastError: SplitViewControllerError? {
    reportedMisuse as? SplitViewControllerError
  }

  // MARK: State

  /// The primary column's controller.
  var primary: ViewController
  /// The secondary column's controller; there is one only when there is a detail too.
  var secondary: ViewController?
  /// The detail column's controller.
  var detail: ViewController?
  /// The auxiliary columns now collapsed into the primary, in the order they collapsed.
  var collapsedColumns: [SplitColumn] = []
  /// The controllers whose views are in the split's view, receiving appearance callbacks.
  var shownControllers: [ViewController] = []
  /// Whether the primary column is hidden.
  var primaryIsHidden = false
  /// Whether the primary shows over the other columns while hidden.
  var overlayIsVisible = false
  /// Whether the overlaid primary follows a finger or slides on its own, so that layout
  /// leaves its frame alone.
  var overlayIsMoving = false
  /// How many hide, show or overlay animations (or reveal swipes) run; calls wait for them.
  var runningAnimations = 0
  /// Drives the reveal swipe: a release that would carry the primary past half its width,
  /// projecting the finger's speed over 0.15 s, shows it.
  let revealTracker = SwipeTracker<SplitColumn>(threshold: 0.5, projection: .linear(seconds: 0.15))
  /// The width the columns were last reconciled for; `nil` before the first layout.
  var lastLaidOutWidth: Double?
  var separators: [View] = []
  /// The view behind the overlaid primary that catches taps outside it.
  let overlayDimmingView = View()
  var columnCountObservers = ObserverList<SplitViewController>()
  /// The observations of the ends of busy column containers' transitions, while column
  /// changes or calls wait for them.
  var idleColumnsObservations: [ObservationToken] = []
  var isUpdatingColumns = false
  /// The views a collapsing column fades out in, made with the split and reused (at most two
  /// columns collapse at once).
  var columnStandIns = [View(), View()]

  /// Creates a split showing `viewControllers`, left to right: the primary, the secondary and
  /// the detail (two are a primary and a detail).
  ///
  /// It never fails: an empty list leaves a blank primary and sets ``lastError`` to
  /// ``SplitViewControllerError/emptyList``; a controller given more than once keeps its first
  /// place and sets ``SplitViewControllerError/duplicateController``; more than three given
  /// (counting duplicates) keep the first three distinct ones and set
  /// ``SplitViewControllerError/tooManyControllers(_:)``, which wins when both apply.
  public init(viewControllers: [ViewController]) {
    var unique: [ViewController] = []
    for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
      unique.append(controller)
    }
    let kept = Array(unique.prefix(3))
    primary = kept.first ?? ViewController()
    switch kept.count {
    case 3:
      secondary = kept[1]
      detail = kept[2]
    case 2:
      detail = kept[1]
    default:
      break
    }
    super.init()
    if viewControllers.isEmpty {
      reportMisuse(SplitViewControllerError.emptyList, outcome: "the split shows a blank primary")
    }
    if unique.count < viewControllers.count {
      reportMisuse(
        SplitViewControllerError.duplicateController, outcome: "its first place was kept")
    }
    if viewControllers.count > 3 {
      reportMisuse(
        SplitViewControllerError.tooManyControllers(viewControllers.count),
        outcome: "the first three distinct ones were kept")
    }
    for controller in self.viewControllers { embed(controller) }
  }

  /// Creates a split with no controllers of its own yet: a blank primary shows until
  /// ``viewControllers`` is set (TOSplitViewController's `init`).
  public override init() {
    primary = ViewController()
    super.init()
    embed(primary)
  }

  // MARK: Reading the columns

  /// The split's controllers, left to right (primary, secondary, detail; two are a primary
  /// and a detail), whether their columns show or are collapsed into the primary.
  ///
  /// Setting it replaces them all (see ``trySetViewControllers(_:)``); a list that cannot be
  /// shown is ignored, and ``lastError`` says why.
  public var viewControllers: [ViewController] {
    get { [primary] + [secondary, detail].compactMap { $0 } }
    set {
      ignoringMisuse { () throws(SplitViewControllerError) in
        try trySetViewControllers(newValue)
      }
    }
  }

  /// Replaces the split's controllers with `viewControllers`, left to right, or throws why it
  /// cannot, changing nothing.
  ///
  /// The columns collapsed into the primary separate first, so that every controller that
  /// leaves takes its own stack with it; the controllers that leave go out of the hierarchy,
  /// and the new ones collapse into the new primary as a resize would, without animation.
  /// Called during a transition, it is applied when the transition ends.
  ///
  /// - Throws: ``SplitViewControllerError/emptyList``,
  ///   ``SplitViewControllerError/tooManyControllers(_:)``,
  ///   ``SplitViewControllerError/duplicateController``, or
  ///   ``SplitViewControllerError/hasAnotherParent`` for a controller of another container
  ///   (or the split itself, or one that contains it).
  public func trySetViewControllers(_ viewControllers: [ViewController])
    throws(SplitViewControllerError)
  {
    try validateList(viewControllers)
    clearMisuse()
    performWhenColumnsIdle { [weak self] in
      guard let self else { return }
      do {
        try self.validateList(viewControllers)
      } catch {
        return self.reportMisuse(error)
      }
      self.replaceAllColumns(with: viewControllers)
    }
  }

  /// The controllers whose columns show, leading first; a hidden primary is not among them
  /// unless it shows over the other columns.
  public var visibleViewControllers: [ViewController] {
    displayedColumns.compactMap { column in
      if column == .primary, isPrimaryEffectivelyHidden, !overlayIsVisible { return nil }
      return controller(for: column)
    }
  }

  /// The primary column's controller (with the columns collapsed into it, in one column).
  public var primaryViewController: ViewController { primary }

  /// The secondary column's controller while three columns show; otherwise `nil`.
  public var secondaryViewController: ViewController? {
    displayedColumns.contains(.secondary) ? secondary : nil
  }

  /// The detail column's controller while two or three columns show; otherwise `nil`.
  public var detailViewController: ViewController? {
    displayedColumns.contains(.detail) ? detail : nil
  }

  /// Whether the primary column is hidden (see ``setPrimaryHidden(_:animated:)``); defaults to
  /// false. Showing it as an overlay does not change it.
  public var isPrimaryHidden: Bool { primaryIsHidden }

  /// Whether the hidden primary shows over the other columns (see
  /// ``showPrimaryOverlay(animated:)``).
  public var isPrimaryOverlayVisible: Bool { overlayIsVisible }

  /// How many columns fit `width` points in a regular size class, from the minimum widths and
  /// ``maximumNumberOfColumns``, whatever the number of controllers: with the defaults 3 from
  /// 984 points, 2 from 694, else 1.
  public func possibleNumberOfColumns(forWidth width: Double) -> Int {
    layoutRules.possibleNumberOfColumns(forWidth: width)
  }

  /// Registers `handler` to run, with the split, whenever the number of columns shown changes
  /// (the original's show-target-did-change notification), for as long as the returned token
  /// lives.
  public func addColumnCountObserver(_ handler: @escaping (SplitViewController) -> Void)
    -> ObservationToken
  {
    columnCountObservers.add(handler)
  }

  // MARK: Container shape

  /// The controllers whose views are in the split: they follow its appearance.
  open override var childrenReceivingAppearance: [ViewController] { shownControllers }

  /// Whether the primary is hiding, showing or sliding over; calls made meanwhile wait.
  package override var isRunningOwnTransition: Bool { runningAnimations > 0 }

  /// The primary, when it is a container: calls wait for its transitions (a push in its
  /// stack) too, since stacks cannot move between columns until they end.
  package override var awaitedChildren: [ContainerViewController] {
    (primary as? ContainerViewController).map { [$0] } ?? []
  }

  /// Calls that wait for the primary's own transition (a push in its stack) run when it ends,
  /// before the calls made on the primary after them.
  override func queuedCallsAreWaiting() {
    guard isPrimaryBusy else { return }
    waitForIdleColumns()
    holdPrimaryCallsBehindWaitingOnes()
  }

  /// Sets up the separators' colour, the overlay's views and the reveal swipe.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.clipsToBounds = true
    overlayDimmingView.backgroundColor = Color(white: 0, alpha: 0.25)
    overlayDimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    overlayDimmingView.addGestureRecognizer(
      TapGestureRecognizer { [weak self] _ in self?.dismissPrimaryOverlay(animated: true) })
    primaryRevealGestureRecognizer.edges = isRightToLeft ? .right : .left
    primaryRevealGestureRecognizer.delegate = self
    primaryRevealGestureRecognizer.addAction { [weak self] pan in self?.handleRevealPan(pan) }
    view.addGestureRecognizer(primaryRevealGestureRecognizer)
  }

  /// Collapses or separates columns for the new width, then lays the columns out.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    updateColumns(animated: canAnimate)
  }

  /// Recounts the columns when the size class changes; follows the layout direction.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    primaryRevealGestureRecognizer.edges = isRightToLeft ? .right : .left
    viewIfLoaded?.setNeedsLayout()
  }

  /// Tells each column whose size changes its own new size (not the split's).
  open override func viewWillTransition(
    to size: Size, with coordinator: ViewControllerTransitionCoordinator
  ) {
    guard isViewLoaded else { return }
    let newBounds = Rect(
      origin: view.bounds.origin, size: Size(width: size.width, height: size.height))
    let count = targetColumnCount(
      forWidth: size.width, sizeClass: TraitCollection.sizeClass(forLength: size.width))
    let columns = displayedColumns(forCount: count)
    let newFrames = layoutRules.frames(
      of: columns, in: newBounds, primaryHidden: primaryIsHidden, rightToLeft: isRightToLeft)
    for column in columns {
      guard let controller = controller(for: column),
        shownControllers.contains(where: { $0 === controller }),
        let newFrame = newFrames[column], controller.isViewLoaded,
        controller.view.frame.size != newFrame.size
      else { continue }
      controller.viewWillTransition(to: newFrame.size, with: coordinator)
    }
  }

  /// The split takes first-responder status so its keyboard shortcuts work.
  open override var canBecomeFirstResponder: Bool { true }

  /// The column a person sees as current, to which keys go when nothing inside the split
  /// holds the focus: the primary while it shows over the other columns or the columns are
  /// collapsed into it (it shows the top of the collapsed stack), else the detail column.
  open override var childForKeyCommands: ViewController? {
    if overlayIsVisible { return primary }
    return detailViewController ?? visibleViewControllers.last ?? primary
  }

  /// Where the focus goes when it moves into the split: the primary while it shows over the
  /// other columns, else the columns on screen in reading order (the first focusable view of
  /// the leading column that has one), as a sidebar takes the focus first on the desktop.
  open override var preferredFocusEnvironments: [any FocusEnvironment] {
    if overlayIsVisible { return [primary] }
    return isRightToLeft ? visibleViewControllers.reversed() : visibleViewControllers
  }

  /// Ctrl+Left and Ctrl+Right move focus between columns; Ctrl+Alt+Left (Ctrl+Alt+Right right
  /// to left) shows the hidden primary over the other columns; Escape dismisses it.
  open override var keyCommands: [KeyCommand] {
    let leading: Key = isRightToLeft ? .rightArrow : .leftArrow
    var commands = [
      KeyCommand(input: .leftArrow, modifiers: .control, title: "Focus the column on the left") {
        [weak self] _ in self?.moveFocus(towardTrailing: self?.isRightToLeft == true)
      },
      KeyCommand(
        input: .rightArrow, modifiers: .control, title: "Focus the column on the right"
      ) { [weak self] _ in self?.moveFocus(towardTrailing: self?.isRightToLeft != true) },
      KeyCommand(input: leading, modifiers: [.control, .alternate], title: "Show the primary") {
        [weak self] _ in self?.showPrimaryOverlay(animated: true)
      },
    ]
    if overlayIsVisible {
      commands.append(
        KeyCommand(input: .escape, title: "Dismiss the primary") { [weak self] _ in
          self?.dismissPrimaryOverlay(animated: true)
        })
    }
    return commands
  }

  // MARK: Helpers

  /// The formulas with the split's current settings.
  var layoutRules: SplitLayout {
    SplitLayout(
      primaryMinimumWidth: primaryColumnMinimumWidth,
      primaryMaximumWidth: primaryColumnMaximumWidth,
      primaryWidthFraction: preferredPrimaryColumnWidthFraction,
      secondaryMinimumWidth: secondaryColumnMinimumWidth,
      secondaryMaximumWidth: secondaryColumnMaximumWidth,
      detailMinimumWidth: detailColumnMinimumWidth, maximumNumberOfColumns: maximumNumberOfColumns)
  }

  /// Whether changes animate: the split is on screen in a window and has been laid out.
  var canAnimate: Bool {
    isViewLoaded && view.window != nil && isOnScreen && lastLaidOutWidth != nil
  }

  /// Whether the primary is a container in a transition (a navigation controller pushing or
  /// popping), so that stacks cannot move between columns until it ends.
  var isPrimaryBusy: Bool { (primary as? ContainerViewController)?.isTransitioning ?? false }

  /// The columns the split has controllers for, leading first.
  var presentColumns: [SplitColumn] {
    [.primary] + (secondary == nil ? [] : [.secondary]) + (detail == nil ? [] : [.detail])
  }

  /// The auxiliary columns in the order they collapse: the one next to the primary first.
  var collapseOrder: [SplitColumn] { Array(presentColumns.dropFirst()) }

  /// The columns that show now, leading first.
  var displayedColumns: [SplitColumn] {
    presentColumns.filter { !collapsedColumns.contains($0) }
  }

  /// The columns that show when `count` columns fit.
  func displayedColumns(forCount count: Int) -> [SplitColumn] {
    let collapsing = collapseOrder.prefix(max(0, presentColumns.count - count))
    return presentColumns.filter { !collapsing.contains($0) }
  }

  /// Whether the primary is hidden and there are other columns to take its width.
  var isPrimaryEffectivelyHidden: Bool { primaryIsHidden && displayedColumns.count > 1 }

  /// The controller of `column`, if the split has one.
  func controller(for column: SplitColumn) -> ViewController? {
    switch column {
    case .primary: primary
    case .secondary: secondary
    case .detail: detail
    }
  }

  /// Puts `controller` into `column` of the model.
  func setController(_ controller: ViewController?, for column: SplitColumn) {
    switch column {
    case .primary: if let controller { primary = controller }
    case .secondary: secondary = controller
    case .detail: detail = controller
    }
  }

  /// The size of `container`'s column at `parentSize`, so a column's view has its width when
  /// it loads; `parentSize` for a controller that shows in no column.
  open override func size(
    forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    guard let column = column(of: container),
      let frame = columnFrames(in: Rect(origin: .zero, size: parentSize))[column]
    else { return parentSize }
    return frame.size
  }

  /// The column `controller` is in, if it is one of the split's.
  func column(of controller: ViewController) -> SplitColumn? {
    presentColumns.first { self.controller(for: $0) === controller }
  }

  /// How many columns show at `width` points: 1 in a compact size class (`sizeClass`, by
  /// default the split's), else what fits, never more than the controllers.
  func targetColumnCount(forWidth width: Double, sizeClass: UserInterfaceSizeClass? = nil) -> Int {
    let traitClass = traitCollection.horizontalSizeClass
    let sizeClass =
      sizeClass
      ?? (traitClass == .unspecified ? TraitCollection.sizeClass(forLength: width) : traitClass)
    let fitting =
      sizeClass == .compact
      ? 1 : layoutRules.possibleNumberOfColumns(forWidth: width)
    return min(fitting, presentColumns.count)
  }

  private func configurationDidChange() {
    viewIfLoaded?.setNeedsLayout()
  }
}

// MARK: - GestureRecognizerDelegate

extension SplitViewController: GestureRecognizerDelegate {
  /// Lets the reveal swipe begin only while the primary is hidden beside other columns and not
  /// already shown over them, and when no scroll view under the finger can still scroll toward
  /// its leading edge (`BackSwipeArbitration`).
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard gestureRecognizer === primaryRevealGestureRecognizer else { return true }
    let begins =
      isPrimaryEffectivelyHidden && !overlayIsVisible && !isTransitioning
      && BackSwipeArbitration.scrollView(
        keepingDragOf: primaryRevealGestureRecognizer, in: view) == nil
    revealTracker.prepare(
      begins ? .primary : nil, for: primaryRevealGestureRecognizer,
      direction: Point(x: isRightToLeft ? -1 : 1, y: 0), in: view)
    return begins
  }

  /// Makes the pan of every horizontally scrolling view inside the split wait for the reveal
  /// swipe to fail; it fails when that scroll view can still scroll toward its leading edge.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    guard gestureRecognizer === primaryRevealGestureRecognizer, isViewLoaded else {
      return false
    }
    return BackSwipeArbitration.scrollPan(otherGestureRecognizer, waitsForPanIn: view)
  }
}

// MARK: - Swipeable

extension SplitViewController: Swipeable {
  /// The primary's two-column width: a reveal of progress 1 brings it wholly in.
  var swipeDistance: Double {
    max(1, layoutRules.twoColumnPrimaryWidth(forWidth: viewIfLoaded?.bounds.width ?? 0))
  }

  /// Where the primary starts, just outside the leading edge (0), and where it shows (1).
  var swipeSnapPoints: [Double] { [0, 1] }

  /// How far the primary shown over the other columns has come in from just outside the
  /// leading edge, read from its frame; 0 while its view is not loaded.
  var swipeProgress: Double {
    guard isViewLoaded, let frame = primary.viewIfLoaded?.frame else { return 0 }
    let sign = isRightToLeft ? -1.0 : 1.0
    return sign * (frame.minX - overlayFrame(shown: false).minX) / swipeDistance
  }

  /// A cancelled reveal slides the primary back out.
  var swipeCancelProgress: Double { 0 }
}
