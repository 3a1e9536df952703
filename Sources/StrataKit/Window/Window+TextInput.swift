extension Window {
  /// The first responder when it takes typed text (a text field) and, while something is
  /// presented, lies inside the topmost presentation; else `nil`. A host turns the platform's
  /// text input on while there is one and places the input method's window at its
  /// ``TextInputClient/textInputCaretRect``.
  public var textInputClient: (any TextInputClient)? {
    guard let responder = firstResponder, let client = responder as? any TextInputClient else {
      return nil
    }
    // Typing goes where keys go: not to a field an alert slides in over.
    return isInsideTopmostPresentation(responder) ? client : nil
  }

  /// Delivers text typed or composed by the keyboard or an input method to the
  /// ``textInputClient``; with none, the text goes nowhere. A focused view that left the
  /// window hands the focus on first (``updateFocusIfNeeded()``).
  public func send(_ event: TextInputEvent) {
    updateFocusIfNeeded()
    gestureArena.handleEvent(at: event.timestamp) {
      textInputClient?.textInput(event)
    }
  }
}
