extension TextField {
  /// Shows the caret solid and blinks it again from now, for ``caretBlinkDuration`` seconds,
  /// while the field edits in a window.
  func restartBlink() {
    caretBlinkOn = true
    guard editingActive, let window else {
      stopBlink()
      updateCaretVisibility()
      return
    }
    blinkStart = window.currentTime
    if blinkLink == nil {
      let link = DisplayLink { [weak self] link in
        guard let self else { return link.invalidate() }
        self.blinkStep(at: link.timestamp)
      }
      link.add(to: window)
      blinkLink = link
    }
    updateCaretVisibility()
  }

  /// Stops the blink; the caret keeps its state.
  func stopBlink() {
    blinkLink?.invalidate()
    blinkLink = nil
  }

  /// Shows or hides the caret for a frame at `time`; after ``caretBlinkDuration`` it stays
  /// shown and the blink stops, so the window rests.
  private func blinkStep(at time: Double) {
    let elapsed = time - blinkStart
    if elapsed >= Self.caretBlinkDuration || !elapsed.isFinite {
      caretBlinkOn = true
      stopBlink()
    } else {
      caretBlinkOn = Int((max(0, elapsed) / Self.caretBlinkHalfPeriod).rounded(.down)) % 2 == 0
    }
    updateCaretVisibility()
  }

  /// Shows the caret while the field edits, the blink is on and nothing is selected (or a
  /// composition shows).
  func updateCaretVisibility() {
    let shows =
      editingActive && caretBlinkOn && (markedState != nil || selectedRange.isEmpty)
    caretView.isOn = shows
  }
}
