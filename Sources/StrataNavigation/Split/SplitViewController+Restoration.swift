package import StrataKit

// MARK: - RestorableContainer

extension SplitViewController: RestorableContainer {
  /// The archive keys of a split's navigation state.
  enum RestorationKey {
    /// The primary column's controller.
    static let primary = "primary"
    /// The secondary column's controller.
    static let secondary = "secondary"
    /// The detail column's controller.
    static let detail = "detail"
    /// Whether the primary column is hidden.
    static let primaryHidden = "primaryHidden"
  }

  /// The split's controllers may be restored into as they are.
  package var restorationCandidates: [ViewController] { viewControllers }

  /// Finds a controller of a collapsed column among those its navigation controller gave the
  /// primary's stack, for that column's archive.
  package func restoredController(
    forIdentifierPath identifierPath: [String], coder: StateCoder
  ) -> ViewController? {
    guard let identifier = identifierPath.last, let host = primary as? NavigationController
    else { return nil }
    return host.viewControllers.first { $0.restorationIdentifier == identifier }
  }

  /// Archives the split's three controllers (whether their columns show or are collapsed)
  /// and whether the primary is hidden.
  package func encodeContainerState(with coder: StateCoder) {
    coder.encode(primary, forKey: RestorationKey.primary)
    coder.encode(secondary, forKey: RestorationKey.secondary)
    coder.encode(detail, forKey: RestorationKey.detail)
    // A column collapsed into the primary: its navigation controller archives the part of
    // the primary's stack it gave up, so the archive is the same at any width.
    if let host = primary as? NavigationController {
      for (column, key) in [(secondary, RestorationKey.secondary), (detail, RestorationKey.detail)]
      {
        guard let navigation = column as? NavigationController,
          let stack = host.mergedStack(of: navigation),
          let archive = coder.archives(forKey: key).first
        else { continue }
        archive.encode(
          stack.prefix { $0.restorationIdentifier != nil }.map { $0 },
          forKey: StackController.RestorationKey.viewControllers)
      }
    }
    coder.encode(primaryIsHidden, forKey: RestorationKey.primaryHidden)
  }

  /// Puts the archived secondary and detail in their columns when they differ from the ones
  /// there (as `showSecondary(_:sender:)` and `setDetail(_:sender:)` do) and hides or shows
  /// the primary, without animation.
  ///
  /// - Throws: ``StateRestorationError/invalidState(identifierPath:reason:)`` when the
  ///   archived primary is not the split's, changing nothing.
  package func decodeContainerState(with coder: StateCoder) throws(StateRestorationError) {
    let hidden = try coder.decodeIfPresent(Bool.self, forKey: RestorationKey.primaryHidden)
    if let archivedPrimary = coder.decodeViewController(forKey: RestorationKey.primary),
      archivedPrimary !== primary
    {
      throw .invalidState(
        identifierPath: coder.identifierPath,
        reason: "the archived primary is not the split's primary")
    }
    let newSecondary = coder.decodeViewController(forKey: RestorationKey.secondary)
    let newDetail = coder.decodeViewController(forKey: RestorationKey.detail)
    do {
      if let newSecondary, newSecondary !== secondary {
        try tryShowSecondary(newSecondary, sender: nil)
      }
      if let newDetail, newDetail !== detail { try trySetDetail(newDetail, sender: nil) }
    } catch {
      throw .invalidState(identifierPath: coder.identifierPath, reason: "\(error)")
    }
    if let hidden { setPrimaryHidden(hidden, animated: false) }
  }
}
