extension ViewController {
  /// Adds `child` to the children and sends it `willMove(toParent: self)`.
  ///
  /// A child that belongs to another parent is first taken from it with the callbacks a removal
  /// sends (`willMove(toParent: nil)`, its view leaving the old parent's view, then
  /// `didMove(toParent: nil)`). Adding a controller that is already a child, adding a controller
  /// to itself, or adding one of its own ancestors is a documented no-op.
  public func addChild(_ child: ViewController) {
    guard child !== self, child.parent !== self, !isDescendant(of: child) else { return }
    if child.parent != nil {
      child.willMove(toParent: nil)
      if let childView = child.viewIfLoaded, childView.superview != nil {
        childView.removeFromSuperview()
      }
      child.removeFromParent()
    }
    child.isMovingToParent = true
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
    child.updateTraitCollection(inheriting: traitCollection)
  }

  /// Removes the controller from its parent and sends it `didMove(toParent: nil)`. The caller
  /// sends `willMove(toParent: nil)` first and takes the view out of the parent's view. A no-op
  /// without a parent.
  ///
  /// A child still appearing or on screen through its parent's automatic forwarding (its view
  /// left the parent's view outside any window) gets `viewWillDisappear` and `viewDidDisappear`
  /// first, so its callbacks stay balanced.
  public func removeFromParent() {
    guard let parent else { return }
    if parent.shouldAutomaticallyForwardAppearanceMethods,
      appearanceState == .appearing || appearanceState == .appeared
    {
      beginAppearanceTransition(false, animated: false)
      endAppearanceTransition()
    }
    parent.children.removeAll { $0 === self }
    parent.childTraitOverrides(remove: self)
    self.parent = nil
    isMovingToParent = false
    didMove(toParent: nil)
    isMovingFromParent = false
  }

  /// Whether this controller is `ancestor` or is contained, at any depth, in it.
  public func isDescendant(of ancestor: ViewController) -> Bool {
    var current: ViewController? = self
    while let controller = current {
      if controller === ancestor { return true }
      current = controller.parent
    }
    return false
  }

  /// The nearest ancestor (not this controller) of type `type`; container extensions such as
  /// `stackController` are built on it.
  public func firstAncestor<T: ViewController>(of type: T.Type) -> T? {
    var current = parent
    while let controller = current {
      if let match = controller as? T { return match }
      current = controller.parent
    }
    return nil
  }
}
