import StrataKit

/// The bar across the top of a layer with chrome: the item's title (or title view) in the
/// middle, its bar button items at the ends and a hairline along the bottom, over the
/// appearance's background colour and image.
@MainActor
final class LayeredChromeView: View {
  /// The height of the chrome, in points: 44.
  static let height = 44.0

  let titleLabel = Label()
  /// The appearance's background image, stretched across the bar.
  private let backgroundImageView = ImageView()
  private(set) var titleView: View?
  private var leftButton: Button?
  private var rightButton: Button?
  private let hairline = View()

  override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = LayeredChromeAppearance.standard.backgroundColor
    titleLabel.font = LayeredChromeAppearance.standard.titleFont
    titleLabel.textColor = LayeredChromeAppearance.standard.titleColor
    titleLabel.textAlignment = .center
    backgroundImageView.contentMode = .scaleToFill
    backgroundImageView.isUserInteractionEnabled = false
    backgroundImageView.isHidden = true
    addSubview(backgroundImageView)
    titleLabel.isUserInteractionEnabled = false
    // A reader hears a layer's title as the heading of its content.
    titleLabel.accessibilityTraits = .header
    hairline.backgroundColor = Color(white: 0.78)
    hairline.isUserInteractionEnabled = false
    addSubview(titleLabel)
    addSubview(hairline)
  }

  /// Shows what `item` asks for, with `fallbackTitle` when the item has no title, in the look
  /// `appearance` gives.
  func show(
    _ item: LayeredNavigationItem, fallbackTitle: String?, appearance: LayeredChromeAppearance
  ) {
    if backgroundColor != appearance.backgroundColor {
      backgroundColor = appearance.backgroundColor
    }
    if backgroundImageView.image != appearance.backgroundImage {
      backgroundImageView.image = appearance.backgroundImage
    }
    backgroundImageView.isHidden = appearance.backgroundImage == nil
    if titleLabel.font != appearance.titleFont { titleLabel.font = appearance.titleFont }
    if titleLabel.textColor != appearance.titleColor {
      titleLabel.textColor = appearance.titleColor
    }
    titleLabel.text = item.title ?? fallbackTitle
    if titleView !== item.titleView {
      if let old = titleView, old.superview === self { old.removeFromSuperview() }
      titleView = item.titleView
      if let titleView { addSubview(titleView) }
    }
    titleLabel.isHidden = titleView != nil
    leftButton?.removeFromSuperview()
    rightButton?.removeFromSuperview()
    leftButton = item.leftBarButtonItem.map(makeButton)
    rightButton = item.rightBarButtonItem.map(makeButton)
    for button in [leftButton, rightButton].compactMap({ $0 }) { addSubview(button) }
    setNeedsLayout()
  }

  /// Places the buttons at the ends and the title (or title view) centred between them.
  override func layoutSubviews() {
    View.performWithoutAnimation {
      backgroundImageView.frame = bounds
      let margin = 8.0
      var leading = margin
      var trailing = bounds.width - margin
      if let leftButton {
        let size = leftButton.sizeThatFits(bounds.size)
        leftButton.frame = Rect(x: leading, y: 0, width: size.width, height: bounds.height)
        leading += size.width + margin
      }
      if let rightButton {
        let size = rightButton.sizeThatFits(bounds.size)
        trailing -= size.width
        rightButton.frame = Rect(x: trailing, y: 0, width: size.width, height: bounds.height)
        trailing -= margin
      }
      let inset = max(leading, bounds.width - trailing)
      let middle = Rect(
        x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height)
      titleLabel.frame = middle
      if let titleView {
        let size = titleView.bounds.size
        let width = min(size.width, middle.width)
        let height = min(size.height, bounds.height)
        titleView.frame = Rect(
          x: middle.midX - width / 2, y: (bounds.height - height) / 2, width: width,
          height: height)
      }
      hairline.frame = Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1)
    }
  }

  private func makeButton(for item: BarButtonItem) -> Button {
    let button = Button(title: item.title)
    button.titleLabel.font = item.style == .done ? .boldSystem(size: 17) : .system(size: 17)
    button.isEnabled = item.isEnabled
    button.action = { _ in item.sendAction() }
    return button
  }
}
