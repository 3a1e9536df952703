public import StrataKit

/// A view that fills its bounds with a diagonal linear gradient.
@MainActor
public final class GradientView: View {
  private let colors: [Color]

  /// Creates the view with the colours of the gradient, from top-left to bottom-right.
  public init(frame: Rect, colors: [Color]) {
    self.colors = colors
    super.init(frame: frame)
  }

  /// Fills the bounds with the gradient.
  public override func draw(in context: DrawingContext) {
    let bounds = context.bounds
    context.fill(
      bounds,
      with: LinearGradient(
        colors: colors, start: Point(x: bounds.minX, y: bounds.minY),
        end: Point(x: bounds.maxX, y: bounds.maxY)))
  }
}
