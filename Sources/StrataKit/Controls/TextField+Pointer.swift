extension TextField {
  /// What the pointer is doing in a field: the clicks counted toward a double-click, the
  /// selection drag or the clear button's press in progress.
  struct PointerState {
    var clickCount = 0
    var lastClickTime = -Double.infinity
    var lastClickLocation = Point.zero
    var draggingPointer: Int?
    var clearButtonPointer: Int?
  }

  /// A press places the caret where it lands (Shift extends the selection to it), a second
  /// press soon after at the same place selects the word, a third the whole line; a press on
  /// the clear button starts clearing. The press made the field first responder already (see
  /// `Window`); a field that refused it ignores the press. The focus ring shows, as on a
  /// desktop entry.
  func trackingBegan(_ event: PointerEvent) -> Bool {
    guard isEnabled, event.isPrimary, event.button == .primary, isFirstResponder else {
      return false
    }
    window?.setFocusRingVisible(true)
    let local = convert(event.location, from: nil)
    if let clear = clearButtonRect, clear.contains(local) {
      pointerState.clearButtonPointer = event.id
      return true
    }
    if let marked = markedState {
      markedState = nil
      replaceSelection(with: marked.text, kind: .typing)
    }
    var state = pointerState
    let moved = local - state.lastClickLocation
    let distance = (moved.x * moved.x + moved.y * moved.y).squareRoot()
    if event.timestamp - state.lastClickTime <= Self.multipleClickInterval, distance <= 4 {
      state.clickCount = state.clickCount % 3 + 1
    } else {
      state.clickCount = 1
    }
    state.lastClickTime = event.timestamp
    state.lastClickLocation = local
    state.draggingPointer = event.id
    pointerState = state
    let index = characterIndex(atLocalX: local.x)
    switch state.clickCount {
    case 2: selectWord(at: index)
    case 3: selectAll()
    default: moveCaret(to: index, extending: event.modifiers.contains(.shift))
    }
    return true
  }

  /// Dragging extends the selection from where the press placed the caret.
  func trackingMoved(_ event: PointerEvent) -> Bool {
    guard event.id == pointerState.draggingPointer else {
      return event.id == pointerState.clearButtonPointer
    }
    let local = convert(event.location, from: nil)
    moveCaret(to: characterIndex(atLocalX: local.x), extending: true)
    return true
  }

  /// Ends the drag; a press on the clear button that lifts on it clears the field (when the
  /// ``delegate`` allows, through ``TextFieldDelegate/textFieldShouldClear(_:)`` and the
  /// change check).
  func trackingEnded(_ event: PointerEvent) -> Bool {
    if event.id == pointerState.clearButtonPointer {
      pointerState.clearButtonPointer = nil
      let local = convert(event.location, from: nil)
      if let clear = clearButtonRect, clear.contains(local),
        delegate?.textFieldShouldClear(self) ?? true
      {
        markedState = nil
        replace(0..<storage.count, with: "", kind: .other)
      }
      return true
    }
    guard event.id == pointerState.draggingPointer else { return false }
    pointerState.draggingPointer = nil
    return true
  }

  /// Ends the drag or the clear button's press without clearing.
  func trackingCancelled(_ event: PointerEvent) -> Bool {
    if event.id == pointerState.clearButtonPointer {
      pointerState.clearButtonPointer = nil
      return true
    }
    guard event.id == pointerState.draggingPointer else { return false }
    pointerState.draggingPointer = nil
    return true
  }

  /// The index of the committed text nearest to `x` in the field's bounds.
  func characterIndex(atLocalX x: Double) -> Int {
    let layout = committedLayout()
    return layout.index(atX: x - textOrigin(for: layout).x)
  }
}
