/// Refines how a gesture recognizer competes with others: Strata's
/// `UIGestureRecognizerDelegate`. Every method has a default, so a delegate implements only
/// what it needs.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
  /// Whether `gestureRecognizer` may leave ``GestureRecognizer/State/possible`` to begin or
  /// recognize; answering false makes it fail. The default is true.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

  /// Whether `gestureRecognizer` and `otherGestureRecognizer` may both recognize from the
  /// same pointers; either delegate answering true allows it. The default is false.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail before it
  /// begins. The default is false.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail before it
  /// begins. The default is false.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool

  /// Whether `gestureRecognizer` should track the pointer that just went down (`event` is its
  /// `began` event). The default is true.
  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive event: PointerEvent
  ) -> Bool
}

extension GestureRecognizerDelegate {
  /// Returns true: the recognizer may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    true
  }

  /// Returns false: recognizers exclude each other.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    false
  }

  /// Returns false: no extra failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    false
  }

  /// Returns false: no extra failure requirement.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    false
  }

  /// Returns true: the recognizer tracks every pointer that goes down on its view.
  public func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive event: PointerEvent
  ) -> Bool {
    true
  }
}
