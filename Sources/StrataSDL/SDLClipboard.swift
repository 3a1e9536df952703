import CSDL2
import StrataKit

/// The system clipboard, through SDL (`SDL_SetClipboardText`, `SDL_GetClipboardText`): what a
/// text field copies here, other applications paste, and the reverse. ``Application`` makes
/// it its window's clipboard. SDL's video subsystem must be running.
@MainActor
final class SDLClipboard: Clipboard {
  /// The text on the system clipboard, or `nil` when it holds none (or SDL cannot read it);
  /// setting `nil` empties it.
  var string: String? {
    get {
      guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else {
        return nil
      }
      defer { SDL_free(text) }
      return String(cString: text)
    }
    set {
      // SDL copies the text; a failure leaves the clipboard as it was.
      _ = SDL_SetClipboardText(newValue ?? "")
    }
  }
}
