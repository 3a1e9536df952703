/// Recognizes a gesture from the pointer events that reach a view: Strata's
/// `UIGestureRecognizer`. (The full state machine and arbitration are being built.)
@MainActor
open class GestureRecognizer {
  /// Creates a recognizer.
  public init() {}
}
