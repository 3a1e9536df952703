import StrataKit

/// A gesture recognizer delegate whose answers are closures a test sets; unset answers are the
/// protocol's defaults.
@MainActor
final class GestureDelegateStub: GestureRecognizerDelegate {
  var shouldBegin: ((GestureRecognizer) -> Bool)?
  var simultaneous: ((GestureRecognizer, GestureRecognizer) -> Bool)?
  var requireFailure: ((GestureRecognizer, GestureRecognizer) -> Bool)?
  var requiredToFail: ((GestureRecognizer, GestureRecognizer) -> Bool)?
  var shouldReceive: ((GestureRecognizer, PointerEvent) -> Bool)?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    shouldBegin?(gestureRecognizer) ?? true
  }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    simultaneous?(gestureRecognizer, otherGestureRecognizer) ?? false
  }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    requireFailure?(gestureRecognizer, otherGestureRecognizer) ?? false
  }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
  ) -> Bool {
    requiredToFail?(gestureRecognizer, otherGestureRecognizer) ?? false
  }

  func gestureRecognizer(
    _ gestureRecognizer: GestureRecognizer, shouldReceive event: PointerEvent
  ) -> Bool {
    shouldReceive?(gestureRecognizer, event) ?? true
  }
}
