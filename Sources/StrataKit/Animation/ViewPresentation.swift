/// The values a view is drawn with in the current frame: its model values, or where its running
/// animations have carried them, as Core Animation's presentation layer.
public struct ViewPresentation: Sendable, Hashable {
  /// The presented centre, in the superview's coordinates.
  public var center: Point
  /// The presented bounds.
  public var bounds: Rect
  /// The presented transform.
  public var transform: AffineTransform
  /// The presented opacity.
  public var alpha: Double
  /// The presented background colour.
  public var backgroundColor: Color?
  /// The presented shadow opacity.
  public var shadowOpacity: Double

  /// The presented frame, derived as ``View/frame`` is.
  public var frame: Rect {
    let size = bounds.size
    let local = Rect(
      x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
    return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
  }

  /// The transform from the presented bounds coordinates to the superview's.
  public var transformToSuperview: AffineTransform {
    AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(AffineTransform(translationX: center.x, y: center.y))
  }
}
