package import StrataKit

// MARK: - RestorableContainer

extension PagesContainer: RestorableContainer {
  /// The pages may be restored into as they are.
  package var restorationCandidates: [ViewController] { viewControllers }

  /// Archives the pages that have a `restorationIdentifier`, in order, and the selected
  /// page's index among them (once queued selections have run; none when the selected page is
  /// not archived).
  package func encodeContainerState(with coder: StateCoder) {
    let pages = viewControllers
    coder.encodeSelection(
      of: pages, selected: pages.indices.contains(selectedIndex) ? pages[selectedIndex] : nil)
  }

  /// Sets the pages to the archived ones (when any were archived) and selects the archived
  /// page, without animation.
  ///
  /// - Throws: ``StateRestorationError/invalidState(identifierPath:reason:)`` when the index
  ///   is out of range, changing nothing.
  package func decodeContainerState(with coder: StateCoder) throws(StateRestorationError) {
    let (pages, index) = try coder.decodeSelection(current: viewControllers, noun: "page")
    if !pages.elementsEqual(viewControllers, by: ===) { viewControllers = pages }
    if let index {
      do {
        try trySetSelectedIndex(index, animated: false)
      } catch {
        throw .invalidState(identifierPath: coder.identifierPath, reason: "\(error)")
      }
    }
  }
}
