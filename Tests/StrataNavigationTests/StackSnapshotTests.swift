import StrataCairo
import StrataKit
import StrataNavigation
import StrataTesting
import Testing

@Suite("StackController snapshots", .strictDiagnostics)
@MainActor
struct StackSnapshotTests {
  @Test("mid-drag, the previous page shows in parallax and the top page casts its shadow")
  func midDrag() throws {
    let stack = StackController(
      rootViewController: SnapshotPageViewController(
        title: "Inbox", color: Color(rgb: 0x2E_86_AB), metrics: .stack))
    let host = TestHost(
      rootViewController: stack, size: Size(width: 400, height: 300), rendering: .cairo)
    stack.push(
      SnapshotPageViewController(title: "Message", color: Color(rgb: 0xF2_8F_3B), metrics: .stack),
      animated: false)
    _ = try host.renderImage()

    host.beginDrag(at: Point(x: 80, y: 150))
    for step in 1...12 {
      host.moveDrag(to: Point(x: 80 + Double(step) * 12, y: 150))
    }
    let top = try #require(stack.topViewController)
    #expect(top.view.frame.minX == 144)

    try assertSnapshot(of: host, named: "stack-mid-drag")
    host.cancelDrag()
  }
}
