import CSDL2
import StrataKit

/// Turns SDL input (``SDLInput``, plain values) into Strata's events: pure logic, tested
/// without a display.
///
/// - Mouse buttons and motion become `PointerEvent`s of device `.mouse`. Each press gets a
///   new id, kept by its moves and its release; motion with no button down, and other buttons
///   pressed during a press, are ignored.
/// - Fingers become `PointerEvent`s of device `.touch`, with an id per finger for as long as
///   it touches. Mouse and touch ids never collide.
/// - The wheel becomes a `ScrollEvent`: positive `y` scrolls toward the end of the content
///   (the wheel turned toward the user), positive `x` toward the trailing end, each notch
///   ``pointsPerNotch`` points. Fractional amounts come from precise devices (trackpads).
/// - Keys become `KeyEvent`s with lowercase character names or the named special keys.
/// - Typed text (`SDL_TEXTINPUT`) becomes a committed `TextInputEvent`, an input method's
///   composition (`SDL_TEXTEDITING`) a composing one with its caret in characters.
///
/// Coordinates are converted from window units to points with ``pointsPerWindowUnit``; time
/// from SDL's milliseconds to the window clock's seconds through ``setTimeBase(clockTime:ticks:)``.
struct SDLEventTranslator: Sendable {
  /// A Strata event the translation produced.
  enum Output: Sendable, Equatable {
    /// A mouse or touch event.
    case pointer(PointerEvent)
    /// A wheel or trackpad scroll.
    case scroll(ScrollEvent)
    /// A key going down or up.
    case key(KeyEvent)
    /// Text typed or composed.
    case text(TextInputEvent)
  }

  /// How far one wheel notch scrolls, in points.
  static let pointsPerNotch = 40.0

  /// Points per SDL window unit: the drawable's pixels per window unit divided by the window's
  /// scale. 1 on a standard display.
  var pointsPerWindowUnit = 1.0
  /// The window's size in points, which normalised touch coordinates are scaled to.
  var windowSize = Size(width: 0, height: 0)

  /// Seconds of the window's clock per real second (its ``MonotonicClock/speed``): SDL's
  /// milliseconds are real time, so they are scaled by it.
  var clockSpeed = 1.0

  private var timeBaseClock = 0.0
  private var timeBaseTicks: UInt32 = 0
  private var nextPointerID = 1
  private var mousePress: (id: Int, sdlButton: UInt8, button: PointerButton, location: Point)?
  private var fingers: [FingerKey: (id: Int, location: Point)] = [:]

  /// Identifies a finger across its touch.
  private struct FingerKey: Hashable, Sendable {
    var touchID: Int64
    var fingerID: Int64
  }

  /// Creates a translator for a window of `windowSize` points with `pointsPerWindowUnit`
  /// points per SDL window unit.
  init(windowSize: Size = Size(width: 0, height: 0), pointsPerWindowUnit: Double = 1) {
    self.windowSize = windowSize
    self.pointsPerWindowUnit = pointsPerWindowUnit
  }

  /// Whether a mouse button or a finger is down.
  var hasActivePointers: Bool { mousePress != nil || !fingers.isEmpty }

  /// Ties SDL's clock to the window's: `ticks` milliseconds (`SDL_GetTicks`) is `clockTime`
  /// seconds on the window's clock. Hosts call it before each batch of events, so the two
  /// clocks cannot drift apart.
  mutating func setTimeBase(clockTime: Double, ticks: UInt32) {
    timeBaseClock = clockTime
    timeBaseTicks = ticks
  }

  /// The window-clock time of an SDL timestamp; SDL's 32-bit milliseconds may wrap.
  func time(ofTicks ticks: UInt32) -> Double {
    let millisecondsBefore = Int32(bitPattern: timeBaseTicks &- ticks)
    return timeBaseClock - Double(millisecondsBefore) / 1000 * clockSpeed
  }

  /// The Strata event for `input`, or `nil` when it has none (a window event, a key Strata
  /// does not name, motion with no button down).
  mutating func translate(_ input: SDLInput) -> Output? {
    switch input {
    case .mouseButton(let sdlButton, let isDown, let x, let y, let modifiers, let timestamp):
      return mouseButton(
        sdlButton, isDown: isDown, at: point(x, y), modifiers: modifiers, timestamp: timestamp)
    case .mouseMotion(let x, let y, let modifiers, let timestamp):
      guard var press = mousePress else { return nil }
      press.location = point(x, y)
      mousePress = press
      return .pointer(
        PointerEvent(
          id: press.id, phase: .moved, location: press.location,
          timestamp: time(ofTicks: timestamp),
          button: press.button, modifiers: Self.modifiers(modifiers), device: .mouse))
    case .wheel(
      let x, let y, let preciseX, let preciseY, let isFlipped, let mouseX, let mouseY,
      let modifiers, let timestamp):
      return .scroll(
        scroll(
          notches: (x, y), precise: (preciseX, preciseY), isFlipped: isFlipped,
          at: point(mouseX, mouseY), modifiers: modifiers, timestamp: timestamp))
    case .finger(let phase, let touchID, let fingerID, let x, let y, let modifiers, let timestamp):
      return finger(
        phase, key: FingerKey(touchID: touchID, fingerID: fingerID),
        at: Point(x: x * windowSize.width, y: y * windowSize.height), modifiers: modifiers,
        timestamp: timestamp)
    case .key(let keycode, let modifiers, let isDown, let isRepeat, let timestamp):
      guard let key = Self.key(forKeycode: keycode) else { return nil }
      return .key(
        KeyEvent(
          key: key, modifiers: Self.modifiers(modifiers), phase: isDown ? .down : .up,
          isRepeat: isRepeat, timestamp: time(ofTicks: timestamp)))
    case .textInput(let text, let timestamp):
      guard !text.isEmpty else { return nil }
      return .text(TextInputEvent(text: text, timestamp: time(ofTicks: timestamp)))
    case .textEditing(let text, let start, let timestamp):
      let caret = String(text.unicodeScalars.prefix(max(0, Int(start)))).count
      return .text(
        TextInputEvent(
          text: text, phase: .composing, compositionCaret: caret,
          timestamp: time(ofTicks: timestamp)))
    case .windowSizeChanged, .windowDisplayChanged, .windowExposed, .windowFocusLost,
      .windowClose, .renderTargetsReset, .windowPixelsLost, .quit, .other:
      return nil
    }
  }

  /// Cancels every pointer that is down (the window lost the focus): one `cancelled` event
  /// each, at its last location, stamped `timestamp` (window-clock seconds).
  mutating func cancelActivePointers(timestamp: Double) -> [PointerEvent] {
    var events: [PointerEvent] = []
    if let press = mousePress {
      events.append(
        PointerEvent(
          id: press.id, phase: .cancelled, location: press.location, timestamp: timestamp,
          button: press.button, device: .mouse))
    }
    for (_, finger) in fingers.sorted(by: { $0.value.id < $1.value.id }) {
      events.append(
        PointerEvent(
          id: finger.id, phase: .cancelled, location: finger.location, timestamp: timestamp,
          device: .touch))
    }
    mousePress = nil
    fingers = [:]
    return events
  }

  private func point(_ x: Double, _ y: Double) -> Point {
    Point(x: x * pointsPerWindowUnit, y: y * pointsPerWindowUnit)
  }

  private mutating func makePointerID() -> Int {
    defer { nextPointerID = nextPointerID == Int.max ? 1 : nextPointerID + 1 }
    return nextPointerID
  }

  private mutating func mouseButton(
    _ sdlButton: UInt8, isDown: Bool, at location: Point, modifiers: UInt16, timestamp: UInt32
  ) -> Output? {
    guard let button = Self.pointerButton(sdlButton) else { return nil }
    let phase: PointerEvent.Phase
    let id: Int
    if isDown {
      guard mousePress == nil else { return nil }
      id = makePointerID()
      mousePress = (id, sdlButton, button, location)
      phase = .began
    } else {
      guard let press = mousePress, press.sdlButton == sdlButton else { return nil }
      id = press.id
      mousePress = nil
      phase = .ended
    }
    return .pointer(
      PointerEvent(
        id: id, phase: phase, location: location, timestamp: time(ofTicks: timestamp),
        button: button, modifiers: Self.modifiers(modifiers), device: .mouse))
  }

  private mutating func finger(
    _ phase: SDLInput.FingerPhase, key: FingerKey, at location: Point, modifiers: UInt16,
    timestamp: UInt32
  ) -> Output? {
    let id: Int
    let pointerPhase: PointerEvent.Phase
    switch phase {
    case .down:
      // A finger SDL reports down twice starts a new press; the window cancels the old one.
      id = makePointerID()
      fingers[key] = (id, location)
      pointerPhase = .began
    case .motion:
      guard let finger = fingers[key] else { return nil }
      id = finger.id
      fingers[key] = (id, location)
      pointerPhase = .moved
    case .up:
      guard let finger = fingers.removeValue(forKey: key) else { return nil }
      id = finger.id
      pointerPhase = .ended
    }
    return .pointer(
      PointerEvent(
        id: id, phase: pointerPhase, location: location, timestamp: time(ofTicks: timestamp),
        button: .primary, modifiers: Self.modifiers(modifiers), device: .touch))
  }

  private func scroll(
    notches: (x: Int32, y: Int32), precise: (x: Float, y: Float), isFlipped: Bool,
    at location: Point, modifiers: UInt16, timestamp: UInt32
  ) -> ScrollEvent {
    // SDL before 2.0.18 has no precise amounts; fall back to the notches.
    let hasPrecise = precise.x != 0 || precise.y != 0
    let amountX = hasPrecise ? Double(precise.x) : Double(notches.x)
    let amountY = hasPrecise ? Double(precise.y) : Double(notches.y)
    let isPrecise = amountX.rounded() != amountX || amountY.rounded() != amountY
    let direction = isFlipped ? -1.0 : 1.0
    // SDL's positive y is the wheel turned away from the user, which scrolls toward the start.
    let delta = Point(
      x: amountX * direction * Self.pointsPerNotch,
      y: -amountY * direction * Self.pointsPerNotch)
    return ScrollEvent(
      delta: delta, isPrecise: isPrecise, phase: nil, location: location,
      modifiers: Self.modifiers(modifiers), timestamp: time(ofTicks: timestamp))
  }

  /// Strata's button for SDL's `SDL_BUTTON_*` number; `nil` for the extra buttons.
  static func pointerButton(_ sdlButton: UInt8) -> PointerButton? {
    switch Int32(sdlButton) {
    case SDL_BUTTON_LEFT: .primary
    case SDL_BUTTON_MIDDLE: .middle
    case SDL_BUTTON_RIGHT: .secondary
    default: nil
    }
  }

  /// Strata's modifiers for SDL's `KMOD_*` bits; left and right keys count alike.
  static func modifiers(_ sdlModifiers: UInt16) -> KeyModifiers {
    let bits = UInt32(sdlModifiers)
    var modifiers: KeyModifiers = []
    if bits & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
    if bits & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
    if bits & KMOD_ALT.rawValue != 0 { modifiers.insert(.alternate) }
    if bits & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
    return modifiers
  }

  /// Strata's key for SDL's keycode: printable ASCII as its lowercase character (space as
  /// `Key.space`), the named special keys, F1–F12 as `"f1"`…; `nil` for keys Strata does not
  /// name (modifier keys alone, media keys).
  static func key(forKeycode keycode: Int32) -> Key? {
    if let special = specialKeys[keycode] { return special }
    if keycode > 32, keycode < 127, let scalar = Unicode.Scalar(UInt32(keycode)) {
      return Key(String(Character(scalar)).lowercased())
    }
    let function = Int(keycode) - Int(SDLK_F1.rawValue)
    if (0..<12).contains(function) { return Key("f\(function + 1)") }
    return nil
  }

  private static let specialKeys: [Int32: Key] = [
    Int32(SDLK_ESCAPE.rawValue): .escape,
    Int32(SDLK_RETURN.rawValue): .enter,
    Int32(SDLK_KP_ENTER.rawValue): .enter,
    Int32(SDLK_TAB.rawValue): .tab,
    Int32(SDLK_SPACE.rawValue): .space,
    Int32(SDLK_BACKSPACE.rawValue): .backspace,
    Int32(SDLK_DELETE.rawValue): .delete,
    Int32(SDLK_LEFT.rawValue): .leftArrow,
    Int32(SDLK_RIGHT.rawValue): .rightArrow,
    Int32(SDLK_UP.rawValue): .upArrow,
    Int32(SDLK_DOWN.rawValue): .downArrow,
    Int32(SDLK_PAGEUP.rawValue): .pageUp,
    Int32(SDLK_PAGEDOWN.rawValue): .pageDown,
    Int32(SDLK_HOME.rawValue): .home,
    Int32(SDLK_END.rawValue): .end,
  ]
}
