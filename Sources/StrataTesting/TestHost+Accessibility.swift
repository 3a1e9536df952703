public import StrataKit

extension TestHost {
  /// The window's accessibility tree now (see `Window.accessibilityTree()`).
  public func accessibilityTree() -> AccessibilityNode {
    window.accessibilityTree()
  }

  /// Performs the action `name` on the first element, depth first, labelled `label` (and of
  /// `role`, when given), as a screen reader's user picks it; then runs a frame. Returns false
  /// when no such element shows or it did not act.
  @discardableResult
  public func performAccessibilityAction(
    _ name: String, onElementLabelled label: String, role: AccessibilityRole? = nil
  ) -> Bool {
    guard let id = accessibilityTree().first(labelled: label, role: role)?.id else { return false }
    let acted = window.performAccessibilityAction(named: name, on: id)
    _ = advance(by: 0)
    return acted
  }
}
