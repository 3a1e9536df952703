import StrataKit
import StrataNavigation

/// A wide horizontal canvas whose scroll view is the stack's content scroll view: drags scroll
/// it until its leading edge, then pop.
@MainActor
final class StackDemoCanvasViewController: ViewController {
  private let scroll = ScrollView()

  override func viewDidLoad() {
    title = "Wide canvas"
    view.backgroundColor = Color(white: 0.95)
    scroll.frame = view.bounds
    scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(scroll)
    for index in 0..<12 {
      let tile = View(frame: Rect(x: 24 + Double(index) * 180, y: 60, width: 160, height: 200))
      tile.backgroundColor = Color(
        red: 0.3 + 0.05 * Double(index % 6), green: 0.5, blue: 0.9 - 0.05 * Double(index % 8))
      tile.cornerRadius = 12
      scroll.addSubview(tile)
      let label = Label(frame: Rect(x: 0, y: 80, width: 160, height: 40), text: "Tile \(index + 1)")
      label.textAlignment = .center
      label.textColor = .white
      label.font = .boldSystem(size: 20)
      tile.addSubview(label)
    }
    scroll.contentSize = Size(width: 24 + 12 * 180, height: 300)
  }

  override func viewDidAppear(_ animated: Bool) {
    stackController?.contentScrollView = scroll
  }
}
