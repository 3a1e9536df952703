public import StrataKit

/// The bar along the bottom of a ``TabBarController``: one button per tab, titled from the
/// tabs' `TabBarItem`s, the selected one tinted, with badges and a hairline on top.
@MainActor
public final class TabBar: View {
  /// The height of the bar, in points: 49.
  public static let height = 49.0

  /// The items shown, one per tab.
  public private(set) var items: [TabBarItem] = []
  /// The index of the highlighted tab.
  public private(set) var selectedIndex = 0

  /// The buttons, one per item, in order.
  public private(set) var buttons: [Button] = []

  /// The tint of the selected tab; defaults to system blue.
  public var tintColor = Color.systemBlue { didSet { updateSelection() } }
  /// The tint of the other tabs; defaults to grey.
  public var unselectedItemTintColor = Color.gray { didSet { updateSelection() } }

  /// The view that shows `item` in the bar: its tab's button, so that a test or an
  /// accessibility tool can reach a tab without walking the bar's subviews (UIKit has no
  /// public equivalent).
  ///
  /// The bar looks `item` up by identity among ``items``.
  ///
  /// - Parameter item: The `tabBarItem` of one of the tab bar controller's tabs.
  /// - Returns: The button of `item`'s tab, or `nil` when the bar does not show `item`.
  /// - Complexity: O(*n*), where *n* is the number of tabs.
  public func view(for item: TabBarItem) -> View? {
    guard let index = items.firstIndex(where: { $0 === item }), index < buttons.count else {
      return nil
    }
    return buttons[index]
  }

  /// Called with the index of a tapped tab.
  var onSelect: ((Int) -> Void)?

  private var badges: [Label] = []
  private var observations: [ObservationToken] = []
  private let hairline = View()

  /// Creates an empty bar.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.97)
    hairline.backgroundColor = Color(white: 0.7)
    addSubview(hairline)
    // A reader hears a page tab list whose tabs are the buttons, the selected one selected.
    accessibilityTraits = .tabBar
  }

  /// Shows `items`, with `selectedIndex` highlighted.
  func setItems(_ items: [TabBarItem], selectedIndex: Int) {
    for button in buttons { button.removeFromSuperview() }
    for badge in badges { badge.removeFromSuperview() }
    self.items = items
    buttons = items.enumerated().map { index, item in
      let button = Button(title: item.title)
      button.titleLabel.font = .system(size: 11)
      button.action = { [weak self] _ in self?.onSelect?(index) }
      addSubview(button)
      return button
    }
    badges = items.map { _ in
      let badge = Label()
      badge.font = .boldSystem(size: 11)
      badge.textColor = .white
      badge.textAlignment = .center
      badge.backgroundColor = .red
      badge.cornerRadius = 9
      badge.isUserInteractionEnabled = false
      addSubview(badge)
      return badge
    }
    observations = items.map { item in
      item.observeChanges { [weak self] _ in self?.refreshItems() }
    }
    self.selectedIndex = selectedIndex
    refreshItems()
  }

  /// Highlights the tab at `index`.
  func select(_ index: Int) {
    selectedIndex = index
    updateSelection()
  }

  /// Lays the buttons out in equal widths.
  public override func layoutSubviews() {
    View.performWithoutAnimation {
      hairline.frame = Rect(x: 0, y: 0, width: bounds.width, height: 0.5)
      guard !buttons.isEmpty else { return }
      let width = bounds.width / Double(buttons.count)
      for (index, button) in buttons.enumerated() {
        button.frame = Rect(
          x: Double(index) * width, y: 0.5, width: width, height: bounds.height - 0.5)
        let badge = badges[index]
        let size = badge.sizeThatFits(.zero)
        let badgeWidth = max(18, size.width + 10)
        badge.frame = Rect(
          x: button.frame.midX + 12, y: 4, width: badgeWidth, height: 18)
      }
    }
  }

  private func refreshItems() {
    for (index, item) in items.enumerated() where index < buttons.count {
      buttons[index].setTitle(item.title, for: .normal)
      badges[index].text = item.badgeValue
      badges[index].isHidden = item.badgeValue == nil
      // The badge is read as its tab's value, not as a tab of its own.
      badges[index].accessibilityElementsHidden = true
      buttons[index].accessibilityValue = item.badgeValue
    }
    updateSelection()
    setNeedsLayout()
  }

  private func updateSelection() {
    for (index, button) in buttons.enumerated() {
      button.setTitleColor(
        index == selectedIndex ? tintColor : unselectedItemTintColor, for: .normal)
      button.isSelected = index == selectedIndex
    }
  }
}
