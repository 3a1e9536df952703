extension TextField {
  /// Shows the caret solid and blinks it again from now, for ``caretBlinkDuration`` seconds,
  /// while the field edits in a window.
  func restartBlink() {
    caretBlinkOn = true
    stopBlink()
    if editingActive, let window {
      blinkStart = window.currentTime
      scheduleBlinkStep(after: 0, in: window)
    }
    updateCaretVisibility()
  }

  /// Stops the blink; the caret keeps its state.
  func stopBlink() {
    blinkTimer?.invalidate()
    blinkTimer = nil
  }

  /// Schedules the blink's next step: when the caret next shows or hides after `elapsed`
  /// seconds of blinking, or when the blink ends. Between steps nothing is scheduled on
  /// frames, so the window draws nothing and its host sleeps.
  private func scheduleBlinkStep(after elapsed: Double, in window: Window) {
    let halves = (max(0, elapsed) / Self.caretBlinkHalfPeriod).rounded(.down) + 1
    let next = min(halves * Self.caretBlinkHalfPeriod, Self.caretBlinkDuration)
    blinkTimer = FrameTimer(window: window, fireTime: blinkStart + next) { [weak self] in
      self?.blinkStep()
    }
  }

  /// Shows or hides the caret for the frame being made; after ``caretBlinkDuration`` it stays
  /// shown and the blink stops, so the window rests.
  private func blinkStep() {
    blinkTimer = nil
    guard editingActive, let window else { return }
    let elapsed = window.currentTime - blinkStart
    if elapsed >= Self.caretBlinkDuration || !elapsed.isFinite {
      caretBlinkOn = true
    } else {
      caretBlinkOn = Int((max(0, elapsed) / Self.caretBlinkHalfPeriod).rounded(.down)) % 2 == 0
      scheduleBlinkStep(after: elapsed, in: window)
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
