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

  /// A drag across a window of `size` points: down at the left third, a quarter of the way
  /// down (where the Toolkit demo's pager sits, below the title areas), over to the right at
  /// 85 % of the width and slightly up. Mostly horizontal, so a pager takes it; a vertical
  /// scroll view ignores a drag this flat, as `UIScrollView` does.
  init(across size: Size, moveCount: Int) {
    self.init(in: Rect(origin: .zero, size: size), moveCount: moveCount)
  }

  /// The same drag inside `area` (window points) instead of the whole window: from its left
  /// third, a quarter of the way down, to 85 % of its width, slightly up.
  init(in area: Rect, moveCount: Int) {
    start = Point(x: area.minX + area.width / 3, y: area.minY + area.height * 0.24)
    end = Point(x: area.minX + area.width * 0.85, y: area.minY + area.height * 0.2)
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
