/// One SDL event as plain Swift values: what ``SDLEventQueue`` reads out of an `SDL_Event`,
/// and what ``SDLEventTranslator`` and the ``Application`` act on.
///
/// Coordinates are in SDL's window units; timestamps are SDL's milliseconds (`SDL_GetTicks`);
/// modifiers are SDL's `KMOD_*` bits; keycodes are SDL's `SDLK_*` values.
enum SDLInput: Sendable, Equatable {
  /// Where a finger is in its touch.
  enum FingerPhase: Sendable, Equatable {
    /// `SDL_FINGERDOWN`.
    case down
    /// `SDL_FINGERMOTION`.
    case motion
    /// `SDL_FINGERUP`.
    case up
  }

  /// A mouse button went down or up (`SDL_BUTTON_LEFT` is 1, middle 2, right 3).
  case mouseButton(
    button: UInt8, isDown: Bool, x: Double, y: Double, modifiers: UInt16, timestamp: UInt32)
  /// The mouse moved.
  case mouseMotion(x: Double, y: Double, modifiers: UInt16, timestamp: UInt32)
  /// The wheel turned or the trackpad scrolled: whole notches in `x`/`y`, the precise amounts
  /// in `preciseX`/`preciseY`; positive `y` is away from the user, positive `x` to the right,
  /// both reversed when `isFlipped`; the pointer at (`mouseX`, `mouseY`).
  case wheel(
    x: Int32, y: Int32, preciseX: Float, preciseY: Float, isFlipped: Bool, mouseX: Double,
    mouseY: Double, modifiers: UInt16, timestamp: UInt32)
  /// A finger touched, moved or lifted; `x` and `y` are normalised to the window, 0 to 1.
  case finger(
    phase: FingerPhase, touchID: Int64, fingerID: Int64, x: Double, y: Double,
    modifiers: UInt16, timestamp: UInt32)
  /// A key went down (or repeated) or up.
  case key(keycode: Int32, modifiers: UInt16, isDown: Bool, isRepeat: Bool, timestamp: UInt32)
  /// Text was typed: committed by the keyboard layout or an input method
  /// (`SDL_TEXTINPUT`), UTF-8.
  case textInput(text: String, timestamp: UInt32)
  /// An input method composes `text` (`SDL_TEXTEDITING`), its caret `start` characters in
  /// (Unicode scalars, as SDL counts them); empty text ends the composition.
  case textEditing(text: String, start: Int32, timestamp: UInt32)
  /// The window's size (or its drawable's) changed.
  case windowSizeChanged
  /// The window moved to another display, whose scale may differ.
  case windowDisplayChanged
  /// The window must be drawn again (it was uncovered).
  case windowExposed
  /// The window lost the keyboard focus.
  case windowFocusLost
  /// The user asked to close the window.
  case windowClose
  /// The renderer lost its textures' contents; everything must be drawn again.
  case renderTargetsReset
  /// Pixels the X server was asked to copy inside the window were not on screen (X11's
  /// `GraphicsExpose`): what they were copied to is undefined and must be drawn again.
  case windowPixelsLost
  /// The application was asked to quit (`SDL_QUIT`).
  case quit
  /// An event the host does not use.
  case other
}
