public import StrataKit

extension ViewController {
  /// The ``SplitViewController`` this controller is in (the nearest one above it), or the
  /// controller itself when it is one; `nil` outside any split.
  public var splitViewController: SplitViewController? {
    self as? SplitViewController ?? firstAncestor(of: SplitViewController.self)
  }

  /// Shows `controller` in the secondary column of ``splitViewController`` (see
  /// ``SplitViewController/tryShowSecondary(_:sender:)``). A refusal is recorded in the split's
  /// `lastError`; `nil` takes the secondary column away. Outside any split it does nothing
  /// (there is no column to show it in) but write a warning to Strata's diagnostics.
  public func showSecondary(_ controller: ViewController?, sender: Any?) {
    guard let split = splitViewController else {
      return warnOutsideSplit("showSecondary(_:sender:)")
    }
    split.ignoringMisuse { () throws(SplitViewControllerError) in
      try split.tryShowSecondary(controller, sender: sender)
    }
  }

  /// Shows `controller` in the detail column of ``splitViewController`` (see
  /// ``SplitViewController/tryShowDetail(_:sender:)``). A refusal is recorded in the split's
  /// `lastError`; `nil` takes the detail column away. Outside any split it does nothing but
  /// write a warning.
  public func showDetail(_ controller: ViewController?, sender: Any?) {
    guard let split = splitViewController else {
      return warnOutsideSplit("showDetail(_:sender:)")
    }
    split.ignoringMisuse { () throws(SplitViewControllerError) in
      try split.tryShowDetail(controller, sender: sender)
    }
  }

  /// Installs `controller` as the detail of ``splitViewController`` without presenting it
  /// while the detail is collapsed (see ``SplitViewController/trySetDetail(_:sender:)``). A
  /// refusal is recorded in the split's `lastError`; `nil` takes the detail column away.
  /// Outside any split it does nothing but write a warning.
  public func setDetail(_ controller: ViewController?, sender: Any?) {
    guard let split = splitViewController else {
      return warnOutsideSplit("setDetail(_:sender:)")
    }
    split.ignoringMisuse { () throws(SplitViewControllerError) in
      try split.trySetDetail(controller, sender: sender)
    }
  }

  /// Shows `secondary` in the secondary column of ``splitViewController`` and installs
  /// `detail` as its detail, in one call (see
  /// ``SplitViewController/tryShowSecondary(_:setDetail:sender:)``). A refusal is recorded in
  /// the split's `lastError`. Outside any split it does nothing but write a warning.
  public func showSecondary(
    _ secondary: ViewController?, setDetail detail: ViewController?, sender: Any?
  ) {
    guard let split = splitViewController else {
      return warnOutsideSplit("showSecondary(_:setDetail:sender:)")
    }
    split.ignoringMisuse { () throws(SplitViewControllerError) in
      try split.tryShowSecondary(secondary, setDetail: detail, sender: sender)
    }
  }

  /// Pushes `controller` onto the nearest ``NavigationController`` (this controller, when it
  /// is one), with the push animation, as TOSplitViewController's `to_showViewController:sender:`
  /// did through its navigation-controller category; a refusal is recorded in that navigation
  /// controller's `lastError`. Without a navigation controller it does nothing but write a
  /// warning to Strata's diagnostics (Strata has no modal presentation to fall back on).
  public func show(_ controller: ViewController, sender: Any?) {
    guard let navigation = self as? NavigationController ?? navigationController else {
      return Diagnostics.warn(
        "\(type(of: self)).show(_:sender:) was called outside any navigation controller; ignored")
    }
    navigation.push(controller, animated: true)
  }

  private func warnOutsideSplit(_ call: String) {
    Diagnostics.warn(
      "\(type(of: self)).\(call) was called outside any split view controller; ignored")
  }
}
