public import StrataKit

/// Takes part in how a ``SplitViewController`` shows controllers and how its columns collapse
/// into the primary and separate from it, as `TOSplitViewControllerDelegate`. Every method is
/// optional: the defaults let the split (and the primary's
/// `collapseAuxiliary(_:ofType:onto:animated:)` and `separateAuxiliary(ofType:from:animated:)`)
/// do the work.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
  /// `showSecondary(_:sender:)` was called: return true when the delegate showed `controller`
  /// itself. The default returns false.
  func splitViewController(
    _ splitViewController: SplitViewController, showSecondary controller: ViewController,
    sender: Any?
  ) -> Bool

  /// `showDetail(_:sender:)` was called: return true when the delegate showed `controller`
  /// itself. The default returns false.
  func splitViewController(
    _ splitViewController: SplitViewController, showDetail controller: ViewController,
    sender: Any?
  ) -> Bool

  /// The column `column`, showing `auxiliary`, collapses into `primary`: return true when the
  /// delegate merged it; false lets the primary's `collapseAuxiliary` do it. The default
  /// returns false.
  func splitViewController(
    _ splitViewController: SplitViewController, collapse auxiliary: ViewController,
    ofType column: SplitColumn, onto primary: ViewController, animated: Bool
  ) -> Bool

  /// The column `column` separates from `primary`: return the controller for it, or `nil` to
  /// let the primary's `separateAuxiliary` decide. The default returns `nil`.
  func splitViewController(
    _ splitViewController: SplitViewController, separateOfType column: SplitColumn,
    from primary: ViewController
  ) -> ViewController?

  /// The column `column` just collapsed into the primary: return a controller to become the
  /// primary, or `nil` to keep it. The default returns `nil`.
  func splitViewController(
    _ splitViewController: SplitViewController, primaryForCollapsingFrom column: SplitColumn
  ) -> ViewController?

  /// The column `column` just separated from the primary: return a controller to become the
  /// primary, or `nil` to keep it. The default returns `nil`.
  func splitViewController(
    _ splitViewController: SplitViewController, primaryForExpandingTo column: SplitColumn
  ) -> ViewController?
}

extension SplitViewControllerDelegate {
  /// Returns false: the split shows the controller.
  public func splitViewController(
    _ splitViewController: SplitViewController, showSecondary controller: ViewController,
    sender: Any?
  ) -> Bool { false }

  /// Returns false: the split shows the controller.
  public func splitViewController(
    _ splitViewController: SplitViewController, showDetail controller: ViewController,
    sender: Any?
  ) -> Bool { false }

  /// Returns false: the primary's `collapseAuxiliary` merges the column.
  public func splitViewController(
    _ splitViewController: SplitViewController, collapse auxiliary: ViewController,
    ofType column: SplitColumn, onto primary: ViewController, animated: Bool
  ) -> Bool { false }

  /// Returns `nil`: the primary's `separateAuxiliary` decides.
  public func splitViewController(
    _ splitViewController: SplitViewController, separateOfType column: SplitColumn,
    from primary: ViewController
  ) -> ViewController? { nil }

  /// Returns `nil`: the primary stays.
  public func splitViewController(
    _ splitViewController: SplitViewController, primaryForCollapsingFrom column: SplitColumn
  ) -> ViewController? { nil }

  /// Returns `nil`: the primary stays.
  public func splitViewController(
    _ splitViewController: SplitViewController, primaryForExpandingTo column: SplitColumn
  ) -> ViewController? { nil }
}
