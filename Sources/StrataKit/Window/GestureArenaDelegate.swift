/// What the gesture arena asks of the room that tracks the pointers it arbitrates: which views
/// they went down on, and what those views are told when recognizers decide.
@MainActor
protocol GestureArenaDelegate: AnyObject {
  /// The views the pointers `recognizer` tracks went down on (the hit views), in the order
  /// the pointers went down.
  func gestureArena(
    _ arena: GestureArena, viewsUnderPointersOf recognizer: GestureRecognizer
  ) -> [View]

  /// `recognizer` began or recognized and cancels touches in view: the views under its
  /// pointers get `pointerCancelled(_:)` and nothing more of those pointers.
  func gestureArena(_ arena: GestureArena, cancelTouchesTakenBy recognizer: GestureRecognizer)

  /// Recognizers decided something while the arena settles: events held back for recognizers
  /// that are no longer undecided can go to their views. Called until nothing changes.
  func gestureArenaDidDecide(_ arena: GestureArena)

  /// The arena finished settling after an event: finished recognizers were reset.
  func gestureArenaDidSettle(_ arena: GestureArena)
}
