public import StrataKit

/// A view that draws a filled, outlined disc with a path.
@MainActor
public final class DiscView: View {
  /// Fills and outlines the disc inscribed in the bounds.
  public override func draw(in context: DrawingContext) {
    let disc = Path(ellipseIn: context.bounds.insetBy(dx: 2, dy: 2))
    context.fill(disc, color: Color(red: 0.95, green: 0.3, blue: 0.5, alpha: 0.9))
    context.stroke(disc, color: .white, lineWidth: 3)
  }
}
