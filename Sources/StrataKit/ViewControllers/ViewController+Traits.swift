extension ViewController {
  /// Overrides traits of `child`: the traits `collection` specifies replace the ones the child
  /// would inherit from this controller; `nil` removes the override. A no-op when `child` is
  /// not a child of this controller.
  public func setOverrideTraitCollection(
    _ collection: TraitCollection?, forChild child: ViewController
  ) {
    guard child.parent === self else { return }
    childTraitOverrides[ObjectIdentifier(child)] = collection
    child.updateTraitCollection(inheriting: traitCollection)
  }

  /// The traits this controller overrides for `child`, if any.
  public func overrideTraitCollection(forChild child: ViewController) -> TraitCollection? {
    childTraitOverrides[ObjectIdentifier(child)]
  }

  /// The traits `child` ends up with when this controller's traits are `inherited`.
  func traits(forChild child: ViewController, inheriting inherited: TraitCollection)
    -> TraitCollection
  {
    guard let override = childTraitOverrides[ObjectIdentifier(child)] else { return inherited }
    return TraitCollection(traitsFrom: [inherited, override])
  }

  /// Recomputes the trait collection from `inherited` (the parent's or the window's) and, when
  /// it changed, tells the controller and then its children.
  func updateTraitCollection(inheriting inherited: TraitCollection) {
    let resolved = parent?.traits(forChild: self, inheriting: inherited) ?? inherited
    guard resolved != traitCollection else { return }
    let previous = traitCollection
    traitCollection = resolved
    traitCollectionDidChange(previous)
    for child in children { child.updateTraitCollection(inheriting: resolved) }
  }

  func childTraitOverrides(remove child: ViewController) {
    childTraitOverrides[ObjectIdentifier(child)] = nil
  }
}
