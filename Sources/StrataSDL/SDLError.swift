import CSDL2

/// A failure reported by SDL: the operation that failed and SDL's message (`SDL_GetError()`).
///
/// Every SDL call that can fail is checked where it is made, and a failure becomes this error;
/// so does a window that cannot be opened because there is no display.
public struct SDLError: Error, Sendable, CustomStringConvertible {
  /// What was being done, such as `SDL_CreateWindow "Strata Gallery" 800×600`.
  public let operation: String
  /// Why it failed: SDL's message, or Strata's own when the failure was found before calling
  /// SDL (no display).
  public let message: String

  /// Creates an error for `operation` with `message`.
  package init(operation: String, message: String) {
    self.operation = operation
    self.message = message
  }

  /// One sentence naming the operation and the reason.
  public var description: String {
    "\(operation) failed: \(message)"
  }

  /// An error for `operation` carrying SDL's current message, which it then clears.
  static func current(_ operation: String) -> SDLError {
    let message = String(cString: SDL_GetError())
    SDL_ClearError()
    return SDLError(operation: operation, message: message.isEmpty ? "unknown SDL error" : message)
  }

  /// Throws an error for `operation` when `status` (an SDL return code) is negative.
  static func check(_ status: Int32, _ operation: @autoclosure () -> String) throws {
    guard status < 0 else { return }
    throw current(operation())
  }

  /// Returns `handle`, or throws an error for `operation` when SDL returned `NULL`.
  static func check<Handle>(_ handle: Handle?, _ operation: @autoclosure () -> String) throws
    -> Handle
  {
    guard let handle else { throw current(operation()) }
    return handle
  }
}
