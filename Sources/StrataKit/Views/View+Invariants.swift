extension View {
  /// Checks the structure of this view's subtree and returns one sentence per broken rule
  /// (empty when all hold): every subview names this view as its superview and appears once,
  /// a view controller's view points back to its controller, and no geometry is NaN.
  /// Compiled in every configuration; tests call it after every step.
  ///
  /// - Complexity: O(n) in the size of the subtree.
  public func invariantViolations() -> [String] {
    var violations: [String] = []
    collectViolations(into: &violations, path: String(describing: type(of: self)))
    return violations
  }

  private func collectViolations(into violations: inout [String], path: String) {
    if let controller = owningViewController, controller.viewIfLoaded !== self {
      violations.append("\(path): owned by a view controller whose view is another view")
    }
    let values = [center.x, center.y, bounds.minX, bounds.minY, bounds.width, bounds.height]
    if values.contains(where: \.isNaN) {
      violations.append("\(path): geometry contains NaN")
    }
    for (index, subview) in subviews.enumerated() {
      let subpath = "\(path)/\(index):\(type(of: subview))"
      if subview.superview !== self {
        violations.append("\(subpath): superview is not its parent in the tree")
      }
      if subviews.filter({ $0 === subview }).count > 1 {
        violations.append("\(subpath): appears more than once among its siblings")
      }
      subview.collectViolations(into: &violations, path: subpath)
    }
  }
}
