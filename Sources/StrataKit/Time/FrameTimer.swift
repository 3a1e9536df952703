/// Calls an action once, in the first frame a window draws at or after a time on its clock: a
/// delayed call that lets the window rest until then, where a ``DisplayLink`` would keep it
/// drawing every frame.
///
/// A window with nothing animating and a timer scheduled draws nothing until the timer's time;
/// hosts sleep until then (``Window/nextScheduledTime``) and draw the frame the timer is due
/// in. The action runs while that frame is made, after its animations and display links, so
/// what it changes shows in the same frame. A text field's caret blinks with one.
@MainActor
final class FrameTimer {
  /// When the action is due, in the window clock's seconds.
  let fireTime: Double
  private var action: (() -> Void)?
  /// The window the timer is scheduled in; `nil` once it fired or was invalidated.
  private(set) weak var window: Window?

  /// Schedules `action` to run in the first frame of `window` at or after `fireTime` (seconds
  /// on its clock). A time already past runs in the next frame; a non-finite one never runs.
  init(window: Window, fireTime: Double, action: @escaping () -> Void) {
    self.fireTime = fireTime
    guard fireTime.isFinite else { return }
    self.action = action
    self.window = window
    window.schedule(self)
  }

  /// Whether the action is still to run.
  var isValid: Bool { action != nil }

  /// Cancels the timer: its action never runs and the window forgets it.
  func invalidate() {
    action = nil
    window?.unschedule(self)
    window = nil
  }

  /// Runs the action, once; the window has already forgotten the timer.
  func fire() {
    guard let action else { return }
    self.action = nil
    window = nil
    action()
  }
}
