import StrataKit
import StrataNavigation
import StrataTestSupport
import StrataTesting
import Testing

/// A stack whose own appearance changes while one of its transitions runs: every child ends in
/// the state the screen calls for. Found by `strata-fuzz`.
@Suite("StackController appearance while it is covered", .strictDiagnostics)
@MainActor
struct StackNestedAppearanceTests {
  @Test("a push that ends while a cross navigation covers the stack leaves the old top disappeared")
  func pushEndsWhileCovered() throws {
    let log = CallLog()
    let a = LoggingViewController("A", log: log)
    let stack = StackController(rootViewController: a)
    let cross = CrossNavigationController(rootViewController: stack)
    let host = TestHost(rootViewController: cross)
    let b = LoggingViewController("B", log: log)
    let c = LoggingViewController("C", log: log)
    stack.push(b, animated: true)
    cross.present(c, direction: .top, animated: true)
    host.settle()
    #expect(a.appearanceState == .disappeared)
    #expect(b.appearanceState == .disappeared)
    #expect(c.appearanceState == .appeared)
    let appearanceOfA = log.entries.filter { $0.hasPrefix("A.") && $0.contains("ppear") }
    #expect(appearanceOfA == ["A.willAppear", "A.didAppear", "A.willDisappear", "A.didDisappear"])
  }
}
