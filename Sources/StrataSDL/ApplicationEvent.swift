public import StrataKit

/// Something the ``Application`` did, reported through ``Application/onEvent`` so that an app
/// can trace it (the gallery's `--trace`).
public enum ApplicationEvent: Sendable, Equatable {
  /// The window took a new size, in points, and scale (pixels per point), after the root view
  /// controller's size transition ran.
  case resized(size: Size, scale: Double)
  /// A pointer event was delivered to the window.
  case pointer(PointerEvent)
  /// A scroll event was delivered to the window.
  case scroll(ScrollEvent)
  /// A key event was delivered to the window; `handled` says whether a key command took it.
  case key(KeyEvent, handled: Bool)
  /// The user closed the window, or the system asked the application to quit; the root view
  /// controller disappears and ``Application/run()`` returns.
  case closeRequested
  /// A frame was shown; `damage` is the part of the window that was redrawn, in points
  /// (`Rect.null` when the frame was only shown again, after the window was uncovered).
  case framePresented(damage: Rect)
  /// A frame came due while something moved (an animation, a scroll view's glide) and showed
  /// nothing new: what the window shows is still right, as when a glide too slow to cross a
  /// pixel in every frame keeps its content on the same pixels. Nothing was presented.
  case frameUnchanged
}
