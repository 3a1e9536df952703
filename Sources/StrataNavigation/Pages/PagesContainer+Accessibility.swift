import StrataKit

extension PagesContainer: AccessibleContainer {
  /// "Next page" and "Previous page", each while there is a page that way: what a swipe across
  /// the pages does.
  var gestureActions: [AccessibilityCustomAction] {
    var actions: [AccessibilityCustomAction] = []
    let index = selectedIndex
    if index + 1 < viewControllers.count {
      actions.append(
        gestureAction("Next page") { [weak self] in
          self?.setSelectedIndex(index + 1, animated: true)
        })
    }
    if index > 0 {
      actions.append(
        gestureAction("Previous page") { [weak self] in
          self?.setSelectedIndex(index - 1, animated: true)
        })
    }
    return actions
  }

  /// Pages have no "back": escape goes to the container around them.
  func goBackOnEscape() -> Bool { false }

  /// The current page.
  var accessibilityScreen: ViewController? { selectedPage }
}
