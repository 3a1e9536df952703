import StrataKit

/// A view that fills its bounds with a diagonal linear gradient.
@MainActor
final class GradientView: View {
  private let colors: [Color]

  init(frame: Rect, colors: [Color]) {
    self.colors = colors
    super.init(frame: frame)
  }

  override func draw(in context: DrawingContext) {
    let bounds = context.bounds
    context.fill(
      bounds,
      with: LinearGradient(
        colors: colors, start: Point(x: bounds.minX, y: bounds.minY),
        end: Point(x: bounds.maxX, y: bounds.maxY)))
  }
}
