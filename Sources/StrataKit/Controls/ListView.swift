/// A vertically scrolling list of rows with titles, subtitles, accessories and a selection
/// highlight: Strata's `UITableView` with one section of plain rows.
///
/// Only the rows in view, and one more on each side, have views. A row view that scrolls out
/// is kept and shows the next row that scrolls in, as `UITableView` reuses its cells (see
/// ``ListRowView/prepareForReuse()``), so a list of ten thousand rows costs per frame, and in
/// views, what a screenful does. A tap on a row selects it and calls ``onSelect``; the arrow
/// keys move the selection and Return chooses it when the list is first responder (a click or
/// Tab focuses it), and the selected row is scrolled into view.
///
/// To an assistive technology the list is a list and the rows that show are its items, as
/// `UITableView` exposes its visible cells; scrolling by a page (VoiceOver's three-finger
/// swipe, AT-SPI's scroll actions) reaches the others.
///
/// | UIKit | Strata |
/// | --- | --- |
/// | `reloadData()` | ``reloadData()`` (or set ``rows``) |
/// | `indexPathsForVisibleRows` | ``indexesForVisibleRows`` |
/// | `cellForRow(at:)` | ``rowView(at:)`` |
/// | `rectForRow(at:)` | ``rectForRow(at:)`` |
/// | `indexPathForRow(at:)` | ``indexOfRow(at:)`` |
/// | `scrollToRow(at:at:animated:)` | ``scrollToRow(at:at:animated:)`` |
/// | `prepareForReuse()` | ``ListRowView/prepareForReuse()`` |
@MainActor
open class ListView: ScrollView {
  /// Where ``scrollToRow(at:at:animated:)`` puts a row: UIKit's `UITableView.ScrollPosition`.
  public enum ScrollPosition: Sendable, Hashable, CaseIterable {
    /// The least scrolling that shows the whole row; none when it shows already.
    case none
    /// The row's top at the top of the list.
    case top
    /// The row in the middle of the list.
    case middle
    /// The row's bottom at the bottom of the list.
    case bottom
  }

  /// The rows, top to bottom. Setting them reloads the list (see ``reloadData()``).
  public var rows: [ListRow] = [] {
    didSet { reloadData() }
  }

  /// The height of every row, in points; defaults to 44. A height that is negative or not
  /// finite is ignored with a ``Diagnostic``.
  public var rowHeight = 44.0 {
    didSet {
      guard rowHeight != oldValue else { return }
      guard rowHeight.isFinite, rowHeight >= 0 else {
        let rejected = rowHeight
        rowHeight = oldValue
        if rejected.isFinite {
          Diagnostics.warn(
            "ListView.rowHeight: ignored \(rejected), which is negative; it stays \(oldValue)")
        } else {
          reportNonFinite("rowHeight", rejected, keeping: oldValue)
        }
        return
      }
      reloadData()
    }
  }

  /// Called with the index of a row the user chose.
  public var onSelect: ((Int) -> Void)?

  /// The selected row, if any. Setting it only changes the highlight; an index out of range
  /// is ignored.
  public var selectedIndex: Int? {
    didSet {
      if let index = selectedIndex, !rows.indices.contains(index) { selectedIndex = oldValue }
      for rowView in rowViews.values { rowView.isSelected = rowView.index == selectedIndex }
    }
  }

  /// The tap recognizer that chooses rows.
  public private(set) var tapGestureRecognizer = TapGestureRecognizer()

  /// The row views that show a row, by row index.
  private var rowViews: [Int: ListRowView] = [:]
  /// Row views waiting, hidden, to show a row that scrolls in.
  private var reusableRowViews: [ListRowView] = []
  /// The rows beyond each edge of the bounds that have views too, so that a row scrolling in
  /// is ready before it shows.
  private static let marginRowCount = 1
  /// The most row views kept waiting after a layout; more (after the list grew shorter) leave
  /// the list.
  private static let reusableRowViewLimit = 4

  /// Creates an empty list.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = .white
    alwaysBounceVertical = true
    tapGestureRecognizer = TapGestureRecognizer { [weak self] tap in
      guard let self, tap.state == .recognized else { return }
      let location = tap.location(in: self)
      if let index = self.indexOfRow(at: location) { self.chooseRow(at: index) }
    }
    addGestureRecognizer(tapGestureRecognizer)
  }

  /// A list is a list to an assistive technology, its rows its items.
  open override var accessibilityContainerType: AccessibilityContainerType {
    get { accessibilitySettings.containerType ?? .list }
    set { super.accessibilityContainerType = newValue }
  }

  /// The row views that show a row now, by row index: the rows in view and one on each side.
  /// Their number depends on the list's height, not on how many rows there are.
  public var visibleRowViews: [Int: ListRowView] { rowViews }

  /// The indexes of the rows that show at least in part, top to bottom, from the list's
  /// geometry alone (they are right before the next layout gives the rows their views).
  ///
  /// - Complexity: O(r) in the rows in view.
  public var indexesForVisibleRows: [Int] {
    Array(rowRange(marginRows: 0))
  }

  /// The view that shows row `index`, laying the list out first if it needs it; `nil` when the
  /// row has no view (it is far from view) or the index is out of range.
  public func rowView(at index: Int) -> ListRowView? {
    layoutIfNeeded()
    return rowViews[index]
  }

  /// The index of the row at `point` (in the list's content coordinates), if any.
  public func indexOfRow(at point: Point) -> Int? {
    guard rowHeight > 0, point.y >= 0, point.y.isFinite else { return nil }
    let index = rowPosition(of: (point.y / rowHeight).rounded(.down))
    return rows.indices.contains(index) ? index : nil
  }

  /// The frame of row `index` in content coordinates: the list's width, ``rowHeight`` high.
  public func rectForRow(at index: Int) -> Rect {
    Rect(x: 0, y: Double(index) * rowHeight, width: bounds.width, height: rowHeight)
  }

  /// Scrolls so that row `index` shows where `position` says, clamped to the content's
  /// edges. An index out of range is a no-op.
  public func scrollToRow(at index: Int, at position: ScrollPosition, animated: Bool) {
    guard rows.indices.contains(index) else { return }
    let rect = rectForRow(at: index)
    var offset = contentOffset
    switch position {
    case .none:
      scrollRectToVisible(rect, animated: animated)
      return
    case .top:
      offset.y = rect.minY
    case .middle:
      offset.y = rect.midY - bounds.height / 2
    case .bottom:
      offset.y = rect.maxY - bounds.height
    }
    offset.y = min(max(offset.y, minimumContentOffset.y), maximumContentOffset.y)
    setContentOffset(offset, animated: animated)
  }

  /// Selects row `index`, scrolls it into view and calls ``onSelect``. Out-of-range indices are
  /// a no-op.
  public func chooseRow(at index: Int) {
    guard rows.indices.contains(index) else { return }
    selectedIndex = index
    scrollToRow(at: index, at: .none, animated: true)
    onSelect?(index)
  }

  /// Shows ``rows`` again: the row views that stay in view show their rows' new content, the
  /// others wait for reuse; the selection is dropped when its row is gone. The content offset
  /// stays (a scroll past the new end bounces back, as one past any edge does).
  ///
  /// - Complexity: O(v) in the row views, not in the rows.
  public func reloadData() {
    for index in rowViews.keys.sorted() {
      guard let rowView = rowViews[index] else { continue }
      if rows.indices.contains(index) {
        rowView.configure(with: rows[index], index: index)
      } else {
        rowViews[index] = nil
        recycle(rowView)
      }
    }
    if let index = selectedIndex, !rows.indices.contains(index) { selectedIndex = nil }
    contentSize = Size(width: bounds.width, height: Double(rows.count) * rowHeight)
    setNeedsLayout()
  }

  /// Gives the rows in view (and one on each side) views, reusing those of the rows that left.
  open override func layoutSubviews() {
    contentSize = Size(width: bounds.width, height: Double(rows.count) * rowHeight)
    let shown = rowRange(marginRows: Self.marginRowCount)
    // In row order, so that which view shows which row does not depend on hashing.
    for index in rowViews.keys.sorted() where !shown.contains(index) {
      if let rowView = rowViews.removeValue(forKey: index) { recycle(rowView) }
    }
    View.performWithoutAnimation {
      for index in shown {
        let rowView: ListRowView
        if let existing = rowViews[index] {
          rowView = existing
        } else {
          rowView = reusableRowViews.popLast() ?? ListRowView()
          rowView.isHidden = false
          rowView.configure(with: rows[index], index: index)
          rowView.isSelected = index == selectedIndex
          rowViews[index] = rowView
          if rowView.superview !== self { insertSubview(rowView, at: 0) }
        }
        rowView.frame = rectForRow(at: index)
      }
    }
    while reusableRowViews.count > Self.reusableRowViewLimit {
      reusableRowViews.removeLast().removeFromSuperview()
    }
    super.layoutSubviews()
  }

  /// The list takes the keyboard focus (a click on it, or Tab), for keyboard navigation.
  open override var canBecomeFocused: Bool { true }

  /// Up and Down move the selection; Return chooses the selected row. A list that takes one
  /// of these keys while the focus is elsewhere (the only list on screen gets them then) takes
  /// the focus first, so that it is where the focus comes back to after a push it started.
  open override func pressesBegan(_ event: KeyEvent) {
    let keys: [Key] = [.downArrow, .upArrow, .enter]
    guard event.modifiers.isEmpty, !rows.isEmpty, keys.contains(event.key) else {
      return super.pressesBegan(event)
    }
    if !isFirstResponder { becomeFirstResponder() }
    switch event.key {
    case .downArrow:
      selectedIndex = min((selectedIndex ?? -1) + 1, rows.count - 1)
      scrollToRow(at: selectedIndex ?? 0, at: .none, animated: true)
    case .upArrow:
      selectedIndex = max((selectedIndex ?? rows.count) - 1, 0)
      scrollToRow(at: selectedIndex ?? 0, at: .none, animated: true)
    default:
      if let index = selectedIndex { chooseRow(at: index) }
    }
  }

  /// The rows that intersect the bounds, and `marginRows` more on each side.
  private func rowRange(marginRows: Int) -> Range<Int> {
    guard rowHeight > 0 else { return 0..<0 }
    let margin = Double(marginRows)
    let first = rowPosition(of: (bounds.minY / rowHeight).rounded(.down) - margin)
    let end = rowPosition(of: (bounds.maxY / rowHeight).rounded(.up) + margin)
    return first < end ? first..<end : 0..<0
  }

  /// A row position (a y divided by the row height) clamped to 0 … the row count, so that no
  /// offset, however far, makes an index out of range (or traps converting to `Int`).
  private func rowPosition(of position: Double) -> Int {
    guard position.isFinite else { return position > 0 ? rows.count : 0 }
    return Int(min(max(position, 0), Double(rows.count)))
  }

  private func recycle(_ rowView: ListRowView) {
    rowView.isHidden = true
    rowView.prepareForReuse()
    reusableRowViews.append(rowView)
  }
}
