public import StrataKit

/// One page of the Toolkit demo's pager: a coloured card with drawn rings, a big number and a
/// name.
@MainActor
public final class ToolkitPageView: View {
  /// The page's number, from 1.
  public let number: Int
  private let numberLabel = Label()
  private let nameLabel = Label()
  private let color: Color

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - number: The number shown large, from 1.
  ///   - name: The colour's name, shown under the number.
  ///   - color: The page's fill colour.
  public init(number: Int, name: String, color: Color) {
    self.number = number
    self.color = color
    super.init(frame: .zero)
    numberLabel.text = "\(number)"
    numberLabel.font = .boldSystem(size: 64)
    numberLabel.textColor = .white
    nameLabel.text = name
    nameLabel.font = .boldSystem(size: 17)
    nameLabel.textColor = Color(white: 1, alpha: 0.85)
    for label in [numberLabel, nameLabel] {
      label.isUserInteractionEnabled = false
      addSubview(label)
    }
  }

  /// Places the number and the name at the leading edge, vertically centred.
  public override func layoutSubviews() {
    let midY = bounds.midY
    numberLabel.frame = Rect(x: 28, y: midY - 52, width: 160, height: 76)
    nameLabel.frame = Rect(x: 30, y: midY + 26, width: 200, height: 22)
  }

  /// Fills the page and draws concentric rings toward its trailing edge.
  public override func draw(in context: DrawingContext) {
    let bounds = context.bounds
    context.fill(bounds, color: color)
    let center = Point(x: bounds.maxX - bounds.height * 0.45, y: bounds.midY)
    for ring in 0..<4 {
      let radius = bounds.height * (0.18 + 0.12 * Double(ring))
      let circle = Path(
        ellipseIn: Rect(
          x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
      context.stroke(
        circle, color: Color(white: 1, alpha: 0.35 - 0.07 * Double(ring)), lineWidth: 6)
    }
    let dot = bounds.height * 0.1
    context.fill(
      Path(ellipseIn: Rect(x: center.x - dot, y: center.y - dot, width: 2 * dot, height: 2 * dot)),
      color: Color(white: 1, alpha: 0.8))
  }
}
