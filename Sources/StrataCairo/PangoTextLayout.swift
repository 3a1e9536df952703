import CCairo
package import StrataKit

/// One text laid out by Pango for one box, with its measurements; owns its `PangoLayout`.
///
/// ``PangoTextSystem`` creates and caches these; ``CairoRenderer`` draws them.
package final class PangoTextLayout {
  /// What a layout depends on: the cache key of ``PangoTextSystem``.
  struct Key: Hashable {
    var text: String
    var font: Font
    var width: Double?
    var numberOfLines: Int
    var lineBreakMode: LineBreakMode
    var alignment: TextAlignment
  }

  /// The widest line shown (not capped at the box's width) and the height of the lines shown,
  /// in points.
  package let size: Size
  /// How many lines Pango laid out, shown or not.
  package let lineCount: Int
  /// How many lines are shown: at most the key's `numberOfLines` when that is above 0.
  package let visibleLineCount: Int
  /// How far the text is moved right to align a line that Pango does not wrap, in points.
  package let alignmentOffset: Double
  private let layout: GObjectReference

  /// Measures a configured layout, taking over the caller's reference to it.
  init(adopting layout: OpaquePointer, key: Key) {
    self.layout = GObjectReference(adopting: UnsafeMutableRawPointer(layout))
    let iterator: OpaquePointer = pango_layout_get_iter(layout)
    defer { pango_layout_iter_free(iterator) }
    let limit = key.numberOfLines > 0 ? key.numberOfLines : Int.max
    var widest: Int32 = 0
    var firstLineWidth: Int32 = 0
    var bottom: Int32 = 0
    var shown = 0
    repeat {
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      if shown == 0 { firstLineWidth = logical.width }
      widest = max(widest, logical.width)
      bottom = logical.y + logical.height
      shown += 1
    } while shown < limit && pango_layout_iter_next_line(iterator) != 0
    lineCount = Int(pango_layout_get_line_count(layout))
    visibleLineCount = shown
    size = Size(width: PangoUnits.points(widest), height: PangoUnits.points(bottom))
    if pango_layout_get_width(layout) < 0, let width = key.width {
      let free = max(0, width - PangoUnits.points(firstLineWidth))
      switch key.alignment {
      case .center: alignmentOffset = free / 2
      case .right: alignmentOffset = free
      case .left, .natural: alignmentOffset = 0
      }
    } else {
      alignmentOffset = 0
    }
  }

  /// Whether lines beyond the line limit were laid out and must be hidden when drawing.
  package var hasHiddenLines: Bool { lineCount > visibleLineCount }

  /// Calls `body` with the `PangoLayout` pointer, which must not escape the call.
  func withUnsafeLayout<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
    try layout.withUnsafeObject { try body(OpaquePointer($0)) }
  }
}
