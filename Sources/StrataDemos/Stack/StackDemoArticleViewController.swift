import StrataKit

/// A long article in a vertical scroll view: vertical drags scroll it, horizontal ones pop.
@MainActor
final class StackDemoArticleViewController: ViewController {
  override func viewDidLoad() {
    title = "Long article"
    view.backgroundColor = .white
    let scroll = ScrollView(frame: view.bounds)
    scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(scroll)
    var y = 24.0
    let heading = Label(
      frame: Rect(x: 24, y: y, width: 520, height: 36), text: "On stacks of paper")
    heading.font = .boldSystem(size: 26)
    scroll.addSubview(heading)
    y += 56
    for paragraph in 1...24 {
      let label = Label(
        frame: Rect(x: 24, y: y, width: 520, height: 66),
        text:
          "Paragraph \(paragraph). A stack keeps where you came from one drag away: pull the "
          + "page to the right and the previous one slides back in, a third as fast, underneath.")
      label.font = .system(size: 15)
      label.numberOfLines = 0
      label.textColor = Color(white: 0.2)
      scroll.addSubview(label)
      y += 78
    }
    scroll.contentSize = Size(width: 560, height: y + 60)
  }
}
