/// A responder that takes typed text, as `UIKeyInput` with `UITextInput`'s marked text: a
/// text field.
///
/// While a client is the window's first responder, the host turns on the platform's text
/// input (SDL's, with its input method window placed at ``textInputCaretRect``) and sends it
/// the text typed (the window's `send(_:)` of a ``TextInputEvent``); keys go to it before
/// the key commands of the responder chain when ``takesKeyBeforeCommands(_:)`` says so, so
/// that typing "j" in a field does not run a container's "j" shortcut.
@MainActor
public protocol TextInputClient: Responder {
  /// Whether the client has any text, as `UIKeyInput.hasText`.
  var hasText: Bool { get }

  /// Inserts `text` at the caret, in place of the selection, as if typed.
  func insertText(_ text: String)

  /// Deletes the character before the caret, or the selection, as Backspace does.
  func deleteBackward()

  /// Handles text committed or composed by the keyboard or an input method.
  func textInput(_ event: TextInputEvent)

  /// Where the caret is, in window coordinates (model geometry), for the input method's
  /// window; `nil` when the client is in no window.
  var textInputCaretRect: Rect? { get }

  /// Whether the client handles `event` (a key going down) itself, before the key commands of
  /// the responder chain see it: keys that edit or type text.
  func takesKeyBeforeCommands(_ event: KeyEvent) -> Bool

  /// The window's first responder changed from or to this client: a text field begins or
  /// ends editing, however the focus moved (a click elsewhere, Tab, code).
  func firstResponderDidChange()
}
