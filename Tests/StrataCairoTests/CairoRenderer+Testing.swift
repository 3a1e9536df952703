import StrataCairo
import StrataKit

extension CairoRenderer {
  /// Renders `commands` into an image of `size` points (default 40 × 40).
  func render(
    _ commands: [DisplayCommand], size: Size = Size(width: 40, height: 40), scale: Double = 1,
    background: Color? = nil
  ) throws -> Image {
    try render(DisplayList(commands: commands), size: size, scale: scale, background: background)
  }
}
