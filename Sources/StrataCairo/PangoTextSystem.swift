import CCairo
public import StrataKit

/// Lays out, measures and draws text with Pango and the machine's fonts.
///
/// The system font is DejaVu Sans (`Font.systemFamily`). Layout is deterministic: greyscale
/// antialiasing, no hinting and unhinted metrics, so a text measures the same at every scale
/// and on every machine with the same fonts. Sizes are in points; a point is one device unit
/// at scale 1.
///
/// Layouts are cached by text, font, width, line limit, line break mode and alignment, so
/// measuring a label and then drawing it lays it out once.
@MainActor
public final class PangoTextSystem: TextSystem {
  /// How many layouts the cache holds before it is emptied.
  static let layoutCacheLimit = 512

  private let fontMap: GObjectReference
  private let context: GObjectReference
  private var layouts: [PangoTextLayout.Key: PangoTextLayout] = [:]
  /// How many layouts were taken from the cache.
  package private(set) var layoutCacheHits = 0
  /// How many layouts were made because the cache did not have them.
  package private(set) var layoutCacheMisses = 0

  /// Creates a text system with its own Pango font map and context.
  public init() {
    guard let fontMap = pango_cairo_font_map_new() else {
      preconditionFailure("pango_cairo_font_map_new returned no font map")
    }
    self.fontMap = GObjectReference(adopting: UnsafeMutableRawPointer(fontMap))
    guard let context = pango_font_map_create_context(fontMap) else {
      preconditionFailure("pango_font_map_create_context returned no context")
    }
    self.context = GObjectReference(adopting: UnsafeMutableRawPointer(context))
    let options: OpaquePointer = cairo_font_options_create()
    defer { cairo_font_options_destroy(options) }
    if (try? CairoError.check(cairo_font_options_status(options), "cairo_font_options_create"))
      != nil
    {
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      pango_cairo_context_set_font_options(context, options)
    }
    pango_context_set_round_glyph_positions(context, 0)
  }

  /// How many layouts the cache holds now.
  package var cachedLayoutCount: Int { layouts.count }

  /// The size of `text` as Pango lays it out in `font` (see `TextSystem`).
  ///
  /// The width is the widest line shown, capped at `width` when one is given; the height is
  /// that of the lines shown. Empty text measures zero.
  /// - Complexity: O(n) in the length of `text` the first time, O(1) from the cache after.
  public func measure(
    _ text: String, font: Font, width: Double?, numberOfLines: Int, lineBreakMode: LineBreakMode
  ) -> Size {
    if text.isEmpty { return .zero }
    let key = PangoTextLayout.Key(
      text: text, font: font, width: width.map { max(0, $0) }, numberOfLines: max(0, numberOfLines),
      lineBreakMode: lineBreakMode, alignment: .left)
    let size = layout(for: key).size
    guard let width = key.width else { return size }
    return Size(width: min(size.width, width), height: size.height)
  }

  /// The layout of `run` in its frame's width, from the cache when it is there.
  package func layout(for run: TextRun) -> PangoTextLayout {
    layout(
      for: PangoTextLayout.Key(
        text: run.text, font: run.font, width: max(0, run.frame.width),
        numberOfLines: run.numberOfLines, lineBreakMode: run.lineBreakMode,
        alignment: run.alignment))
  }

  /// The layout of `text` on one line in `font`, unwrapped and aligned left: what a text
  /// field's run (one line, clipped) draws, from the cache when it is there.
  func lineTextLayout(for text: String, font: Font) -> PangoTextLayout {
    layout(
      for: PangoTextLayout.Key(
        text: text, font: font, width: nil, numberOfLines: 1, lineBreakMode: .byClipping,
        alignment: .left))
  }

  private func layout(for key: PangoTextLayout.Key) -> PangoTextLayout {
    if let cached = layouts[key] {
      layoutCacheHits += 1
      return cached
    }
    layoutCacheMisses += 1
    if layouts.count >= Self.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
    let layout = makeLayout(for: key)
    layouts[key] = layout
    return layout
  }

  private func makeLayout(for key: PangoTextLayout.Key) -> PangoTextLayout {
    let layout: OpaquePointer = context.withUnsafeObject { pango_layout_new(OpaquePointer($0)) }
    let description: OpaquePointer = pango_font_description_new()
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, key.font.family)
    pango_font_description_set_weight(
      description, key.font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_font_description_set_absolute_size(
      description, Double(PangoUnits.units(key.font.pointSize)))
    pango_layout_set_font_description(layout, description)
    key.text.withCString { pango_layout_set_text(layout, $0, Int32(key.text.utf8.count)) }

    let ellipsis = Self.ellipsizeMode(for: key.lineBreakMode)
    if let width = key.width {
      if key.numberOfLines == 1 {
        if ellipsis != PANGO_ELLIPSIZE_NONE {
          pango_layout_set_width(layout, PangoUnits.units(width))
          pango_layout_set_ellipsize(layout, ellipsis)
        }
      } else {
        pango_layout_set_width(layout, PangoUnits.units(width))
        pango_layout_set_wrap(
          layout, key.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if key.numberOfLines > 1, ellipsis != PANGO_ELLIPSIZE_NONE {
          pango_layout_set_height(layout, -Int32(clamping: key.numberOfLines))
          pango_layout_set_ellipsize(layout, ellipsis)
        }
      }
    }
    pango_layout_set_alignment(layout, Self.pangoAlignment(for: key.alignment))
    return PangoTextLayout(adopting: layout, key: key)
  }

  private static func ellipsizeMode(for mode: LineBreakMode) -> PangoEllipsizeMode {
    switch mode {
    case .byTruncatingHead: PANGO_ELLIPSIZE_START
    case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
    case .byTruncatingTail: PANGO_ELLIPSIZE_END
    case .byWordWrapping, .byCharWrapping, .byClipping: PANGO_ELLIPSIZE_NONE
    }
  }

  private static func pangoAlignment(for alignment: TextAlignment) -> PangoAlignment {
    switch alignment {
    case .center: PANGO_ALIGN_CENTER
    case .right: PANGO_ALIGN_RIGHT
    case .left, .natural: PANGO_ALIGN_LEFT
    }
  }
}
