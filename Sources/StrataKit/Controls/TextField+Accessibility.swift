// MARK: - AccessibilityTextEditing

extension TextField: AccessibilityTextEditing {
  /// The role GTK 4 gives the same kind of entry: `entry` (a `GtkSearchEntry`'s) with the
  /// ``AccessibilityTraits/searchField`` trait, `password text` for secure entry, `text` (a
  /// `GtkEntry`'s) otherwise.
  package var accessibilityTextRole: AccessibilityRole {
    if accessibilityTraits.contains(.searchField) { return .entry }
    return isSecureTextEntry ? .passwordText : .text
  }

  /// The committed text (a bullet per character of secure entry), the caret and the
  /// selection, in scalar offsets; a composition in progress is not part of it.
  package var accessibilityTextState: AccessibilityTextState {
    let boundaries = scalarBoundaries
    let text = isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage
    let range = selectedRange
    return AccessibilityTextState(
      text: text, caret: boundaries[caretIndex],
      selection: boundaries[range.lowerBound]..<boundaries[range.upperBound])
  }

  /// Makes `edit` as the field's own editing does: a replacement, a cut and a paste ask the
  /// ``delegate`` and send ``editingChanged``, and record an undo step; a selection ends any
  /// composition. An offset inside a character (a scalar of a grapheme cluster) widens to the
  /// whole character: a range's start goes back to the character's start and its end on to
  /// the character's end, a caret to the character's start. A disabled field refuses every
  /// edit; a secure one refuses to copy or cut.
  package func performAccessibilityTextEdit(_ edit: AccessibilityTextEdit) -> Bool {
    guard isEnabled else { return false }
    let boundaries = scalarBoundaries
    switch edit {
    case .select(let anchor, let caret):
      let forward = anchor <= caret
      markedState = nil
      setSelection(
        anchor: Self.characterIndex(of: anchor, in: boundaries, roundingUp: !forward),
        caret: Self.characterIndex(
          of: caret, in: boundaries, roundingUp: forward && anchor != caret)
      )
      return true
    case .replace(let range, let replacement):
      markedState = nil
      return replace(Self.characters(of: range, in: boundaries), with: replacement, kind: .other)
    case .copy(let range):
      guard let text = copyableText(in: Self.characters(of: range, in: boundaries)) else {
        return false
      }
      window?.clipboard.string = text
      return true
    case .cut(let range):
      let characters = Self.characters(of: range, in: boundaries)
      guard let text = copyableText(in: characters) else { return false }
      markedState = nil
      guard replace(characters, with: "", kind: .other) else { return false }
      window?.clipboard.string = text
      return true
    case .paste(let offset):
      guard let pasted = window?.clipboard.string, !pasted.isEmpty else { return false }
      let index = Self.characterIndex(of: offset, in: boundaries, roundingUp: false)
      markedState = nil
      return replace(index..<index, with: pasted, kind: .other)
    }
  }

  /// The scalar offset of each character boundary of the committed text: element `i` is where
  /// character `i` starts, the last the scalar count. Secure entry counts one bullet a
  /// character.
  ///
  /// - Complexity: O(n) in the length of the text.
  private var scalarBoundaries: [Int] {
    if isSecureTextEntry { return Array(0...storage.count) }
    var result = [0]
    result.reserveCapacity(storage.count + 1)
    var offset = 0
    for character in storage {
      offset += character.unicodeScalars.count
      result.append(offset)
    }
    return result
  }

  /// The character index of the boundary at scalar `offset`, or of the nearest one before it
  /// (after it, `roundingUp`) when `offset` falls inside a character; offsets outside the text
  /// clamp to its ends.
  private static func characterIndex(of offset: Int, in boundaries: [Int], roundingUp: Bool)
    -> Int
  {
    // The first boundary at or after the offset.
    var low = 0
    var high = boundaries.count - 1
    guard offset > boundaries[low] else { return 0 }
    guard offset < boundaries[high] else { return high }
    while low < high {
      let middle = (low + high) / 2
      if boundaries[middle] < offset { low = middle + 1 } else { high = middle }
    }
    return boundaries[low] == offset || roundingUp ? low : low - 1
  }

  /// The characters a scalar range covers, widened to whole characters.
  private static func characters(of range: Range<Int>, in boundaries: [Int]) -> Range<Int> {
    let lower = characterIndex(of: range.lowerBound, in: boundaries, roundingUp: false)
    let upper = characterIndex(of: range.upperBound, in: boundaries, roundingUp: true)
    return lower..<max(lower, upper)
  }

  /// The text of `characters` for the clipboard; `nil` when there is none or the field is
  /// secure.
  private func copyableText(in characters: Range<Int>) -> String? {
    guard !isSecureTextEntry, !characters.isEmpty, window != nil else { return nil }
    let start = storage.index(storage.startIndex, offsetBy: characters.lowerBound)
    let end = storage.index(start, offsetBy: characters.count)
    return String(storage[start..<end])
  }
}
