import StrataCairo
import StrataKit
import StrataNavigation
import StrataTesting
import Testing

/// A page with a colour and a big title, to make a stack's layers easy to tell apart.
@MainActor
private final class PageViewController: ViewController {
  private let color: Color

  init(title: String, color: Color) {
    self.color = color
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    view.backgroundColor = color
    let label = Label(frame: Rect(x: 24, y: 24, width: 300, height: 40), text: title)
    label.font = .boldSystem(size: 28)
    label.textColor = .white
    view.addSubview(label)
    for row in 0..<4 {
      let bar = View(frame: Rect(x: 24, y: 90 + Double(row) * 40, width: 240, height: 24))
      bar.backgroundColor = Color(white: 1, alpha: 0.35)
      bar.cornerRadius = 6
      view.addSubview(bar)
    }
  }
}

@Suite("StackController snapshots", .strictDiagnostics)
@MainActor
struct StackSnapshotTests {
  @Test("mid-drag, the previous page shows in parallax and the top page casts its shadow")
  func midDrag() throws {
    let stack = StackController(
      rootViewController: PageViewController(title: "Inbox", color: Color(rgb: 0x2E_86_AB)))
    let host = TestHost(
      rootViewController: stack, size: Size(width: 400, height: 300), rendering: .cairo)
    stack.push(
      PageViewController(title: "Message", color: Color(rgb: 0xF2_8F_3B)), animated: false)
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
