public import StrataKit

extension LayeredNavigationController {
  /// Pushes `viewController` as a new layer in front of `anchor`, popping the layers above
  /// `anchor` first.
  ///
  /// The new layer rests `anchor`'s ``LayeredNavigationItem/nextItemDistance`` right of
  /// `anchor`'s resting x and arrives against `anchor`'s right edge, sliding in from
  /// `direction` (0.5 s, ease-out) when `animated`.
  ///
  /// Pushing a controller that is already in the stack in front of a layer below it pops to
  /// that layer at once and pushes the controller again as a new layer, with a new item (the
  /// original's way to reuse a detail controller); in front of itself or of a layer above it,
  /// it is refused with ``LayeredNavigationControllerError/alreadyInStack``.
  ///
  /// - Parameters:
  ///   - viewController: The controller to push; not in another container, and not in this
  ///     stack unless `anchor` is below it.
  ///   - anchor: The controller to push in front of; `nil` (the default) means the top. One
  ///     that is not in the stack pushes on top and sets ``lastError`` to
  ///     ``LayeredNavigationControllerError/anchorNotInStack``.
  ///   - maximumWidth: Whether the layer spans from its resting x to the container's right
  ///     edge (unless its item sets a ``LayeredNavigationItem/width``); defaults to false.
  ///   - animated: Whether the layer slides in.
  ///   - configuration: Changes the new layer's item before it is placed; none by default.
  ///   - direction: The side the layer slides in from; defaults to ``LayeredAnimationDirection/right``.
  public func push(
    _ viewController: ViewController, inFrontOf anchor: ViewController? = nil,
    maximumWidth: Bool = false, animated: Bool,
    configuration: ((LayeredNavigationItem) -> Void)? = nil,
    direction: LayeredAnimationDirection = .right
  ) {
    do {
      try tryPush(
        viewController, inFrontOf: anchor, maximumWidth: maximumWidth, animated: animated,
        configuration: configuration, direction: direction)
    } catch .anchorNotInStack {
      ignoringMisuse { () throws(LayeredNavigationControllerError) in
        try tryPush(
          viewController, maximumWidth: maximumWidth, animated: animated,
          configuration: configuration, direction: direction)
        reportMisuse(
          LayeredNavigationControllerError.anchorNotInStack, outcome: "pushed on top instead")
      }
    } catch {
      reportMisuse(error)
    }
  }

  /// Pops the top layer, sliding it out toward `direction` (default
  /// ``LayeredAnimationDirection/down``; 0.5 s, linear, as the original) when `animated`, and
  /// returns its controller; `nil` (and no change) when only the root is left. The layers below
  /// stay where they are, unless the new top layer would then show less than
  /// ``minimumTopLayerExposure``: they move left until it shows whole or rests.
  @discardableResult
  public func pop(
    animated: Bool, direction: LayeredAnimationDirection = .down
  ) -> ViewController? {
    ignoringMisuse(returning: nil) {
      () throws(LayeredNavigationControllerError) -> ViewController? in
      try tryPop(animated: animated, direction: direction)
    }
  }

  /// Pops the layers above the root and returns their controllers, top last.
  @discardableResult
  public func popToRoot(
    animated: Bool, direction: LayeredAnimationDirection = .down
  ) -> [ViewController] {
    ignoringMisuse(returning: []) { () throws(LayeredNavigationControllerError) in
      try tryPopToRoot(animated: animated, direction: direction)
    }
  }

  /// Pops the layers above `viewController`'s and returns their controllers, top last; empty
  /// (and no change, with ``lastError`` set) when `viewController` is not in the stack.
  @discardableResult
  public func pop(
    to viewController: ViewController, animated: Bool,
    direction: LayeredAnimationDirection = .down
  ) -> [ViewController] {
    ignoringMisuse(returning: []) { () throws(LayeredNavigationControllerError) in
      try tryPop(to: viewController, animated: animated, direction: direction)
    }
  }

  /// Moves every layer to its resting x (``LayeredNavigationItem/initialViewPosition``), over
  /// 0.5 s with ease-in-out when `animated`, as the original.
  public func compress(animated: Bool) {
    clearMisuse()
    enqueue(.compress(animated: animated))
  }

  /// Pushes `viewController` in front of `anchor`, or throws why it cannot, changing nothing.
  /// See ``push(_:inFrontOf:maximumWidth:animated:configuration:direction:)``.
  ///
  /// - Throws: ``LayeredNavigationControllerError/alreadyInStack`` (for a controller in the
  ///   stack that is not above `anchor`),
  ///   ``LayeredNavigationControllerError/hasAnotherParent`` or
  ///   ``LayeredNavigationControllerError/anchorNotInStack``.
  public func tryPush(
    _ viewController: ViewController, inFrontOf anchor: ViewController? = nil,
    maximumWidth: Bool = false, animated: Bool,
    configuration: ((LayeredNavigationItem) -> Void)? = nil,
    direction: LayeredAnimationDirection = .right
  ) throws(LayeredNavigationControllerError) {
    let planned = plannedLayers
    let existingIndex = planned.firstIndex { $0.controller === viewController }
    if existingIndex == nil {
      if let parent = viewController.parent, parent !== self { throw .hasAnotherParent }
      if viewController === self || isDescendant(of: viewController) { throw .hasAnotherParent }
    }
    var anchorIndex: Int?
    if let anchor {
      guard let found = planned.firstIndex(where: { $0.controller === anchor }) else {
        throw .anchorNotInStack
      }
      anchorIndex = found
    }
    if let existingIndex {
      // Pushing it again in front of a layer below it pops to that layer first (the
      // original's way to reuse a detail); anywhere else it would be in the stack twice.
      guard let anchorIndex, anchorIndex < existingIndex else { throw .alreadyInStack }
    }
    clearMisuse()
    let item = LayeredNavigationItem()
    configuration?(item)
    let layer = LayeredNavigationLayer(
      controller: viewController, item: item, usesMaximumWidth: maximumWidth)
    let anchorLayer = anchorIndex.map { planned[$0] }
    if existingIndex != nil, let anchorLayer {
      enqueue(.popTo(anchorLayer, animated: false, direction: .down))
    }
    enqueue(.push(layer, anchor: anchorLayer, animated: animated, direction: direction))
  }

  /// Pops the top layer and returns its controller, or throws when only the root is left.
  ///
  /// - Throws: ``LayeredNavigationControllerError/cannotPopRoot``.
  @discardableResult
  public func tryPop(
    animated: Bool, direction: LayeredAnimationDirection = .down
  ) throws(LayeredNavigationControllerError) -> ViewController {
    let planned = plannedLayers
    guard planned.count > 1, let top = planned.last else { throw .cannotPopRoot }
    clearMisuse()
    enqueue(.pop(animated: animated, direction: direction))
    return top.controller
  }

  /// Pops the layers above the root and returns their controllers, top last. It cannot fail;
  /// it throws for symmetry with the other `try…` calls.
  @discardableResult
  public func tryPopToRoot(
    animated: Bool, direction: LayeredAnimationDirection = .down
  ) throws(LayeredNavigationControllerError) -> [ViewController] {
    let popped = plannedLayers.dropFirst().map(\.controller)
    clearMisuse()
    if !popped.isEmpty { enqueue(.popTo(nil, animated: animated, direction: direction)) }
    return popped
  }

  /// Pops the layers above `viewController`'s and returns their controllers, top last, or
  /// throws when it is not in the stack.
  ///
  /// - Throws: ``LayeredNavigationControllerError/notInStack``.
  @discardableResult
  public func tryPop(
    to viewController: ViewController, animated: Bool,
    direction: LayeredAnimationDirection = .down
  ) throws(LayeredNavigationControllerError) -> [ViewController] {
    let planned = plannedLayers
    guard let index = planned.firstIndex(where: { $0.controller === viewController }) else {
      throw .notInStack
    }
    clearMisuse()
    let popped = planned[(index + 1)...].map(\.controller)
    if !popped.isEmpty {
      enqueue(.popTo(planned[index], animated: animated, direction: direction))
    }
    return popped
  }

  /// Queues `operation` behind the running transition or drag (it runs now when nothing
  /// runs).
  func enqueue(_ operation: LayeredOperation) {
    queuedOperations.append(operation)
    performWhenIdle { [weak self] in self?.runNextOperation() }
  }

  /// Runs the oldest queued call. While more than ``maximumAnimatedBacklog`` calls wait behind
  /// it, it runs without animation, so that a backlog catches up instead of leaving the
  /// screen many transitions behind the calls.
  private func runNextOperation() {
    guard let operation = queuedOperations.popFirst() else { return }
    let hurries = queuedOperations.count > Self.maximumAnimatedBacklog
    perform(hurries ? operation.withoutAnimation : operation)
  }
}
