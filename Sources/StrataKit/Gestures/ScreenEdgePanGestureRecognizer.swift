/// A pan that starts at an edge of the window: Strata's `UIScreenEdgePanGestureRecognizer`.
///
/// It tracks only pointers that go down within ``edgeBandWidth`` points of one of its
/// ``edges`` of the window, and begins only when the movement past the slop leads away from
/// that edge more than along it; otherwise it fails and frees the pointer for other
/// recognizers. It ignores scroll input.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// How close to an edge a pointer must go down, in points (20).
  public static let edgeBandWidth = 20.0

  /// The window edges the pan starts from; defaults to none (the pan never begins).
  public var edges: RectEdge = []

  /// The edges of ``edges`` the first pointer went down near.
  private var startEdges: RectEdge = []

  /// Creates a screen-edge pan without actions and without edges.
  public required init() {
    super.init()
  }

  /// Fails unless the first pointer went down near one of ``edges``.
  open override func pointerBegan(_ event: PointerEvent) {
    if numberOfTouches <= 1, state == .possible {
      startEdges = nearbyEdges(of: event.location)
      if startEdges.isEmpty {
        state = .failed
        return
      }
    }
    super.pointerBegan(event)
  }

  /// Forgets the starting edge.
  open override func reset() {
    super.reset()
    startEdges = []
  }

  override func panCanBegin() -> Bool {
    guard !isDrivenByScroll else { return false }
    let move = translation(in: nil)
    // Away from the edge, and more away from it than along it.
    if startEdges.contains(.left), move.x > 0, move.x >= abs(move.y) { return true }
    if startEdges.contains(.right), move.x < 0, -move.x >= abs(move.y) { return true }
    if startEdges.contains(.top), move.y > 0, move.y >= abs(move.x) { return true }
    if startEdges.contains(.bottom), move.y < 0, -move.y >= abs(move.x) { return true }
    return false
  }

  private func nearbyEdges(of location: Point) -> RectEdge {
    guard let bounds = view?.window?.bounds else { return [] }
    let band = Self.edgeBandWidth
    var near: RectEdge = []
    if location.x - bounds.minX <= band { near.insert(.left) }
    if bounds.maxX - location.x <= band { near.insert(.right) }
    if location.y - bounds.minY <= band { near.insert(.top) }
    if bounds.maxY - location.y <= band { near.insert(.bottom) }
    return near.intersection(edges)
  }
}
