import StrataCairo
import StrataKit
import StrataTesting
import Testing

/// A list on white beside a dark panel with two buttons: the focus ring must show on both.
@MainActor
private final class FocusRingScreen: ViewController {
  let list = ListView(frame: Rect(x: 16, y: 16, width: 180, height: 168))
  let panel = View(frame: Rect(x: 212, y: 16, width: 172, height: 168))
  let open = Button(frame: Rect(x: 16, y: 24, width: 140, height: 44), title: "Open")
  let share = Button(frame: Rect(x: 16, y: 92, width: 140, height: 44), title: "Share")

  override func viewDidLoad() {
    view.backgroundColor = .white
    list.rows = (1...6).map { ListRow(title: "Note \($0)", subtitle: "Edited today") }
    list.selectedIndex = 1
    panel.backgroundColor = Color(red: 0.12, green: 0.13, blue: 0.16)
    panel.cornerRadius = 8
    for button in [open, share] {
      button.setTitleColor(.white, for: .normal)
      button.cornerRadius = 6
      panel.addSubview(button)
    }
    view.addSubview(list)
    view.addSubview(panel)
  }
}

@Suite("The focus ring on screen", .strictDiagnostics)
@MainActor
struct FocusRingSnapshotTests {
  private let size = Size(width: 400, height: 200)

  @Test("Tab rings the list above its rows, then a button on the dark panel, in the tint")
  func ringOnListAndDarkButton() throws {
    let screen = FocusRingScreen()
    let host = TestHost(rootViewController: screen, size: size, rendering: .cairo)
    host.press(key: .tab)
    host.advance(by: 1.0 / 60)
    try assertSnapshot(of: host, named: "focus-ring-list")

    let image = try host.renderImage()
    // The ring's 2 points just inside the list's left edge, over a row, are the tint.
    let (red, green, blue) = image.channels(17, 100)
    #expect(red < 30 && green > 100 && green < 140 && blue > 230, "\((red, green, blue))")

    host.press(key: .tab)
    host.advance(by: 1.0 / 60)
    try assertSnapshot(of: host, named: "focus-ring-dark-button")
    // The list no longer has its ring: the same place is a row again, near white.
    let row = try host.renderImage().channels(17, 100)
    #expect(row.red > 200, "\(row)")
  }

  @Test("a click focuses the list without a ring: the pixels are those of no focus")
  func clickShowsNoRing() throws {
    let plain = try TestHost(
      rootViewController: FocusRingScreen(), size: size, rendering: .cairo
    ).renderImage()
    let screen = FocusRingScreen()
    let host = TestHost(rootViewController: screen, size: size, rendering: .cairo)
    host.tap(at: Point(x: 100, y: 80))
    host.advance(by: 1.0 / 60)
    #expect(host.firstResponder === screen.list)
    let clicked = try host.renderImage()
    #expect(clicked.pixels == plain.pixels)
  }
}
