/// A vertically scrolling list of rows with titles, subtitles, accessories and a selection
/// highlight: the table view the original libraries' demos were built with.
///
/// Only the rows in view (plus one on each side) have views; they are reused as the list
/// scrolls, so a list of ten thousand rows costs what a screenful does. A tap on a row selects
/// it and calls ``onSelect``; the arrow keys move the selection and Return chooses it when the
/// list is first responder (a click or Tab focuses it).
@MainActor
open class ListView: ScrollView {
  /// The rows, top to bottom. Setting them reloads the list.
  public var rows: [ListRow] = [] {
    didSet { reloadData() }
  }

  /// The height of every row, in points; defaults to 44.
  public var rowHeight = 44.0 {
    didSet { if rowHeight != oldValue { reloadData() } }
  }

  /// Called with the index of a row the user chose.
  public var onSelect: ((Int) -> Void)?

  /// The selected row, if any. Setting it only changes the highlight.
  public var selectedIndex: Int? {
    didSet {
      if let index = selectedIndex, !rows.indices.contains(index) { selectedIndex = oldValue }
      for rowView in rowViews.values { rowView.isSelected = rowView.index == selectedIndex }
    }
  }

  /// The tap recognizer that chooses rows.
  public private(set) var tapGestureRecognizer = TapGestureRecognizer()

  private var rowViews: [Int: ListRowView] = [:]
  private var reusableRowViews: [ListRowView] = []

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

  /// The row views currently instantiated, by row index.
  public var visibleRowViews: [Int: ListRowView] { rowViews }

  /// The index of the row at `point` (in the list's content coordinates), if any.
  public func indexOfRow(at point: Point) -> Int? {
    guard rowHeight > 0, point.y >= 0 else { return nil }
    let index = Int(point.y / rowHeight)
    return rows.indices.contains(index) ? index : nil
  }

  /// The frame of row `index` in content coordinates.
  public func rectForRow(at index: Int) -> Rect {
    Rect(x: 0, y: Double(index) * rowHeight, width: bounds.width, height: rowHeight)
  }

  /// Selects row `index`, scrolls it into view and calls ``onSelect``. Out-of-range indices are
  /// a no-op.
  public func chooseRow(at index: Int) {
    guard rows.indices.contains(index) else { return }
    selectedIndex = index
    scrollRectToVisible(rectForRow(at: index), animated: true)
    onSelect?(index)
  }

  /// Rebuilds the visible rows from ``rows``.
  public func reloadData() {
    for (_, rowView) in rowViews { recycle(rowView) }
    rowViews = [:]
    if let index = selectedIndex, !rows.indices.contains(index) { selectedIndex = nil }
    contentSize = Size(width: bounds.width, height: Double(rows.count) * rowHeight)
    setNeedsLayout()
  }

  /// Places the rows in view and recycles the others.
  open override func layoutSubviews() {
    contentSize = Size(width: bounds.width, height: Double(rows.count) * rowHeight)
    let visible = visibleRange()
    for (index, rowView) in rowViews where !visible.contains(index) {
      recycle(rowView)
      rowViews[index] = nil
    }
    for index in visible where rowViews[index] == nil {
      let rowView = reusableRowViews.popLast() ?? ListRowView()
      rowView.isHidden = false
      rowView.configure(with: rows[index], index: index)
      rowView.isSelected = index == selectedIndex
      rowViews[index] = rowView
      if rowView.superview !== self { insertSubview(rowView, at: 0) }
    }
    View.performWithoutAnimation {
      for (index, rowView) in rowViews { rowView.frame = rectForRow(at: index) }
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
      scrollRectToVisible(rectForRow(at: selectedIndex ?? 0), animated: true)
    case .upArrow:
      selectedIndex = max((selectedIndex ?? rows.count) - 1, 0)
      scrollRectToVisible(rectForRow(at: selectedIndex ?? 0), animated: true)
    default:
      if let index = selectedIndex { chooseRow(at: index) }
    }
  }

  private func visibleRange() -> Range<Int> {
    guard rowHeight > 0, !rows.isEmpty else { return 0..<0 }
    let first = max(0, Int((bounds.minY / rowHeight).rounded(.down)) - 1)
    let last = min(rows.count, Int((bounds.maxY / rowHeight).rounded(.up)) + 1)
    return first < last ? first..<last : 0..<0
  }

  private func recycle(_ rowView: ListRowView) {
    rowView.isHidden = true
    rowView.isHighlighted = false
    rowView.index = nil
    reusableRowViews.append(rowView)
  }
}
