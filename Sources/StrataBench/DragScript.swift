import StrataDemos
import StrataKit

/// The scripted interaction: one touch pointer that goes down, moves once per frame in a
/// straight line, and lifts with its last move, so the release keeps the drag's velocity and
/// scroll views and pagers decelerate or settle afterwards.
///
/// Frame 0 presses the pointer at ``start``; frames 1 through ``moveCount`` each move it a
/// further step toward ``end``; the last frame also lifts it.
struct DragScript: Sendable {
  /// Where the pointer goes down, in window points.
  let start: Point
  /// Where the pointer lifts, in window points.
  let end: Point
  /// How many moves (one per frame) the drag has; at least 1.
  let moveCount: Int
  /// The pointer's id in its events.
  let pointerID = 1

  /// A drag across a window of `size` points (see ``init(in:moveCount:direction:)``).
  init(
    across size: Size, moveCount: Int, direction: DemoGesture.Direction = .towardRight
  ) {
    self.init(in: Rect(origin: .zero, size: size), moveCount: moveCount, direction: direction)
  }

  /// A drag inside `area` (window points). Toward the right (the default): down at the left
  /// third, a quarter of the way down (where the Toolkit demo's pager sits, below the title
  /// areas), over to the right at 85 % of the width and slightly up. Mostly horizontal, so a
  /// pager takes it; a vertical scroll view ignores a drag this flat, as `UIScrollView` does.
  /// Toward the left it is the mirror image; up and down it runs along the middle, from 80 %
  /// of the height to 15 % (or back), slightly to the left.
  init(in area: Rect, moveCount: Int, direction: DemoGesture.Direction = .towardRight) {
    func point(_ x: Double, _ y: Double) -> Point {
      Point(x: area.minX + area.width * x, y: area.minY + area.height * y)
    }
    switch direction {
    case .towardRight:
      start = point(1.0 / 3, 0.24)
      end = point(0.85, 0.2)
    case .towardLeft:
      start = point(2.0 / 3, 0.24)
      end = point(0.15, 0.2)
    case .up:
      start = point(0.5, 0.8)
      end = point(0.48, 0.15)
    case .down:
      start = point(0.5, 0.15)
      end = point(0.48, 0.8)
    }
    self.moveCount = Swift.max(1, moveCount)
  }

  /// The frames the drag spans: the press and every move.
  var frameCount: Int { moveCount + 1 }

  /// The events of frame `frame` (0 ..< ``frameCount``), stamped `timestamp`.
  func events(forFrame frame: Int, timestamp: Double) -> [PointerEvent] {
    guard frame >= 0, frame < frameCount else { return [] }
    let location = start.interpolated(to: end, fraction: Double(frame) / Double(moveCount))
    func event(_ phase: PointerEvent.Phase) -> PointerEvent {
      PointerEvent(
        id: pointerID, phase: phase, location: location, timestamp: timestamp, device: .touch)
    }
    if frame == 0 { return [event(.began)] }
    if frame == moveCount { return [event(.moved), event(.ended)] }
    return [event(.moved)]
  }
}
