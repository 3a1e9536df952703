package import StrataKit

// MARK: - RestorableContainer

extension PagesContainer: RestorableContainer {
  /// The archive keys of a pages container's navigation state.
  enum RestorationKey {
    /// The pages' controllers, in order.
    static let viewControllers = "viewControllers"
    /// The index of the selected page among the archived ones.
    static let selectedIndex = "selectedIndex"
  }

  /// The pages may be restored into as they are.
  package var restorationCandidates: [ViewController] { viewControllers }

  /// Archives the pages that have a `restorationIdentifier`, in order, and the selected
  /// page's index among them (once queued selections have run; none when the selected page is
  /// not archived).
  package func encodeContainerState(with coder: StateCoder) {
    let archived = viewControllers.filter { $0.restorationIdentifier != nil }
    coder.encode(archived, forKey: RestorationKey.viewControllers)
    let pages = viewControllers
    if pages.indices.contains(selectedIndex),
      let index = archived.firstIndex(where: { $0 === pages[selectedIndex] })
    {
      coder.encode(index, forKey: RestorationKey.selectedIndex)
    }
  }

  /// Sets the pages to the archived ones (when any were archived) and selects the archived
  /// page, without animation.
  ///
  /// - Throws: ``StateRestorationError/invalidState(identifierPath:reason:)`` when the index
  ///   is out of range, changing nothing.
  package func decodeContainerState(with coder: StateCoder) throws(StateRestorationError) {
    var pages = coder.decodeViewControllers(forKey: RestorationKey.viewControllers)
    if pages.isEmpty { pages = viewControllers }
    let index = try coder.decodeIfPresent(Int.self, forKey: RestorationKey.selectedIndex)
    if let index, !pages.indices.contains(index) {
      throw .invalidState(
        identifierPath: coder.identifierPath,
        reason: "page \(index) is out of range for \(pages.count) pages")
    }
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
