/// Finds or creates the controller an archive names when no controller on the way has it:
/// given the identifier path (root first) and the controller's archive, returns a new
/// controller (with that `restorationIdentifier`), or `nil` when the app has none: UIKit's
/// `application(_:viewControllerWithRestorationIdentifierPath:coder:)`.
public typealias RestorationResolver =
  @MainActor (_ identifierPath: [String], _ coder: StateCoder) -> ViewController?

extension ViewController {
  /// Archives the navigation state of the tree rooted at this controller: this controller's
  /// state and, through each container's `encodeRestorableState(with:)`, that of every
  /// controller shown that has a ``restorationIdentifier``. `nil` when this controller has
  /// none. Values that could not be encoded are left out and reported as diagnostics.
  ///
  /// - Complexity: O(*n*) in the number of controllers archived.
  public func restorationArchive() -> RestorationArchive? {
    guard let restorationIdentifier else { return nil }
    let coder = StateCoder(restorationIdentifier: restorationIdentifier)
    encodeRestorableState(with: coder)
    Self.reportEncodingFailures(in: coder)
    return RestorationArchive(root: coder)
  }

  /// Restores the navigation state `archive` holds into the tree rooted at this controller,
  /// at once and without animation.
  ///
  /// First every controller the archive names is found: among the candidates of the
  /// controller that archived it (a container's controllers), else made by
  /// ``viewController(withRestorationIdentifierPath:coder:)`` of that controller or one
  /// containing it (nearest first), else by `resolver`. (A controller that contains its
  /// children in `viewDidLoad()` offers them once its view is loaded: load it first.) Then each controller, the contained
  /// ones first, decodes its own state in ``decodeRestorableState(with:)``. An archive of
  /// another version, of another root, or naming a controller that cannot be found changes
  /// nothing. When a controller refuses its archive after the controllers it contains
  /// restored theirs, the tree is put back as it was: the state it held before (archived and
  /// its controllers found before anything changed) is decoded again, so that a refused
  /// archive leaves the tree as it found it.
  ///
  /// - Parameters:
  ///   - archive: What ``restorationArchive()`` made, perhaps in an earlier run.
  ///   - resolver: Makes controllers no controller of the tree makes; none by default.
  /// - Throws: ``StateRestorationError`` saying why the archive does not fit.
  /// - Complexity: O(*n* + *c*) for *n* archived controllers and *c* candidates, besides what
  ///   the controllers' own decoding costs.
  public func restoreState(
    from archive: RestorationArchive, resolver: RestorationResolver? = nil
  ) throws(StateRestorationError) {
    guard archive.version == RestorationArchive.currentVersion else {
      throw .unsupportedVersion(archive.version, expected: RestorationArchive.currentVersion)
    }
    guard archive.root.restorationIdentifier == restorationIdentifier else {
      throw .identifierMismatch(
        expected: restorationIdentifier, found: archive.root.restorationIdentifier)
    }
    // The archive does not keep the controllers it found once they are restored.
    defer { Self.forgetResolvedControllers(in: archive.root) }
    var resolution = RestorationResolution(resolver: resolver, used: [ObjectIdentifier(self)])
    try resolution.resolve(archive.root, for: self, path: [archive.root.restorationIdentifier])
    // What the tree holds now, its controllers found, to put back if a controller refuses.
    let previous = resolvedArchiveOfCurrentState()
    defer { previous.map(Self.forgetResolvedControllers(in:)) }
    do {
      try Self.decode(archive.root, into: self)
    } catch {
      if let previous { try? Self.decode(previous, into: self) }
      throw error
    }
  }

  /// The archive of the tree as it is, with every controller it names found (the tree's own
  /// controllers, held until the archive forgets them), ready to be decoded back into the
  /// tree; `nil` when the controller has no identifier or a controller cannot be found.
  private func resolvedArchiveOfCurrentState() -> StateCoder? {
    guard let restorationIdentifier else { return nil }
    let coder = StateCoder(restorationIdentifier: restorationIdentifier)
    encodeRestorableState(with: coder)
    var resolution = RestorationResolution(resolver: nil, used: [ObjectIdentifier(self)])
    do {
      try resolution.resolve(coder, for: self, path: [restorationIdentifier])
    } catch {
      Self.forgetResolvedControllers(in: coder)
      return nil
    }
    return coder
  }

  /// The controllers an archive may restore into as they are, before any is created: a
  /// container's controllers (see `RestorableContainer`), else the children.
  var candidatesForRestoration: [ViewController] {
    (self as? any RestorableContainer)?.restorationCandidates ?? children
  }

  /// What `encodeRestorableState(with:)` does by default: a container archives its navigation
  /// state, and the text fields of the controller's own views that have a restoration
  /// identifier archive their text.
  func encodeDefaultRestorableState(with coder: StateCoder) {
    (self as? any RestorableContainer)?.encodeContainerState(with: coder)
    for field in TextField.fields(ownedBy: self) { field.encodeRestorableState(with: coder) }
  }

  /// What `decodeRestorableState(with:)` does by default: a container restores its navigation
  /// state, and the text fields of the controller's own views (loaded when the archive holds
  /// a field's state) restore their text.
  func decodeDefaultRestorableState(with coder: StateCoder) throws(StateRestorationError) {
    try (self as? any RestorableContainer)?.decodeContainerState(with: coder)
    if coder.allKeys.contains(where: { $0.hasPrefix(TextField.restorationKey(for: "")) }) {
      _ = view
    }
    for field in TextField.fields(ownedBy: self) { try field.decodeRestorableState(with: coder) }
  }

  /// Decodes the archives of `coder`'s controllers (found already), then `controller`'s own.
  private static func decode(
    _ coder: StateCoder, into controller: ViewController
  ) throws(StateRestorationError) {
    for (key, records) in coder.controllerRecords {
      let children = coder.resolvedControllers[key] ?? []
      for (record, child) in zip(records, children) { try decode(record, into: child) }
    }
    do {
      try controller.decodeRestorableState(with: coder)
    } catch let error as StateRestorationError {
      throw error
    } catch {
      throw .invalidState(identifierPath: coder.identifierPath, reason: "\(error)")
    }
  }

  private static func forgetResolvedControllers(in coder: StateCoder) {
    coder.resolvedControllers = [:]
    for (_, records) in coder.controllerRecords {
      for record in records { forgetResolvedControllers(in: record) }
    }
  }

  private static func reportEncodingFailures(in coder: StateCoder) {
    for failure in coder.encodingFailures {
      let path = coder.identifierPath.joined(separator: "/")
      Diagnostics.warn("state restoration: '\(path)' could not archive \(failure); left out")
    }
    for (_, records) in coder.controllerRecords {
      for record in records { reportEncodingFailures(in: record) }
    }
  }
}

/// The first step of a restoration: finds or creates the controller of every archive in the
/// tree, changing nothing, so that a stale archive is refused before any state changes.
@MainActor
private struct RestorationResolution {
  let resolver: RestorationResolver?
  /// The controllers taken so far: each may stand for one archive only.
  var used: Set<ObjectIdentifier>
  /// The controllers that contain the one being resolved, nearest last.
  var ancestors: [ViewController] = []

  mutating func resolve(
    _ coder: StateCoder, for controller: ViewController, path: [String]
  ) throws(StateRestorationError) {
    coder.identifierPath = path
    coder.resolvedControllers = [:]
    // The candidates by identifier, in order, so that finding one costs no scan.
    var candidates: [String: [ViewController]] = [:]
    for candidate in controller.candidatesForRestoration {
      guard let identifier = candidate.restorationIdentifier else { continue }
      candidates[identifier, default: []].append(candidate)
    }
    ancestors.append(controller)
    defer { ancestors.removeLast() }
    for (key, records) in coder.controllerRecords {
      var found: [ViewController] = []
      for record in records {
        let childPath = path + [record.restorationIdentifier]
        record.identifierPath = childPath
        let child = try find(record, path: childPath, among: candidates)
        found.append(child)
        try resolve(record, for: child, path: childPath)
      }
      coder.resolvedControllers[key] = found
    }
  }

  /// The candidate with `record`'s identifier not taken yet, else a controller made for it.
  private mutating func find(
    _ record: StateCoder, path: [String], among candidates: [String: [ViewController]]
  ) throws(StateRestorationError) -> ViewController {
    let identifier = record.restorationIdentifier
    let existing = candidates[identifier]?.first { !used.contains(ObjectIdentifier($0)) }
    var made: ViewController?
    if existing == nil {
      for ancestor in ancestors.reversed() {
        made =
          (ancestor as? any RestorableContainer)?.restoredController(
            forIdentifierPath: path, coder: record)
          ?? ancestor.viewController(withRestorationIdentifierPath: path, coder: record)
        if made != nil { break }
      }
      if made == nil { made = resolver?(path, record) }
    }
    guard let controller = existing ?? made else { throw .unresolvedIdentifier(path) }
    if controller.restorationIdentifier == nil { controller.restorationIdentifier = identifier }
    guard controller.restorationIdentifier == identifier else { throw .unresolvedIdentifier(path) }
    guard !used.contains(ObjectIdentifier(controller)),
      !ancestors.contains(where: { $0 === controller })
    else { throw .duplicateController(path) }
    used.insert(ObjectIdentifier(controller))
    return controller
  }
}
