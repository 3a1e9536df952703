/// A text field's caret: a bar it fills in its colour while shown. Blinking redraws the bar
/// alone (not its field), so a blink damages the caret's rectangle and nothing more.
@MainActor
final class TextCaretView: View {
  /// Whether the bar shows.
  var isOn = false {
    didSet { if isOn != oldValue { setNeedsDisplay() } }
  }

  /// The bar's colour.
  var color: Color = .systemBlue {
    didSet { if color != oldValue, isOn { setNeedsDisplay() } }
  }

  /// Fills the bounds in ``color`` while ``isOn``.
  override func draw(in context: DrawingContext) {
    if isOn { context.fill(context.bounds, color: color) }
  }
}
