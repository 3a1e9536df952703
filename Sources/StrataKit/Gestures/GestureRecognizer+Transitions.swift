extension GestureRecognizer.State {
  /// What a recognizer's request to move from one state to another does.
  enum Transition: Hashable {
    /// Leave ``GestureRecognizer/State/possible`` to begin (`began`) or recognize (`ended`).
    /// In a window the gesture arena decides first: the change may wait or become a failure.
    case recognize(GestureRecognizer.State)
    /// Leave ``GestureRecognizer/State/possible`` for ``GestureRecognizer/State/failed``.
    case fail
    /// Move a running gesture on: to `changed`, `ended` or `cancelled`.
    case proceed(GestureRecognizer.State)
  }

  /// The transition a request for `requested` makes from this state, or `nil` when the state
  /// machine ignores the request.
  ///
  /// This is the one table of the recognizer state machine: the gesture arena and a recognizer
  /// outside any window both follow it. A request to fail a running gesture cancels it, a
  /// request to cancel an undecided one fails it, and nothing leads back to `possible` (only the
  /// reset after a gesture does).
  func transition(to requested: Self) -> Transition? {
    switch (self, requested) {
    case (.possible, .began), (.possible, .ended):
      .recognize(requested)
    case (.possible, .failed), (.possible, .cancelled):
      .fail
    case (.began, .changed), (.began, .ended), (.began, .cancelled),
      (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
      .proceed(requested)
    case (.began, .failed), (.changed, .failed):
      .proceed(.cancelled)
    case (.possible, .possible), (.possible, .changed),
      (.began, .possible), (.began, .began),
      (.changed, .possible), (.changed, .began),
      (.ended, _), (.cancelled, _), (.failed, _):
      nil
    }
  }
}
