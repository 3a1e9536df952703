import StrataKit
import StrataNavigation

/// The detail page of the split demo: a coloured heading, a line about the columns, a strip
/// of pages to swipe and a button that animates the demo's width through 600, 800 and 1100
/// points.
@MainActor
final class SplitDemoDetailViewController: ViewController {
  private let name: String
  private let color: Color
  /// The strip of pages (the benchmark drags across it).
  let strip = ToolkitPagingSectionView()
  /// The button that animates the width.
  let widthButton = Button(title: "Animate width")

  /// The heading colours, one per row.
  private static let colors = [
    Color(rgb: 0x2E_86_AB), Color(rgb: 0xA2_3B_72), Color(rgb: 0xF1_8F_01),
    Color(rgb: 0x3B_B2_73), Color(rgb: 0x6C_5B_7B), Color(rgb: 0xC7_3E_1D),
  ]

  init(name: String, hue: Int) {
    self.name = name
    color = Self.colors[abs(hue) % Self.colors.count]
    super.init()
    title = name
  }

  override func viewDidLoad() {
    view.backgroundColor = Color(white: 0.97)
    let header = View(frame: Rect(x: 0, y: 0, width: view.bounds.width, height: 96))
    header.backgroundColor = color
    header.autoresizingMask = [.flexibleWidth]
    view.addSubview(header)
    let heading = Label(frame: Rect(x: 20, y: 28, width: 400, height: 40), text: name)
    heading.font = .boldSystem(size: 26)
    heading.textColor = .white
    header.addSubview(heading)
    let body = Label(
      frame: Rect(x: 20, y: 108, width: 360, height: 60),
      text: "Narrow the window: the columns collapse into the first one. Widen it: they return.")
    body.font = .system(size: 14)
    body.textColor = Color(white: 0.3)
    body.numberOfLines = 0
    view.addSubview(body)
    widthButton.frame = Rect(x: 20, y: 176, width: 150, height: 36)
    widthButton.backgroundColor = color
    widthButton.cornerRadius = 8
    widthButton.setTitleColor(.white, for: .normal)
    widthButton.action = { [weak self] _ in
      (self?.splitViewController?.parent as? SplitDemoViewController)?.animateWidths()
    }
    view.addSubview(widthButton)
    strip.frame = Rect(x: 20, y: 228, width: max(0, view.bounds.width - 40), height: 236)
    strip.autoresizingMask = [.flexibleWidth]
    view.addSubview(strip)
  }

  override func viewDidLayoutSubviews() {
    strip.frame = Rect(x: 20, y: 228, width: max(0, view.bounds.width - 40), height: 236)
  }
}
