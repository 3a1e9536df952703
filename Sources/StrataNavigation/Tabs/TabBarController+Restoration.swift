package import StrataKit

// MARK: - RestorableContainer

extension TabBarController: RestorableContainer {
  /// The tabs may be restored into as they are.
  package var restorationCandidates: [ViewController] { viewControllers }

  /// Archives the tabs that have a `restorationIdentifier`, in order, and the selected one's
  /// index among them (none when the selected tab is not archived).
  package func encodeContainerState(with coder: StateCoder) {
    coder.encodeSelection(of: viewControllers, selected: selectedViewController)
  }

  /// Sets the tabs to the archived ones (when any were archived) and selects the archived
  /// tab, without animation.
  ///
  /// - Throws: ``StateRestorationError/invalidState(identifierPath:reason:)`` when the index
  ///   is out of range or the controllers cannot be tabs, changing nothing.
  package func decodeContainerState(with coder: StateCoder) throws(StateRestorationError) {
    let (tabs, index) = try coder.decodeSelection(current: viewControllers, noun: "tab")
    do {
      if !tabs.elementsEqual(viewControllers, by: ===) {
        try trySetViewControllers(tabs, animated: false)
      }
      if let index { try trySetSelectedIndex(index) }
    } catch {
      throw .invalidState(identifierPath: coder.identifierPath, reason: "\(error)")
    }
  }
}
