extension TextField {
  /// What a field archives: its text and selection, in characters.
  struct RestorableState: Codable, Hashable {
    var text: String
    var selectionStart: Int
    var selectionEnd: Int
  }

  /// The key a field's state has in its controller's archive.
  static func restorationKey(for identifier: String) -> String { "TextField.\(identifier)" }

  /// Archives the field's text and selection into `coder` (its controller's) under a key
  /// made of its ``restorationIdentifier``; a field without one archives nothing. A
  /// controller's default `encodeRestorableState(with:)` calls it for every field of its own
  /// view tree (not inside a child controller's view), so an override that calls `super`
  /// keeps them. A secure field archives nothing, as a password must not be written down.
  public func encodeRestorableState(with coder: StateCoder) {
    guard let restorationIdentifier, !isSecureTextEntry else { return }
    let range = selectedRange
    coder.encode(
      RestorableState(
        text: storage, selectionStart: range.lowerBound, selectionEnd: range.upperBound),
      forKey: Self.restorationKey(for: restorationIdentifier))
  }

  /// Restores what ``encodeRestorableState(with:)`` archived: the text (made one line) and the
  /// selection (clamped), without asking the delegate; nothing when the archive has nothing
  /// for this field.
  ///
  /// - Throws: ``StateRestorationError`` when the archived value is not a field's state.
  public func decodeRestorableState(with coder: StateCoder) throws(StateRestorationError) {
    guard let restorationIdentifier else { return }
    guard
      let state = try coder.decodeIfPresent(
        RestorableState.self, forKey: Self.restorationKey(for: restorationIdentifier))
    else { return }
    text = state.text
    selectedRange = state.selectionStart..<max(state.selectionStart, state.selectionEnd)
  }

  /// The fields in `controller`'s own views, depth first: its view's subtree without the
  /// subtrees of other controllers' views. Loads no view.
  static func fields(ownedBy controller: ViewController) -> [TextField] {
    guard let root = controller.viewIfLoaded else { return [] }
    var found: [TextField] = []
    var stack = [root]
    while let view = stack.popLast() {
      if view !== root, let owner = view.owningViewController, owner !== controller { continue }
      if let field = view as? TextField { found.append(field) }
      stack += view.subviews.reversed()
    }
    return found
  }
}
