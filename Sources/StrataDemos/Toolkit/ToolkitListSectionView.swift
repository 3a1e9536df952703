public import StrataKit

/// A section of the Toolkit demo: a stack of labelled rows, each with a drawn colour swatch.
@MainActor
public final class ToolkitListSectionView: View {
  /// The rows' texts, top to bottom.
  public static let items = [
    "Views with frames, bounds and transforms",
    "Rounded corners, borders and soft shadows",
    "Clipping, nested to any depth",
    "Labels measured and drawn by Pango",
    "Buttons that track the pointer",
    "Animations: curves and springs",
    "Gesture recognizers that compete",
    "Scroll views that rubber-band and page",
    "A display list that re-records only changes",
    "Rendering with Cairo, headless or in a window",
  ]

  /// The height of one row, in points.
  public static let rowHeight = 40.0

  /// The labels, one per item.
  public let labels: [Label]
  private let swatches: [View]

  /// Creates the section.
  public override init(frame: Rect = .zero) {
    labels = Self.items.map { Label(text: $0) }
    swatches = Self.items.indices.map { _ in View() }
    super.init(frame: frame)
    backgroundColor = .white
    cornerRadius = 16
    borderWidth = 1
    borderColor = Color(white: 0.86)
    clipsToBounds = true
    for (index, label) in labels.enumerated() {
      label.font = .system(size: 15)
      label.textColor = Color(white: 0.15)
      addSubview(label)
      let swatch = swatches[index]
      let hue = Double(index) / Double(Self.items.count)
      swatch.backgroundColor = Color(
        red: 0.55 + 0.4 * abs(hue - 0.5), green: 0.35 + 0.5 * hue, blue: 0.9 - 0.5 * hue)
      swatch.cornerRadius = 6
      addSubview(swatch)
    }
  }

  /// The height the rows need, in points.
  public var preferredHeight: Double { Double(labels.count) * Self.rowHeight }

  /// Stacks the rows.
  public override func layoutSubviews() {
    for (index, label) in labels.enumerated() {
      let y = Double(index) * Self.rowHeight
      swatches[index].frame = Rect(x: 14, y: y + 14, width: 12, height: 12)
      label.frame = Rect(x: 38, y: y, width: max(0, bounds.width - 52), height: Self.rowHeight)
    }
  }

  /// Draws a hairline between rows.
  public override func draw(in context: DrawingContext) {
    let bounds = context.bounds
    for index in 1..<max(1, labels.count) {
      let y = Double(index) * Self.rowHeight
      context.fill(
        Rect(x: 38, y: y - 0.5, width: max(0, bounds.width - 38), height: 0.5),
        color: Color(white: 0.88))
    }
  }
}
