/// Text to draw in a box: what a label records into the display list.
///
/// Renderers lay the text out in `frame.width` (wrapping, limiting the lines and truncating as
/// the fields say), starting at the frame's top-left corner, and align each line in the width.
public struct TextRun: Sendable, Hashable, Codable {
  /// The text; `"\n"` starts a new line.
  public var text: String
  /// The font.
  public var font: Font
  /// The colour of the glyphs.
  public var color: Color
  /// The box to lay the text out in, in the drawing's coordinates.
  public var frame: Rect
  /// The most lines to show; 0 means no limit.
  public var numberOfLines: Int
  /// How lines wrap or are truncated.
  public var lineBreakMode: LineBreakMode
  /// How lines are placed in the width. Never ``TextAlignment/natural``: that is resolved
  /// before the run is recorded.
  public var alignment: TextAlignment

  /// Creates a text run.
  public init(
    text: String, font: Font, color: Color, frame: Rect, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail, alignment: TextAlignment = .left
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.frame = frame
    self.numberOfLines = max(0, numberOfLines)
    self.lineBreakMode = lineBreakMode
    self.alignment = alignment == .natural ? .left : alignment
  }
}
