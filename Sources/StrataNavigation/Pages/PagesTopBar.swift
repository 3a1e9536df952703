public import StrataKit

/// The bar of titles above a ``PagesContainer``'s pages, as DAPagesContainerTopBar.
///
/// Items are laid out from x = 30, each as wide as its title's text and 30 points apart, so
/// item i starts at `30 + Σ_{j<i}(w_j + 30)` and the strip is `30 + Σ(w_j + 30)` wide. When the
/// bar is wider than the strip, the strip is centred; otherwise it scrolls, proportionally with
/// the pages: the offset for item i is `i × (stripWidth − barWidth)/(n − 1)`.
///
/// The strip can also be dragged (and flung) by hand, so that distant titles can be reached and
/// tapped; that does not change the page. The next page movement brings the strip back to the
/// formula's offset as the pages move.
@MainActor
public final class PagesTopBar: View {
  /// The space before the first item and between items, in points: 30.
  public static let itemSpacing = 30.0

  /// The scroll view that holds the strip of items.
  public let scrollView = ScrollView()
  /// The items, one button per page, in page order.
  public private(set) var itemViews: [Button] = []
  /// The font of the titles.
  var font = Font.system(size: 12)
  /// Whether the strip runs right to left.
  var isRightToLeft = false
  /// Called with the index of a tapped title.
  var onSelect: ((Int) -> Void)?
  /// Called when the user moves the strip by hand.
  var onStripScroll: (() -> Void)?

  private var widths: [Double] = [] {
    didSet { contentWidth = Self.itemSpacing + widths.reduce(0) { $0 + $1 + Self.itemSpacing } }
  }
  /// The items whose buttons are in the strip: only those near the visible part, so that a
  /// thousand titles cost what a screenful does.
  private var mountedItems: Set<Int> = []
  private var titles: [String] = []

  /// Creates an empty bar.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.clipsToBounds = true
    scrollView.delegate = self
    addSubview(scrollView)
  }

  /// Whether the user is moving the strip: dragging it, or it is coasting or bouncing after a
  /// drag.
  public var isStripMovedByUser: Bool { scrollView.isDragging || scrollView.isDecelerating }

  /// Shows `titles`, measuring each with the bar's text system.
  func setTitles(_ titles: [String]) {
    self.titles = titles
    if titles.count != itemViews.count {
      for item in itemViews { item.removeFromSuperview() }
      mountedItems = []
      itemViews = titles.indices.map { index in
        let button = Button()
        // The title fits the item exactly; clipping lets the compositor skip items off screen.
        button.clipsToBounds = true
        button.action = { [weak self] _ in self?.onSelect?(index) }
        return button
      }
    }
    widths = titles.map { title in
      textSystem.measure(
        title, font: font, width: nil, numberOfLines: 1, lineBreakMode: .byClipping
      )
      .width
    }
    for (index, title) in titles.enumerated() {
      itemViews[index].setTitle(title, for: .normal)
      itemViews[index].titleLabel.font = font
      // The item is exactly as wide as its measured title: never ellipsize on rounding.
      itemViews[index].titleLabel.lineBreakMode = .byClipping
    }
    setNeedsLayout()
    layoutIfNeeded()
  }

  /// Measures the titles again with the text system of the window the bar moved to.
  public override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil, !titles.isEmpty { setTitles(titles) }
  }

  /// The width of the strip of items: `30 + Σ(w_j + 30)`. Summed when the titles are
  /// measured, not on every frame that asks (there may be a thousand).
  public private(set) var contentWidth = PagesTopBar.itemSpacing

  /// The offset of the strip while item `index` is selected:
  /// `index × (stripWidth − barWidth)/(n − 1)`, 0 with one item or a strip that fits.
  public func contentOffset(forItemAt index: Int) -> Point {
    let count = itemViews.count
    guard count > 1 else { return .zero }
    let slot = Double(isRightToLeft ? count - 1 - index : index)
    let scrollable = max(0, contentWidth - scrollView.bounds.width)
    return Point(x: slot * scrollable / Double(count - 1), y: 0)
  }

  /// Where the centre of item `index` is, in the bar's coordinates, while it is selected.
  public func center(forItemAt index: Int) -> Point {
    guard itemViews.indices.contains(index) else { return .zero }
    let item = itemViews[index].frame
    return Point(
      x: item.midX - contentOffset(forItemAt: index).x + scrollView.frame.minX,
      y: item.midY + scrollView.frame.minY)
  }

  /// Where the centre of item `index` is in the bar's coordinates when the strip's offset is
  /// `offset`.
  func center(forItemAt index: Int, stripOffset offset: Double) -> Double {
    guard itemViews.indices.contains(index) else { return 0 }
    return itemViews[index].frame.midX - offset + scrollView.frame.minX
  }

  /// Lays out the strip: centred when it fits, filling the bar otherwise.
  public override func layoutSubviews() {
    let width = contentWidth
    View.performWithoutAnimation {
      if width < bounds.width {
        scrollView.frame = Rect(
          x: ((bounds.width - width) / 2).rounded(), y: 0, width: width, height: bounds.height)
      } else {
        scrollView.frame = bounds
      }
      scrollView.contentSize = Size(width: width, height: bounds.height)
      var x = Self.itemSpacing
      let count = itemViews.count
      for slot in 0..<count {
        let index = isRightToLeft ? count - 1 - slot : slot
        itemViews[index].frame = Rect(x: x, y: 0, width: widths[index], height: bounds.height)
        x += widths[index] + Self.itemSpacing
      }
    }
    updateVisibleItems()
  }

  /// Puts the buttons of the items near the visible part of the strip into it and takes the
  /// others out.
  ///
  /// - Complexity: O(log n + k) for k items near the visible part.
  func updateVisibleItems() {
    let count = itemViews.count
    guard count > 0 else { return }
    let visible = scrollView.bounds.insetBy(dx: -100, dy: 0)
    // Slots are laid out left to right; find the first slot whose item reaches the visible part.
    func item(atSlot slot: Int) -> Button { itemViews[isRightToLeft ? count - 1 - slot : slot] }
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if item(atSlot: middle).frame.maxX < visible.minX { low = middle + 1 } else { high = middle }
    }
    var wanted: Set<Int> = []
    var slot = low
    while slot < count, item(atSlot: slot).frame.minX <= visible.maxX {
      wanted.insert(isRightToLeft ? count - 1 - slot : slot)
      slot += 1
    }
    for index in mountedItems.subtracting(wanted) { itemViews[index].removeFromSuperview() }
    for index in wanted.subtracting(mountedItems) { scrollView.addSubview(itemViews[index]) }
    mountedItems = wanted
  }
}

// MARK: - ScrollViewDelegate

extension PagesTopBar: ScrollViewDelegate {
  /// Mounts the titles that came into view and tells the container when the user moved the
  /// strip.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {
    updateVisibleItems()
    if isStripMovedByUser { onStripScroll?() }
  }
}
