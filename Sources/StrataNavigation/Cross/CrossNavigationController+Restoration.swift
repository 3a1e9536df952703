package import StrataKit

// MARK: - RestorableContainer

extension CrossNavigationController: RestorableContainer {
  /// The archive keys of a cross navigation's state.
  enum RestorationKey {
    /// The screens' controllers, root first.
    static let viewControllers = "viewControllers"
    /// The side each screen above the root came in from, bottom first.
    static let directions = "directions"
    /// The graph screen each screen stands for (`null` for one not made from the graph).
    static let graphScreens = "graphScreens"
  }

  /// The screens may be restored into as they are (a screen made from the graph is known by
  /// its screen's name when it has no identifier, see ``nameGraphScreens()``).
  package var restorationCandidates: [ViewController] {
    nameGraphScreens()
    return viewControllers
  }

  /// Makes the screen of the graph named by the path's last identifier, for a container that
  /// runs a graph.
  package func restoredController(
    forIdentifierPath identifierPath: [String], coder: StateCoder
  ) -> ViewController? {
    guard let graph, let name = identifierPath.last, graph.destinations[name] != nil else {
      return nil
    }
    return graph.makeScreen(name)
  }

  /// Archives the screens, root first, up to the first one without a
  /// `restorationIdentifier`, with the side each came in from. A screen made from the graph
  /// that has no identifier takes its screen's name as one.
  package func encodeContainerState(with coder: StateCoder) {
    nameGraphScreens()
    let entries = plannedStack
    let archived = Array(entries.prefix { $0.controller.restorationIdentifier != nil })
    coder.encode(archived.map(\.controller), forKey: RestorationKey.viewControllers)
    coder.encode(
      archived.dropFirst().compactMap { $0.direction?.rawValue }, forKey: RestorationKey.directions)
    if graph != nil {
      coder.encode(
        archived.map { graphScreenName(of: $0.controller) }, forKey: RestorationKey.graphScreens)
    }
  }

  /// Dismisses to the root and presents the archived screens again, without animation (after
  /// a running transition or drag).
  ///
  /// - Throws: ``StateRestorationError/invalidState(identifierPath:reason:)`` when the root is
  ///   not this container's root or the screens cannot be presented from their sides,
  ///   changing nothing; ``StateRestorationError/invalidValue(key:identifierPath:reason:)``
  ///   for a side that is not one.
  package func decodeContainerState(with coder: StateCoder) throws(StateRestorationError) {
    let restored = coder.decodeViewControllers(forKey: RestorationKey.viewControllers)
    guard let root = restored.first else { return }
    let names = try coder.decode([String].self, forKey: RestorationKey.directions)
    let screens = try coder.decodeIfPresent([String?].self, forKey: RestorationKey.graphScreens)
    func refuse(_ reason: String) -> StateRestorationError {
      .invalidState(identifierPath: coder.identifierPath, reason: reason)
    }
    var directions: [CrossDirection] = []
    for name in names {
      guard let direction = CrossDirection(rawValue: name) else {
        throw .invalidValue(
          key: RestorationKey.directions, identifierPath: coder.identifierPath,
          reason: "'\(name)' is not a side")
      }
      directions.append(direction)
    }
    guard directions.count == restored.count - 1 else {
      throw refuse("\(directions.count) sides for \(restored.count - 1) screens above the root")
    }
    guard root === currentStack.first?.controller else {
      throw refuse("the archived root is not the container's root")
    }
    var planned = [CrossEntry(controller: root, direction: nil)]
    for (controller, direction) in zip(restored.dropFirst(), directions) {
      let call = CrossCall(
        change: .push(CrossEntry(controller: controller, direction: direction)), animated: false)
      do {
        planned = try call.applied(to: planned, owner: self)
      } catch {
        throw refuse("\(error)")
      }
    }
    if let screens, let graph {
      for (controller, name) in zip(restored, screens) {
        guard let name, graph.destinations[name] != nil else { continue }
        graphScreens[ObjectIdentifier(controller)] = CrossGraphScreen(
          controller: controller, identifier: name)
      }
    }
    dismiss(to: root, animated: false)
    for (controller, direction) in zip(restored.dropFirst(), directions) {
      present(controller, direction: direction, animated: false)
    }
  }

  /// Gives each screen made from the graph that has no `restorationIdentifier` its screen's
  /// name as one, so that archives name it and find it again.
  private func nameGraphScreens() {
    for entry in plannedStack where entry.controller.restorationIdentifier == nil {
      entry.controller.restorationIdentifier = graphScreenName(of: entry.controller)
    }
  }

  /// The name of the graph screen `controller` was made for, if it was.
  private func graphScreenName(of controller: ViewController) -> String? {
    guard let screen = graphScreens[ObjectIdentifier(controller)], screen.controller === controller
    else { return nil }
    return screen.identifier
  }
}
