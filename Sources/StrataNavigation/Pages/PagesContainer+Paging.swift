import StrataKit

extension PagesContainer {
  // MARK: Geometry

  var pageCount: Int { viewControllers.count }

  /// The position of a page's slot along the strip of pages: reversed right to left.
  func slot(of index: Int) -> Int { isRightToLeft ? pageCount - 1 - index : index }

  /// The content offset that shows the slot `slot`.
  func offset(ofSlot slot: Int) -> Double { Double(slot) * pagesScrollView.bounds.width }

  /// The fractional page index on screen now.
  var pagePosition: Double {
    let width = pagesScrollView.bounds.width
    guard width > 0, pageCount > 0 else { return 0 }
    let slotPosition = pagesScrollView.contentOffset.x / width
    return isRightToLeft ? Double(pageCount - 1) - slotPosition : slotPosition
  }

  // MARK: Layout

  func layoutContainer() {
    guard isViewLoaded else { return }
    let bounds = view.bounds
    View.performWithoutAnimation {
      topBar.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: topBarHeight)
      topBarImageView.frame = topBar.bounds
      pagesScrollView.frame = Rect(
        x: bounds.minX, y: bounds.minY + topBarHeight, width: bounds.width,
        height: max(0, bounds.height - topBarHeight))
      pagesScrollView.contentSize = Size(
        width: Double(pageCount) * bounds.width, height: pagesScrollView.bounds.height)
    }
    topBar.isRightToLeft = isRightToLeft
    topBar.layoutIfNeeded()
    if lastLaidOutWidth != bounds.width, skipTarget == nil {
      lastLaidOutWidth = bounds.width
      // An animated selection that the new width cuts short lands on its page: the caller
      // asked for it.
      let page = animatedSelectionTarget.flatMap { viewControllers.indices.contains($0) ? $0 : nil }
      moveOffset(toSlot: slot(of: page ?? storedSelectedIndex))
    }
    if skipTarget == nil {
      updateLoadedPages(around: pagePosition)
      for index in loadedPages { placePage(index, inSlot: slot(of: index)) }
    }
    updateDecorations()
  }

  func placePage(_ index: Int, inSlot slot: Int) {
    guard let pageView = viewControllers[index].viewIfLoaded else { return }
    View.performWithoutAnimation { pageView.frame = frame(ofSlot: slot) }
  }

  /// The frame of the page in slot `slot`, in the pages' scroll view.
  func frame(ofSlot slot: Int) -> Rect {
    Rect(
      x: offset(ofSlot: slot), y: 0, width: pagesScrollView.bounds.width,
      height: pagesScrollView.bounds.height)
  }

  /// Puts the pages at `slot` at once. A motion this cuts short (a resize during an animated
  /// selection of a neighbour, or while the pages glide after a fling) settles where the pages
  /// now are, so that nothing is left appearing and queued selections run: a glide falls back
  /// to the selected page. A finger still on the pages keeps its swipe, which settles on
  /// release.
  func moveOffset(toSlot slot: Int) {
    let wasMoving = isAnimatingSelection || pagesScrollView.isDecelerating
    isAdjustingOffset = true
    pagesScrollView.setContentOffset(Point(x: offset(ofSlot: slot), y: 0), animated: false)
    isAdjustingOffset = false
    if wasMoving || (appearingPage != nil && !pagesScrollView.isDragging) { pagesDidSettle() }
  }

  // MARK: Titles, colours and the indicator

  func reloadTitles() {
    titleObservations = viewControllers.map { controller in
      controller.observeTitle { [weak self] _ in self?.reloadTitles() }
    }
    guard isViewLoaded else { return }
    topBar.setTitles(viewControllers.map { $0.title ?? "" })
    recolorAllTitles()
  }

  /// Gives every title the normal colour, then colours the selected ones.
  func recolorAllTitles() {
    guard isViewLoaded else { return }
    for item in topBar.itemViews { item.setTitleColor(pageItemsTitleColor, for: .normal) }
    tintedItems = []
    updateDecorations()
  }

  /// Colours the titles, scrolls the strip and moves the indicator for the pages' position.
  func updateDecorations() {
    guard isViewLoaded, pageCount > 0 else { return }
    if let target = skipTarget {
      let width = max(1, pagesScrollView.bounds.width)
      let start = offset(ofSlot: slot(of: storedSelectedIndex))
      let fraction = min(1, abs(pagesScrollView.contentOffset.x - start) / width)
      decorate(from: storedSelectedIndex, to: target, fraction: snappedToPage(fraction))
      return
    }
    let position = snappedToPage(min(max(pagePosition, 0), Double(pageCount - 1)))
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, pageCount - 1)
    decorate(from: lower, to: upper, fraction: position - Double(lower))
  }

  /// `position`, in pages, on the nearest whole page when the pages are within half a device
  /// pixel of it. The pages' layers already sit on device pixels there, so the titles and the
  /// indicator take their resting state with them, instead of creeping by amounts no pixel
  /// shows (and presenting frames for them) while a spring's last fraction of a point runs out.
  private func snappedToPage(_ position: Double) -> Double {
    let pixels = pagesScrollView.bounds.width * (view.window?.scale ?? 1)
    guard pixels > 0, position.isFinite else { return position }
    let nearest = position.rounded()
    return abs(position - nearest) * pixels < 0.5 ? nearest : position
  }

  private func decorate(from first: Int, to second: Int, fraction: Double) {
    let items = topBar.itemViews
    guard items.indices.contains(first), items.indices.contains(second) else { return }
    // Only the two titles between which the pages sit differ from the normal colour: touch
    // those and the ones coloured last time, not every title (there may be a thousand).
    var colors: [Int: Color] = [:]
    for index in tintedItems where items.indices.contains(index) {
      colors[index] = pageItemsTitleColor
    }
    colors[first] = selectedPageItemTitleColor.interpolated(
      to: pageItemsTitleColor, fraction: fraction)
    if second != first {
      colors[second] = pageItemsTitleColor.interpolated(
        to: selectedPageItemTitleColor, fraction: fraction)
    }
    for (index, color) in colors where items[index].titleColor(for: .normal) != color {
      items[index].setTitleColor(color, for: .normal)
    }
    tintedItems = [first, second]
    // Their colours change as the pages move: keep them off the strip's layer.
    topBar.liftedItems = tintedItems
    let firstOffset = topBar.contentOffset(forItemAt: first).x
    let secondOffset = topBar.contentOffset(forItemAt: second).x
    let formulaOffset = firstOffset + (secondOffset - firstOffset) * fraction
    let stripOffset: Double
    let progress = Double(first) + fraction
    if topBar.isStripMovedByUser {
      // The user holds the strip: follow it, and remember how far it is from the formula.
      stripOffset = topBar.scrollView.contentOffset.x
      stripDisplacement = StripDisplacement(
        amount: stripOffset - formulaOffset, pagePosition: progress)
    } else {
      // Bring a strip the user moved back to the formula as the pages move by one page.
      var displacement = 0.0
      if let moved = stripDisplacement {
        let remaining = 1 - min(1, abs(progress - moved.pagePosition) / 1)
        displacement = moved.amount * remaining
        if remaining <= 0 { stripDisplacement = nil }
      }
      stripOffset = formulaOffset + displacement
      View.performWithoutAnimation {
        topBar.scrollView.contentOffset = Point(x: stripOffset, y: 0)
      }
    }
    topBar.updateVisibleItems()
    let firstCenter = topBar.center(forItemAt: first, stripOffset: stripOffset)
    let secondCenter = topBar.center(forItemAt: second, stripOffset: stripOffset)
    let size = pageIndicatorImage?.size ?? pageIndicatorSize
    View.performWithoutAnimation {
      pageIndicatorView.bounds.size = size
      pageIndicatorView.center = Point(
        x: topBar.frame.minX + firstCenter + (secondCenter - firstCenter) * fraction,
        y: topBar.frame.minY + topBarHeight - 2 + size.height / 2)
    }
  }

  // MARK: Loading pages lazily

  /// Loads the pages around `position` (and the selected and appearing ones) and unloads the
  /// others.
  func updateLoadedPages(around position: Double) {
    guard pageCount > 0, position.isFinite else {
      for index in loadedPages { unloadPage(index) }
      return
    }
    if let selected = selectedPage, recentPages.last !== selected { noteShown(selected) }
    var wanted: Set<Int> = [storedSelectedIndex]
    // The strip may rest past either end for a moment (pages removed while it moves): only
    // the pages that exist around it are wanted.
    let low = max(0, Int(position.rounded(.down)) - 1)
    let high = min(pageCount - 1, Int(position.rounded(.up)) + 1)
    if low <= high {
      for index in low...high { wanted.insert(index) }
    }
    if let appearingPage { wanted.insert(appearingPage) }
    for index in loadedPages.subtracting(wanted) { unloadPage(index) }
    for index in wanted.subtracting(loadedPages) { loadPage(index) }
  }

  func loadPage(_ index: Int) {
    guard viewControllers.indices.contains(index), !loadedPages.contains(index) else { return }
    embed(
      viewControllers[index], in: pagesScrollView, at: 0, frame: frame(ofSlot: slot(of: index)),
      resizesWithSuperview: false)
    loadedPages.insert(index)
  }

  /// Takes the page at `index` out of the hierarchy. A page still told it is appearing (the
  /// container was appearing when the selection moved away from it) disappears first: a page
  /// out of the hierarchy is off screen, and nothing else would end its transition.
  func unloadPage(_ index: Int) {
    guard loadedPages.contains(index) else { return }
    loadedPages.remove(index)
    guard viewControllers.indices.contains(index) else { return }
    let page = viewControllers[index]
    guard page.parent === self else { return }
    settleAppearance(of: page, appeared: false, animated: false)
    unembed(page)
    if !recentPages.contains(where: { $0 === page }) { page.unloadViewIfPossible() }
  }

  // MARK: Swiping

  func pagesDidScroll() {
    guard !isAdjustingOffset, skipTarget == nil else {
      updateDecorations()
      return
    }
    let position = pagePosition
    updateDecorations()
    delegate?.pagesContainer(self, didScrollTo: position)
    let selected = storedSelectedIndex
    var wanted: Int?
    if position > Double(selected) + 0.001 {
      wanted = selected + 1
    } else if position < Double(selected) - 0.001 {
      wanted = selected - 1
    }
    if let candidate = wanted, !viewControllers.indices.contains(candidate) { wanted = nil }
    if wanted != appearingPage {
      if let appearing = appearingPage { cancelAppearance(of: appearing) }
      if let wanted { beginAppearance(of: wanted) }
    }
    updateLoadedPages(around: position)
  }

  /// Settles the selection on the page nearest to where the pages stopped. Pages stopped
  /// between two (a pointer caught them gliding and lifted without dragging) then slide onto
  /// that page, as a paging scroll view does in UIKit.
  func pagesDidSettle() {
    animatedSelectionTarget = nil
    defer { transitionOrDragDidEnd() }
    if let target = skipTarget {
      finishSkip(to: target)
      return
    }
    guard pageCount > 0 else { return }
    let settled = min(max(Int(pagePosition.rounded()), 0), pageCount - 1)
    if settled != storedSelectedIndex {
      if appearingPage != settled {
        if let appearing = appearingPage { cancelAppearance(of: appearing) }
        beginAppearance(of: settled)
      }
      completeAppearance(of: settled)
    } else if let appearing = appearingPage {
      cancelAppearance(of: appearing)
    }
    updateLoadedPages(around: pagePosition)
    updateDecorations()
    let restingOffset = offset(ofSlot: slot(of: settled))
    guard abs(pagesScrollView.contentOffset.x - restingOffset) > 0.5, !pagesScrollView.isDragging
    else { return }
    if view.window != nil {
      animatedSelectionTarget = settled
      pagesScrollView.setContentOffset(Point(x: restingOffset, y: 0), animated: true)
    } else {
      // Out of the window nothing would move them: they rest there at once.
      moveOffset(toSlot: slot(of: settled))
      for page in loadedPages { placePage(page, inSlot: slot(of: page)) }
      updateDecorations()
    }
  }

  /// Ends a selection, a skip or a glide at once, where it was heading (a glide on the nearest
  /// page): used when the container disappears, since motion stops with the window.
  func endMotionAtOnce() {
    guard isViewLoaded, !pagesScrollView.isDragging, pageCount > 0,
      isTransitioning || appearingPage != nil
    else { return }
    if skipTarget != nil {
      pagesDidSettle()
      return
    }
    let nearest = min(max(Int(pagePosition.rounded()), 0), pageCount - 1)
    let page = animatedSelectionTarget.flatMap { pageCount > $0 ? $0 : nil } ?? nearest
    moveOffset(toSlot: slot(of: page))
  }

  func beginAppearance(of index: Int) {
    loadPage(index)
    appearingPage = index
    guard isOnScreen else { return }
    selectedPage?.beginAppearanceTransition(false, animated: true)
    viewControllers[index].loadViewIfNeeded(sizedFor: self)
    viewControllers[index].beginAppearanceTransition(true, animated: true)
  }

  func cancelAppearance(of index: Int) {
    appearingPage = nil
    guard isOnScreen, viewControllers.indices.contains(index) else { return }
    settleAppearance(of: viewControllers[index], appeared: false, animated: true)
    if let selectedPage { settleAppearance(of: selectedPage, appeared: true, animated: true) }
  }

  func completeAppearance(of index: Int) {
    let previous = selectedPage
    appearingPage = nil
    storedSelectedIndex = index
    noteShown(viewControllers[index])
    if isOnScreen {
      if let previous, previous !== viewControllers[index] {
        settleAppearance(of: previous, appeared: false, animated: true)
      }
      settleAppearance(of: viewControllers[index], appeared: true, animated: true)
    }
    delegate?.pagesContainer(self, didSelectPageAt: index)
  }

  // MARK: Selecting

  func select(_ index: Int, animated: Bool) {
    guard index != storedSelectedIndex, viewControllers.indices.contains(index) else { return }
    guard isViewLoaded, animated, view.window != nil, skipTarget == nil else {
      if let appearing = appearingPage { cancelAppearance(of: appearing) }
      if isViewLoaded { beginAppearance(of: index) } else { appearingPage = index }
      completeAppearance(of: index)
      if isViewLoaded {
        moveOffset(toSlot: slot(of: index))
        updateLoadedPages(around: pagePosition)
        for page in loadedPages { placePage(page, inSlot: slot(of: page)) }
        updateDecorations()
      }
      return
    }
    if abs(index - storedSelectedIndex) == 1 {
      animatedSelectionTarget = index
      pagesScrollView.setContentOffset(
        Point(x: offset(ofSlot: slot(of: index)), y: 0), animated: true)
      return
    }
    // Skip the pages in between: put the target next to the current page and scroll to it.
    if let appearing = appearingPage { cancelAppearance(of: appearing) }
    let currentSlot = slot(of: storedSelectedIndex)
    let adjacentSlot = currentSlot + (slot(of: index) > currentSlot ? 1 : -1)
    for page in loadedPages where page != storedSelectedIndex { unloadPage(page) }
    skipTarget = index
    // A finger cannot take the pages during the skip; selections made meanwhile wait for it.
    pagesScrollView.isScrollEnabled = false
    beginAppearance(of: index)
    placePage(index, inSlot: adjacentSlot)
    pagesScrollView.setContentOffset(Point(x: offset(ofSlot: adjacentSlot), y: 0), animated: true)
  }

  private func finishSkip(to target: Int) {
    completeAppearance(of: target)
    skipTarget = nil
    pagesScrollView.isScrollEnabled = true
    moveOffset(toSlot: slot(of: target))
    // Layout leaves the offset alone during a skip: the one just set is right for the pages'
    // width now, so a later resize (during a selection that follows) still puts them in place.
    lastLaidOutWidth = pagesScrollView.bounds.width
    updateLoadedPages(around: pagePosition)
    for page in loadedPages { placePage(page, inSlot: slot(of: page)) }
    updateDecorations()
  }

  // MARK: Changing the pages

  /// Applies a new list of pages: ends a running selection or swipe where it is, keeps the
  /// selected controller selected when it is still a page, and then runs the selections that
  /// waited for the running one.
  func pagesDidChange(from oldPages: [ViewController]) {
    defer { transitionOrDragDidEnd() }
    let oldSelected =
      oldPages.indices.contains(storedSelectedIndex) ? oldPages[storedSelectedIndex] : nil
    let keptIndex = oldSelected.flatMap { kept in viewControllers.firstIndex { $0 === kept } }
    let onScreen = isOnScreen && isViewLoaded
    if let appearing = appearingPage {
      appearingPage = nil
      if onScreen, oldPages.indices.contains(appearing) {
        oldPages[appearing].beginAppearanceTransition(false, animated: false)
        oldPages[appearing].endAppearanceTransition()
        oldSelected?.loadViewIfNeeded(sizedFor: self)
        oldSelected?.beginAppearanceTransition(true, animated: false)
        oldSelected?.endAppearanceTransition()
      }
    }
    skipTarget = nil
    animatedSelectionTarget = nil
    pagesScrollView.isScrollEnabled = true
    if keptIndex == nil, onScreen { oldSelected?.beginAppearanceTransition(false, animated: false) }
    for index in loadedPages {
      guard oldPages.indices.contains(index) else { continue }
      unembed(oldPages[index])
    }
    loadedPages = []
    if keptIndex == nil, onScreen { oldSelected?.endAppearanceTransition() }
    recentPages.removeAll { page in !viewControllers.contains { $0 === page } }
    storedSelectedIndex = keptIndex ?? min(storedSelectedIndex, max(0, viewControllers.count - 1))
    reloadTitles()
    guard isViewLoaded else { return }
    lastLaidOutWidth = nil
    let newSelected = selectedPage
    let appears = onScreen && keptIndex == nil && newSelected != nil
    if appears {
      newSelected?.loadViewIfNeeded(sizedFor: self)
      newSelected?.beginAppearanceTransition(true, animated: false)
    }
    layoutContainer()
    if appears { newSelected?.endAppearanceTransition() }
  }
}
