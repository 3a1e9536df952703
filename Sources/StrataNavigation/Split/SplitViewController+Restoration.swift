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

  /// Archives the split's three controllers (whether their columns show or are collapsed)
  /// and whether the primary is hidden.
  package func encodeContainerState(with coder: StateCoder) {
    coder.encode(primary, forKey: RestorationKey.primary)
    coder.encode(secondary, forKey: RestorationKey.secondary)
    coder.encode(detail, forKey: RestorationKey.detail)
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
