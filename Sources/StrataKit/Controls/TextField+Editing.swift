extension TextField {
  /// Selects all the text, as Ctrl+A does.
  public func selectAll() {
    markedState = nil
    setSelection(anchor: 0, caret: storage.count)
  }

  /// Copies the selection to the window's clipboard, as Ctrl+C does; returns whether it did.
  /// An empty selection, a secure field and a field outside a window copy nothing.
  @discardableResult
  public func copy() -> Bool {
    guard !isSecureTextEntry, !selectedRange.isEmpty, let window else { return false }
    window.clipboard.string = selectedText
    return true
  }

  /// Copies the selection to the window's clipboard and deletes it, as Ctrl+X does; returns
  /// whether it did. A secure field refuses, as does the ``delegate`` refusing the deletion
  /// (then nothing is copied either).
  @discardableResult
  public func cut() -> Bool {
    guard !isSecureTextEntry, !selectedRange.isEmpty, let window else { return false }
    let selected = selectedText
    guard replaceSelection(with: "", kind: .other) else { return false }
    window.clipboard.string = selected
    return true
  }

  /// Inserts the clipboard's text in place of the selection, as Ctrl+V does (line breaks
  /// become spaces); returns whether the text changed.
  @discardableResult
  public func paste() -> Bool {
    guard let pasted = window?.clipboard.string, !pasted.isEmpty else { return false }
    markedState = nil
    return replaceSelection(with: pasted, kind: .other)
  }

  /// Whether there is a step to undo.
  public var canUndo: Bool { history.canUndo }

  /// Whether there is an undone step to redo.
  public var canRedo: Bool { history.canRedo }

  /// Undoes the last editing step (typing coalesces into one step per word or pause), as
  /// Ctrl+Z does; returns whether it did. The ``delegate`` is not asked.
  @discardableResult
  public func undo() -> Bool {
    markedState = nil
    guard let state = history.undo(current: currentEditingState) else { return false }
    apply(state)
    return true
  }

  /// Redoes the last undone step, as Ctrl+Shift+Z does; returns whether it did.
  @discardableResult
  public func redo() -> Bool {
    markedState = nil
    guard let state = history.redo(current: currentEditingState) else { return false }
    apply(state)
    return true
  }

  /// The text and the selection now, for the history.
  var currentEditingState: TextEditingHistory.State {
    TextEditingHistory.State(text: storage, anchor: selectionAnchor, caret: caretIndex)
  }

  /// Replaces the selection with `replacement` (made one line) when the ``delegate`` allows
  /// it: records the step, puts the caret after the new text and sends
  /// ``editingChanged``. Returns whether the text changed.
  @discardableResult
  func replaceSelection(with replacement: String, kind: TextEditingHistory.Kind) -> Bool {
    replace(selectedRange, with: replacement, kind: kind)
  }

  /// Replaces the characters in `range` (clamped to the text) with `replacement`, as
  /// ``replaceSelection(with:kind:)`` does.
  @discardableResult
  func replace(
    _ range: Range<Int>, with replacement: String, kind: TextEditingHistory.Kind
  ) -> Bool {
    let clean = Self.singleLine(replacement)
    let count = storage.count
    let lower = min(max(0, range.lowerBound), count)
    let upper = min(max(lower, range.upperBound), count)
    guard !(lower == upper && clean.isEmpty) else {
      contentDidChange()
      return false
    }
    let start = storage.index(storage.startIndex, offsetBy: lower)
    let end = storage.index(start, offsetBy: upper - lower)
    if let delegate,
      !delegate.textField(
        self, shouldChangeCharactersIn: start..<end,
        replacementString: clean)
    {
      contentDidChange()
      return false
    }
    let before = currentEditingState
    // The caret goes after the new text, counted in the text it makes: a combining accent
    // typed after a letter joins it, and the two are one character.
    let upToCaret = String(storage[..<start]) + clean
    storage.replaceSubrange(start..<end, with: clean)
    let caret = min(upToCaret.count, storage.count)
    selectionAnchor = caret
    caretIndex = caret
    history.record(
      before: before, after: currentEditingState, kind: kind, inserted: clean,
      time: window?.currentTime ?? 0)
    contentDidChange()
    restartBlink()
    sendEditingChanged()
    return true
  }

  /// Deletes the selection, or the character (or, `byWord`, the word) before or after the
  /// caret.
  func deleteCharacter(forward: Bool, byWord: Bool) {
    guard selectedRange.isEmpty else {
      replaceSelection(with: "", kind: .other)
      return
    }
    let caret = caretIndex
    let target: Int
    if byWord {
      target = forward ? wordEnd(after: caret) : wordStart(before: caret)
    } else {
      target = forward ? min(caret + 1, storage.count) : max(caret - 1, 0)
    }
    guard target != caret else { return }
    replace(
      min(caret, target)..<max(caret, target), with: "",
      kind: forward ? .deletingForward : .deletingBackward)
  }

  /// Puts the selection's ends at `anchor` and `caret` (clamped), drawing again when they
  /// moved; the caret shows solid and blinks again.
  func setSelection(anchor: Int, caret: Int) {
    let count = storage.count
    let anchor = min(max(0, anchor), count)
    let caret = min(max(0, caret), count)
    restartBlink()
    guard anchor != selectionAnchor || caret != caretIndex else { return }
    selectionAnchor = anchor
    caretIndex = caret
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Moves the caret to `index`, extending the selection from its anchor when `extending`.
  func moveCaret(to index: Int, extending: Bool) {
    setSelection(anchor: extending ? selectionAnchor : index, caret: index)
  }

  /// Moves the caret one character toward `direction` on screen (or collapses a selection to
  /// its end on that side), as the arrow keys do; `byWord` moves by word in the direction the
  /// line reads.
  func moveCaret(toward direction: TextLineLayout.Direction, byWord: Bool, extending: Bool) {
    let layout = committedLayout()
    if byWord {
      let forward = (direction == .right) != layout.isRightToLeft
      moveCaret(
        to: forward ? wordEnd(after: caretIndex) : wordStart(before: caretIndex),
        extending: extending)
      return
    }
    let range = selectedRange
    if !extending, !range.isEmpty {
      let lowerX = layout.caretX(at: range.lowerBound)
      let upperX = layout.caretX(at: range.upperBound)
      let lowerIsLeft = lowerX <= upperX
      let end = (direction == .left) == lowerIsLeft ? range.lowerBound : range.upperBound
      moveCaret(to: end, extending: false)
      return
    }
    let target = layout.index(movingVisuallyFrom: caretIndex, toward: direction) ?? caretIndex
    moveCaret(to: target, extending: extending)
  }

  /// Selects the word at `index` (a run of word characters, or of spaces, or one other
  /// character), as a double-click does.
  func selectWord(at index: Int) {
    let characters = Array(storage)
    guard !characters.isEmpty else { return }
    let at = min(max(0, index), characters.count - 1)
    let kind = Self.wordClass(characters[at])
    var start = at
    var end = at + 1
    if kind != .other {
      while start > 0 && Self.wordClass(characters[start - 1]) == kind { start -= 1 }
      while end < characters.count && Self.wordClass(characters[end]) == kind { end += 1 }
    }
    setSelection(anchor: start, caret: end)
  }

  /// The end of the word after `index`: past any non-word characters, then past the word.
  func wordEnd(after index: Int) -> Int {
    let characters = Array(storage)
    var end = min(max(0, index), characters.count)
    while end < characters.count && Self.wordClass(characters[end]) != .word { end += 1 }
    while end < characters.count && Self.wordClass(characters[end]) == .word { end += 1 }
    return end
  }

  /// The start of the word before `index`: back over any non-word characters, then the word.
  func wordStart(before index: Int) -> Int {
    let characters = Array(storage)
    var start = min(max(0, index), characters.count)
    while start > 0 && Self.wordClass(characters[start - 1]) != .word { start -= 1 }
    while start > 0 && Self.wordClass(characters[start - 1]) == .word { start -= 1 }
    return start
  }

  /// What a character is to word motion.
  enum WordClass {
    case word
    case space
    case other
  }

  static func wordClass(_ character: Character) -> WordClass {
    if character.isLetter || character.isNumber || character == "_" { return .word }
    if character.isWhitespace { return .space }
    // Emoji and marks read as part of words, as in GTK.
    if character.unicodeScalars.first?.properties.isEmojiPresentation ?? false { return .word }
    return .other
  }

  /// Puts back a state of the history and sends ``editingChanged``.
  private func apply(_ state: TextEditingHistory.State) {
    storage = state.text
    let count = storage.count
    selectionAnchor = min(max(0, state.anchor), count)
    caretIndex = min(max(0, state.caret), count)
    contentDidChange()
    restartBlink()
    sendEditingChanged()
  }

  /// Editing began: the caret shows and blinks.
  func editingDidBegin() {
    restartBlink()
    contentDidChange()
  }

  /// Editing ended: the caret hides, its blink stops, the composition ends, and the delegate
  /// hears of it.
  func editingDidEnd() {
    markedState = nil
    stopBlink()
    contentDidChange()
    delegate?.textFieldDidEndEditing(self)
  }
}
