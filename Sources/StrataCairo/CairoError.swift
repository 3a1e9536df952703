import CCairo

/// A failure reported by Cairo: its status, its message and the operation that failed.
///
/// Every Cairo object is checked once, right after it is created (`cairo_create` and friends
/// never return `NULL`; they return an object in an error state), and a bad status becomes this
/// error. Reading or writing a PNG file that fails throws it too, with the path in `operation`.
public struct CairoError: Error, Sendable, CustomStringConvertible {
  /// The raw value of Cairo's `cairo_status_t`.
  public let status: Int32
  /// Cairo's description of the status, from `cairo_status_to_string`.
  public let message: String
  /// What was being done when the failure happened, such as `read PNG from "/tmp/a.png"`.
  public let operation: String

  init(status: cairo_status_t, operation: String) {
    self.status = Int32(bitPattern: status.rawValue)
    self.message = String(cString: cairo_status_to_string(status))
    self.operation = operation
  }

  /// One sentence naming the operation, Cairo's message and the status number.
  public var description: String {
    "\(operation) failed: \(message) (cairo status \(status))"
  }

  /// Throws a ``CairoError`` for `operation` unless `status` is `CAIRO_STATUS_SUCCESS`.
  static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw CairoError(status: status, operation: operation())
  }
}
