import StrataKit
import StrataNavigation

/// A content layer of the layered demo: a coloured page with a heading, a line of text and
/// (unless it spans to the right edge, where a layer pushed in front of it would land out of
/// sight) a button that pushes the next page in front of this one.
@MainActor
final class LayeredDemoContentViewController: ViewController {
  /// The colours the pages cycle through.
  static let palette: [Color] = [
    Color(rgb: 0x2E_86_AB), Color(rgb: 0xF2_8F_3B), Color(rgb: 0x3B_B2_73),
    Color(rgb: 0x8E_5B_C8), Color(rgb: 0xD6_45_5D), Color(rgb: 0x35_5C_7D),
  ]

  let number: Int
  private let text: String
  private let offersNext: Bool

  init(
    number: Int, offersNext: Bool = true,
    text: String = "Drag this layer sideways to see the ones below."
  ) {
    self.number = number
    self.offersNext = offersNext
    self.text = text
    super.init()
    title = "Page \(number)"
    restorationIdentifier = "page-\(number)"
  }

  /// Makes the page a restoration archive names: `page-N` (N from 1), with the archived
  /// text and offer; `nil` for another identifier.
  convenience init?(restorationIdentifier identifier: String, coder: StateCoder) {
    guard identifier.hasPrefix("page-"), let number = Int(identifier.dropFirst(5)), number >= 1
    else { return nil }
    let offersNext = (try? coder.decode(Bool.self, forKey: "offersNext")) ?? true
    if let text = try? coder.decode(String.self, forKey: "text") {
      self.init(number: number, offersNext: offersNext, text: text)
    } else {
      self.init(number: number, offersNext: offersNext)
    }
  }

  /// Archives the page's text and whether it offers a next page.
  override func encodeRestorableState(with coder: StateCoder) {
    super.encodeRestorableState(with: coder)
    coder.encode(offersNext, forKey: "offersNext")
    coder.encode(text, forKey: "text")
  }

  override func viewDidLoad() {
    let color = Self.palette[(number - 1) % Self.palette.count]
    view.backgroundColor = color
    let heading = Label(frame: Rect(x: 20, y: 20, width: 340, height: 36), text: title)
    heading.font = .boldSystem(size: 26)
    heading.textColor = .white
    view.addSubview(heading)
    let body = Label(frame: Rect(x: 20, y: 64, width: 340, height: 60), text: text)
    body.font = .system(size: 15)
    body.textColor = Color(white: 1, alpha: 0.85)
    body.numberOfLines = 0
    view.addSubview(body)
    guard offersNext else { return }
    let next = Button(frame: Rect(x: 20, y: 136, width: 200, height: 40), title: "Push next page")
    next.backgroundColor = Color(white: 1, alpha: 0.25)
    next.cornerRadius = 8
    next.setTitleColor(.white, for: .normal)
    next.action = { [weak self] _ in self?.pushNext() }
    view.addSubview(next)
  }

  private func pushNext() {
    layeredNavigationController?.push(
      LayeredDemoContentViewController(number: number + 1), inFrontOf: self, animated: true)
  }
}
