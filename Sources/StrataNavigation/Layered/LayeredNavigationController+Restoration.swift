package import StrataKit

// MARK: - RestorableContainer

extension LayeredNavigationController: RestorableContainer {
  /// The archive keys of a layered stack's navigation state.
  enum RestorationKey {
    /// The layers' controllers, root first.
    static let viewControllers = "viewControllers"
    /// Each layer's width, place and look (``LayeredLayerState``), root first.
    static let layers = "layers"
  }

  /// What a layer's archive holds besides its controller: how it was pushed, its item's
  /// geometry and look, and how far right of its resting place it is.
  struct LayeredLayerState: Codable, Equatable {
    /// Whether the layer was pushed with `maximumWidth`.
    var usesMaximumWidth: Bool
    /// The item's ``LayeredNavigationItem/width``.
    var width: Double?
    /// The item's ``LayeredNavigationItem/snappingDistance``.
    var snappingDistance: Double?
    /// The item's ``LayeredNavigationItem/nextItemDistance``.
    var nextItemDistance: Double?
    /// The item's ``LayeredNavigationItem/hasChrome``.
    var hasChrome: Bool
    /// The item's ``LayeredNavigationItem/hasBorder``.
    var hasBorder: Bool
    /// The item's ``LayeredNavigationItem/displayShadow``.
    var displayShadow: Bool
    /// The item's ``LayeredNavigationItem/autosizeContent``.
    var autosizeContent: Bool
    /// How far right of its resting x the layer is, in points (at least 0).
    var offset: Double

    /// The state of `layer` now.
    @MainActor
    init(_ layer: LayeredNavigationLayer) {
      let item = layer.item
      usesMaximumWidth = layer.usesMaximumWidth
      width = item.width.flatMap { $0.isFinite ? $0 : nil }
      snappingDistance = item.snappingDistance.flatMap { $0.isFinite ? $0 : nil }
      nextItemDistance = item.nextItemDistance.flatMap { $0.isFinite ? $0 : nil }
      hasChrome = item.hasChrome
      hasBorder = item.hasBorder
      displayShadow = item.displayShadow
      autosizeContent = item.autosizeContent
      let offset = layer.x - layer.restingX
      self.offset = offset.isFinite ? max(0, offset) : 0
    }

    /// Gives `item` the archived geometry and look.
    @MainActor
    func configure(_ item: LayeredNavigationItem) {
      item.width = width
      item.snappingDistance = snappingDistance
      item.nextItemDistance = nextItemDistance
      item.hasChrome = hasChrome
      item.hasBorder = hasBorder
      item.displayShadow = displayShadow
      item.autosizeContent = autosizeContent
    }
  }

  /// The layers may be restored into as they are.
  package var restorationCandidates: [ViewController] { viewControllers }

  /// Archives the layers on screen, root first, up to the first controller without a
  /// `restorationIdentifier`, with each layer's ``LayeredLayerState``.
  package func encodeContainerState(with coder: StateCoder) {
    let archived = plannedLayers.prefix { $0.controller.restorationIdentifier != nil }
    coder.encode(archived.map(\.controller), forKey: RestorationKey.viewControllers)
    coder.encode(archived.map(LayeredLayerState.init), forKey: RestorationKey.layers)
  }

  /// Pops to the root and pushes the archived layers again without animation, each with its
  /// archived item, then moves every layer to its archived place (after a running transition
  /// or drag).
  ///
  /// - Throws: ``StateRestorationError/invalidState(identifierPath:reason:)`` when the root is
  ///   not this container's root or the layers and their states do not match, changing
  ///   nothing.
  package func decodeContainerState(with coder: StateCoder) throws(StateRestorationError) {
    let restored = coder.decodeViewControllers(forKey: RestorationKey.viewControllers)
    guard let root = restored.first else { return }
    let states = try coder.decode([LayeredLayerState].self, forKey: RestorationKey.layers)
    func refuse(_ reason: String) -> StateRestorationError {
      .invalidState(identifierPath: coder.identifierPath, reason: reason)
    }
    guard states.count == restored.count else {
      throw refuse("\(states.count) layer states for \(restored.count) layers")
    }
    guard root === layers.first?.controller else {
      throw refuse("the archived root is not the container's root")
    }
    for controller in restored.dropFirst() {
      if let parent = controller.parent, parent !== self {
        throw refuse("a layer's controller belongs to another container")
      }
    }
    popToRoot(animated: false)
    for (controller, state) in zip(restored, states).dropFirst() {
      push(
        controller, maximumWidth: state.usesMaximumWidth, animated: false,
        configuration: state.configure)
    }
    performWhenIdle { [weak self] in self?.placeRestoredLayers(states.map(\.offset)) }
  }

  /// Moves each layer `offsets` points right of its resting x (bottom first), at once.
  private func placeRestoredLayers(_ offsets: [Double]) {
    layersAwaitWidth = false
    guard isViewLoaded else {
      for (layer, offset) in zip(layers, offsets) { layer.x = layer.restingX + offset }
      return
    }
    relayoutLayers()
    for (layer, offset) in zip(layers, offsets) { layer.x = layer.restingX + offset }
    runTransition(to: layers, motion: .immediate)
  }
}
