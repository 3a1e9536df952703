extension Window {
  /// The first responder when it takes typed text (a text field), else `nil`. A host turns
  /// the platform's text input on while there is one and places the input method's window at
  /// its ``TextInputClient/textInputCaretRect``.
  public var textInputClient: (any TextInputClient)? {
    firstResponder as? any TextInputClient
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
