import StrataKit

/// A plain coloured page with a title and a line of text.
@MainActor
final class StackDemoPageViewController: ViewController {
  private let color: Color
  private let text: String

  init(title: String, color: Color, text: String) {
    self.color = color
    self.text = text
    super.init()
    self.title = title
  }

  override func viewDidLoad() {
    view.backgroundColor = color
    let heading = Label(frame: Rect(x: 24, y: 24, width: 600, height: 40), text: title)
    heading.font = .boldSystem(size: 28)
    heading.textColor = .white
    heading.autoresizingMask = [.flexibleWidth]
    view.addSubview(heading)
    let body = Label(frame: Rect(x: 24, y: 72, width: 360, height: 80), text: text)
    body.font = .system(size: 15)
    body.textColor = Color(white: 1, alpha: 0.85)
    body.numberOfLines = 0
    view.addSubview(body)
  }
}
