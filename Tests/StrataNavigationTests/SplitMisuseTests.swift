import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

@Suite("SplitViewController misuse", .strictDiagnostics)
@MainActor
struct SplitMisuseTests {
  @Test("an empty list or more than three controllers never crash; the split says why")
  func initializerLists() {
    let empty = expectDiagnostic(containing: "needs at least one view controller") {
      SplitViewController(viewControllers: [])
    }
    #expect(empty.lastError == .emptyList)
    #expect(empty.viewControllers.count == 1)
    let log = CallLog()
    let four = (1...4).map { LoggingViewController("C\($0)", log: log) }
    let split = expectDiagnostic(containing: "at most three view controllers, not 4") {
      SplitViewController(viewControllers: four)
    }
    #expect(split.lastError == .tooManyControllers(4))
    #expect(split.viewControllers.map(\.title) == ["C1", "C2", "C3"])
    #expect(four[3].parent == nil)
    #expect(SplitViewController(viewControllers: Array(four.prefix(2))).lastError == nil)
  }

  @Test("show… outside any split does nothing")
  func outsideSplit() throws {
    let log = CallLog()
    let lonely = LoggingViewController("Lonely", log: log)
    let host = TestHost(rootViewController: lonely)
    let other = LoggingViewController("Other", log: log)
    expectDiagnostic(containing: "outside any split view controller") {
      lonely.showDetail(other, sender: nil)
    }
    expectDiagnostic(containing: "outside any split view controller") {
      lonely.showSecondary(other, sender: nil)
    }
    expectDiagnostic(containing: "outside any split view controller") {
      lonely.setDetail(other, sender: nil)
    }
    #expect(other.parent == nil)
    #expect(lonely.splitViewController == nil)
    try host.checkInvariants()
  }

  @Test("a controller already in another column or another container is refused")
  func refusals() throws {
    let scene = SplitScene()
    expectDiagnostic(containing: "already in another column") {
      scene.primary.showDetail(scene.secondary, sender: nil)
    }
    #expect(scene.split.lastError == .alreadyInSplit)
    #expect(scene.split.detailViewController === scene.detail)
    #expect(throws: SplitViewControllerError.alreadyInSplit) {
      try scene.split.tryShowSecondary(scene.primary, sender: nil)
    }
    let other = LoggingViewController("O", log: scene.log)
    let navigation = NavigationController(rootViewController: other)
    expectDiagnostic(containing: "belongs to another container") {
      scene.primary.setDetail(other, sender: nil)
    }
    #expect(scene.split.lastError == .hasAnotherParent)
    #expect(other.parent === navigation)
    scene.primary.showDetail(scene.detail, sender: nil)
    #expect(scene.split.lastError == nil)
    #expect(SplitViewControllerError.tooManyControllers(5).description.contains("5"))
    try scene.check()
  }
}
