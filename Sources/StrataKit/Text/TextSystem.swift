/// Measures text and lays out lines for editing. A window's text system is the one its labels and buttons size themselves with.
///
/// `StrataCairo.PangoTextSystem` measures with Pango and the real fonts; the deterministic
/// ``FixedAdvanceTextSystem`` makes every glyph the same width, so tests can compute expected
/// widths exactly.
@MainActor
public protocol TextSystem: AnyObject {
  /// The size of `text` laid out in `font`.
  ///
  /// - Parameters:
  ///   - text: The text; `"\n"` starts a new line.
  ///   - font: The font.
  ///   - width: The widest a line may be, in points, or `nil` for no limit.
  ///   - numberOfLines: The most lines to show; 0 means no limit.
  ///   - lineBreakMode: How lines wrap or are truncated.
  /// - Returns: The width of the widest line and the height of the lines shown, in points.
  func measure(
    _ text: String, font: Font, width: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> Size

  /// `text` laid out on one line in `font`, for editing: the caret's position between
  /// characters, where each character shows and how the caret moves on screen (see
  /// ``TextLineLayout``). A `"\n"` in `text` is laid out as any other character would be by
  /// this system; text fields keep it out.
  ///
  /// - Complexity: O(n) to O(n²) in the length of `text`, by text system.
  func lineLayout(of text: String, font: Font) -> TextLineLayout
}
