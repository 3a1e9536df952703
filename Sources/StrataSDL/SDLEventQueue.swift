import CSDL2

/// SDL's event queue: waits for events and reads each `SDL_Event` into an ``SDLInput``.
///
/// This is the one place that reads SDL's event structures; everything after it works on
/// plain Swift values.
@MainActor
enum SDLEventQueue {
  /// `SDL_TOUCH_MOUSEID`: the device id of mouse events SDL synthesises from touches.
  static let touchMouseID = UInt32.max

  /// Blocks until an event is pending or `milliseconds` have passed, without taking the event
  /// from the queue; returns whether one is pending. The thread sleeps while it waits.
  @discardableResult
  static func wait(milliseconds: Int) -> Bool {
    SDL_WaitEventTimeout(nil, Int32(clamping: max(0, milliseconds))) == 1
  }

  /// Blocks until an event is pending, however long that takes, without taking the event
  /// from the queue. The thread sleeps while it waits: SDL waits on the display's connection
  /// with no timeout, and ``wake()`` ends the wait from another thread.
  static func waitForEvent() {
    SDL_WaitEventTimeout(nil, -1)
  }

  /// Puts an event no one handles on the queue, from any thread, so that a wait returns.
  nonisolated static func wake() {
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    _ = SDL_PushEvent(&event)
  }

  /// Takes the next event from the queue, or returns `nil` when the queue is empty.
  static func poll() -> SDLInput? {
    var event = SDL_Event()
    guard SDL_PollEvent(&event) == 1 else { return nil }
    return input(from: event)
  }

  /// Puts an `SDL_QUIT` event on the queue, as the system does when asked to quit.
  ///
  /// - Throws: ``SDLError`` when SDL cannot queue it.
  static func postQuit() throws {
    var event = SDL_Event()
    event.type = SDL_QUIT.rawValue
    try SDLError.check(SDL_PushEvent(&event), "SDL_PushEvent(SDL_QUIT)")
  }

  /// The milliseconds since SDL was initialised, the scale of events' timestamps.
  static var ticks: UInt32 {
    SDL_GetTicks()
  }

  /// The UTF-8 text in `bytes` up to its first NUL (or its end); invalid bytes are repaired.
  static func string(fromNulTerminated bytes: UnsafeRawBufferPointer) -> String {
    let end = bytes.firstIndex(of: 0) ?? bytes.count
    return String(decoding: bytes[..<end], as: UTF8.self)
  }

  /// Reads `event` into an ``SDLInput``.
  static func input(from event: SDL_Event) -> SDLInput {
    let modifiers = UInt16(truncatingIfNeeded: SDL_GetModState().rawValue)
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      let button = event.button
      guard button.which != touchMouseID else { return .other }
      return .mouseButton(
        button: button.button, isDown: event.type == SDL_MOUSEBUTTONDOWN.rawValue,
        x: Double(button.x), y: Double(button.y), modifiers: modifiers,
        timestamp: button.timestamp)
    case SDL_MOUSEMOTION:
      let motion = event.motion
      guard motion.which != touchMouseID else { return .other }
      return .mouseMotion(
        x: Double(motion.x), y: Double(motion.y), modifiers: modifiers,
        timestamp: motion.timestamp)
    case SDL_MOUSEWHEEL:
      let wheel = event.wheel
      guard wheel.which != touchMouseID else { return .other }
      return .wheel(
        x: wheel.x, y: wheel.y, preciseX: wheel.preciseX, preciseY: wheel.preciseY,
        isFlipped: wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue,
        mouseX: Double(wheel.mouseX), mouseY: Double(wheel.mouseY), modifiers: modifiers,
        timestamp: wheel.timestamp)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      let finger = event.tfinger
      let phase: SDLInput.FingerPhase =
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN: .down
        case SDL_FINGERUP: .up
        default: .motion
        }
      return .finger(
        phase: phase, touchID: finger.touchId, fingerID: finger.fingerId, x: Double(finger.x),
        y: Double(finger.y), modifiers: modifiers, timestamp: finger.timestamp)
    case SDL_KEYDOWN, SDL_KEYUP:
      let key = event.key
      return .key(
        keycode: key.keysym.sym, modifiers: key.keysym.mod,
        isDown: event.type == SDL_KEYDOWN.rawValue, isRepeat: key.repeat != 0,
        timestamp: key.timestamp)
    case SDL_TEXTINPUT:
      var input = event.text
      let text = withUnsafeBytes(of: &input.text) { Self.string(fromNulTerminated: $0) }
      return .textInput(text: text, timestamp: input.timestamp)
    case SDL_TEXTEDITING:
      var editing = event.edit
      let text = withUnsafeBytes(of: &editing.text) { Self.string(fromNulTerminated: $0) }
      return .textEditing(text: text, start: editing.start, timestamp: editing.timestamp)
    case SDL_WINDOWEVENT:
      return windowInput(from: event.window)
    case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
      return .renderTargetsReset
    case SDL_QUIT:
      return .quit
    case SDL_SYSWMEVENT:
      let type = withUnsafePointer(to: event) { strata_sdl_x11_event_type($0) }
      return type == X11WindowCopier.graphicsExposeEventType ? .windowPixelsLost : .other
    default:
      return .other
    }
  }

  private static func windowInput(from event: SDL_WindowEvent) -> SDLInput {
    switch SDL_WindowEventID(UInt32(event.event)) {
    case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED: .windowSizeChanged
    case SDL_WINDOWEVENT_DISPLAY_CHANGED: .windowDisplayChanged
    case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED: .windowExposed
    case SDL_WINDOWEVENT_FOCUS_LOST: .windowFocusLost
    case SDL_WINDOWEVENT_CLOSE: .windowClose
    default: .other
    }
  }
}
