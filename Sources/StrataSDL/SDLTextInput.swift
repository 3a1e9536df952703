import CSDL2
import StrataKit

/// SDL's text input, on while the window's first responder takes text (a text field) and off
/// otherwise, so that keys typed elsewhere start no input method: `SDL_StartTextInput` and
/// `SDL_StopTextInput`, with the input method's window placed under the caret
/// (`SDL_SetTextInputRect`) whenever the caret moves.
@MainActor
struct SDLTextInput {
  /// Whether SDL's text input is on.
  private(set) var isActive = false
  /// The caret rectangle last given to SDL, in window units.
  private var lastRect: [Int32]?

  /// Turns text input on at `caretRect` (window coordinates, points), or off with `nil`.
  /// `pointsPerWindowUnit` converts points to SDL's window units.
  mutating func update(caretRect: Rect?, pointsPerWindowUnit: Double) {
    guard let caretRect, caretRect.isFinite else {
      if isActive {
        SDL_StopTextInput()
        isActive = false
        lastRect = nil
      }
      return
    }
    if !isActive {
      SDL_StartTextInput()
      isActive = true
    }
    let scale = pointsPerWindowUnit > 0 && pointsPerWindowUnit.isFinite ? pointsPerWindowUnit : 1
    func units(_ points: Double) -> Int32 {
      Int32(clamping: Int((points / scale).rounded()))
    }
    let values = [
      units(caretRect.minX), units(caretRect.minY), max(1, units(caretRect.width)),
      max(1, units(caretRect.height)),
    ]
    guard values != lastRect else { return }
    lastRect = values
    var rect = SDL_Rect(x: values[0], y: values[1], w: values[2], h: values[3])
    SDL_SetTextInputRect(&rect)
  }
}
