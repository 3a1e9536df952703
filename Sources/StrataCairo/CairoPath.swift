import CCairo
import StrataKit

/// Builds Cairo paths from Strata's shapes.
enum CairoPath {
  /// Replaces the current path of `context` with `rect`, its corners rounded by
  /// `cornerRadius` (clamped to half the shorter side) with circular arcs.
  static func setRect(_ rect: Rect, cornerRadius: Double, in context: OpaquePointer) {
    cairo_new_path(context)
    let rect = rect.standardized
    let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
    guard radius > 0 else {
      cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    let quarter = Double.pi / 2
    cairo_new_sub_path(context)
    cairo_arc(context, rect.maxX - radius, rect.minY + radius, radius, -quarter, 0)
    cairo_arc(context, rect.maxX - radius, rect.maxY - radius, radius, 0, quarter)
    cairo_arc(context, rect.minX + radius, rect.maxY - radius, radius, quarter, 2 * quarter)
    cairo_arc(context, rect.minX + radius, rect.minY + radius, radius, 2 * quarter, 3 * quarter)
    cairo_close_path(context)
  }

  /// Replaces the current path of `context` with `path`.
  static func setPath(_ path: Path, in context: OpaquePointer) {
    cairo_new_path(context)
    for element in path.elements {
      switch element {
      case .move(let point):
        cairo_move_to(context, point.x, point.y)
      case .line(let point):
        cairo_line_to(context, point.x, point.y)
      case .curve(let point, let control1, let control2):
        cairo_curve_to(context, control1.x, control1.y, control2.x, control2.y, point.x, point.y)
      case .close:
        cairo_close_path(context)
      }
    }
  }

  /// Sets the source of `context` to `color`.
  static func setColor(_ color: Color, in context: OpaquePointer) {
    cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
  }
}
