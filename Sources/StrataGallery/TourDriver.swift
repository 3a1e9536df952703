import StrataCairo
import StrataKit

/// Drives the headless tour through the real input path: synthetic pointer and key events
/// sent to the window with `Window.send`, the manual clock stepped one frame at a time, and a
/// frame rendered (as a display list) after every step so that animations, scroll physics and
/// gesture timers run exactly as they would in a window.
@MainActor
final class TourDriver {
  /// One frame: 1/60 s.
  static let frameDuration = 1.0 / 60.0

  /// The host whose window receives the events.
  let host: HeadlessHost
  private var nextPointerID = 1
  private var drag: (id: Int, location: Point)?

  /// Creates a driver for `host`'s window.
  init(host: HeadlessHost) {
    self.host = host
  }

  /// The window events go to.
  var window: Window { host.window }

  /// Advances the clock `count` frames, rendering each.
  func step(frames count: Int = 1) {
    for _ in 0..<max(0, count) {
      host.advance(by: Self.frameDuration)
    }
  }

  /// Steps frames until nothing moves any more, for at most `maximumDuration` seconds of clock
  /// time (default 10).
  func settle(maximumDuration: Double = 10) {
    var elapsed = 0.0
    repeat {
      step()
      elapsed += Self.frameDuration
    } while window.needsRender && elapsed < maximumDuration
  }

  /// Presses a pointer at `point` (window coordinates) now.
  func beginDrag(at point: Point) {
    if drag != nil { endDrag() }
    let id = nextPointerID
    nextPointerID += 1
    drag = (id, point)
    send(.began, id: id, at: point)
  }

  /// Steps one frame, then moves the pressed pointer to `point`.
  func moveDrag(to point: Point) {
    guard let current = drag else { return }
    step()
    drag = (current.id, point)
    send(.moved, id: current.id, at: point)
  }

  /// Lifts the pressed pointer where it is, now.
  func endDrag() {
    guard let current = drag else { return }
    drag = nil
    send(.ended, id: current.id, at: current.location)
  }

  /// Drags from `start` by `translation` in `steps` moves one frame apart, leaving the pointer
  /// down (``endDrag()`` lifts it).
  func beginDrag(at start: Point, movingBy translation: Point, steps: Int) {
    beginDrag(at: start)
    let count = max(1, steps)
    for index in 1...count {
      moveDrag(
        to: start.interpolated(to: start + translation, fraction: Double(index) / Double(count)))
    }
  }

  /// Taps at `point`: a pointer down, one frame, and the pointer up at the same place.
  func tap(at point: Point) {
    beginDrag(at: point)
    step()
    endDrag()
  }

  /// Flings from `start`: six moves one frame apart at a constant `velocity` (points per
  /// second), then a release with no pause.
  func fling(from start: Point, velocity: Point) {
    beginDrag(at: start)
    for index in 1...6 {
      moveDrag(to: start + velocity * (Double(index) * Self.frameDuration))
    }
    endDrag()
  }

  /// Presses and releases `key` with `modifiers`, now.
  func press(key: Key, modifiers: KeyModifiers = []) {
    let now = host.clock.now
    window.send(KeyEvent(key: key, modifiers: modifiers, phase: .down, timestamp: now))
    window.send(KeyEvent(key: key, modifiers: modifiers, phase: .up, timestamp: now))
  }

  private func send(_ phase: PointerEvent.Phase, id: Int, at point: Point) {
    window.send(PointerEvent(id: id, phase: phase, location: point, timestamp: host.clock.now))
  }
}
