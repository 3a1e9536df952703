import CCairo
import StrataKit

extension CairoRenderer {
  /// Draws one drawing command (not a push or a pop).
  func draw(_ command: DisplayCommand, in context: OpaquePointer, scale: Double) throws {
    switch command {
    case .fillRect(let rect, let cornerRadius, let color):
      guard rect.isDrawable, !color.isClear else { return }
      CairoPath.setRect(rect, cornerRadius: cornerRadius, in: context)
      CairoPath.setColor(color, in: context)
      cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
      cairo_fill(context)
    case .strokeRect(let rect, let cornerRadius, let color, let lineWidth):
      guard rect.isDrawable, !color.isClear, lineWidth > 0, lineWidth.isFinite else { return }
      CairoPath.setRect(rect, cornerRadius: cornerRadius, in: context)
      stroke(color: color, lineWidth: lineWidth, in: context)
    case .fillPath(let path, let color):
      guard !path.isEmpty, !color.isClear else { return }
      CairoPath.setPath(path, in: context)
      CairoPath.setColor(color, in: context)
      cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
      cairo_fill(context)
    case .strokePath(let path, let color, let lineWidth):
      guard !path.isEmpty, !color.isClear, lineWidth > 0, lineWidth.isFinite else { return }
      CairoPath.setPath(path, in: context)
      stroke(color: color, lineWidth: lineWidth, in: context)
    case .linearGradient(let gradient, let rect):
      try fill(rect, with: gradient, in: context)
    case .text(let run):
      drawText(run, in: context)
    case .image(let image, let rect, let opacity):
      try drawImage(image, in: rect, opacity: opacity, context: context)
    case .shadow(let shadow, let rect, let cornerRadius):
      try drawShadow(shadow, of: rect, cornerRadius: cornerRadius, in: context, scale: scale)
    case .pushTransform, .pushClip, .pushOpacity, .pushLayer, .pop:
      return
    }
  }

  /// Draws the drawing command `command` only inside `pieces`, device pixels of the surface
  /// `context` draws into; nothing when there are none. A fill clipped to whole pixels colours
  /// each pixel it still touches exactly as it would unclipped.
  func draw(
    _ command: DisplayCommand, onlyIn pieces: [PixelRect], in context: OpaquePointer,
    scale: Double
  ) throws {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(context, &matrix)
    for piece in pieces {
      cairo_save(context)
      cairo_identity_matrix(context)
      cairo_new_path(context)
      Self.addRectangle(piece, to: context)
      cairo_clip(context)
      cairo_set_matrix(context, &matrix)
      try draw(command, in: context, scale: scale)
      cairo_restore(context)
    }
  }

  private func stroke(color: Color, lineWidth: Double, in context: OpaquePointer) {
    CairoPath.setColor(color, in: context)
    cairo_set_line_width(context, lineWidth)
    cairo_stroke(context)
  }

  private func fill(_ rect: Rect, with gradient: LinearGradient, in context: OpaquePointer) throws {
    guard rect.isDrawable, !gradient.stops.isEmpty else { return }
    let pattern: OpaquePointer = cairo_pattern_create_linear(
      gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y)
    defer { cairo_pattern_destroy(pattern) }
    try CairoError.check(cairo_pattern_status(pattern), "cairo_pattern_create_linear")
    for stop in gradient.stops {
      let color = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, min(1, max(0, stop.location)), color.red, color.green, color.blue, color.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    CairoPath.setRect(rect, cornerRadius: 0, in: context)
    cairo_set_source(context, pattern)
    cairo_fill(context)
  }

  /// Draws `run` from the text system's (cached) layout. The run is clipped to its frame only
  /// when it clips by design: `byClipping`, or a single unwrapped line wider than the frame.
  private func drawText(_ run: TextRun, in context: OpaquePointer) {
    guard !run.text.isEmpty, !run.color.isClear, run.frame.isFinite else { return }
    let frame = run.frame.standardized
    let layout = textSystem.layout(for: run)
    guard Self.inkMayShow(layout, at: frame, in: context) else { return }
    let truncates = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(
      run.lineBreakMode)
    let overflowsOneLine =
      run.numberOfLines == 1 && !truncates && layout.size.width > frame.width
    cairo_save(context)
    cairo_new_path(context)
    if run.lineBreakMode == .byClipping || overflowsOneLine {
      cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
      cairo_clip(context)
    }
    if layout.hasHiddenLines {
      // Pango limits lines per paragraph; lines past the limit in later paragraphs are cut off.
      let margin = max(1000, frame.width + layout.size.width)
      cairo_rectangle(
        context, frame.minX - margin, frame.minY - margin, frame.width + 2 * margin,
        layout.size.height + margin)
      cairo_clip(context)
    }
    CairoPath.setColor(run.color, in: context)
    cairo_move_to(context, frame.minX + layout.alignmentOffset, frame.minY)
    layout.withUnsafeLayout { pango_cairo_show_layout(context, $0) }
    cairo_restore(context)
  }

  /// Whether the ink of `layout`, drawn at `frame` as ``drawText(_:in:)`` draws it, can reach
  /// the clip of `context`: a frame drawn in pieces skips the text of the other pieces
  /// without shaping and rasterising its glyphs.
  private static func inkMayShow(
    _ layout: PangoTextLayout, at frame: Rect, in context: OpaquePointer
  ) -> Bool {
    var ink = PangoRectangle()
    layout.withUnsafeLayout { pango_layout_get_extents($0, &ink, nil) }
    // A point of margin around the ink: antialiasing and hinting reach a little past it.
    let left = frame.minX + layout.alignmentOffset + PangoUnits.points(ink.x) - 1
    let top = frame.minY + PangoUnits.points(ink.y) - 1
    let right = left + PangoUnits.points(ink.width) + 2
    let bottom = top + PangoUnits.points(ink.height) + 2
    var clipLeft = 0.0
    var clipTop = 0.0
    var clipRight = 0.0
    var clipBottom = 0.0
    cairo_clip_extents(context, &clipLeft, &clipTop, &clipRight, &clipBottom)
    return left < clipRight && right > clipLeft && top < clipBottom && bottom > clipTop
  }

  /// Draws `image` stretched into `rect` from its cached surface, faded by `opacity`.
  private func drawImage(
    _ image: Image, in rect: Rect, opacity: Double, context: OpaquePointer
  ) throws {
    guard rect.isDrawable, opacity > 0, image.pixelWidth > 0, image.pixelHeight > 0 else {
      return
    }
    let surface = try surface(for: image)
    let rect = rect.standardized
    cairo_save(context)
    cairo_translate(context, rect.minX, rect.minY)
    cairo_scale(
      context, rect.width / Double(image.pixelWidth), rect.height / Double(image.pixelHeight))
    surface.withUnsafeSurface { cairo_set_source_surface(context, $0, 0, 0) }
    let source: OpaquePointer = cairo_get_source(context)
    cairo_pattern_set_filter(source, CAIRO_FILTER_GOOD)
    // Pad rather than fade to transparent at the edges, and draw exactly the rectangle.
    cairo_pattern_set_extend(source, CAIRO_EXTEND_PAD)
    cairo_new_path(context)
    cairo_rectangle(context, 0, 0, Double(image.pixelWidth), Double(image.pixelHeight))
    cairo_clip(context)
    cairo_paint_with_alpha(context, min(1, opacity))
    cairo_restore(context)
  }

  /// Draws the shadow of `rect` rounded by `cornerRadius`, moved by the shadow's offset, from
  /// a cached nine-slice tile.
  private func drawShadow(
    _ shadow: Shadow, of rect: Rect, cornerRadius: Double, in context: OpaquePointer,
    scale: Double
  ) throws {
    guard shadow.isVisible, rect.isDrawable, shadow.offset.width.isFinite,
      shadow.offset.height.isFinite
    else { return }
    let shape = rect.standardized.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
    let radius = max(0, min(cornerRadius, shape.width / 2, shape.height / 2))
    let key = ShadowNineSlice.Key(
      blurRadius: shadow.radius, cornerRadius: radius, scale: scale, shapeSize: shape.size)
    try shadowTile(for: key).draw(
      shape, color: shadow.color, opacity: shadow.opacity, in: context)
  }
}

extension Rect {
  /// Whether the rectangle's origin and size are finite.
  fileprivate var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && width.isFinite && height.isFinite
  }

  /// Whether the rectangle is finite and has a non-zero area.
  fileprivate var isDrawable: Bool { isFinite && width != 0 && height != 0 }
}
