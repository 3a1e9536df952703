import StrataKit
import StrataTesting
import Testing

@testable import StrataSDL

@Suite("SDL text input translation", .strictDiagnostics)
struct SDLTextInputTranslationTests {
  @Test("SDL_TEXTINPUT becomes committed text stamped on the window's clock")
  func committedText() {
    var translator = SDLEventTranslator()
    translator.setTimeBase(clockTime: 100, ticks: 50)
    let output = translator.translate(.textInput(text: "é👍", timestamp: 40))
    #expect(output == .text(TextInputEvent(text: "é👍", timestamp: 99.99)))
    #expect(translator.translate(.textInput(text: "", timestamp: 40)) == nil)
  }

  @Test("SDL_TEXTEDITING becomes a composition, its caret counted in characters")
  func composition() {
    var translator = SDLEventTranslator()
    // "e" and a combining accent are two scalars for SDL and one character here.
    let output = translator.translate(
      .textEditing(text: "e\u{301}x", start: 2, timestamp: 0))
    #expect(
      output
        == .text(TextInputEvent(text: "e\u{301}x", phase: .composing, compositionCaret: 1)))
    let ended = translator.translate(.textEditing(text: "", start: 0, timestamp: 0))
    #expect(ended == .text(TextInputEvent(text: "", phase: .composing)))
  }

  @MainActor @Test("SDL's text buffers are read up to their NUL, invalid bytes repaired")
  func nulTerminated() {
    let bytes: [UInt8] = [0x61, 0xC3, 0xA9, 0x00, 0x62]
    let text = bytes.withUnsafeBytes { SDLEventQueue.string(fromNulTerminated: $0) }
    #expect(text == "aé")
    let broken: [UInt8] = [0x61, 0xFF]
    let repaired = broken.withUnsafeBytes { SDLEventQueue.string(fromNulTerminated: $0) }
    #expect(repaired == "a\u{FFFD}")
  }
}
