public import StrataKit

/// The page indicator of a ``PagesContainer``: a downward triangle in the top bar's colour, or
/// an image when one is set.
@MainActor
public final class PageIndicatorView: View {
  /// The colour of the triangle.
  public var color = Color(white: 0.1) { didSet { setNeedsDisplay() } }
  /// An image drawn instead of the triangle.
  public var image: Image? { didSet { setNeedsDisplay() } }

  /// Creates an indicator.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  /// Draws the image, or the triangle pointing down.
  public override func draw(in context: DrawingContext) {
    let bounds = context.bounds
    if let image {
      context.draw(image, in: bounds)
      return
    }
    var triangle = Path()
    triangle.move(to: Point(x: bounds.minX, y: bounds.minY))
    triangle.addLine(to: Point(x: bounds.maxX, y: bounds.minY))
    triangle.addLine(to: Point(x: bounds.midX, y: bounds.maxY))
    triangle.closeSubpath()
    context.fill(triangle, color: color)
  }
}
