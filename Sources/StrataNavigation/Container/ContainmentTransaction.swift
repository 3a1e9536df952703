import StrataKit

/// The containment of one change that spans a transition, in UIKit's order: the controllers
/// that join are children from the start (`addChild(_:)`, which sends
/// `willMove(toParent:)`) and the controllers that leave are told at once
/// (`willMove(toParent: nil)`); the callbacks that close the change wait for the transition's
/// end. Begun with `ContainerViewController.begin(adding:removing:)`, then committed or
/// cancelled exactly once.
@MainActor
struct ContainmentTransaction {
  /// The controllers that join the container, in the order they were added.
  let added: [ViewController]
  /// The controllers that leave it, in the order they were told.
  let removed: [ViewController]
  /// The container; weak, so that a transaction kept by a running animation does not keep a
  /// container dropped mid-transition.
  private weak var container: ViewController?
  /// Whether the joining controllers were already told that they leave again (see
  /// ``announcingCancel()``), so that ``cancel()`` does not tell them twice.
  private var cancelWasAnnounced = false

  fileprivate init(container: ViewController, added: [ViewController], removed: [ViewController]) {
    self.container = container
    self.added = added
    self.removed = removed
  }

  /// Completes the change: the leaving controllers are removed (`removeFromParent()`), then
  /// the joining ones are told they moved (`didMove(toParent:)`).
  func commit() {
    guard let container else { return }
    for controller in removed { controller.removeFromParent() }
    for controller in added { controller.didMove(toParent: container) }
  }

  /// Tells the joining controllers that are still children that they leave again
  /// (`willMove(toParent: nil)`) ahead of a ``cancel()`` that comes when the transition has
  /// settled (a released drag going back), and returns the transaction to cancel then.
  func announcingCancel() -> ContainmentTransaction {
    guard let container, !cancelWasAnnounced else { return self }
    for controller in added where controller.parent === container {
      controller.willMove(toParent: nil)
    }
    var announced = self
    announced.cancelWasAnnounced = true
    return announced
  }

  /// Undoes the change: the joining controllers that are still children leave again
  /// (`willMove(toParent: nil)`, unless ``announcingCancel()`` sent it, then
  /// `removeFromParent()`), and the leaving ones, told they would go, are told they stay
  /// (`didMove(toParent:)`).
  func cancel() {
    guard let container else { return }
    for controller in added where controller.parent === container {
      if !cancelWasAnnounced { controller.willMove(toParent: nil) }
      controller.removeFromParent()
    }
    for controller in removed where controller.parent === container {
      controller.didMove(toParent: container)
    }
  }
}

extension ContainerViewController {
  /// Begins the containment of a change that spans a transition: adds each of `adding` as a
  /// child, in order, then sends `willMove(toParent: nil)` to each of `removing`, in order.
  /// Call `commit()` on the result when the transition completes, or `cancel()` when it is
  /// undone.
  /// - Complexity: O(*n*) in the number of controllers that join and leave.
  func begin(adding added: [ViewController], removing removed: [ViewController])
    -> ContainmentTransaction
  {
    for controller in added { addChild(controller) }
    for controller in removed { controller.willMove(toParent: nil) }
    return ContainmentTransaction(container: self, added: added, removed: removed)
  }
}
