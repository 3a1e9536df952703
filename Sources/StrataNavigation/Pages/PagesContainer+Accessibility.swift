import StrataKit

extension PagesContainer: AccessibleContainer {
  /// "Next page" and "Previous page", each while there is a page that way: what a swipe across
  /// the pages does.
  var gestureActions: [AccessibilityCustomAction] {
    var actions: [AccessibilityCustomAction] = []
    let index = selectedIndex
    if index + 1 < viewControllers.count {
      actions.append(gestureAction("Next page") { [weak self] in self?.turnPage(by: 1) })
    }
    if index > 0 {
      actions.append(gestureAction("Previous page") { [weak self] in self?.turnPage(by: -1) })
    }
    return actions
  }

  /// Turns `delta` pages from the page selected when the pages are at rest: an action
  /// performed while they slide applies after the slide, from where it ends, and is not lost.
  private func turnPage(by delta: Int) {
    performWhenIdle { [weak self] in
      guard let self else { return }
      let target = self.selectedIndex + delta
      guard self.viewControllers.indices.contains(target) else { return }
      self.setSelectedIndex(target, animated: true)
    }
  }

  /// Pages have no "back": escape goes to the container around them.
  func goBackOnEscape() -> Bool { false }

  /// The current page.
  var accessibilityScreen: ViewController? { selectedPage }
}
