import StrataTestSupport
import StrataTesting
import Testing

@testable import StrataKit

/// The caret's blink as a person meets it: it blinks while they type, stops after GTK's ten
/// seconds without input (the window then rests, with nothing scheduled), and starts again on
/// the next key; between two steps of the blink the window draws nothing.
@Suite("TextField caret blink timing", .strictDiagnostics)
struct TextFieldBlinkTests {
  /// The time the blink started: its first step is due half a period later.
  @MainActor
  private func blinkStart(of scene: TextFieldScene) throws -> Double {
    let next = try #require(scene.host.window.nextScheduledTime)
    return next - TextField.caretBlinkHalfPeriod
  }

  @MainActor @Test("between two steps of the blink nothing moves and no frame redraws anything")
  func windowRestsBetweenSteps() throws {
    let scene = TextFieldScene(text: "ab", focus: false)
    #expect(scene.host.focus(scene.field))
    scene.host.advance(by: TestHost.frameDuration)
    let start = try blinkStart(of: scene)
    let window = scene.host.window
    #expect(!window.hasAnimationsInFlight, "the blink is no display link")
    #expect(!window.needsRender)
    #expect(!window.isAtRest, "the blink's next step is scheduled")
    let caret = try #require(scene.field.textInputCaretRect)
    // Frames at 60 Hz up to just before the first step redraw nothing.
    while scene.host.clock.now + TestHost.frameDuration < start + 0.5 {
      scene.host.advance(by: TestHost.frameDuration)
      #expect(window.lastDamagedRect.isNull, "a frame at \(scene.host.clock.now) redrew")
    }
    // The frame the step is due in hides the caret: its rectangle (and the point of margin
    // the compositor keeps) is redrawn, and the next step is due half a period later.
    scene.host.advance(by: TestHost.frameDuration)
    #expect(window.lastDamagedRect == caret.insetBy(dx: -1, dy: -1))
    #expect(window.nextScheduledTime == start + 1)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(window.lastDamagedRect.isNull)
  }

  @MainActor @Test("after ten seconds without input the caret stays shown and the window rests")
  func blinkStopsAfterTimeout() throws {
    #expect(TextField.caretBlinkDuration == 10, "GTK's gtk-cursor-blink-timeout")
    let scene = TextFieldScene(text: "ab", focus: false)
    #expect(scene.host.focus(scene.field))
    scene.host.advance(by: TestHost.frameDuration)
    let start = try blinkStart(of: scene)
    let window = scene.host.window
    // A frame every 0.1 s: the caret shows and hides with the blink until its end.
    var states: [Bool] = []
    while scene.host.clock.now + 0.1 < start + 9.95 {
      scene.host.advance(by: 0.1)
      states.append(caretShows(scene))
      #expect(window.nextScheduledTime != nil, "still blinking at \(scene.host.clock.now)")
    }
    #expect(states.contains(false) && states.contains(true))
    scene.host.advance(by: 0.1)
    #expect(caretShows(scene), "the caret stays shown")
    #expect(window.isAtRest, "nothing scheduled, nothing moves")
    #expect(window.nextScheduledTime == nil)
    // The window rests: an hour later a frame redraws nothing.
    scene.host.rest(for: 3600)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(window.lastDamagedRect.isNull)
    #expect(caretShows(scene))
    #expect(window.isAtRest)
  }

  @MainActor @Test("a key after the rest blinks the caret again, for ten more seconds")
  func inputRestartsBlink() throws {
    let scene = TextFieldScene(text: "ab", focus: false)
    #expect(scene.host.focus(scene.field))
    scene.host.rest(for: 20)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(scene.host.window.isAtRest)
    // The rest ended without a frame drawn since; the key starts the blink at its own time.
    scene.host.rest(for: 5)
    let keyTime = scene.host.clock.now
    scene.host.press(key: .leftArrow)
    #expect(scene.host.window.nextScheduledTime == keyTime + TextField.caretBlinkHalfPeriod)
    #expect(caretShows(scene), "input shows the caret solid")
    scene.host.advance(by: 0.6)
    #expect(!caretShows(scene), "and then it blinks")
    scene.host.rest(for: 9.5)
    scene.host.advance(by: TestHost.frameDuration)
    #expect(caretShows(scene))
    #expect(scene.host.window.isAtRest)
  }

  @MainActor @Test("typing while it blinks puts the blink's end ten seconds after the last key")
  func typingPushesTimeoutBack() throws {
    let scene = TextFieldScene(text: "", focus: false)
    #expect(scene.host.focus(scene.field))
    scene.host.advance(by: TestHost.frameDuration)
    let start = try blinkStart(of: scene)
    scene.host.advance(by: 8)
    let lastKey = scene.host.clock.now
    scene.host.type("hi")
    #expect(scene.field.text == "hi")
    scene.host.advance(by: 3)
    #expect(scene.host.clock.now > start + TextField.caretBlinkDuration)
    #expect(scene.host.window.nextScheduledTime != nil, "still blinking after the first ten s")
    scene.host.rest(for: lastKey + TextField.caretBlinkDuration - scene.host.clock.now - 0.1)
    scene.host.advance(by: 0.2)
    #expect(scene.host.window.isAtRest)
    #expect(caretShows(scene))
  }

  @MainActor @Test("frames that come late show the blink as it is at their time, and it goes on")
  func lateFrames() throws {
    let scene = TextFieldScene(text: "ab", focus: false)
    #expect(scene.host.focus(scene.field))
    scene.host.advance(by: TestHost.frameDuration)
    let start = try blinkStart(of: scene)
    // No frame for 1.8 s: the next one is 3.6 half periods in, when the caret is hidden; the
    // step after it is due at the fourth.
    scene.host.rest(for: start + 1.8 - scene.host.clock.now)
    scene.host.advance(by: 0)
    #expect(!caretShows(scene))
    #expect(scene.host.window.nextScheduledTime == start + 2)
    scene.host.advance(by: 0.25)
    #expect(caretShows(scene))
    #expect(scene.host.window.nextScheduledTime == start + 2.5)
  }

  @MainActor @Test("ending editing, or the field leaving its window, leaves nothing scheduled")
  func endingEditingStopsBlink() throws {
    let scene = TextFieldScene(text: "ab", focus: false)
    #expect(scene.host.focus(scene.field))
    scene.host.advance(by: 0.7)
    #expect(scene.host.window.nextScheduledTime != nil)
    #expect(scene.field.resignFirstResponder())
    scene.host.advance(by: TestHost.frameDuration)
    #expect(scene.host.window.isAtRest)
    #expect(!caretShows(scene))

    #expect(scene.host.focus(scene.field))
    scene.host.advance(by: 0.7)
    #expect(scene.host.window.nextScheduledTime != nil)
    scene.field.removeFromSuperview()
    scene.host.advance(by: TestHost.frameDuration)
    scene.host.advance(by: 1)
    #expect(scene.host.window.isAtRest, "the blink went with the field")
  }

  @MainActor
  @Test("focus and a key during a scroll view's fling: the blink runs beside it, both to rest")
  func blinkDuringFling() throws {
    let controller = ViewController()
    let host = TestHost(rootViewController: controller, size: Size(width: 400, height: 400))
    let scrollView = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 300))
    scrollView.contentSize = Size(width: 400, height: 3000)
    let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 30), text: "ab")
    controller.view.addSubview(scrollView)
    controller.view.addSubview(field)
    host.advance(by: TestHost.frameDuration)
    host.fling(from: Point(x: 200, y: 350), velocity: Point(x: 0, y: -2000))
    #expect(host.window.hasAnimationsInFlight, "the content decelerates")
    host.advance(by: 0.1)
    #expect(host.focus(field))
    host.advance(by: 0.1)
    #expect(host.window.hasAnimationsInFlight, "the content still decelerates")
    let keyTime = host.clock.now
    host.type("c")
    #expect(host.window.nextScheduledTime == keyTime + TextField.caretBlinkHalfPeriod)
    host.settle()
    #expect(!host.window.hasAnimationsInFlight)
    #expect(field.text == "abc")
    host.rest(for: keyTime + TextField.caretBlinkDuration + 1 - host.clock.now)
    host.advance(by: TestHost.frameDuration)
    #expect(host.window.isAtRest)
  }

  /// Whether the caret's bar is drawn.
  @MainActor
  private func caretShows(_ scene: TextFieldScene) -> Bool {
    scene.field.caretView.isOn
  }
}
