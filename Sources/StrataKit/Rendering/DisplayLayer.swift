/// A retained layer in a ``DisplayList``: a view subtree that a renderer may rasterise once into
/// a surface of its own and composite at its place, frame after frame, while only its position,
/// alpha or the clip around it change.
///
/// The compositor emits a layer as ``DisplayCommand/pushLayer(_:)``, then the layer's content
/// in the layer's own coordinates (the bounds coordinates of its root view), then the matching
/// ``DisplayCommand/pop``. A renderer that does not cache plays the content as an isolated
/// group: drawn unclipped into a transparent group at the layer's place, then composited with
/// ``alpha`` under the clip around the layer. A renderer that caches keeps the group's pixels
/// between frames (keyed by ``id``) and draws the content again only where it changed: all of
/// it when its ``generation`` moved by more than one since it last drew it, only ``damage``
/// when by one. Both give the same pixels, which is why the compositor snaps a layer's
/// position to whole device pixels at ``scale`` (as Core Animation does): the cached pixels
/// then line up exactly with the device grid wherever the layer moves.
///
/// A view is a layer when ``View/shouldRasterize`` is true, or while a container moves it as a
/// whole (a page of a stack during a transition or a drag, a scroll view's content while it
/// scrolls); only views whose transform to the window is a translation become layers.
public struct DisplayLayer: Sendable, Hashable {
  /// A layer's identity, unique in the process: a renderer's cache key.
  public struct ID: Sendable, Hashable, CustomStringConvertible {
    /// The number the identity wraps.
    public let rawValue: UInt64

    /// Creates an identity from its number.
    public init(rawValue: UInt64) {
      self.rawValue = rawValue
    }

    /// `#` and the number.
    public var description: String { "#\(rawValue)" }
  }

  /// The layer's identity; the same in every frame while its view stays a layer.
  public var id: ID
  /// Maps the layer's coordinates to the coordinates around it, as the transform of a
  /// ``DisplayCommand/pushTransform(_:)`` would; its translation is snapped so that the
  /// layer's origin falls on a whole device pixel at ``scale``.
  public var transform: AffineTransform
  /// The opacity the layer is composited with, 0…1.
  public var alpha: Double
  /// The rectangle the content draws in, in the layer's coordinates (points): the union of
  /// what every view of the layer draws, shadows included.
  public var bounds: Rect
  /// The device pixels per point the position was snapped for: the window's scale.
  public var scale: Double
  /// The content's generation: it grows by one in every frame in which the content changed.
  public var generation: Int
  /// What changed in the content between generations `generation - 1` and `generation`, in
  /// the layer's coordinates (in its first generation, everything it draws). It stays the same
  /// in the frames that follow while the content does not change again, so a renderer that
  /// skipped the frame that made the generation can still catch up.
  public var damage: Rect
  /// A rectangle, in the layer's coordinates, that the content covers with opaque pixels (the
  /// root view's opaque, square-cornered background), or ``Rect/null``: a renderer need not
  /// draw what lies under it.
  public var opaqueRect: Rect

  /// Creates a layer description.
  ///
  /// - Parameters:
  ///   - id: The layer's identity.
  ///   - transform: Maps the layer's coordinates to the surrounding ones.
  ///   - alpha: The opacity it is composited with.
  ///   - bounds: Where its content draws, in its coordinates.
  ///   - scale: Device pixels per point its position was snapped for.
  ///   - generation: Its content's generation.
  ///   - damage: What changed since the previous generation, in its coordinates.
  ///   - opaqueRect: What its content covers opaquely, in its coordinates; ``Rect/null`` (the
  ///     default) when nothing is known to be.
  public init(
    id: ID, transform: AffineTransform, alpha: Double, bounds: Rect, scale: Double,
    generation: Int, damage: Rect, opaqueRect: Rect = .null
  ) {
    self.id = id
    self.transform = transform
    self.alpha = alpha
    self.bounds = bounds
    self.scale = scale
    self.generation = generation
    self.damage = damage
    self.opaqueRect = opaqueRect
  }

  /// The device pixels ``bounds`` covers at ``scale``, rounded outward, in the layer's
  /// coordinates times the scale: the size of the surface a renderer keeps for it.
  public var pixelBounds: Rect {
    guard !bounds.isNull, !bounds.isEmpty, scale > 0, scale.isFinite else { return .null }
    let minX = (bounds.minX * scale).rounded(.down)
    let minY = (bounds.minY * scale).rounded(.down)
    let maxX = (bounds.maxX * scale).rounded(.up)
    let maxY = (bounds.maxY * scale).rounded(.up)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
