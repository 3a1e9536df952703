extension Window {
  /// The window as an assistive technology reads it now: the frame, and in it every element
  /// that shows (see ``AccessibilityNode``). Built from the views' current geometry each time,
  /// after laying out what waits for layout (as a frame would), so that what a change just
  /// asked for is read.
  public func accessibilityTree() -> AccessibilityNode {
    layoutIfNeeded()
    var builder = AccessibilityTreeBuilder(window: self)
    return builder.build()
  }

  /// Performs the action `name` on the element `id` of the current tree, as an assistive
  /// technology does: `"activate"`, `"increment"`, `"decrement"`, `"escape"` (asks the element
  /// and each responder after it), `"scroll up"`, `"scroll down"`, `"scroll left"`,
  /// `"scroll right"` (the element's nearest scroll view that moves) or a custom action's name.
  /// Returns whether something acted; an element no longer in the tree, or an unknown name,
  /// does nothing and returns false.
  @discardableResult
  public func performAccessibilityAction(named name: String, on id: AccessibilityNode.ID) -> Bool {
    guard let view = accessibilityView(for: id) else { return false }
    switch name {
    case "activate": return view.accessibilityActivate()
    case "increment", "decrement":
      guard view.accessibilityTraits.contains(.adjustable) else { return false }
      if name == "increment" {
        view.accessibilityIncrement()
      } else {
        view.accessibilityDecrement()
      }
      return true
    case "escape": return Self.performEscape(from: view)
    default:
      if let direction = AccessibilityScrollDirection(actionName: name) {
        return Self.scroll(direction, from: view)
      }
      let action = AccessibilityTreeBuilder.customActions(of: view).first { $0.name == name }
      return action?.perform() ?? false
    }
  }

  /// Moves the keyboard focus to the view behind the element `id` of the current tree, as an
  /// assistive technology's "grab focus" does: the view becomes first responder (a text field
  /// asks its delegate and begins editing) and shows its focus ring, as focus moved from the
  /// keyboard does. Returns whether the view holds the focus now; false for an element no
  /// longer in the tree or a view that cannot take the focus.
  package func focusAccessibilityElement(_ id: AccessibilityNode.ID) -> Bool {
    guard let view = accessibilityView(for: id), view.canBecomeFocused else { return false }
    let override = focusRingOverride
    focusRingOverride = true
    defer { focusRingOverride = override }
    return view.becomeFirstResponder() && firstResponder === view
  }

  /// Makes `edit` in the editable text behind the element `id` of the current tree (see
  /// ``AccessibilityTextEditing``). Returns whether it was made; false for an element no longer
  /// in the tree, one that is not editable text, or an edit the view refused.
  package func performAccessibilityTextEdit(
    _ edit: AccessibilityTextEdit, on id: AccessibilityNode.ID
  ) -> Bool {
    guard let editing = accessibilityView(for: id) as? any AccessibilityTextEditing else {
      return false
    }
    return editing.performAccessibilityTextEdit(edit)
  }

  /// The view behind the element `id` of the tree built now, after layout; `nil` when no
  /// element of the tree has that identity.
  ///
  /// - Complexity: O(n) in the number of views, the cost of building the tree.
  private func accessibilityView(for id: AccessibilityNode.ID) -> View? {
    layoutIfNeeded()
    var builder = AccessibilityTreeBuilder(window: self)
    _ = builder.build()
    return builder.views[id]
  }

  /// Goes back, closes or dismisses as a screen reader's escape gesture does: asks the first
  /// responder (or the modal view, or the root view's controller when nothing has focus) and
  /// each responder after it until one acts. Returns whether one did.
  @discardableResult
  public func performAccessibilityEscape() -> Bool {
    let start: Responder? = firstResponder ?? rootViewController?.viewIfLoaded
    guard let start else { return false }
    return Self.performEscape(from: start)
  }

  private static func performEscape(from start: Responder) -> Bool {
    var responder: Responder? = start
    while let current = responder {
      if current.accessibilityPerformEscape() { return true }
      responder = current.next
    }
    return false
  }

  private static func scroll(_ direction: AccessibilityScrollDirection, from start: View) -> Bool {
    var view: View? = start
    while let current = view {
      if current.accessibilityScroll(direction) { return true }
      view = current.superview
    }
    return false
  }
}

extension Window {
  /// Tells assistive technologies about a change, as `UIAccessibility.post(notification:
  /// argument:)`: a screen change moves ``accessibilityFocus`` to its element, or to the first
  /// element of the new tree, and every observer hears it (the AT-SPI bridge passes it on).
  public func postAccessibilityNotification(_ notification: AccessibilityNotification) {
    switch notification {
    case .screenChanged(let focus, _):
      hasUnresolvedScreenChange = false
      storedAccessibilityFocus =
        focus ?? accessibilityTree().allNodes.first { $0.id != nil && $0.children.isEmpty }?.id
    case .layoutChanged(let focus):
      if let focus {
        hasUnresolvedScreenChange = false
        storedAccessibilityFocus = focus
      }
    case .announcement:
      break
    }
    for handler in accessibilityObservers.liveHandlers() { handler(notification) }
  }

  /// Posts a screen change to what `content` shows, as a container does when it has moved to a
  /// new screen: after the next frame is composed (so that the new screen is laid out and the
  /// call never builds the tree in the middle of a transition's end), the reader's focus moves
  /// to the first element inside `content` (or the tree's first, when `content` shows none),
  /// and the observers hear it with `announcement`. While nothing observes the window's
  /// notifications the tree is not built: the focus is found when ``accessibilityFocus`` is
  /// next read.
  public func postScreenChange(to content: View?, announcement: String?) {
    unresolvedScreenContent = content
    unresolvedAnnouncement = announcement
    hasUnresolvedScreenChange = true
  }

  /// Tells the observers about the screen change posted since the last frame, if one was and
  /// someone listens; called when a frame has been composed.
  func deliverScreenChange() {
    guard hasUnresolvedScreenChange else { return }
    let observers = accessibilityObservers.liveHandlers()
    guard !observers.isEmpty else { return }
    let announcement = unresolvedAnnouncement
    let focus = accessibilityFocus
    let notification = AccessibilityNotification.screenChanged(
      focus: focus, announcement: announcement)
    for handler in observers { handler(notification) }
  }

  /// The element an assistive technology reads now: the one the last screen or layout change
  /// moved it to.
  public var accessibilityFocus: AccessibilityNode.ID? {
    if hasUnresolvedScreenChange {
      hasUnresolvedScreenChange = false
      unresolvedAnnouncement = nil
      storedAccessibilityFocus =
        firstElement(inside: unresolvedScreenContent)
        ?? accessibilityTree().allNodes.first { $0.id != nil && $0.children.isEmpty }?.id
    }
    return storedAccessibilityFocus
  }

  /// The first element, in reading order, of a view inside `content`.
  private func firstElement(inside content: View?) -> AccessibilityNode.ID? {
    guard let content else { return nil }
    layoutIfNeeded()
    var builder = AccessibilityTreeBuilder(window: self)
    let tree = builder.build()
    return tree.allNodes.first { node in
      guard let id = node.id, node.children.isEmpty, let view = builder.views[id] else {
        return false
      }
      return view.isDescendant(of: content)
    }?.id
  }

  /// Calls `handler` with every notification the window posts while the returned token lives.
  public func observeAccessibilityNotifications(
    _ handler: @escaping (AccessibilityNotification) -> Void
  ) -> ObservationToken {
    accessibilityObservers.add(handler)
  }
}
