import StrataKit

extension StackController: AccessibleContainer {
  /// "Back" while there is a page below the top one; "Next" when the top page offers one to
  /// push (a ``StackPushSource``; the navigation controller, whose swipe only goes back, has
  /// none). "Next" asks the source when performed, and does nothing when it offers nothing.
  var gestureActions: [AccessibilityCustomAction] {
    var actions: [AccessibilityCustomAction] = []
    if viewControllers.count > 1 {
      actions.append(gestureAction("Back") { [weak self] in _ = self?.pop(animated: true) })
    }
    if !(self is NavigationController), topViewController is any StackPushSource {
      actions.append(
        AccessibilityCustomAction(name: "Next") { [weak self] _ in
          guard let self, let source = self.topViewController as? any StackPushSource,
            let next = source.nextViewController()
          else { return false }
          self.push(next, animated: true)
          return true
        })
    }
    return actions
  }

  /// Pops the top page when there is one below it.
  func goBackOnEscape() -> Bool {
    guard viewControllers.count > 1 else { return false }
    _ = pop(animated: true)
    return true
  }

  /// The top page.
  var accessibilityScreen: ViewController? { topViewController }
}
