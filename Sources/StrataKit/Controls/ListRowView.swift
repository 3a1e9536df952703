/// The view that shows one ``ListRow`` in a ``ListView``; reused as rows scroll by.
@MainActor
public final class ListRowView: View {
  /// The label of the title.
  public let titleLabel = Label()
  /// The label of the subtitle (hidden without one).
  public let subtitleLabel = Label()
  /// The index of the row shown, or `nil` while the view waits for reuse.
  public internal(set) var index: Int?

  /// Whether the row is drawn highlighted (while pressed).
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { updateBackground() } }
  }

  /// Whether the row is drawn selected.
  public var isSelected = false {
    didSet { if isSelected != oldValue { updateBackground() } }
  }

  var accessory: ListRow.Accessory = .none {
    didSet { if accessory != oldValue { setNeedsDisplay() } }
  }

  /// The row the pointer went down on, while it is down: a view reused for another row under
  /// a pointer that stays down (a wheel scrolling the list) does not highlight.
  private var pressedIndex: Int?

  /// Creates an empty row view.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    titleLabel.font = .system(size: 17)
    subtitleLabel.font = .system(size: 13)
    subtitleLabel.textColor = .gray
    for label in [titleLabel, subtitleLabel] {
      label.isUserInteractionEnabled = false
      addSubview(label)
    }
    updateBackground()
  }

  /// A row is an element: an item of its list named by its title.
  public override var isAccessibilityElement: Bool {
    get { accessibilitySettings.isElement ?? (index != nil) }
    set { super.isAccessibilityElement = newValue }
  }

  /// The title unless set.
  public override var accessibilityLabel: String? {
    get { accessibilitySettings.label ?? titleLabel.text }
    set { super.accessibilityLabel = newValue }
  }

  /// The subtitle unless set.
  public override var accessibilityValue: String? {
    get { accessibilitySettings.value ?? subtitleLabel.text }
    set { super.accessibilityValue = newValue }
  }

  /// ``AccessibilityTraits/button``, and ``AccessibilityTraits/selected`` while selected,
  /// unless set.
  public override var accessibilityTraits: AccessibilityTraits {
    get { accessibilitySettings.traits ?? (isSelected ? [.button, .selected] : .button) }
    set { super.accessibilityTraits = newValue }
  }

  /// Chooses the row, as a tap does.
  public override func accessibilityActivate() -> Bool {
    guard let index, let list = superview as? ListView
    else { return false }
    list.chooseRow(at: index)
    return true
  }

  /// Readies the view to show another row, as `UITableViewCell.prepareForReuse()` does: the
  /// list calls it when the row it shows scrolls out (or is gone after a reload). The view
  /// forgets its row, its text, accessory, highlight and selection, any accessibility
  /// settings made on it and any animation it runs, so that nothing of one row shows on the
  /// next.
  public func prepareForReuse() {
    if isAnimating { removeAllAnimations() }
    index = nil
    pressedIndex = nil
    isHighlighted = false
    isSelected = false
    titleLabel.text = nil
    subtitleLabel.text = nil
    subtitleLabel.isHidden = true
    accessory = .none
    accessibilitySettings = AccessibilitySettings()
  }

  func configure(with row: ListRow, index: Int) {
    self.index = index
    titleLabel.text = row.title
    subtitleLabel.text = row.subtitle
    subtitleLabel.isHidden = row.subtitle == nil
    accessory = row.accessory
    setNeedsLayout()
  }

  /// Lays out the title (and subtitle) between the leading margin and the accessory.
  public override func layoutSubviews() {
    let margin = 16.0
    let trailing = accessory == .none ? margin : 36
    let width = max(0, bounds.width - margin - trailing)
    if subtitleLabel.isHidden {
      titleLabel.frame = Rect(x: margin, y: 0, width: width, height: bounds.height)
    } else {
      let half = bounds.height / 2
      titleLabel.frame = Rect(x: margin, y: half - 22, width: width, height: 22)
      subtitleLabel.frame = Rect(x: margin, y: half + 1, width: width, height: 18)
    }
  }

  /// Draws the separator along the bottom and the accessory.
  public override func draw(in context: DrawingContext) {
    let bounds = context.bounds
    context.fill(
      Rect(x: 16, y: bounds.maxY - 0.5, width: max(0, bounds.width - 16), height: 0.5),
      color: Color(white: 0.8))
    let midY = bounds.midY
    let x = bounds.maxX - 22
    var mark = Path()
    switch accessory {
    case .none:
      return
    case .disclosureIndicator:
      mark.move(to: Point(x: x, y: midY - 6))
      mark.addLine(to: Point(x: x + 6, y: midY))
      mark.addLine(to: Point(x: x, y: midY + 6))
      context.stroke(mark, color: Color(white: 0.7), lineWidth: 2)
    case .checkmark:
      mark.move(to: Point(x: x - 4, y: midY))
      mark.addLine(to: Point(x: x + 1, y: midY + 5))
      mark.addLine(to: Point(x: x + 9, y: midY - 6))
      context.stroke(mark, color: .systemBlue, lineWidth: 2)
    }
  }

  /// Highlights the row while pressed.
  public override func pointerBegan(_ event: PointerEvent) {
    pressedIndex = index
    isHighlighted = index != nil
  }

  /// Keeps the highlight while the pointer is inside and the view still shows the row it went
  /// down on.
  public override func pointerMoved(_ event: PointerEvent) {
    isHighlighted =
      pressedIndex != nil && pressedIndex == index
      && bounds.contains(convert(event.location, from: nil))
  }

  /// Drops the highlight when the pointer lifts.
  public override func pointerEnded(_ event: PointerEvent) {
    pressedIndex = nil
    isHighlighted = false
  }

  /// Drops the highlight when a gesture (a scroll) takes the pointer.
  public override func pointerCancelled(_ event: PointerEvent) {
    pressedIndex = nil
    isHighlighted = false
  }

  private func updateBackground() {
    if isHighlighted {
      backgroundColor = Color(white: 0.85)
    } else if isSelected {
      backgroundColor = Color(white: 0.92)
    } else {
      backgroundColor = .white
    }
  }
}
