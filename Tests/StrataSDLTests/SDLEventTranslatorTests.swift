import StrataKit
import StrataTesting
import Testing

@testable import StrataSDL

/// SDL's ABI values the tests feed in, spelled out so that the tests check the translator
/// against the numbers SDL really sends.
private enum SDLValue {
  static let leftShift: UInt16 = 0x0001
  static let rightControl: UInt16 = 0x0080
  static let leftAlt: UInt16 = 0x0100
  static let rightGUI: UInt16 = 0x0800
  static let numLock: UInt16 = 0x1000
  static func scancodeKey(_ scancode: Int32) -> Int32 { scancode | (1 << 30) }
}

@Suite(.strictDiagnostics) struct SDLEventTranslatorTests {
  private func key(_ keycode: Int32, modifiers: UInt16 = 0, isDown: Bool = true) -> KeyEvent? {
    var translator = SDLEventTranslator()
    let output = translator.translate(
      .key(keycode: keycode, modifiers: modifiers, isDown: isDown, isRepeat: false, timestamp: 0))
    guard case .key(let event)? = output else { return nil }
    return event
  }

  @MainActor @Test("letters and digits become lowercase character keys")
  func characterKeys() {
    #expect(key(97)?.key == "a")
    #expect(key(122)?.key == "z")
    #expect(key(48)?.key == "0")
    #expect(key(57)?.key == "9")
    #expect(key(47)?.key == "/")
  }

  @MainActor @Test("special keys get Strata's names")
  func specialKeys() {
    #expect(key(27)?.key == .escape)
    #expect(key(13)?.key == .enter)
    #expect(key(SDLValue.scancodeKey(88))?.key == .enter)  // keypad Enter
    #expect(key(9)?.key == .tab)
    #expect(key(32)?.key == .space)
    #expect(key(8)?.key == .backspace)
    #expect(key(127)?.key == .delete)
    #expect(key(SDLValue.scancodeKey(80))?.key == .leftArrow)
    #expect(key(SDLValue.scancodeKey(79))?.key == .rightArrow)
    #expect(key(SDLValue.scancodeKey(82))?.key == .upArrow)
    #expect(key(SDLValue.scancodeKey(81))?.key == .downArrow)
    #expect(key(SDLValue.scancodeKey(75))?.key == .pageUp)
    #expect(key(SDLValue.scancodeKey(78))?.key == .pageDown)
    #expect(key(SDLValue.scancodeKey(74))?.key == .home)
    #expect(key(SDLValue.scancodeKey(77))?.key == .end)
    #expect(key(SDLValue.scancodeKey(58))?.key == "f1")
    #expect(key(SDLValue.scancodeKey(69))?.key == "f12")
  }

  @MainActor @Test("modifier keys alone and unknown keys produce no event")
  func unnamedKeys() {
    #expect(key(SDLValue.scancodeKey(225)) == nil)  // left Shift
    #expect(key(SDLValue.scancodeKey(224)) == nil)  // left Control
    #expect(key(SDLValue.scancodeKey(127)) == nil)  // mute
  }

  @MainActor @Test("modifiers map left and right keys alike and ignore lock keys")
  func modifiers() {
    let event = key(
      113, modifiers: SDLValue.leftShift | SDLValue.rightControl | SDLValue.numLock)
    #expect(event?.key == "q")
    #expect(event?.modifiers == [.shift, .control])
    #expect(key(SDLValue.scancodeKey(80), modifiers: SDLValue.leftAlt)?.modifiers == .alternate)
    #expect(key(97, modifiers: SDLValue.rightGUI)?.modifiers == .command)
    #expect(key(97)?.modifiers == [])
  }

  @MainActor @Test("key up, key down and repeats keep their phase")
  func keyPhases() {
    var translator = SDLEventTranslator()
    let down = translator.translate(
      .key(keycode: 27, modifiers: 0, isDown: true, isRepeat: true, timestamp: 0))
    let up = translator.translate(
      .key(keycode: 27, modifiers: 0, isDown: false, isRepeat: false, timestamp: 0))
    #expect(down == .key(KeyEvent(key: .escape, phase: .down, isRepeat: true)))
    #expect(up == .key(KeyEvent(key: .escape, phase: .up)))
  }

  private func wheel(
    x: Int32 = 0, y: Int32 = 0, preciseX: Float, preciseY: Float, isFlipped: Bool = false
  ) -> ScrollEvent? {
    var translator = SDLEventTranslator()
    let output = translator.translate(
      .wheel(
        x: x, y: y, preciseX: preciseX, preciseY: preciseY, isFlipped: isFlipped, mouseX: 0,
        mouseY: 0, modifiers: 0, timestamp: 0))
    guard case .scroll(let event)? = output else { return nil }
    return event
  }

  @MainActor @Test("a notch toward the user scrolls 40 points toward the end of the content")
  func wheelSign() {
    let down = wheel(y: -1, preciseX: 0, preciseY: -1)
    #expect(down?.delta == Point(x: 0, y: 40))
    #expect(down?.isPrecise == false)
    #expect(down?.phase == nil)
    #expect(wheel(y: 1, preciseX: 0, preciseY: 1)?.delta == Point(x: 0, y: -40))
    #expect(wheel(x: 1, preciseX: 1, preciseY: 0)?.delta == Point(x: 40, y: 0))
    #expect(wheel(y: -3, preciseX: 0, preciseY: -3)?.delta == Point(x: 0, y: 120))
  }

  @MainActor @Test("a flipped (natural) wheel event is reversed back")
  func flippedWheel() {
    #expect(wheel(y: 1, preciseX: 0, preciseY: 1, isFlipped: true)?.delta == Point(x: 0, y: 40))
    #expect(
      wheel(x: 1, preciseX: 1, preciseY: 0, isFlipped: true)?.delta == Point(x: -40, y: 0))
  }

  @MainActor @Test("fractional deltas come from a precise device and keep their fraction")
  func preciseWheel() {
    let event = wheel(y: 0, preciseX: 0, preciseY: -0.25)
    #expect(event?.isPrecise == true)
    #expect(event?.delta == Point(x: 0, y: 10))
    #expect(wheel(preciseX: 0.5, preciseY: -2)?.isPrecise == true)
  }

  @MainActor @Test("without precise values the whole notches are used")
  func notchFallback() {
    let event = wheel(y: -2, preciseX: 0, preciseY: 0)
    #expect(event?.delta == Point(x: 0, y: 80))
    #expect(event?.isPrecise == false)
  }

  @MainActor @Test("a mouse press keeps one id from down to up; the next press gets another")
  func mouseIDs() {
    var translator = SDLEventTranslator()
    let began = translator.translate(
      .mouseButton(button: 1, isDown: true, x: 10, y: 20, modifiers: 0, timestamp: 0))
    let moved = translator.translate(.mouseMotion(x: 15, y: 25, modifiers: 0, timestamp: 0))
    let ended = translator.translate(
      .mouseButton(button: 1, isDown: false, x: 16, y: 26, modifiers: 0, timestamp: 0))
    let hover = translator.translate(.mouseMotion(x: 30, y: 30, modifiers: 0, timestamp: 0))
    let second = translator.translate(
      .mouseButton(button: 3, isDown: true, x: 1, y: 1, modifiers: 0, timestamp: 0))
    guard case .pointer(let first)? = began, case .pointer(let move)? = moved,
      case .pointer(let end)? = ended, case .pointer(let next)? = second
    else {
      Issue.record("expected pointer events")
      return
    }
    #expect(first.phase == .began)
    #expect(first.location == Point(x: 10, y: 20))
    #expect(first.device == .mouse)
    #expect(first.button == .primary)
    #expect(move.id == first.id)
    #expect(move.phase == .moved)
    #expect(move.location == Point(x: 15, y: 25))
    #expect(end.id == first.id)
    #expect(end.phase == .ended)
    #expect(hover == nil)
    #expect(next.id != first.id)
    #expect(next.button == .secondary)
  }

  @MainActor @Test("other buttons pressed during a press are ignored")
  func chordedButtons() {
    var translator = SDLEventTranslator()
    _ = translator.translate(
      .mouseButton(button: 1, isDown: true, x: 0, y: 0, modifiers: 0, timestamp: 0))
    let rightDown = translator.translate(
      .mouseButton(button: 3, isDown: true, x: 0, y: 0, modifiers: 0, timestamp: 0))
    let rightUp = translator.translate(
      .mouseButton(button: 3, isDown: false, x: 0, y: 0, modifiers: 0, timestamp: 0))
    let extraButton = translator.translate(
      .mouseButton(button: 4, isDown: true, x: 0, y: 0, modifiers: 0, timestamp: 0))
    #expect(rightDown == nil)
    #expect(rightUp == nil)
    #expect(extraButton == nil)
    #expect(translator.hasActivePointers)
  }

  @MainActor @Test("each finger keeps its own id while it touches, distinct from mouse ids")
  func touchIDs() {
    var translator = SDLEventTranslator(windowSize: Size(width: 400, height: 300))
    func pointer(_ input: SDLInput) -> PointerEvent? {
      guard case .pointer(let event)? = translator.translate(input) else { return nil }
      return event
    }
    let mouse = pointer(
      .mouseButton(button: 1, isDown: true, x: 0, y: 0, modifiers: 0, timestamp: 0))
    let first = pointer(
      .finger(
        phase: .down, touchID: 7, fingerID: 0, x: 0.5, y: 0.5, modifiers: 0, timestamp: 0))
    let second = pointer(
      .finger(
        phase: .down, touchID: 7, fingerID: 1, x: 0.25, y: 0.1, modifiers: 0, timestamp: 0))
    let firstMoved = pointer(
      .finger(
        phase: .motion, touchID: 7, fingerID: 0, x: 0.6, y: 0.5, modifiers: 0, timestamp: 0))
    let secondUp = pointer(
      .finger(phase: .up, touchID: 7, fingerID: 1, x: 0.25, y: 0.1, modifiers: 0, timestamp: 0))
    let stray = pointer(
      .finger(
        phase: .motion, touchID: 7, fingerID: 1, x: 0.3, y: 0.1, modifiers: 0, timestamp: 0))
    #expect(first?.device == .touch)
    #expect(first?.phase == .began)
    #expect(first?.location == Point(x: 200, y: 150))
    #expect(second?.location == Point(x: 100, y: 30))
    #expect(Set([mouse?.id, first?.id, second?.id]).count == 3)
    #expect(firstMoved?.id == first?.id)
    #expect(firstMoved?.location == Point(x: 240, y: 150))
    #expect(secondUp?.id == second?.id)
    #expect(secondUp?.phase == .ended)
    #expect(stray == nil)
  }

  @MainActor @Test("losing the focus cancels every pointer that is down")
  func cancelOnFocusLoss() {
    var translator = SDLEventTranslator(windowSize: Size(width: 100, height: 100))
    _ = translator.translate(
      .mouseButton(button: 1, isDown: true, x: 5, y: 6, modifiers: 0, timestamp: 0))
    _ = translator.translate(
      .finger(phase: .down, touchID: 1, fingerID: 2, x: 0.5, y: 0.5, modifiers: 0, timestamp: 0))
    let cancelled = translator.cancelActivePointers(timestamp: 3)
    #expect(cancelled.map(\.phase) == [.cancelled, .cancelled])
    #expect(cancelled.map(\.device) == [.mouse, .touch])
    #expect(cancelled.first?.location == Point(x: 5, y: 6))
    #expect(!translator.hasActivePointers)
    #expect(translator.cancelActivePointers(timestamp: 4).isEmpty)
  }

  @MainActor @Test("window units convert to points with the window's scale")
  func coordinateScale() {
    // X11 with a scale of 2 chosen by the app: 2 pixels (window units) per point.
    var translator = SDLEventTranslator(
      windowSize: Size(width: 400, height: 300), pointsPerWindowUnit: 0.5)
    let began = translator.translate(
      .mouseButton(button: 1, isDown: true, x: 200, y: 100, modifiers: 0, timestamp: 0))
    let scroll = translator.translate(
      .wheel(
        x: 0, y: -1, preciseX: 0, preciseY: -1, isFlipped: false, mouseX: 50, mouseY: 60,
        modifiers: SDLValue.leftShift, timestamp: 0))
    guard case .pointer(let pointer)? = began, case .scroll(let wheel)? = scroll else {
      Issue.record("expected a pointer and a scroll event")
      return
    }
    #expect(pointer.location == Point(x: 100, y: 50))
    #expect(wheel.location == Point(x: 25, y: 30))
    #expect(wheel.modifiers == .shift)
    // Scroll distances stay in points: a notch is a notch at any scale.
    #expect(wheel.delta == Point(x: 0, y: 40))
  }

  @MainActor @Test("SDL timestamps become window-clock seconds, across SDL's 32-bit wrap")
  func timestamps() {
    var translator = SDLEventTranslator()
    translator.setTimeBase(clockTime: 10, ticks: 5000)
    #expect(translator.time(ofTicks: 4900) == 9.9)
    #expect(translator.time(ofTicks: 5000) == 10)
    #expect(translator.time(ofTicks: 5250) == 10.25)
    translator.setTimeBase(clockTime: 100, ticks: 50)
    #expect(abs(translator.time(ofTicks: UInt32.max - 49) - 99.9) < 1e-9)
    let output = translator.translate(
      .key(keycode: 97, modifiers: 0, isDown: true, isRepeat: false, timestamp: 40))
    #expect(output == .key(KeyEvent(key: "a", timestamp: 99.99)))
  }

  @MainActor
  @Test("on a clock slowed to a quarter, 100 ms of SDL's ticks are 25 ms of the window's")
  func slowedTimestamps() {
    var translator = SDLEventTranslator()
    translator.clockSpeed = 0.25
    translator.setTimeBase(clockTime: 10, ticks: 5000)
    #expect(abs(translator.time(ofTicks: 4900) - 9.975) < 1e-12)
    #expect(translator.time(ofTicks: 5000) == 10)
    // A drag's pace in the window's points per second is four times the person's, so a fling
    // the window slows four times moves on screen as fast as the hand did.
    let start = translator.time(ofTicks: 4800)
    let end = translator.time(ofTicks: 4900)
    #expect(abs(100 / (end - start) - 4000) < 1e-6)
  }
}
