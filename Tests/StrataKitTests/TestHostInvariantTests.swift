import StrataKit
import StrataTesting
import Testing

/// A parent whose child's view can be moved out of the parent's view, breaking containment.
@MainActor
private final class BreakableParent: ViewController {
  let child = ViewController()

  override func viewDidLoad() {
    addChild(child)
    view.addSubview(child.view)
    child.didMove(toParent: self)
  }

  /// Puts the child's view straight into the window, outside this controller's view.
  func breakContainment() {
    view.window?.addSubview(child.view)
  }
}

@Suite("TestHost invariant checks", .strictDiagnostics)
struct TestHostInvariantTests {
  @MainActor @Test("checkInvariants is available in every configuration and passes on a sound tree")
  func soundTree() throws {
    let host = TestHost(rootViewController: BreakableParent())
    host.advance(by: 0.1)
    host.tap(at: Point(x: 10, y: 10))
    host.drag(from: Point(x: 10, y: 10), to: Point(x: 200, y: 10))
    host.press(key: .escape)
    host.scroll(by: Point(x: 0, y: 40), at: Point(x: 50, y: 50))
    host.resize(to: Size(width: 500, height: 400))
    try host.checkInvariants()
  }

  @MainActor @Test("by default, the step that breaks a rule fails the test")
  func everyStepIsChecked() {
    let parent = BreakableParent()
    let host = TestHost(rootViewController: parent)
    #expect(host.checksInvariants)
    parent.breakContainment()
    withKnownIssue {
      host.advance(by: 0.1)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("outside its parent's view") }
    }
    withKnownIssue {
      host.press(key: .escape)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("outside its parent's view") }
    }
  }

  @MainActor @Test("without checksInvariants, steps do not check, and checkInvariants still throws")
  func checkingCanBeTurnedOff() {
    let parent = BreakableParent()
    // Off on purpose: this test shows what a host that does not check still reports on demand.
    let host = TestHost(rootViewController: parent, checksInvariants: false)
    parent.breakContainment()
    host.advance(by: 0.1)
    #expect(throws: InvariantViolation.self) { try host.checkInvariants() }
  }
}
