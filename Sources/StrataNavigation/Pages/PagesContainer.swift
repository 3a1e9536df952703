public import StrataKit

/// View controllers shown as horizontal pages under a bar of their titles with a triangular
/// indicator under the selected one: the DAPagesContainer of Strata.
///
/// The title strip scrolls proportionally with the pages, the two titles between which the
/// pages sit cross-fade their colours, and the indicator slides between them. Only the
/// selected page and its neighbours are in the hierarchy, so a thousand pages cost what three
/// do; the views of the ``recentPageLimit`` most recently shown pages are kept when they leave
/// it, so a page comes back as it was left (its scroll position, say), and the others are
/// unloaded (``releaseCachedPages()`` unloads the kept ones too, under memory pressure). Appearance callbacks follow the swipe: the incoming page gets
/// `viewWillAppear` when it starts to show and `viewDidAppear` when it settles; a swipe that
/// falls back sends the reverse. Selecting a page more than one away animates only the current
/// and the target page. Right-to-left layouts reverse the pages and the strip; Ctrl+Tab,
/// Ctrl+Shift+Tab, Ctrl+Page Down and Ctrl+Page Up move between pages; a trackpad swipe pages.
///
/// Misuse never crashes: the UIKit-shaped calls ignore it, report it to Strata's diagnostics and
/// record why in ``lastError``; the `try…` variants throw a ``PagesContainerError``.
///
/// | DAPagesContainer | PagesContainer |
/// | --- | --- |
/// | `viewControllers` | ``viewControllers`` |
/// | `selectedIndex`, `setSelectedIndex:animated:` | ``selectedIndex``, ``setSelectedIndex(_:animated:)`` (out-of-range indices are ignored; ``trySetSelectedIndex(_:animated:)`` throws) |
/// | `topBarHeight`, `pageIndicatorViewSize`, `pageIndicatorImage` | ``topBarHeight``, ``pageIndicatorSize``, ``pageIndicatorImage`` |
/// | `topBarBackgroundColor`, `topBarBackgroundImage`, `topBarItemLabelsFont` | ``topBarBackgroundColor``, ``topBarBackgroundImage``, ``topBarItemFont`` |
/// | `pageItemsTitleColor`, `selectedPageItemTitleColor` | ``pageItemsTitleColor``, ``selectedPageItemTitleColor`` |
/// | `topBar` (`DAPagesContainerTopBar`) | ``topBar`` (``PagesTopBar``) |
@MainActor
open class PagesContainer: ContainerViewController {
  /// The pages' controllers, in order; titles come from their `title`. Replacing them keeps the
  /// selected controller selected when it is still a page.
  public var viewControllers: [ViewController] = [] {
    didSet { pagesDidChange(from: oldValue) }
  }

  /// The height of the title bar, in points; defaults to 44.
  public var topBarHeight = 44.0 { didSet { view.setNeedsLayout() } }
  /// The size of the page indicator, in points; defaults to 22 × 9. An image's size wins.
  public var pageIndicatorSize = Size(width: 22, height: 9) { didSet { view.setNeedsLayout() } }
  /// An image drawn as the page indicator instead of the triangle.
  public var pageIndicatorImage: Image? {
    didSet {
      pageIndicatorView.image = pageIndicatorImage
      view.setNeedsLayout()
    }
  }
  /// The colour of the title bar (and of the triangle); defaults to white 0.1.
  public var topBarBackgroundColor = Color(white: 0.1) {
    didSet {
      topBar.backgroundColor = topBarBackgroundColor
      topBar.updateStripColor()
      pageIndicatorView.color = topBarBackgroundColor
    }
  }
  /// An image drawn behind the titles.
  public var topBarBackgroundImage: Image? {
    didSet {
      topBarImageView.image = topBarBackgroundImage
      topBar.hasBackdrop = topBarBackgroundImage != nil
    }
  }
  /// The font of the titles; defaults to the 12-point system font.
  public var topBarItemFont = Font.system(size: 12) {
    didSet {
      topBar.font = topBarItemFont
      reloadTitles()
    }
  }
  /// The colour of the titles of the pages not selected; defaults to light grey.
  public var pageItemsTitleColor = Color.lightGray { didSet { recolorAllTitles() } }
  /// The colour of the selected page's title; defaults to white.
  public var selectedPageItemTitleColor = Color.white { didSet { updateDecorations() } }

  /// The bar of titles.
  public let topBar = PagesTopBar()
  /// The page indicator.
  public let pageIndicatorView = PageIndicatorView()
  /// The scroll view that pages the content.
  public let pagesScrollView = ScrollView()
  /// How many of the most recently shown pages keep their views when they leave the
  /// hierarchy, so that they come back as they were; defaults to 5. Pages beyond it are
  /// unloaded and load again on return (their controllers keep what they saved).
  public var recentPageLimit = 5 {
    didSet {
      recentPageLimit = max(0, recentPageLimit)
      trimRecentPages()
    }
  }
  /// The object told about selections and movement.
  public weak var delegate: (any PagesContainerDelegate)?
  /// Why the last refused call was refused, if one was; a call that succeeds clears it.
  public var lastError: PagesContainerError? { reportedMisuse as? PagesContainerError }

  var storedSelectedIndex = 0
  /// The pages whose views are in the scroll view (and that are children), by index.
  var loadedPages: Set<Int> = []
  /// The pages most recently shown, oldest first, whose views are kept.
  var recentPages: [ViewController] = []
  /// The page that is appearing during a swipe, if any.
  var appearingPage: Int?
  /// The target of a selection that skips the pages in between, while it animates.
  var skipTarget: Int?
  /// The page an animated move onto a neighbouring page (a selection, or pages settling onto
  /// the nearest page) is heading for, while it runs.
  var animatedSelectionTarget: Int?
  /// Whether an animated selection of a neighbouring page runs.
  var isAnimatingSelection: Bool { animatedSelectionTarget != nil }
  /// The selections waiting for the running one or a drag to end, oldest first.
  var queuedSelections = ContainerCallQueue<PagesSelection>()
  /// Set while the container moves the scroll view itself, so the move is not taken as a swipe.
  var isAdjustingOffset = false
  var titleObservations: [ObservationToken] = []
  /// The titles whose colour is not the normal one.
  var tintedItems: Set<Int> = []
  /// How far the user dragged the title strip from the formula's offset, if they did.
  var stripDisplacement: StripDisplacement?
  let topBarImageView = ImageView()
  var lastLaidOutWidth: Double?

  /// Creates an empty container; set ``viewControllers``.
  public override init() {
    super.init()
  }

  /// The index of the selected page, once the selections queued behind a running one or a
  /// drag are done. Setting it changes the page without animation; an index out of range is
  /// ignored (see ``lastError``), as ``setSelectedIndex(_:animated:)`` ignores it.
  public var selectedIndex: Int {
    get { queuedSelections.planned(from: storedSelectedIndex, owner: self) }
    set { setSelectedIndex(newValue, animated: false) }
  }

  /// Selects the page at `index`, animating only the current and the target page (0.3 s) when
  /// `animated`. Out-of-range indices are ignored (see ``lastError``). A selection made while
  /// another animates or a finger drags the pages runs when that ends.
  public func setSelectedIndex(_ index: Int, animated: Bool) {
    ignoringMisuse { () throws(PagesContainerError) in
      try trySetSelectedIndex(index, animated: animated)
    }
  }

  /// Selects the page at `index`, or throws when there is none, changing nothing.
  ///
  /// - Throws: ``PagesContainerError/indexOutOfRange(_:count:)``.
  public func trySetSelectedIndex(_ index: Int, animated: Bool) throws(PagesContainerError) {
    guard viewControllers.indices.contains(index) else {
      throw .indexOutOfRange(index, count: viewControllers.count)
    }
    clearMisuse()
    queuedSelections.append(PagesSelection(index: index, animated: animated))
    performWhenIdle { [weak self] in self?.runQueuedSelection() }
  }

  /// Whether a selection animates or a finger moves the pages; selections wait for it.
  package override var isRunningOwnTransition: Bool {
    skipTarget != nil || isAnimatingSelection || pagesScrollView.isDragging
      || pagesScrollView.isDecelerating
  }

  /// Applies the oldest queued selection; one whose page is gone meanwhile is refused.
  private func runQueuedSelection() {
    guard let selection = queuedSelections.popFirst() else { return }
    guard viewControllers.indices.contains(selection.index) else {
      reportMisuse(
        PagesContainerError.indexOutOfRange(selection.index, count: viewControllers.count))
      return
    }
    select(selection.index, animated: selection.animated)
  }

  /// The pages that follow the container's appearance: the selected one and, mid-swipe, the
  /// one coming in.
  open override var childrenReceivingAppearance: [ViewController] {
    var pages = selectedPage.map { [$0] } ?? []
    if let appearingPage, viewControllers.indices.contains(appearingPage),
      appearingPage != storedSelectedIndex
    {
      pages.append(viewControllers[appearingPage])
    }
    return pages
  }

  /// Builds the bar, the indicator and the pages' scroll view.
  open override func viewDidLoad() {
    super.viewDidLoad()
    view.clipsToBounds = true
    topBar.backgroundColor = topBarBackgroundColor
    topBar.font = topBarItemFont
    topBar.onSelect = { [weak self] index in self?.titleTapped(index) }
    topBar.onStep = { [weak self] step in self?.step(by: step) }
    topBar.selectedItem = { [weak self] in self?.storedSelectedIndex }
    topBar.onStripScroll = { [weak self] in self?.updateDecorations() }
    topBarImageView.contentMode = .scaleToFill
    topBarImageView.isUserInteractionEnabled = false
    topBar.insertSubview(topBarImageView, at: 0)
    pageIndicatorView.color = topBarBackgroundColor
    pagesScrollView.isPagingEnabled = true
    pagesScrollView.showsHorizontalScrollIndicator = false
    pagesScrollView.delegate = self
    view.addSubview(pagesScrollView)
    view.addSubview(topBar)
    view.addSubview(pageIndicatorView)
    reloadTitles()
  }

  /// Lays out the bar, the pages and the indicator; keeps the selected page in place when the
  /// width changes.
  open override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutContainer()
  }

  /// Ends a selection, a skip or a glide that was running where it was heading: motion stops
  /// when the view leaves the window, and the pages must not wait for it meanwhile.
  open override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    endMotionAtOnce()
  }

  /// Follows the layout direction.
  open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    guard isViewLoaded else { return }
    topBar.isRightToLeft = isRightToLeft
    topBar.setNeedsLayout()
    lastLaidOutWidth = nil
    view.setNeedsLayout()
  }

  /// The size of a page: the container's width, and its height below the bar of titles, so a
  /// page's view has that size when it loads, also before the pages are laid out.
  open override func size(
    forChildContentContainer container: ViewController, withParentContainerSize parentSize: Size
  ) -> Size {
    guard viewControllers.contains(where: { $0 === container }) else { return parentSize }
    return Size(width: parentSize.width, height: max(0, parentSize.height - topBarHeight))
  }

  /// The current page: keys go to it when nothing inside the container holds the focus.
  open override var childForKeyCommands: ViewController? {
    viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
  }

  /// The container takes first-responder status so its keyboard shortcuts work.
  open override var canBecomeFirstResponder: Bool { true }

  /// Ctrl+Tab and Ctrl+Page Down go to the next page; Ctrl+Shift+Tab and Ctrl+Page Up to the
  /// previous one.
  open override var keyCommands: [KeyCommand] {
    let next: (KeyCommand) -> Void = { [weak self] _ in self?.step(by: 1) }
    let previous: (KeyCommand) -> Void = { [weak self] _ in self?.step(by: -1) }
    return [
      KeyCommand(input: .tab, modifiers: .control, title: "Next page", action: next),
      KeyCommand(input: .pageDown, modifiers: .control, title: "Next page", action: next),
      KeyCommand(
        input: .tab, modifiers: [.control, .shift], title: "Previous page", action: previous),
      KeyCommand(input: .pageUp, modifiers: .control, title: "Previous page", action: previous),
    ]
  }

  /// The selected page's controller.
  var selectedPage: ViewController? {
    viewControllers.indices.contains(storedSelectedIndex)
      ? viewControllers[storedSelectedIndex] : nil
  }

  /// Unloads the views of the recently shown pages that are not in the hierarchy, to free
  /// memory; they load again when shown, and their controllers keep what they saved.
  public func releaseCachedPages() {
    let kept = recentPages
    recentPages = []
    for page in kept where page.parent == nil { page.unloadViewIfPossible() }
  }

  /// Remembers `page` as the most recently shown one, releasing the views of pages beyond
  /// ``recentPageLimit``.
  func noteShown(_ page: ViewController) {
    recentPages.removeAll { $0 === page }
    recentPages.append(page)
    trimRecentPages()
  }

  private func trimRecentPages() {
    while recentPages.count > recentPageLimit {
      let evicted = recentPages.removeFirst()
      if evicted.parent == nil { evicted.unloadViewIfPossible() }
    }
  }

  /// Selects the tapped title's page; a tap on the selected title brings a strip the user
  /// dragged away back to its place.
  private func titleTapped(_ index: Int) {
    guard index == storedSelectedIndex, skipTarget == nil else {
      setSelectedIndex(index, animated: true)
      return
    }
    stripDisplacement = nil
    updateDecorations()
  }

  private func step(by delta: Int) {
    let target = storedSelectedIndex + delta
    guard viewControllers.indices.contains(target) else { return }
    setSelectedIndex(target, animated: true)
  }
}

// MARK: - ScrollViewDelegate

extension PagesContainer: ScrollViewDelegate {
  /// Updates the titles, the indicator, the loaded pages and the appearance callbacks.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {
    pagesDidScroll()
  }

  /// Settles the selection when a drag ends without moving on.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { pagesDidSettle() }
  }

  /// Settles the selection where the pages came to rest.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    pagesDidSettle()
  }

  /// Settles the selection after an animated selection.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    pagesDidSettle()
  }
}
