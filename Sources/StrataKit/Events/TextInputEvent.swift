/// Text typed into the window: committed text, or the text an input method is composing.
///
/// A key that produces a character arrives twice on the desktop: as a ``KeyEvent`` (the key)
/// and as a text input event (the character the keyboard layout or the input method made of
/// it). A text field inserts the text from this event and treats keys as commands only, so
/// nothing is typed twice. The window delivers it to its first responder when that is a
/// ``TextInputClient``.
public struct TextInputEvent: Sendable, Hashable {
  /// What the event carries.
  public enum Phase: String, Sendable, Hashable, Codable {
    /// `text` is final: insert it (in place of any composition shown).
    case commit
    /// An input method composes `text` (its preedit): show it, marked, in place of the last
    /// composition, with the caret at ``TextInputEvent/compositionCaret``. Empty text ends
    /// the composition without inserting anything.
    case composing
  }

  /// The text committed or being composed.
  public var text: String
  /// Whether the text is committed or composed.
  public var phase: Phase
  /// Where the input method's caret is in a composition, in characters from its start
  /// (clamped to the composition); 0 for committed text.
  public var compositionCaret: Int
  /// When the event happened, in seconds on the window clock's scale.
  public var timestamp: Double

  /// Creates a text input event.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - phase: Committed (the default) or composing.
  ///   - compositionCaret: The caret in a composition, in characters; defaults to its end.
  ///   - timestamp: When it happened, in seconds on the window clock's scale.
  public init(
    text: String, phase: Phase = .commit, compositionCaret: Int? = nil, timestamp: Double = 0
  ) {
    self.text = text
    self.phase = phase
    let count = text.count
    self.compositionCaret = phase == .commit ? 0 : min(max(0, compositionCaret ?? count), count)
    self.timestamp = timestamp
  }
}
