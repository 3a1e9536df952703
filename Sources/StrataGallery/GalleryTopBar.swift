import StrataKit

/// The bar across the top of the gallery: the title of what shows and, while a demo shows, a
/// "‹ Back" button.
@MainActor
final class GalleryTopBar: View {
  /// The bar's height, in points.
  static let height = 48.0
  /// The bar's colour: a dark slate.
  static let color = Color(rgb: 0x1E_29_3B)

  /// The title in the middle.
  let titleLabel = Label()
  /// The button that goes back to the home list; hidden on the home screen.
  let backButton = Button(title: "‹ Back")

  /// Creates the bar, showing `title`.
  init(title: String) {
    super.init(frame: .zero)
    backgroundColor = Self.color
    titleLabel.text = title
    titleLabel.font = .boldSystem(size: 17)
    titleLabel.textColor = .white
    titleLabel.textAlignment = .center
    titleLabel.isUserInteractionEnabled = false
    addSubview(titleLabel)
    backButton.setTitleColor(Color(rgb: 0x8A_C4_FF), for: .normal)
    backButton.setTitleColor(Color(white: 1, alpha: 0.5), for: .highlighted)
    backButton.titleLabel.font = .system(size: 17)
    backButton.isHidden = true
    addSubview(backButton)
  }

  /// Shows `title`, with the back button when `showsBack`.
  func show(title: String, showsBack: Bool) {
    titleLabel.text = title
    backButton.isHidden = !showsBack
  }

  /// Centres the title and puts the back button at the leading edge.
  override func layoutSubviews() {
    let sideWidth = 96.0
    backButton.frame = Rect(x: 4, y: 0, width: sideWidth, height: bounds.height)
    titleLabel.frame = Rect(
      x: sideWidth, y: 0, width: max(0, bounds.width - 2 * sideWidth), height: bounds.height)
  }

  /// Draws a hairline along the bottom edge.
  override func draw(in context: DrawingContext) {
    let bounds = context.bounds
    context.fill(
      Rect(x: 0, y: bounds.maxY - 1, width: bounds.width, height: 1),
      color: Color(white: 0, alpha: 0.3))
  }
}
