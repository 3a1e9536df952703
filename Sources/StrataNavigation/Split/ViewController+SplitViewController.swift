public import StrataKit

extension ViewController {
  /// The ``SplitViewController`` this controller is in (the nearest one above it), or the
  /// controller itself when it is one; `nil` outside any split.
  public var splitViewController: SplitViewController? {
    self as? SplitViewController ?? firstAncestor(of: SplitViewController.self)
  }

  /// Shows `controller` in the secondary column of ``splitViewController`` (see
  /// ``SplitViewController/tryShowSecondary(_:sender:)``). A refusal is recorded in the split's
  /// `lastError`. Outside any split it does nothing (there is no column to show it in) but
  /// write a warning to Strata's diagnostics.
  public func showSecondary(_ controller: ViewController, sender: Any?) {
    guard let split = splitViewController else {
      return warnOutsideSplit("showSecondary(_:sender:)")
    }
    split.ignoringMisuse { () throws(SplitViewControllerError) in
      try split.tryShowSecondary(controller, sender: sender)
    }
  }

  /// Shows `controller` in the detail column of ``splitViewController`` (see
  /// ``SplitViewController/tryShowDetail(_:sender:)``). A refusal is recorded in the split's
  /// `lastError`. Outside any split it does nothing but write a warning.
  public func showDetail(_ controller: ViewController, sender: Any?) {
    guard let split = splitViewController else {
      return warnOutsideSplit("showDetail(_:sender:)")
    }
    split.ignoringMisuse { () throws(SplitViewControllerError) in
      try split.tryShowDetail(controller, sender: sender)
    }
  }

  /// Installs `controller` as the detail of ``splitViewController`` without presenting it
  /// while the detail is collapsed (see ``SplitViewController/trySetDetail(_:sender:)``). A
  /// refusal is recorded in the split's `lastError`. Outside any split it does nothing but write a warning.
  public func setDetail(_ controller: ViewController, sender: Any?) {
    guard let split = splitViewController else {
      return warnOutsideSplit("setDetail(_:sender:)")
    }
    split.ignoringMisuse { () throws(SplitViewControllerError) in
      try split.trySetDetail(controller, sender: sender)
    }
  }

  private func warnOutsideSplit(_ call: String) {
    Diagnostics.warn(
      "\(type(of: self)).\(call) was called outside any split view controller; ignored")
  }
}
