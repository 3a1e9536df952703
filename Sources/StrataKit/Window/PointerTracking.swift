/// One pointer from the moment it goes down until it lifts (and, when its view's events were
/// delayed, until they are delivered or dropped): the view it went down on, the recognizers it
/// was offered to and what the view has been told.
@MainActor
final class PointerTracking {
  /// What the hit view gets of the pointer's events.
  enum Delivery {
    /// Events go to the view as they come.
    case live
    /// A recognizer with `delaysTouchesBegan` is undecided: the events wait here.
    case delayed([PointerEvent])
    /// A recognizer took the pointer: the view gets nothing more.
    case cancelled
  }

  /// The pointer's id.
  let id: Int
  /// Orders trackings by when their pointers went down.
  let order: Int
  /// The view the pointer went down on (the deepest view under it), if any.
  let view: View?
  /// The recognizers offered the pointer, the hit view's first, then its ancestors'.
  var recognizers: [GestureRecognizer]
  /// The pointer's latest event.
  var lastEvent: PointerEvent
  /// What the view gets.
  var delivery: Delivery = .live
  /// Whether the view received `pointerBegan`.
  var viewReceivedBegan = false
  /// Whether the view received `pointerEnded` or `pointerCancelled`.
  var viewFinished = false
  /// Whether no other pointer was down on the same view when this one went down, so controls
  /// that track one pointer (buttons) follow this one.
  let isPrimary: Bool

  /// Tracks the pointer whose `began` event is `event`, already marked primary or not.
  init(
    id: Int, order: Int, view: View?, recognizers: [GestureRecognizer], event: PointerEvent
  ) {
    self.id = id
    self.order = order
    self.view = view
    self.recognizers = recognizers
    self.lastEvent = event
    self.isPrimary = event.isPrimary
  }

  /// `event`, a later event of this pointer, marked primary when the pointer is.
  func stamped(_ event: PointerEvent) -> PointerEvent {
    var event = event
    event.isPrimary = isPrimary
    return event
  }

  /// Whether the view is receiving this pointer's events now.
  var isLiveInView: Bool {
    if case .live = delivery { return viewReceivedBegan && !viewFinished }
    return false
  }

  /// Whether the view's events are held back.
  var isDelayed: Bool {
    if case .delayed = delivery { return true }
    return false
  }
}
