import StrataKit

/// Every rule by which the renderer puts points on the device's pixel grid: how a rectangle is
/// rounded to whole pixels (outward for what a drawing may touch, inward for what it surely
/// covers), where a retained layer is placed, and the limits past which a coordinate counts as
/// unbounded.
///
/// The planners of a frame and the player that draws it ask here, so that what one of them
/// decides about a pixel (a layer covers it, a drawing may touch it) is what the others find.
///
/// A rectangle in points maps to device pixels edge by edge: its left edge `minX × scale`
/// (plus the device pixel of its origin, for a placed layer), its right edge `maxX × scale`,
/// and so on.
enum DeviceGeometry {
  /// The largest coordinate, in device pixels, that is rounded to a whole pixel: past it a
  /// rectangle counts as unbounded (a clip or fill meant to reach everywhere), and no rule
  /// turns it into pixels. Far past any real surface, and well inside `Int`.
  static let coordinateLimit = 1e9

  /// A rectangle that stands for "no clip": far past ``coordinateLimit`` on every side, so
  /// that what it alone bounds stays unbounded.
  static let unbounded = Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)

  /// How far, in device pixels, an edge may lie off a pixel's edge and still count as on it
  /// when rounding inward: the rounding noise of a clip worked out through a scroll view's
  /// moving bounds (such as 2 × 10⁻¹³), well under the 1/256 pixel to which Cairo rounds
  /// coordinates, so that the pixel is drawn exactly as if the edge were on it.
  static let wholePixelSlack = 1.0 / 1024

  /// How far a layer's transform to the device may be from `scale` times a translation, per
  /// unit of scale, and still be placed on whole pixels.
  static let placementTolerance = 1e-9

  // MARK: - Rounding

  /// The whole pixels `rect` (in device pixels) overlaps, rounded outward; `nil` when it is
  /// null, empty or unbounded.
  static func outward(_ rect: Rect) -> PixelRect? {
    guard !rect.isEmpty else { return nil }
    return outward(left: rect.minX, top: rect.minY, right: rect.maxX, bottom: rect.maxY)
  }

  /// The whole pixels `rect` (in points) overlaps at `scale`, rounded outward, relative to the
  /// device pixel its origin is placed on; `nil` when it is null, empty or unbounded.
  static func outward(_ rect: Rect, scale: Double) -> PixelRect? {
    guard !rect.isEmpty, scale > 0, scale.isFinite else { return nil }
    return outward(
      left: rect.minX * scale, top: rect.minY * scale, right: rect.maxX * scale,
      bottom: rect.maxY * scale)
  }

  /// The whole pixels inside `rect` (in device pixels), rounded inward, an edge less than
  /// ``wholePixelSlack`` off a pixel's edge counting as on it; `nil` when there are none or it
  /// is unbounded.
  static func inward(_ rect: Rect) -> PixelRect? {
    guard !rect.isNull else { return nil }
    return inward(left: rect.minX, top: rect.minY, right: rect.maxX, bottom: rect.maxY)
  }

  /// The whole pixels inside `rect` (in points) at `scale`, with its origin placed on device
  /// pixel `origin`, rounded inward as ``inward(_:)`` rounds; `nil` when there are none.
  static func inward(_ rect: Rect, scale: Double, origin: (x: Int, y: Int) = (0, 0))
    -> PixelRect?
  {
    guard !rect.isNull else { return nil }
    let x = Double(origin.x)
    let y = Double(origin.y)
    return inward(
      left: rect.minX * scale + x, top: rect.minY * scale + y, right: rect.maxX * scale + x,
      bottom: rect.maxY * scale + y)
  }

  /// The device pixels inside `clip` that `rect`, in user space under `device`, may touch: its
  /// bounding box rounded outward, with a pixel to spare for antialiasing; `nil` when none,
  /// all of `clip` when `device` is not finite.
  static func touching(_ rect: Rect, device: AffineTransform, in clip: PixelRect) -> PixelRect? {
    guard device.isFinite else { return clip }
    return touching(rect.applying(device), in: clip, margin: 1)
  }

  /// The device pixels inside `clip` that `mapped`, in device pixels and grown by `margin`
  /// each side, reaches, rounded outward; `nil` when none, all of `clip` when `mapped` is not
  /// finite.
  static func touching(_ mapped: Rect, in clip: PixelRect, margin: Double) -> PixelRect? {
    guard !mapped.isNull, isFinite(mapped) else { return clip }
    let left = max(Double(clip.x), (mapped.minX - margin).rounded(.down))
    let top = max(Double(clip.y), (mapped.minY - margin).rounded(.down))
    let right = min(Double(clip.maxX), (mapped.maxX + margin).rounded(.up))
    let bottom = min(Double(clip.maxY), (mapped.maxY + margin).rounded(.up))
    guard right > left, bottom > top else { return nil }
    return PixelRect(
      x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
  }

  /// The pixels that `rect` (in points) covers at `scale`, rounded outward and clipped to a
  /// surface of `surfaceWidth` × `surfaceHeight` pixels; `nil` when nothing is left (a null
  /// or empty rect, one outside the surface, or a bad scale). An unbounded rectangle covers
  /// the whole surface.
  static func covering(_ rect: Rect, scale: Double, surfaceWidth: Int, surfaceHeight: Int)
    -> PixelRect?
  {
    guard !rect.isEmpty, scale > 0, scale.isFinite, surfaceWidth > 0, surfaceHeight > 0 else {
      return nil
    }
    let limitX = Double(surfaceWidth)
    let limitY = Double(surfaceHeight)
    // Clamp before converting, so huge or infinite extents cannot overflow `Int`.
    let left = min(max((rect.minX * scale).rounded(.down), 0), limitX)
    let top = min(max((rect.minY * scale).rounded(.down), 0), limitY)
    let right = min(max((rect.maxX * scale).rounded(.up), 0), limitX)
    let bottom = min(max((rect.maxY * scale).rounded(.up), 0), limitY)
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, right > left,
      bottom > top
    else { return nil }
    return PixelRect(
      x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
  }

  /// The device pixels a clip to `rect` rounded by `cornerRadius` surely lets through inside
  /// `parent`: the rectangle inset by the radius, through `device`, rounded inward; `nil` when
  /// none (or when `device` rotates or skews).
  static func innerClip(
    _ rect: Rect, cornerRadius: Double, device: AffineTransform, within parent: PixelRect?
  ) -> PixelRect? {
    guard device.b == 0, device.c == 0, let parent else { return nil }
    return inward(rect.insetBy(dx: cornerRadius, dy: cornerRadius).applying(device))
      .flatMap { parent.intersection($0) }
  }

  /// Whether every edge of `rect` is finite and inside ``coordinateLimit``: a rectangle that
  /// can be rounded to whole pixels. `Rect.null` is not.
  static func isBounded(_ rect: Rect) -> Bool {
    isFinite(rect) && abs(rect.minX) < coordinateLimit && abs(rect.maxX) < coordinateLimit
      && abs(rect.minY) < coordinateLimit && abs(rect.maxY) < coordinateLimit
  }

  // MARK: - Tests against a clip

  /// The edges of a clip's bounding box, as Cairo reports them.
  typealias ClipExtents = (left: Double, top: Double, right: Double, bottom: Double)

  /// Whether `rect` overlaps `clip` (both in the same coordinates): whether what draws inside
  /// it may show. A null or unbounded rectangle may show anywhere.
  static func mayShow(_ rect: Rect, in clip: ClipExtents) -> Bool {
    guard !rect.isNull, isFinite(rect) else { return true }
    return rect.minX < clip.right && rect.maxX > clip.left && rect.minY < clip.bottom
      && rect.maxY > clip.top
  }

  /// Whether `rect`, in points at `scale`, covers all of `clip`, in device pixels.
  static func covers(_ rect: Rect, scale: Double, all clip: ClipExtents) -> Bool {
    let rect = rect.standardized
    return rect.minX * scale <= clip.left && rect.minY * scale <= clip.top
      && rect.maxX * scale >= clip.right && rect.maxY * scale >= clip.bottom
  }

  /// The size in whole pixels of a surface of `size` points at `scale`: rounded up.
  static func pixelSize(of size: Size, scale: Double) -> (width: Double, height: Double) {
    ((size.width * scale).rounded(.up), (size.height * scale).rounded(.up))
  }

  // MARK: - Placement

  /// The whole device pixel the origin of `layer` lands on under `device` (the transform from
  /// the coordinates around the layer to device pixels), when its transform to the device is
  /// `scale` times a translation, so that its cached pixels line up with the device's; `nil`
  /// otherwise. The one placement rule: the planners and the player both ask it.
  static func placement(of layer: DisplayLayer, device: AffineTransform, scale: Double)
    -> (x: Int, y: Int)?
  {
    let toDevice = layer.transform.concatenating(device)
    let tolerance = placementTolerance * max(1, scale)
    guard toDevice.isFinite, abs(toDevice.a - scale) < tolerance,
      abs(toDevice.d - scale) < tolerance, abs(toDevice.b) < tolerance,
      abs(toDevice.c) < tolerance, abs(toDevice.tx) < coordinateLimit,
      abs(toDevice.ty) < coordinateLimit
    else { return nil }
    return (Int(toDevice.tx.rounded()), Int(toDevice.ty.rounded()))
  }

  // MARK: - Edges

  /// Whether `edge` is finite and inside ``coordinateLimit``.
  private static func isBounded(_ edge: Double) -> Bool {
    edge.isFinite && abs(edge) < coordinateLimit
  }

  private static func isFinite(_ rect: Rect) -> Bool {
    rect.minX.isFinite && rect.minY.isFinite && rect.maxX.isFinite && rect.maxY.isFinite
  }

  /// The pixels between device edges rounded outward; `nil` when none or unbounded.
  private static func outward(left: Double, top: Double, right: Double, bottom: Double)
    -> PixelRect?
  {
    guard isBounded(left), isBounded(top), isBounded(right), isBounded(bottom) else {
      return nil
    }
    let minX = Int(left.rounded(.down))
    let minY = Int(top.rounded(.down))
    let maxX = Int(right.rounded(.up))
    let maxY = Int(bottom.rounded(.up))
    guard maxX > minX, maxY > minY else { return nil }
    return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The pixels between device edges rounded inward, with ``wholePixelSlack``; `nil` when none
  /// or unbounded.
  private static func inward(left: Double, top: Double, right: Double, bottom: Double)
    -> PixelRect?
  {
    guard isBounded(left), isBounded(top), isBounded(right), isBounded(bottom) else {
      return nil
    }
    let minX = Int((left - wholePixelSlack).rounded(.up))
    let minY = Int((top - wholePixelSlack).rounded(.up))
    let maxX = Int((right + wholePixelSlack).rounded(.down))
    let maxY = Int((bottom + wholePixelSlack).rounded(.down))
    guard maxX > minX, maxY > minY else { return nil }
    return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
