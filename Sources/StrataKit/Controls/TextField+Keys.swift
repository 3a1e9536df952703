extension TextField {
  /// Whether the field handles `event` itself, before the responder chain's key commands:
  /// while it edits, keys that type text (without Ctrl, Alt or Super: their text arrives as a
  /// ``TextInputEvent``), Backspace, Delete, the left and right arrows, Home, End and Return
  /// (alone or with Shift or Ctrl), and Ctrl+A, C, X, V, Z, Shift+Z and Y. Tab, Escape, the
  /// up and down arrows and other shortcuts go on up the chain.
  public func takesKeyBeforeCommands(_ event: KeyEvent) -> Bool {
    editingCommand(for: event) != nil
  }

  /// Edits as `event` says; returns false when the key is not the field's.
  func handleKeyDown(_ event: KeyEvent) -> Bool {
    guard let command = editingCommand(for: event) else { return false }
    perform(command)
    return true
  }

  /// Whether the field took `event`'s key going down (so its going up ends here too).
  func tookKey(of event: KeyEvent) -> Bool {
    var down = event
    down.phase = .down
    return editingCommand(for: down) != nil
  }

  /// What a key does in the field.
  enum EditingCommand: Equatable {
    case text
    case move(TextLineLayout.Direction, byWord: Bool, extending: Bool)
    case home(extending: Bool)
    case end(extending: Bool)
    case delete(forward: Bool, byWord: Bool)
    case enter
    case selectAll
    case copy
    case cut
    case paste
    case undo
    case redo
  }

  /// The command `event` (a key going down) means while the field edits, or `nil`.
  func editingCommand(for event: KeyEvent) -> EditingCommand? {
    guard event.phase == .down, isEnabled, isFirstResponder else { return nil }
    let modifiers = event.modifiers
    let control = modifiers.contains(.control)
    let shift = modifiers.contains(.shift)
    if modifiers.isDisjoint(with: [.control, .alternate, .command]),
      event.key.name.count == 1 || event.key == .space
    {
      return .text
    }
    if modifiers.isSubset(of: [.shift, .control]) {
      switch event.key {
      case .leftArrow: return .move(.left, byWord: control, extending: shift)
      case .rightArrow: return .move(.right, byWord: control, extending: shift)
      case .home: return .home(extending: shift)
      case .end: return .end(extending: shift)
      case .backspace: return .delete(forward: false, byWord: control)
      case .delete: return .delete(forward: true, byWord: control)
      case .enter: return modifiers.isEmpty ? .enter : nil
      default: break
      }
    }
    guard control, modifiers.isSubset(of: [.shift, .control]) else { return nil }
    switch (event.key.name, shift) {
    case ("a", false): return .selectAll
    case ("c", false): return .copy
    case ("x", false): return .cut
    case ("v", false): return .paste
    case ("z", false): return .undo
    case ("z", true), ("y", false): return .redo
    default: return nil
    }
  }

  /// Does what `command` says.
  private func perform(_ command: EditingCommand) {
    switch command {
    case .text:
      break
    case .move(let direction, let byWord, let extending):
      markedState = nil
      moveCaret(toward: direction, byWord: byWord, extending: extending)
    case .home(let extending):
      markedState = nil
      moveCaret(to: 0, extending: extending)
    case .end(let extending):
      markedState = nil
      moveCaret(to: storage.count, extending: extending)
    case .delete(let forward, let byWord):
      if markedState != nil {
        markedState = nil
        contentDidChange()
      } else {
        deleteCharacter(forward: forward, byWord: byWord)
      }
    case .enter:
      if let marked = markedState {
        markedState = nil
        replaceSelection(with: marked.text, kind: .typing)
      } else {
        _ = delegate?.textFieldShouldReturn(self)
      }
    case .selectAll: selectAll()
    case .copy: copy()
    case .cut: cut()
    case .paste: paste()
    case .undo: undo()
    case .redo: redo()
    }
  }
}
