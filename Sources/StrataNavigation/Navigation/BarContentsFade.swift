import StrataKit

/// The views that show one set of a bar's contents, all inside one container view.
@MainActor
protocol BarContents: AnyObject {
  /// The view that holds the contents, faded as one.
  var container: View { get }
}

/// The contents a bar (the navigation bar, the toolbar) shows and, while a navigation
/// controller's transition runs, the contents it cross-fades to with the transition's
/// progress.
@MainActor
struct BarContentsFade<Contents: BarContents> {
  /// The contents showing; during a transition, those shown before it.
  var current: Contents
  /// The contents a transition fades in, while it runs.
  var incoming: Contents?

  /// Cross-fades the contents: `progress` 0 (or less) shows the current ones, 1 (or more)
  /// the incoming ones.
  func update(progress: Double) {
    guard let incoming else { return }
    let progress = min(1, max(0, progress))
    current.container.alpha = 1 - progress
    incoming.container.alpha = progress
  }

  /// Ends the cross-fade: keeps the incoming contents when `committed`, the current ones
  /// otherwise, and takes the others out of the bar.
  /// - Returns: Whether a cross-fade was running.
  mutating func end(committed: Bool) -> Bool {
    guard let incoming else { return false }
    let kept = committed ? incoming : current
    View.performWithoutAnimation {
      (committed ? current : incoming).container.removeFromSuperview()
      kept.container.alpha = 1
    }
    current = kept
    self.incoming = nil
    return true
  }
}
