import StrataKit

extension SplitViewController: AccessibleContainer {
  /// "Show sidebar" while the primary is hidden beside other columns (what the swipe from the
  /// edge does: the primary over the others), "Hide sidebar" while it shows over them.
  var gestureActions: [AccessibilityCustomAction] {
    if overlayIsVisible {
      return [
        gestureAction("Hide sidebar") { [weak self] in self?.dismissPrimaryOverlay(animated: true) }
      ]
    }
    if primaryIsHidden, displayedColumns.count > 1 {
      return [
        gestureAction("Show sidebar") { [weak self] in self?.showPrimaryOverlay(animated: true) }
      ]
    }
    return []
  }

  /// Slides the primary shown over the other columns away.
  func goBackOnEscape() -> Bool {
    guard overlayIsVisible else { return false }
    dismissPrimaryOverlay(animated: true)
    return true
  }

  /// The columns are not screens: the navigation controllers in them announce their own.
  var accessibilityScreen: ViewController? { nil }
}
