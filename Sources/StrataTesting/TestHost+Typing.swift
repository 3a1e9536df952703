import StrataKit

/// Typing: text sent as a desktop's keyboard and input methods send it, a key event and a text
/// input event for each character typed on the keys, and compositions as an input method
/// shows them before it commits.
extension TestHost {
  /// Types `text` now, one character after another, as SDL delivers typing: for a character
  /// on the keys (printable ASCII) a key down (Shift held for capitals), then the character
  /// as committed text (`TextInputEvent`), then the key up; for any other character (an
  /// accented letter, an emoji) the committed text alone, as a keyboard layout or an input
  /// method sends it. Each goes through the window as a real one would, to its
  /// `TextInputClient`; `"\n"` presses Return instead.
  public func type(_ text: String) {
    for character in text {
      if character == "\n" || character == "\r\n" {
        press(key: .enter)
        continue
      }
      let key = Self.key(typing: character)
      if let key {
        window.send(
          KeyEvent(key: key.key, modifiers: key.modifiers, phase: .down, timestamp: clock.now))
        didStep()
      }
      window.send(TextInputEvent(text: String(character), timestamp: clock.now))
      didStep()
      if let key {
        window.send(
          KeyEvent(key: key.key, modifiers: key.modifiers, phase: .up, timestamp: clock.now))
        didStep()
      }
    }
  }

  /// Shows `text` as an input method's composition (its preedit) now, with its caret
  /// `caret` characters in (at its end by default); empty text ends the composition without
  /// inserting anything, as SDL's empty `SDL_TEXTEDITING` does.
  public func compose(_ text: String, caret: Int? = nil) {
    window.send(
      TextInputEvent(text: text, phase: .composing, compositionCaret: caret, timestamp: clock.now))
    didStep()
  }

  /// Commits `text` now, as an input method does when the composition is done: it replaces
  /// the composition shown.
  public func commitComposition(_ text: String) {
    window.send(TextInputEvent(text: text, timestamp: clock.now))
    didStep()
  }

  /// The key a US keyboard types `character` with, or `nil` for a character off its keys.
  private static func key(typing character: Character) -> (key: Key, modifiers: KeyModifiers)? {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      (0x20...0x7E).contains(scalar.value)
    else { return nil }
    if character == " " { return (.space, []) }
    if character.isUppercase { return (Key(character.lowercased()), .shift) }
    return (Key(String(character)), [])
  }
}
