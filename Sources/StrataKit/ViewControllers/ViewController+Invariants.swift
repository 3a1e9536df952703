extension ViewController {
  /// Checks the structure and appearance state of this controller's subtree and returns one
  /// sentence per broken rule (empty when all hold). Compiled in every configuration; tests
  /// call it after every step.
  ///
  /// The rules: every child names this controller as its parent and appears once; a child's
  /// view that is in a window lies inside this controller's view; a controller that forwards
  /// appearance automatically has no child on screen while it is itself off screen. For a
  /// window's root view controller, the window's presentation chain is checked as well (see
  /// `Window.presentationViolations()`).
  ///
  /// - Complexity: O(n) in the size of the subtree.
  public func invariantViolations() -> [String] {
    var violations: [String] = []
    collectViolations(into: &violations, path: String(describing: type(of: self)))
    if let window = viewIfLoaded?.window, window.rootViewController === self {
      violations += window.presentationViolations()
    }
    return violations
  }

  private func collectViolations(into violations: inout [String], path: String) {
    for (index, child) in children.enumerated() {
      let childPath = "\(path)/\(index):\(type(of: child))"
      if child.parent !== self {
        violations.append("\(childPath): parent is not the controller that lists it")
      }
      if children.filter({ $0 === child }).count > 1 {
        violations.append("\(childPath): listed more than once among the children")
      }
      if let childView = child.viewIfLoaded, childView.window != nil {
        if let view = viewIfLoaded {
          if !childView.isDescendant(of: view) {
            violations.append(
              "\(childPath): its view is in a window but outside its parent's view")
          }
        } else {
          violations.append("\(childPath): its view is in a window but its parent has no view")
        }
      }
      if shouldAutomaticallyForwardAppearanceMethods, appearanceState == .disappeared,
        child.appearanceState != .disappeared
      {
        violations.append(
          "\(childPath): \(child.appearanceState.rawValue) while its parent has disappeared")
      }
      child.collectViolations(into: &violations, path: childPath)
    }
  }
}
