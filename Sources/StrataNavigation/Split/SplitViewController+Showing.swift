public import StrataKit

extension SplitViewController {
  /// Shows `controller` in the secondary column, replacing the one there, or throws why it
  /// cannot, changing nothing. The delegate may take the call over. `nil` takes the secondary
  /// column away (TOSplitViewController's `showSecondaryViewController:nil`; the delegate is not
  /// asked): a split of three controllers keeps its primary and its detail.
  ///
  /// The old secondary is separated from the primary first when it was collapsed into it; the
  /// new one shows in its column when three columns fit, else it collapses into the primary,
  /// pushed with the push animation by a navigation controller (then a detail that was
  /// collapsed too waits, with its stack, out of the hierarchy until the split widens).
  /// A split of two controllers gains a secondary; a split of one shows `controller` as its
  /// detail. A call made during a transition counts the controllers the calls before it leave,
  /// when it runs: after a waiting `showDetail(_:sender:)` that gives a split of one its
  /// detail, it gains a secondary.
  ///
  /// - Throws: ``SplitViewControllerError/alreadyInSplit`` or
  ///   ``SplitViewControllerError/hasAnotherParent``.
  public func tryShowSecondary(_ controller: ViewController?, sender: Any?)
    throws(SplitViewControllerError)
  {
    guard let controller else {
      clearMisuse()
      return performWhenColumnsIdle { [weak self] in self?.removeColumn(.secondary) }
    }
    try validate(controller, for: columnForNewSecondary, waiting: callsWait)
    clearMisuse()
    if delegate?.splitViewController(self, showSecondary: controller, sender: sender) == true {
      return
    }
    performWhenColumnsIdle { [weak self] in
      guard let self else { return }
      self.replaceIfStillValid(self.columnForNewSecondary, with: controller, presenting: true)
    }
  }

  /// The column a controller shown as the secondary goes into now: the secondary beside a
  /// detail, else the detail (two controllers are a primary and a detail).
  private var columnForNewSecondary: SplitColumn { detail == nil ? .detail : .secondary }

  /// Shows `controller` in the detail column, replacing the one there, or throws why it
  /// cannot, changing nothing. The delegate may take the call over. `nil` takes the detail
  /// column away (TOSplitViewController's `showDetailViewController:nil`; the delegate is not
  /// asked): a secondary then becomes the detail of a split of two.
  ///
  /// The old detail is separated from the primary first when it was collapsed into it; the
  /// new one shows in its column when there is room, else it collapses into the primary (a
  /// navigation controller pushes it with the push animation; calls wait for the push).
  ///
  /// - Throws: ``SplitViewControllerError/alreadyInSplit`` or
  ///   ``SplitViewControllerError/hasAnotherParent``.
  public func tryShowDetail(_ controller: ViewController?, sender: Any?)
    throws(SplitViewControllerError)
  {
    guard let controller else {
      clearMisuse()
      return performWhenColumnsIdle { [weak self] in self?.removeColumn(.detail) }
    }
    try validate(controller, for: .detail, waiting: callsWait)
    clearMisuse()
    if delegate?.splitViewController(self, showDetail: controller, sender: sender) == true {
      return
    }
    performWhenColumnsIdle { [weak self] in
      self?.replaceIfStillValid(.detail, with: controller, presenting: true)
    }
  }

  /// Installs `controller` as the detail, or throws why it cannot, changing nothing. Unlike
  /// ``tryShowDetail(_:sender:)`` it does not present it while the detail is collapsed: it
  /// waits, out of the hierarchy, until the split widens. The old detail is separated from
  /// the primary first. `nil` takes the detail column away, as ``tryShowDetail(_:sender:)``
  /// does.
  ///
  /// - Throws: ``SplitViewControllerError/alreadyInSplit`` or
  ///   ``SplitViewControllerError/hasAnotherParent``.
  public func trySetDetail(_ controller: ViewController?, sender: Any?)
    throws(SplitViewControllerError)
  {
    guard let controller else {
      clearMisuse()
      return performWhenColumnsIdle { [weak self] in self?.removeColumn(.detail) }
    }
    try validate(controller, for: .detail, waiting: callsWait)
    clearMisuse()
    performWhenColumnsIdle { [weak self] in
      self?.replaceIfStillValid(.detail, with: controller, presenting: false)
    }
  }

  /// Shows `secondary` in the secondary column and installs `detail` as the detail without
  /// presenting it (as ``trySetDetail(_:sender:)``), in one call, or throws why it cannot,
  /// changing nothing: TOSplitViewController's
  /// `showSecondaryViewController:setDetailViewController:sender:`.
  ///
  /// The split ends with the primary, `secondary` and `detail`, leaving out the ones that are
  /// `nil`: two controllers are a primary and a detail, so a `secondary` without a `detail`
  /// shows as the detail. While the columns are collapsed, `secondary` is pushed onto a
  /// navigation controller in the primary column and `detail` waits out of the hierarchy until
  /// the split widens. The delegate may take the secondary over; the detail is installed
  /// either way.
  ///
  /// - Throws: ``SplitViewControllerError/duplicateController`` when both are the same
  ///   controller, ``SplitViewControllerError/alreadyInSplit`` or
  ///   ``SplitViewControllerError/hasAnotherParent``.
  public func tryShowSecondary(
    _ secondary: ViewController?, setDetail detail: ViewController?, sender: Any?
  ) throws(SplitViewControllerError) {
    if let secondary, secondary === detail { throw .duplicateController }
    let waiting = callsWait
    if let detail { try validate(detail, for: [.detail], waiting: waiting) }
    if let secondary {
      // Without a detail the secondary takes the detail column (it may be the secondary now).
      try validate(
        secondary, for: detail == nil ? [.detail, .secondary] : [.secondary], waiting: waiting)
    }
    clearMisuse()
    if let secondary,
      delegate?.splitViewController(self, showSecondary: secondary, sender: sender) == true
    {
      return performWhenColumnsIdle { [weak self] in
        guard let self else { return }
        guard let detail else { return self.removeColumn(.detail) }
        self.replaceIfStillValid(.detail, with: detail, presenting: false)
      }
    }
    performWhenColumnsIdle { [weak self] in
      self?.showSecondaryAndDetail(secondary, detail)
    }
  }

  /// Applies ``tryShowSecondary(_:setDetail:sender:)`` once no transition runs.
  private func showSecondaryAndDetail(_ newSecondary: ViewController?, _ newDetail: ViewController?)
  {
    guard let newSecondary else {
      removeColumn(.secondary)
      guard let newDetail else { return removeColumn(.detail) }
      return replaceIfStillValid(.detail, with: newDetail, presenting: false)
    }
    guard let newDetail else {
      if newSecondary !== secondary { removeColumn(.secondary) }
      // The secondary without a detail is the detail of a split of two.
      if newSecondary === secondary { removeColumn(.detail) }
      return replaceIfStillValid(.detail, with: newSecondary, presenting: true)
    }
    replaceIfStillValid(.detail, with: newDetail, presenting: false)
    guard detail === newDetail else { return }
    replaceIfStillValid(.secondary, with: newSecondary, presenting: true)
  }

  /// Takes `column`'s controller out of the split (TOSplitViewController's show…`nil`): the
  /// columns collapsed from it on (and a secondary that becomes the detail) separate first,
  /// the controller leaves the screen and the hierarchy, a secondary left without a detail
  /// becomes the detail, and the columns are brought in line with the width without
  /// animation. A no-op when the column is empty.
  func removeColumn(_ column: SplitColumn) {
    guard column != .primary, controller(for: column) != nil else { return }
    // A secondary that will become the detail separates too, and collapses again as the detail.
    let first: SplitColumn = column == .detail && secondary != nil ? .secondary : column
    while let last = collapsedColumns.last, Self.rank(of: last) >= Self.rank(of: first) {
      separate(last, animated: false, normalizes: false)
    }
    let removed = controller(for: column)
    setController(nil, for: column)
    normalizeColumns()
    if let removed {
      removeFromScreen(removed)
      unembed(removed)
    }
    guard isViewLoaded, lastLaidOutWidth != nil else { return }
    updateColumns(animated: false)
  }

  /// Throws when `controller` cannot go into `column`.
  private func validate(
    _ controller: ViewController, for column: SplitColumn, waiting: Bool = false
  ) throws(SplitViewControllerError) {
    try validate(controller, for: [column], waiting: waiting)
  }

  /// Throws when `controller` cannot go into one of `columns`.
  private func validate(
    _ controller: ViewController, for columns: Set<SplitColumn>, waiting: Bool = false
  ) throws(SplitViewControllerError) {
    if let existing = self.column(of: controller) {
      // Showing a column's own controller again (also while collapsed) changes nothing. A
      // call that waits behind others is judged when it runs: they may free its controller.
      guard columns.contains(existing) || waiting else { throw .alreadyInSplit }
      return
    }
    if controller === self || isDescendant(of: controller) { throw .hasAnotherParent }
    if let parent = controller.parent, parent !== self { throw .hasAnotherParent }
  }

  /// Runs a show that may have waited for a transition: checks `controller` again against the
  /// columns as they are now (a call queued before it may have put it into another column, or
  /// another container may have taken it), and puts it into `column` or reports the refusal
  /// through ``lastError``.
  private func replaceIfStillValid(
    _ column: SplitColumn, with controller: ViewController, presenting: Bool
  ) {
    do {
      try validate(controller, for: column)
    } catch {
      reportMisuse(error)
      return
    }
    replace(column, with: controller, presenting: presenting)
  }

  /// Puts `controller` into `column`: separates the columns collapsed after it (and it) from
  /// the primary, swaps the controller, then collapses again what the width calls for. The new
  /// controller is presented (taken in by the primary) when `presenting`; the columns that
  /// were collapsed after it are not: they wait out of the hierarchy until the split widens,
  /// since what they showed belonged to the controller that was replaced.
  func replace(_ column: SplitColumn, with controller: ViewController, presenting: Bool) {
    guard self.controller(for: column) !== controller else { return }
    // Every collapsed column from `column` on separates first: the one replaced, and those
    // after it (a new secondary comes before a collapsed detail, which must not collapse again).
    while let last = collapsedColumns.last, Self.rank(of: last) >= Self.rank(of: column) {
      separate(last, animated: canAnimate, normalizes: false)
    }
    let old = self.controller(for: column)
    setController(controller, for: column)
    normalizeColumns()
    if let old {
      removeFromScreen(old)
      unembed(old)
    }
    guard isViewLoaded, lastLaidOutWidth != nil else {
      embed(controller)
      return
    }
    let later = collapseOrder.drop { $0 != column }.dropFirst()
    updateColumns(
      animated: false, silentlyCollapsing: Set(later).union(presenting ? [] : [column]),
      presenting: presenting ? column : nil)
  }

  /// Where `column` sits, leading first: the primary 0, the secondary 1, the detail 2.
  static func rank(of column: SplitColumn) -> Int {
    switch column {
    case .primary: 0
    case .secondary: 1
    case .detail: 2
    }
  }

  /// Whether a call made now waits behind a transition or other calls, and so is applied to
  /// the columns those leave.
  private var callsWait: Bool { isTransitioning || hasQueuedCalls || isPrimaryBusy }
}
