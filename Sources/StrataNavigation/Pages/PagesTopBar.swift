public import StrataKit

/// The bar of titles above a ``PagesContainer``'s pages, as DAPagesContainerTopBar.
///
/// Items are laid out from x = 30, each as wide as its title's text and 30 points apart, so
/// item i starts at `30 + Σ_{j<i}(w_j + 30)` and the strip is `30 + Σ(w_j + 30)` wide. When the
/// bar is wider than the strip, the strip is centred; otherwise it scrolls, proportionally with
/// the pages: the offset for item i is `i × (stripWidth − barWidth)/(n − 1)`, moved as little as
/// keeps the selected item inside the bar (see ``contentOffset(forItemAt:)``).
///
/// The strip can also be dragged (and flung) by hand, so that distant titles can be reached and
/// tapped; that does not change the page. The next page movement brings the strip back to the
/// formula's offset as the pages move.
///
/// Only the items near the visible part of the strip are in it. They sit on one view filled with
/// the bar's colour (when that colour is opaque and no image shows behind the titles), so that
/// while the strip scrolls the compositor moves one retained layer instead of one per title.
/// The lifted items (the two titles the pages sit between, whose colours change as the pages
/// move) sit above it, directly in the scroll view, so that a change of their colour leaves
/// that layer as it was. An item's button's frame is in its superview's coordinates; use
/// ``frame(forItemAt:)`` for its place in the strip.
@MainActor
public final class PagesTopBar: View {
  /// The space before the first item and between items, in points: 30.
  public static let itemSpacing = 30.0

  /// The scroll view that holds the strip of items.
  public let scrollView = ScrollView()
  /// The view the items that are not lifted sit on: it spans them, from and to a multiple of
  /// ``stripChunk``, so that it moves (and its layer is drawn again) seldom as items come and go.
  let stripView = View()
  /// The width the strip view's edges snap to, in points.
  static let stripChunk = 1024.0
  /// Whether something the bar shows behind its titles (a background image) must show through
  /// the strip; when false and the bar's colour is opaque, the strip view is filled with it.
  var hasBackdrop = false {
    didSet { updateStripColor() }
  }
  /// The items that sit directly in the scroll view, above the strip view: the ones whose look
  /// changes while the strip moves.
  var liftedItems: Set<Int> = [] {
    didSet {
      if liftedItems != oldValue { updateVisibleItems() }
    }
  }
  /// The items, one button per page, in page order.
  public private(set) var itemViews: [Button] = []
  /// The font of the titles.
  var font = Font.system(size: 12)
  /// Whether the strip runs right to left.
  var isRightToLeft = false
  /// Called with the index of a tapped title.
  var onSelect: ((Int) -> Void)?
  /// Called with +1 (the next page) or -1 (the previous one) for an arrow key pressed while
  /// the bar has the focus.
  var onStep: ((Int) -> Void)?
  /// The index of the selected page's title, which a reader hears as the selected tab.
  var selectedItem: (() -> Int?)?
  /// Called when the user moves the strip by hand.
  var onStripScroll: (() -> Void)?

  private var widths: [Double] = [] {
    didSet { contentWidth = Self.itemSpacing + widths.reduce(0) { $0 + $1 + Self.itemSpacing } }
  }
  /// Where each item is in the strip, in the scroll view's content coordinates.
  private var itemFrames: [Rect] = []
  /// The slots (left to right) whose items' buttons are in the strip: only those near the
  /// visible part, so that a thousand titles cost what a screenful does.
  private var mountedSlots = 0..<0
  /// The lifted items as they were mounted.
  private var mountedLiftedItems: Set<Int> = []
  /// Whether the items moved in the strip since they were mounted (the titles or the bar's
  /// height changed): each mounted button is placed again.
  private var itemsMoved = false
  private var titles: [String] = []

  /// Creates an empty bar.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    // A reader hears a page tab list whose tabs are the titles.
    accessibilityTraits = .tabBar
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.clipsToBounds = true
    scrollView.delegate = self
    keepsFocusWhenContentReturns = true
    addSubview(scrollView)
    scrollView.addSubview(stripView)
    // Only the strip view is a retained layer while the strip moves: the lifted items change
    // as it moves, and are drawn in the frame like the rest of the bar.
    let rule = scrollView.rasterizesSubviewWhileMoving
    scrollView.rasterizesSubviewWhileMoving = { [weak stripView] subview in
      subview === stripView && rule?(subview) == true
    }
  }

  /// Whether the user is moving the strip: dragging it, or it is coasting or bouncing after a
  /// drag.
  public var isStripMovedByUser: Bool { scrollView.isDragging || scrollView.isDecelerating }

  /// Shows `titles`, measuring each with the bar's text system.
  func setTitles(_ titles: [String]) {
    self.titles = titles
    if titles.count != itemViews.count {
      for item in itemViews { item.removeFromSuperview() }
      mountedSlots = 0..<0
      mountedLiftedItems = []
      itemViews = titles.indices.map { index in
        let button = PagesTitleButton()
        button.bar = self
        button.index = index
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

  /// The bar is one focus stop, as a tab strip is on the desktop: a click on a title focuses
  /// the bar (the titles themselves take no focus), and Tab passes it as one.
  public override var canBecomeFocused: Bool { !itemViews.isEmpty }

  /// Left and Right (mirrored right to left) select the page before and after.
  public override func pressesBegan(_ event: KeyEvent) {
    guard event.modifiers.isEmpty, event.key == .leftArrow || event.key == .rightArrow else {
      return super.pressesBegan(event)
    }
    let towardEnd = (event.key == .rightArrow) != isRightToLeft
    onStep?(towardEnd ? 1 : -1)
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
  /// `index × (stripWidth − barWidth)/(n − 1)`, 0 with one item or a strip that fits, moved
  /// as little as keeps the item inside the bar, half a spacing from its edges.
  ///
  /// The formula alone slides each item across the bar in step with its index, which keeps
  /// every item in view while the titles are about as wide as each other. Titles of unequal
  /// widths drift from it: after a long run of short titles ("PAGE 9", then "PAGE 99", among a
  /// thousand) the selected one would sit outside the bar, its indicator with it.
  public func contentOffset(forItemAt index: Int) -> Point {
    let count = itemViews.count
    guard count > 1 else { return .zero }
    let slot = Double(isRightToLeft ? count - 1 - index : index)
    let barWidth = scrollView.bounds.width
    let scrollable = max(0, contentWidth - barWidth)
    var offset = slot * scrollable / Double(count - 1)
    if itemFrames.indices.contains(index) {
      let item = itemFrames[index]
      let margin = Self.itemSpacing / 2
      offset = max(offset, item.maxX + margin - barWidth)
      offset = min(offset, item.minX - margin)
    }
    return Point(x: min(max(0, offset), scrollable), y: 0)
  }

  /// Where item `index` is in the strip, in the scroll view's content coordinates; `.zero`
  /// for an index out of range.
  public func frame(forItemAt index: Int) -> Rect {
    itemFrames.indices.contains(index) ? itemFrames[index] : .zero
  }

  /// Where the centre of item `index` is, in the bar's coordinates, while it is selected.
  public func center(forItemAt index: Int) -> Point {
    guard itemFrames.indices.contains(index) else { return .zero }
    let item = itemFrames[index]
    return Point(
      x: item.midX - contentOffset(forItemAt: index).x + scrollView.frame.minX,
      y: item.midY + scrollView.frame.minY)
  }

  /// Where the centre of item `index` is in the bar's coordinates when the strip's offset is
  /// `offset`.
  func center(forItemAt index: Int, stripOffset offset: Double) -> Double {
    guard itemFrames.indices.contains(index) else { return 0 }
    return itemFrames[index].midX - offset + scrollView.frame.minX
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
      var frames = Array(repeating: Rect.zero, count: count)
      for slot in 0..<count {
        let index = isRightToLeft ? count - 1 - slot : slot
        frames[index] = Rect(x: x, y: 0, width: widths[index], height: bounds.height)
        x += widths[index] + Self.itemSpacing
      }
      if frames != itemFrames {
        itemFrames = frames
        itemsMoved = true
      }
    }
    updateStripColor()
    updateVisibleItems()
  }

  /// Fills the strip view with the bar's colour when that is opaque and nothing shows behind
  /// the titles; leaves it clear otherwise.
  func updateStripColor() {
    let color = backgroundColor.flatMap { !hasBackdrop && $0.alpha >= 1 ? $0 : nil }
    if stripView.backgroundColor != color { stripView.backgroundColor = color }
  }

  /// Puts the buttons of the items near the visible part of the strip into it and takes the
  /// others out: each on the strip view, or directly in the scroll view when it is lifted.
  ///
  /// - Complexity: O(log n + k) for k items near the visible part; the views are touched only
  ///   when those items or the lifted ones changed.
  func updateVisibleItems() {
    let count = itemFrames.count
    guard count > 0, count == itemViews.count else {
      View.performWithoutAnimation { stripView.frame = .zero }
      return
    }
    let visible = scrollView.bounds.insetBy(dx: -100, dy: 0)
    // Slots are laid out left to right; find the first slot whose item reaches the visible part.
    func frame(atSlot slot: Int) -> Rect { itemFrames[isRightToLeft ? count - 1 - slot : slot] }
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if frame(atSlot: middle).maxX < visible.minX { low = middle + 1 } else { high = middle }
    }
    var end = low
    while end < count, frame(atSlot: end).minX <= visible.maxX { end += 1 }
    let wanted = low..<end
    guard wanted != mountedSlots || liftedItems != mountedLiftedItems || itemsMoved else { return }
    func index(ofSlot slot: Int) -> Int { isRightToLeft ? count - 1 - slot : slot }
    View.performWithoutAnimation {
      for slot in mountedSlots where !wanted.contains(slot) {
        itemViews[index(ofSlot: slot)].removeFromSuperview()
      }
      guard !wanted.isEmpty else {
        stripView.frame = .zero
        return
      }
      // The strip view spans the wanted items, its edges on multiples of the chunk.
      let chunk = Self.stripChunk
      let first = frame(atSlot: wanted.lowerBound).minX - Self.itemSpacing
      let last = frame(atSlot: wanted.upperBound - 1).maxX + Self.itemSpacing
      let minX = max(0, (first / chunk).rounded(.down) * chunk)
      let maxX = max(minX, min(contentWidth, (last / chunk).rounded(.up) * chunk))
      let strip = Rect(x: minX, y: 0, width: maxX - minX, height: bounds.height)
      if stripView.frame != strip { stripView.frame = strip }
      for slot in wanted {
        let item = itemViews[index(ofSlot: slot)]
        let place = itemFrames[index(ofSlot: slot)]
        if liftedItems.contains(index(ofSlot: slot)) {
          if item.superview !== scrollView { scrollView.addSubview(item) }
          if item.frame != place { item.frame = place }
        } else {
          if item.superview !== stripView { stripView.addSubview(item) }
          let onStrip = place.offsetBy(dx: -minX, dy: 0)
          if item.frame != onStrip { item.frame = onStrip }
        }
      }
    }
    mountedSlots = wanted
    mountedLiftedItems = liftedItems
    itemsMoved = false
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

/// A title in the bar: a button that takes no focus of its own (the bar takes it).
@MainActor
final class PagesTitleButton: Button {
  /// The bar the title is in.
  weak var bar: PagesTopBar?
  /// The page the title names.
  var index = 0

  override var canBecomeFocused: Bool { false }

  /// A tab, selected while its page is the selected one (its colour says so on screen).
  override var accessibilityTraits: AccessibilityTraits {
    get { bar?.selectedItem?() == index ? [.button, .selected] : .button }
    set { super.accessibilityTraits = newValue }
  }
}
