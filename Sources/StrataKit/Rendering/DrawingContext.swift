/// Records the drawing of a view's own content into display commands.
///
/// ``View/draw(in:)`` receives one; the commands it records are cached until the view calls
/// ``View/setNeedsDisplay()``. Coordinates are the view's bounds coordinates.
@MainActor
public final class DrawingContext {
  /// The bounds of the view being drawn.
  public let bounds: Rect
  /// The text system of the view's window, for measuring text while drawing.
  public let textSystem: any TextSystem
  /// The commands recorded so far.
  public private(set) var commands: [DisplayCommand] = []

  /// Creates an empty recording for a view with `bounds`.
  public init(bounds: Rect, textSystem: any TextSystem) {
    self.bounds = bounds
    self.textSystem = textSystem
  }

  /// Fills `rect` with `color`, its corners rounded by `cornerRadius` points (default 0).
  public func fill(_ rect: Rect, color: Color, cornerRadius: Double = 0) {
    commands.append(.fillRect(rect, cornerRadius: cornerRadius, color: color))
  }

  /// Strokes the outline of `rect` with a line `lineWidth` points wide (default 1).
  public func stroke(_ rect: Rect, color: Color, lineWidth: Double = 1, cornerRadius: Double = 0) {
    commands.append(
      .strokeRect(rect, cornerRadius: cornerRadius, color: color, lineWidth: lineWidth))
  }

  /// Fills `path` with `color`.
  public func fill(_ path: Path, color: Color) {
    commands.append(.fillPath(path, color: color))
  }

  /// Strokes `path` with a line `lineWidth` points wide (default 1).
  public func stroke(_ path: Path, color: Color, lineWidth: Double = 1) {
    commands.append(.strokePath(path, color: color, lineWidth: lineWidth))
  }

  /// Fills `rect` with `gradient`.
  public func fill(_ rect: Rect, with gradient: LinearGradient) {
    commands.append(.linearGradient(gradient, rect: rect))
  }

  /// Draws a run of text.
  public func draw(_ run: TextRun) {
    commands.append(.text(run))
  }

  /// Draws `image` scaled into `rect`, faded by `opacity` (default 1).
  public func draw(_ image: Image, in rect: Rect, opacity: Double = 1) {
    commands.append(.image(image, rect: rect, opacity: opacity))
  }

  /// Records the commands that `body` records with their coordinates mapped through
  /// `transform`.
  public func withTransform(_ transform: AffineTransform, _ body: () -> Void) {
    commands.append(.pushTransform(transform))
    body()
    commands.append(.pop)
  }

  /// Records the commands that `body` records clipped to `rect`.
  public func withClip(_ rect: Rect, cornerRadius: Double = 0, _ body: () -> Void) {
    commands.append(.pushClip(rect, cornerRadius: cornerRadius))
    body()
    commands.append(.pop)
  }

  /// Records the commands that `body` records as one group faded to `opacity`.
  public func withOpacity(_ opacity: Double, _ body: () -> Void) {
    commands.append(.pushOpacity(opacity))
    body()
    commands.append(.pop)
  }
}
