package import StrataKit

// MARK: - RestorableContainer

extension TabBarController: RestorableContainer {
  /// The archive keys of a tab bar controller's navigation state.
  enum RestorationKey {
    /// The tabs' controllers, in order.
    static let viewControllers = "viewControllers"
    /// The index of the selected tab among the archived ones.
    static let selectedIndex = "selectedIndex"
  }

  /// The tabs may be restored into as they are.
  package var restorationCandidates: [ViewController] { viewControllers }

  /// Archives the tabs that have a `restorationIdentifier`, in order, and the selected one's
  /// index among them (none when the selected tab is not archived).
  package func encodeContainerState(with coder: StateCoder) {
    let archived = viewControllers.filter { $0.restorationIdentifier != nil }
    coder.encode(archived, forKey: RestorationKey.viewControllers)
    if let selected = selectedViewController,
      let index = archived.firstIndex(where: { $0 === selected })
    {
      coder.encode(index, forKey: RestorationKey.selectedIndex)
    }
  }

  /// Sets the tabs to the archived ones (when any were archived) and selects the archived
  /// tab, without animation.
  ///
  /// - Throws: ``StateRestorationError/invalidState(identifierPath:reason:)`` when the index
  ///   is out of range or the controllers cannot be tabs, changing nothing.
  package func decodeContainerState(with coder: StateCoder) throws(StateRestorationError) {
    var tabs = coder.decodeViewControllers(forKey: RestorationKey.viewControllers)
    if tabs.isEmpty { tabs = viewControllers }
    let index = try coder.decodeIfPresent(Int.self, forKey: RestorationKey.selectedIndex)
    if let index, !tabs.indices.contains(index) {
      throw .invalidState(
        identifierPath: coder.identifierPath,
        reason: "tab \(index) is out of range for \(tabs.count) tabs")
    }
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
