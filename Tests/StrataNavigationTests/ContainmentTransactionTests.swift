import StrataKit
import StrataTestSupport
import Testing

@testable import StrataNavigation

/// The containment of a change that spans a transition, on its own: what `begin` sends at
/// once, what `commit` and `cancel` send when the transition ends, and a cancel announced when
/// a drag is released and completed when it has settled.
@Suite("ContainmentTransaction: UIKit's containment order across a transition")
@MainActor
struct ContainmentTransactionTests {
  private let log = CallLog()
  private let container = ContainerViewController()

  /// A logging controller that is already a child of the container.
  private func child(_ name: String) -> LoggingViewController {
    let controller = LoggingViewController(name, log: log)
    container.addChild(controller)
    controller.didMove(toParent: container)
    return controller
  }

  @Test("begin adds the joining controllers and tells the leaving ones; commit completes both")
  func beginThenCommit() {
    let leaving = [child("A"), child("B")]
    let joining = LoggingViewController("C", log: log)
    log.clear()
    let transaction = container.begin(adding: [joining], removing: leaving.reversed())
    #expect(log.entries == ["C.willMove(stack)", "B.willMove(nil)", "A.willMove(nil)"])
    #expect(container.children.map(\.title) == ["A", "B", "C"])
    log.clear()
    transaction.commit()
    #expect(log.entries == ["B.didMove(nil)", "A.didMove(nil)", "C.didMove(stack)"])
    #expect(container.children.map(\.title) == ["C"])
  }

  @Test("cancel takes the joining controllers out again and tells the leaving ones they stay")
  func beginThenCancel() {
    let staying = child("A")
    let joining = LoggingViewController("C", log: log)
    log.clear()
    let transaction = container.begin(adding: [joining], removing: [staying])
    transaction.cancel()
    #expect(
      log.entries == [
        "C.willMove(stack)", "A.willMove(nil)", "C.willMove(nil)", "C.didMove(nil)",
        "A.didMove(stack)",
      ])
    #expect(container.children.map(\.title) == ["A"])
    #expect(joining.parent == nil)
  }

  @Test("a cancel announced on release tells the joining controllers once, then removes them")
  func announcedCancel() {
    let joining = LoggingViewController("C", log: log)
    let transaction = container.begin(adding: [joining], removing: [])
    let announced = transaction.announcingCancel()
    #expect(log.entries == ["C.willMove(stack)", "C.willMove(nil)"])
    #expect(joining.parent === container)
    // Announcing again tells no one twice.
    let again = announced.announcingCancel()
    #expect(log.entries.count == 2)
    again.cancel()
    #expect(log.entries == ["C.willMove(stack)", "C.willMove(nil)", "C.didMove(nil)"])
    #expect(joining.parent == nil)
  }

  @Test("a controller that joined another parent meanwhile is left where it is")
  func controllerTakenMeanwhile() {
    let joining = LoggingViewController("C", log: log)
    let transaction = container.begin(adding: [joining], removing: [])
    let other = ViewController()
    other.addChild(joining)
    log.clear()
    transaction.announcingCancel().cancel()
    #expect(log.entries.isEmpty)
    #expect(joining.parent === other)
  }
}
