extension View {
  /// Attaches `gestureRecognizer` to the view, taking it from the view it was attached to.
  /// Adding a recognizer the view already has is a no-op.
  public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view !== self else { return }
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` from the view; a gesture in progress is cancelled (or fails
  /// when it had not begun). A no-op when the recognizer is not attached to this view.
  public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
    guard gestureRecognizer.view === self else { return }
    gestureRecognizer.arena?.withdraw(gestureRecognizer)
    gestureRecognizers.removeAll { $0 === gestureRecognizer }
    gestureRecognizer.view = nil
  }
}
